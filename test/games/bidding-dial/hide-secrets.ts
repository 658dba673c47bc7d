// For the conformance suite: the same state with one seat's sealed entry swapped for another legal
// value of the same shape (the dial's only secret).
import type { Seat } from '../../../src/engine/types';
import type { DialEntry, DialState } from '../../../src/games/bidding-dial';
import { MAX_PRICE, MIN_PRICE } from '../../../src/games/bidding-dial/constants';

export function hideSecrets(state: DialState, seat: Seat): DialState {
  const round = state.round;
  if (!round) return state;
  const i = round.sealed.eligible.indexOf(seat);
  const entry = i >= 0 ? round.sealed.entries[i] : null;
  if (!entry) return state;
  const low = round.bidding === 'supply' ? (MIN_PRICE[round.item] as number) : 0;
  const high = MAX_PRICE[round.item] as number;
  const other: DialEntry = { price: entry.price === high ? low : high };
  if (entry.quantity !== undefined) other.quantity = entry.quantity === 0 ? 3 : 0;
  if (other.quantity === 0) other.price = 0;
  const entries = round.sealed.entries.slice();
  entries[i] = other;
  return { ...state, round: { ...round, sealed: { ...round.sealed, entries } } };
}
