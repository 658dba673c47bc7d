// What every Brick & Mortar screen shares: the typed game, the open session's current state and
// table view, seat names and colours, and two engine doors: the legal actions of a seat, and a dry
// run of an action (the engine's own `apply` on a copy) so a screen can show what a choice would
// cost, or the engine's sentence refusing it, before anything is sent. The UI computes no rule.
import type { Session } from '../../../app/session';
import type { GameEvent, Seat } from '../../../engine/types';
import type { BMAction, BMState, BMView } from '../../../games/brick-and-mortar';
import { ITEMS, ITEM_LABELS, type ItemName } from '../../../games/brick-and-mortar/constants';
import { isBMEventOf, type BMEvent, type BMEventOf } from '../../../games/brick-and-mortar/events';
import type { TableCtxBase } from '../../match/game-ui';
import { joinNames } from '../../match/Who';
import { dryRunOf, type DryRun } from '../../match/dry-run';
import { shareUnchanged } from '../../match/share';
import { seatName } from '../../match/Who';
import { previewKey, type BMGame } from './previews';

/** A phone's answer for a move the tablet did not list (so did not dry-run). */
const NOT_LISTED: DryRun = { ok: false, message: 'That choice is not one the tablet offers now.' };

export { joinNames };

export type { BMGame };

export interface TableCtx extends TableCtxBase {
  game: BMGame;
  state: BMState;
  /** Always `session.view('table')`. */
  tv: BMView;
  /** On a phone (issue 32), which has no state: the tablet's dry runs of the seat's legal moves,
   * by `previewKey` (./previews.ts). Absent on the tablet. */
  previews?: Readonly<Record<string, DryRun>>;
}

/** Parts of the table view that did not change keep the previous context's objects (memo'd boards
 * skip them). */
export function makeCtx(session: Session, previous: TableCtx | null = null): TableCtx {
  const game = session.module.game as BMGame;
  const state = session.match.value.state as BMState;
  const tv = shareUnchanged(previous?.tv, session.view('table') as BMView);
  return { session, game, state, tv, seats: session.meta.value.seats, prompts: tv.prompts, over: tv.outcome !== null };
}

export function nameOf(ctx: Pick<TableCtx, 'seats'>, seat: Seat): string {
  return seatName(ctx.seats, seat);
}

export function isBot(ctx: Pick<TableCtx, 'seats'>, seat: Seat): boolean {
  return ctx.seats[seat]?.kind === 'bot';
}

export function legalFor(ctx: TableCtx, seat: Seat): BMAction[] {
  return ctx.game.legal(ctx.state, seat);
}

export type { DryRun };

/**
 * What the engine would do with this action now, without doing it (apply is pure). Only the
 * events the acting seat may read come back, so a preview can never show anyone else's secret.
 */
export function dryRun(ctx: TableCtx, seat: Seat, action: BMAction): DryRun {
  if (ctx.previews) return ctx.previews[previewKey(action)] ?? NOT_LISTED;
  return dryRunOf(ctx.game, ctx.state, seat, action);
}

/** The typed fields of the first event of a type in a list (dry run or log). */
export function eventData<T extends BMEvent['type']>(events: readonly GameEvent[], type: T): BMEventOf<T>['data'] | null {
  for (const e of events) if (isBMEventOf(e, type)) return e.data;
  return null;
}

export function itemLabel(item: ItemName | string): string {
  const i = (ITEMS as readonly string[]).indexOf(item);
  return ITEM_LABELS[i] ?? String(item);
}

export function itemIndexOf(item: ItemName | string): number {
  return (ITEMS as readonly string[]).indexOf(item);
}

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** Debt points as the consequence players read before they take it. */
export function debtConsequence(points: number, dollarsPerPoint: number): string {
  return `Debt: +$${points * dollarsPerPoint} now, -${plural(points, 'point')} at the end`;
}
