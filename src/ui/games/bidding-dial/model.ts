// What every Bidding dial screen shares: the typed game, the open session's state and table view,
// and the seats. The screens compute no rule: legal choices and the service order come from the
// engine (src/games/bidding-dial).
import type { Session } from '../../../app/session';
import type { GameDefinition, Seat } from '../../../engine/types';
import type { DialAction, DialState, DialView, RoundRecord } from '../../../games/bidding-dial';
import { ITEMS, ITEM_LABELS, type Item, type ItemName } from '../../../games/bidding-dial/constants';
import type { DialEvent } from '../../../games/bidding-dial/events';
import type { TableCtxBase } from '../../match/game-ui';
import { seatName } from '../../match/Who';

export type DialGame = GameDefinition<DialState, DialAction, DialView, DialEvent>;

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
export const itemIndex = (name: ItemName): Item => ITEMS.indexOf(name) as Item;

export const biddingLabel = (bidding: string): string => (bidding === 'sale' ? 'Sale' : 'Supply');

/** "Round 3 · Supply · Food" */
export function roundTitle(r: { number: number; bidding: string; item: number }): string {
  return `Round ${r.number} · ${biddingLabel(r.bidding)} · ${itemLabel(r.item)}`;
}

export const money = (n: number): string => `$${n}`;
export const crates = (n: number): string => `${n} crate${n === 1 ? '' : 's'}`;

/** A revealed round from its public event (the event names the item; the record counts it). */
export function recordFromEvent(e: DialEvent): RoundRecord | null {
  return e.type === 'round-revealed' ? { ...e.data, item: itemIndex(e.data.item) } : null;
}
