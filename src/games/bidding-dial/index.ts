// The Bidding dial as a GameDefinition: the tablet as the secret-bid dials of a cardboard Brick &
// Mortar table. No board, no money, no crates: rounds of sealed Supply prices or Sale offers,
// revealed together in service order (BM-SU4, BM-SA3), with the history of the sitting.
import { seedRng } from '../../engine/rng';
import type { GameDefinition, Outcome, SetupOptions } from '../../engine/types';
import { applyAction, legalActions, prompts, type DialAction } from './rules/turns';
import type { DialState } from './state';
import type { DialEvent } from './events';
import { view, type DialView } from './view';

export type { DialState, DialEntry, RoundRecord, Bidding } from './state';
export type { DialAction } from './rules/turns';
export type { DialView, RoundView } from './view';

/** The turn order starts as the seats were entered in New game; the table sets it between rounds. */
function setup(options: SetupOptions, seed: string): DialState {
  const kinds = options.seats.map((s) => s.kind);
  return { rng: seedRng(seed), kinds, turnOrder: kinds.map((_, i) => i), round: null, history: [], ended: false };
}

/** A sitting has no winner: when it ends, everyone is listed in the last turn order. */
function outcome(state: DialState): Outcome | null {
  if (!state.ended) return null;
  return {
    ranking: state.turnOrder.slice(),
    scores: state.kinds.map(() => 0),
    breakdown: state.kinds.map((_, seat) => ({
      rounds: state.history.filter((r) => r.entries.some((e) => e.seat === seat)).length,
    })),
  };
}

export const biddingDial: GameDefinition<DialState, DialAction, DialView, DialEvent> = {
  id: 'bidding-dial',
  name: 'Bidding dial',
  minSeats: 2,
  maxSeats: 4,
  engineVersion: 1,
  contentVersion: 1,
  setup,
  pending: prompts,
  legal: legalActions,
  apply: applyAction,
  view,
  outcome,
};

export default biddingDial;
