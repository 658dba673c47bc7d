// End of game (BM-E1..BM-E3 (D)): final score = points + final points of open Stores - debt. Ties go
// to the most cash, then to the player later in turn order.
import type { Outcome, Seat } from '../../../engine/types';
import { storeCard } from '../content';
import type { BMState, Player } from '../state';

export interface ScoreParts {
  points: number;
  stores: number;
  debt: number;
  cash: number;
}

export function scoreParts(p: Player): ScoreParts {
  const stores = p.stores.reduce((sum, s) => sum + storeCard(s.card).finalPoints, 0);
  return { points: p.points, stores, debt: p.debt, cash: p.cash };
}

export function finalScore(parts: ScoreParts): number {
  return parts.points + parts.stores - parts.debt;
}

/** BM-E2: score, then cash, then later in (final) turn order wins. */
export function ranking(state: BMState): Seat[] {
  const scores = state.players.map((p) => finalScore(scoreParts(p)));
  const pos = (s: Seat) => state.turnOrder.indexOf(s);
  return state.players
    .map((_, seat) => seat)
    .sort((a, b) =>
      (scores[b] ?? 0) - (scores[a] ?? 0) ||
      (state.players[b]?.cash ?? 0) - (state.players[a]?.cash ?? 0) ||
      pos(b) - pos(a));
}

export function outcome(state: BMState): Outcome | null {
  if (state.step.phase !== 'over') return null;
  const breakdown = state.players.map((p) => scoreParts(p));
  return {
    ranking: ranking(state),
    scores: breakdown.map(finalScore),
    breakdown: breakdown.map((b) => ({ points: b.points, stores: b.stores, debt: b.debt, cash: b.cash })),
  };
}
