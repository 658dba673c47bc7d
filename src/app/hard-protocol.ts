// Messages between the table and the Hard bot's worker: a seat's view and legal moves in, a move out.
import type { Action, Seat } from '../engine/types';

export interface HardRequest {
  id: number;
  game: string;
  view: unknown;
  legal: Action[];
  seat: Seat;
  seed: string;
  /** The time budget, and the rollouts it may spend at most. */
  ms: number;
  maxIterations: number;
  /** Moves compared at most (fewer than the simulator's: a tablet's time is short). */
  candidates: number;
}

export interface HardReply {
  id: number;
  /** Null when the worker has no search for the game or failed: the caller plays Normal's move. */
  action: Action | null;
  rollouts: number;
}
