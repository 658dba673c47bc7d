// BM-SU4, BM-SA3: the order in which revealed sealed entries are served. Better values first
// (highest price for stocking, lowest for selling); equal values go in reverse turn order, so the
// last player in turn order comes first (BM-C4). The one copy of this rule: Brick & Mortar's Supply
// and Sale use it, and so does the Bidding dial (src/games/bidding-dial) for tables playing the
// cardboard game. It needs only the turn order, never a game state.
import type { Seat } from '../../../engine/types';

export interface ServiceOrder {
  /** Seats in the order they are served. */
  order: Seat[];
  /** tieBreaks[i]: order[i] and order[i + 1] entered the same value and reverse turn order decided. */
  tieBreaks: boolean[];
}

export function serviceOrder(
  turnOrder: readonly Seat[],
  entries: readonly { seat: Seat; value: number }[],
  highFirst: boolean,
): ServiceOrder {
  const position = (seat: Seat): number => turnOrder.indexOf(seat);
  const sorted = entries.slice().sort((a, b) => {
    const byValue = highFirst ? b.value - a.value : a.value - b.value;
    return byValue !== 0 ? byValue : position(b.seat) - position(a.seat);
  });
  const tieBreaks: boolean[] = [];
  for (let i = 0; i + 1 < sorted.length; i++) tieBreaks.push(sorted[i]?.value === sorted[i + 1]?.value);
  return { order: sorted.map((e) => e.seat), tieBreaks };
}
