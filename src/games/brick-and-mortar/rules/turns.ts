// One door for every phase, through the table in phases.ts: who is prompted, what each seat may do,
// and applying a move. `apply` tests the action against the same description `legal()` lists, so
// what it accepts is exactly what `legal()` lists, and no action list is built on the hot path.
import { checkActionShape } from '../../../engine/action-shape';
import type { Action, ApplyResult, GameError, Prompt, Seat } from '../../../engine/types';
import type { BMState } from '../state';
import { isInt, list } from '../../../engine/choices';
import type { BMEvent } from '../events';
import { err } from './common';
import { advance, phaseOf, type BMAction } from './phases';

export type { BMAction } from './phases';

const isSeat = (state: BMState, seat: Seat): boolean => isInt(seat) && seat >= 0 && seat < state.players.length;

export function prompts(state: BMState): Prompt[] {
  return phaseOf(state.step)?.prompts(state, state.step) ?? [];
}

export function legalActions(state: BMState, seat: Seat): BMAction[] {
  const phase = phaseOf(state.step);
  return phase && isSeat(state, seat) ? list(phase.choices(state, state.step, seat)) : [];
}

/** Null when `legal(state, seat)` holds the action; otherwise why not, in a player's words. */
export function check(state: BMState, seat: Seat, action: unknown): GameError | null {
  const shape = checkActionShape(action);
  if (shape) return shape;
  if (!isSeat(state, seat)) return err('unknown-seat', 'That player is not at this table.');
  const phase = phaseOf(state.step);
  if (phase) return phase.choices(state, state.step, seat).refuse(action);
  return state.step.phase === 'over' ? err('game-over', 'The game is over.') : err('not-now', 'Nothing can be played now.');
}

export function applyAction(state: BMState, seat: Seat, action: Action): ApplyResult<BMState, BMEvent> {
  try {
    const phase = phaseOf(state.step);
    const problem = check(state, seat, action);
    if (problem || !phase) return { ok: false, error: problem ?? err('not-now', 'Nothing can be played now.') };
    const ev: BMEvent[] = [];
    const next = advance(phase.apply(state, state.step, seat, action as BMAction, ev), ev);
    return { ok: true, state: next, events: ev };
  } catch {
    return { ok: false, error: err('internal', 'Something went wrong with that move; nothing was changed.') };
  }
}
