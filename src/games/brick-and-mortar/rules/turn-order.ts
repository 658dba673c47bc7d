// BM-C4 (D): turn order is points descending; equal points keep their previous relative order.
// "Reverse turn order", the tie-break of sealed bids, lives in ./service-order.ts.
import type { Seat } from '../../../engine/types';
import type { BMState, Player } from '../state';
import { edit } from './copy';

/** Stable sort: Array.prototype.sort is stable, so ties keep their previous order. */
export function sortTurnOrder(order: readonly Seat[], players: readonly Player[]): Seat[] {
  return order.slice().sort((a, b) => (players[b]?.points ?? 0) - (players[a]?.points ?? 0));
}

/** BM-I4, BM-B7: called whenever points change. */
export function resort(state: BMState): BMState {
  const next = sortTurnOrder(state.turnOrder, state.players);
  return next.every((s, i) => s === state.turnOrder[i]) ? state : edit(state, (d) => (d.turnOrder = next));
}

/** The first seat in current turn order whose flag is false (BM-I1, BM-B2 opportunities). */
export function firstUnserved(state: BMState, served: readonly boolean[]): Seat | null {
  for (const seat of state.turnOrder) if (!served[seat]) return seat;
  return null;
}
