// Who sits where. Seats are numbered clockwise from 0, so "clockwise" is "the next number, wrapping
// round". Games ask these instead of hand-coding modular arithmetic: a turn passing on, a round
// starting from someone's left, a tie going to a holder and then clockwise from them.
import type { Seat } from './types';

/** The seat to the left of `seat` (the next one clockwise). */
export function nextClockwise(seatCount: number, seat: Seat): Seat {
  return (seat + 1) % seatCount;
}

/** Every seat once, clockwise, starting with `first`. */
export function clockwiseFrom(seatCount: number, first: Seat): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < seatCount; i++) out.push((first + i) % seatCount);
  return out;
}

/** Every other seat once, clockwise, starting at `seat`'s left and ending with `seat` itself. */
export function roundFromLeftOf(seatCount: number, seat: Seat): Seat[] {
  return clockwiseFrom(seatCount, nextClockwise(seatCount, seat));
}

/** How far clockwise `seat` sits from `from` (0 for `from` itself). */
export function distanceClockwise(seatCount: number, from: Seat, seat: Seat): number {
  return (seat - from + seatCount) % seatCount;
}

/**
 * Breaks a tie among `tied` seats: the holder (of the Initiative, the first-player marker...) if
 * tied, else the tied seat nearest clockwise from the holder. Null when nobody is tied.
 */
export function tieWinner(seatCount: number, holder: Seat, tied: readonly Seat[]): Seat | null {
  let best: Seat | null = null;
  for (const seat of tied) {
    if (best === null || distanceClockwise(seatCount, holder, seat) < distanceClockwise(seatCount, holder, best)) best = seat;
  }
  return best;
}

/** `seats` sorted into tie order: the holder first, then clockwise from the holder. */
export function inTieOrder(seatCount: number, holder: Seat, seats: readonly Seat[]): Seat[] {
  return seats.slice().sort((a, b) => distanceClockwise(seatCount, holder, a) - distanceClockwise(seatCount, holder, b));
}

/**
 * The seats whose `score` is best (highest, or lowest with `lowest`), broken by the tie order from
 * `holder`. The rulebook's "Busiest Store", "Poorest Manager", "lowest Ledger" all read this way.
 */
export function bestBy(
  seatCount: number,
  holder: Seat,
  score: (seat: Seat) => number,
  lowest = false,
  among: readonly Seat[] = clockwiseFrom(seatCount, 0),
): Seat | null {
  if (among.length === 0) return null;
  const values = among.map(score);
  const target = lowest ? Math.min(...values) : Math.max(...values);
  return tieWinner(seatCount, holder, among.filter((_, i) => values[i] === target));
}
