// What every Adventure Mart screen shares: the typed context (the open session's state and table
// view), seat names, the engine's legal moves for a seat, a dry run of a move (the engine's own
// `apply` on the state, which is pure) and the words for cards and targets. The UI computes no rule:
// every number it shows comes from a view or from the engine.
import type { Session } from '../../../app/session';
import type { GameDefinition, GameEvent, Seat } from '../../../engine/types';
import type { AMAction, AMState, AMView } from '../../../games/adventure-mart';
import { GUILD_LABELS, TYPE_LABELS } from '../../../games/adventure-mart/constants';
import { card } from '../../../games/adventure-mart/content';
import type { CardId, Guild, StockType } from '../../../games/adventure-mart/content/types';
import { effectText } from '../../../games/adventure-mart/effects/registry';
import type { Target } from '../../../games/adventure-mart/state';
import type { CardInfo } from '../../../games/adventure-mart/view';
import { isAMEventOf, type AMEvent } from '../../../games/adventure-mart/events';
import type { TableCtxBase } from '../../match/game-ui';
import { dryRunOf, type DryRun } from '../../match/dry-run';
import { shareUnchanged } from '../../match/share';
import { seatName } from '../../match/Who';

export type AMGame = GameDefinition<AMState, AMAction, AMView, AMEvent>;
export type { AMAction, AMState, AMView, CardInfo, Target };

export interface AMCtx extends TableCtxBase {
  game: AMGame;
  state: AMState;
  /** Always `session.view('table')`. */
  tv: AMView;
  /** On a phone (no state to dry-run): what the tablet's dry runs said of this seat's legal moves,
   * by the move's JSON (./previews.ts). Absent on the tablet. */
  previews?: Readonly<Record<string, MovePreview>>;
}

/** What a private screen shows of a move before it is made, from a dry run of the engine. */
export interface MovePreview {
  /** A buy's price after its trade-in. */
  cost?: number;
  /** Where a used card ends up ("flips face down"...). */
  disposal?: string;
}

/** Parts of the table view that did not change keep the previous context's objects (memo'd boards
 * skip them). */
export function makeCtx(session: Session, previous: AMCtx | null = null): AMCtx {
  const game = session.module.game as AMGame;
  const state = session.match.value.state as AMState;
  const tv = shareUnchanged(previous?.tv, session.view('table') as AMView);
  return { session, game, state, tv, seats: session.meta.value.seats, prompts: tv.prompts, over: tv.outcome !== null };
}

export type Named = Pick<AMCtx, 'seats'>;

export function nameOf(ctx: Named, seat: Seat): string {
  return seatName(ctx.seats, seat);
}

export function isBot(ctx: Named, seat: Seat): boolean {
  return ctx.seats[seat]?.kind === 'bot';
}

export function legalFor(ctx: AMCtx, seat: Seat): AMAction[] {
  return ctx.game.legal(ctx.state, seat);
}

export type { DryRun };

/** What the engine would do with a move now, without doing it; only events `seat` may read. */
export function dryRun(ctx: AMCtx, seat: Seat, action: AMAction): DryRun {
  return dryRunOf(ctx.game, ctx.state, seat, action);
}

/**
 * What using a card costs it (AM-E2), read from a dry run of the engine: where the card ends up
 * after the Use ("flips face down", "is discarded", "is banished"), or '' if it cannot be told.
 */
export function useDisposal(ctx: AMCtx, seat: Seat, action: AMAction): string {
  if (action.type !== 'use' && action.type !== 'on-call') return '';
  if (ctx.previews) return ctx.previews[JSON.stringify(action)]?.disposal ?? '';
  const source = action.type === 'use' ? action.card : ctx.tv.pick?.source.id;
  if (source === undefined) return '';
  const r = ctx.game.apply(ctx.state, seat, action);
  if (!r.ok) return '';
  const p = r.state.players[seat];
  if (r.state.abyss.includes(source)) return 'is banished';
  if (p?.store.some((slot) => slot.card === source && !slot.faceUp)) return 'flips face down';
  if (p?.reorder.includes(source)) return 'is discarded';
  return '';
}

/** A buy's price as the engine would charge it (a trade-in lowers it), or null if it cannot be told. */
export function boughtCost(ctx: AMCtx, seat: Seat, a: AMAction): number | null {
  if (ctx.previews) return ctx.previews[JSON.stringify(a)]?.cost ?? null;
  const r = dryRun(ctx, seat, a);
  if (!r.ok) return null;
  for (const e of r.events) if (isAMEventOf(e, 'bought') || isAMEventOf(e, 'bought-from-deck')) return e.data.cost;
  return null;
}

/** A card's printed data and rules text by id (for ids named in legal moves and events). */
export function cardInfo(id: CardId): CardInfo {
  const c = card(id);
  return { ...c, text: c.kind === 'bulletin' ? c.text : effectText(id) } as CardInfo;
}

export const cardName = (id: CardId): string => card(id).name;

export const typeLabel = (t: StockType): string => TYPE_LABELS[t];
export const guildLabel = (g: Guild | null): string => (g === null ? 'No guild' : `${GUILD_LABELS[g]} Guild`);

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
export const gold = (n: number): string => `${n} Gold`;

export { joinNames } from '../../match/Who';

/** What an effect aims at, in words ("Powerstone", "paying with Showman", "Ben's Offer"). */
export function targetText(ctx: Named & { tv?: Pick<AMView, 'sale'> }, target: Target | null | undefined): string {
  if (!target) return '';
  const parts: string[] = [];
  if (target.card !== undefined) parts.push(cardName(target.card));
  if (target.initiative) parts.push('the Initiative Token');
  if (target.use !== undefined) {
    const use = ctx.tv?.sale?.uses[target.use];
    parts.push(use ? `${nameOf(ctx, use.seat)}'s ${use.card.name}` : 'that effect');
  }
  if (target.seat !== undefined && target.card === undefined) parts.push(`${nameOf(ctx, target.seat)}'s Offer`);
  if (target.seat !== undefined && target.card !== undefined) parts.push(`from ${nameOf(ctx, target.seat)}`);
  if (target.pay !== undefined) parts.push(`paying with ${cardName(target.pay)}`);
  return parts.join(', ');
}

/** Actions of one type from a legal list, typed. */
export function ofType<T extends AMAction['type']>(legal: readonly AMAction[], type: T): Extract<AMAction, { type: T }>[] {
  return legal.filter((a): a is Extract<AMAction, { type: T }> => a.type === type);
}

/** The seat's cards drawn since it last looked (its own `you-drew` events after `lastLooked`). */
export function drawnSince(seatLog: readonly { seq: number; events: readonly GameEvent[] }[], lastLooked: number): CardId[] {
  const out: CardId[] = [];
  for (const m of seatLog) {
    if (m.seq <= lastLooked) continue;
    for (const e of m.events) {
      if (isAMEventOf(e, 'you-drew')) out.push(...e.data.cards);
    }
  }
  return out;
}
