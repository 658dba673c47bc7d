// What every Bidding dial screen shares: the typed game, the open session's state and table view,
// and the seats. The screens compute no rule: legal choices and the service order come from the
// engine (src/games/bidding-dial).
import type { Session } from '../../../app/session';
import type { GameDefinition, Seat } from '../../../engine/types';
import type { DialAction, DialState, DialView, RoundRecord } from '../../../games/bidding-dial';
import { ITEMS, ITEM_LABELS } from '../../../games/bidding-dial/constants';
import type { TableCtxBase } from '../../match/game-ui';
import { seatName } from '../../match/Who';

export type DialGame = GameDefinition<DialState, DialAction, DialView>;

export interface DialCtx extends TableCtxBase {
  game: DialGame;
  state: DialState;
  /** Always `session.view('table')`. */
  tv: DialView;
}

export function makeCtx(session: Session): DialCtx {
  const game = session.module.game as DialGame;
  const state = session.match.value.state as DialState;
  const tv = session.view('table') as DialView;
  return { session, game, state, tv, seats: session.meta.value.seats, prompts: game.pending(state), over: tv.ended };
}

export const nameOf = (ctx: Pick<DialCtx, 'seats'>, seat: Seat): string => seatName(ctx.seats, seat);

/** 'food' .. 'art', the name the item tags and the events use. */
export const itemName = (item: number): string => ITEMS[item] ?? '';
export const itemLabel = (item: number): string => ITEM_LABELS[item] ?? '';
export const itemIndex = (name: unknown): number => (ITEMS as readonly unknown[]).indexOf(name);

export const biddingLabel = (bidding: string): string => (bidding === 'sale' ? 'Sale' : 'Supply');

/** "Round 3 · Supply · Food" */
export function roundTitle(r: { number: number; bidding: string; item: number }): string {
  return `Round ${r.number} · ${biddingLabel(r.bidding)} · ${itemLabel(r.item)}`;
}

export const money = (n: number): string => `$${n}`;
export const crates = (n: number): string => `${n} crate${n === 1 ? '' : 's'}`;

/** A revealed round from its public event's data (the event names the item; the record counts it). */
export function recordFromEvent(data: Record<string, unknown> | undefined): RoundRecord | null {
  if (!data || !Array.isArray(data.order) || !Array.isArray(data.entries)) return null;
  return { ...(data as unknown as RoundRecord), item: itemIndex(data.item) as RoundRecord['item'] };
}
