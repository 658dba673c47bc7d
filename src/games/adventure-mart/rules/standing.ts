// AM-E5: the Busiest / Quietest Store (highest / lowest total printed Gold to Spend in the Ledger)
// and the Richest / Poorest Manager (most / least Gold held now). Every tie goes to the Initiative
// holder if tied, else to the tied player nearest clockwise from the holder (AM-O9).
import { bestBy, clockwiseFrom, inTieOrder } from '../../../engine/seating';
import type { Seat } from '../../../engine/types';
import { adventurerCard } from '../content';
import type { AMState } from '../state';
import { player } from './common';

export function ledgerGold(s: AMState, seat: Seat): number {
  let total = 0;
  for (const id of player(s, seat).ledger) total += adventurerCard(id).gold;
  return total;
}

function everyone(s: AMState): Seat[] {
  return clockwiseFrom(s.players.length, 0);
}

export function busiest(s: AMState, among: readonly Seat[] = everyone(s)): Seat | null {
  return bestBy(s.players.length, s.initiative, (seat) => ledgerGold(s, seat), false, among);
}

export function quietest(s: AMState, among: readonly Seat[] = everyone(s)): Seat | null {
  return bestBy(s.players.length, s.initiative, (seat) => ledgerGold(s, seat), true, among);
}

export function richest(s: AMState, among: readonly Seat[] = everyone(s)): Seat | null {
  return bestBy(s.players.length, s.initiative, (seat) => player(s, seat).gold, false, among);
}

export function poorest(s: AMState, among: readonly Seat[] = everyone(s)): Seat | null {
  return bestBy(s.players.length, s.initiative, (seat) => player(s, seat).gold, true, among);
}

/** Seats in the tie order: the Initiative holder first, then clockwise (AM-O9). */
export function tieOrder(s: AMState, seats: readonly Seat[] = everyone(s)): Seat[] {
  return inTieOrder(s.players.length, s.initiative, seats);
}
