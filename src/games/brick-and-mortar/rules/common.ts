// Small shared helpers: copying one player into a new state (structural sharing, never a deep
// clone), building events, and readable errors.
import type { Seat } from '../../../engine/types';
import { ITEM_LABELS, type Item } from '../constants';
import type { BMState, Player } from '../state';
import { edit } from './copy';
export { privateEvent, publicEvent, type Events } from '../events';
export { err } from '../../../engine/result';

export function player(state: BMState, seat: Seat): Player {
  return state.players[seat] as Player;
}

export function withPlayer(state: BMState, seat: Seat, next: Player): BMState {
  const players = state.players.slice();
  players[seat] = next;
  return edit(state, (d) => (d.players = players));
}

export const label = (item: Item): string => ITEM_LABELS[item] ?? '?';

/** Adds `delta` to one entry of a count array, returning a new array. */
export function bump(counts: readonly number[], index: number, delta: number): number[] {
  const out = counts.slice();
  out[index] = (out[index] ?? 0) + delta;
  return out;
}

export function withStep(state: BMState, step: BMState['step']): BMState {
  return edit(state, (d) => (d.step = step));
}
