// One door for every frame, through the table in frames.ts: who is prompted and how, what each seat
// may do, and applying a move. `apply` checks the move against the same description `legal()`
// lists (by the test of its own type, building no list), copies the state once (copy.ts), lets the
// top frame's entry change the copy and settles it (day.ts).
import { checkActionShape } from '../../../engine/action-shape';
import { list } from '../../../engine/choices';
import type { Action, ApplyResult, Prompt, Seat } from '../../../engine/types';
import type { AMEvent } from '../events';
import type { AMState } from '../state';
import { err, isInt, top } from './common';
import { working } from './copy';
import { advance } from './day';
import { frameOf, type AMAction } from './frames';

export type { AMAction } from './frames';

const isSeat = (s: AMState, seat: Seat): boolean => isInt(seat) && seat >= 0 && seat < s.players.length;

export function prompts(s: AMState): Prompt[] {
  const f = top(s);
  return frameOf(f).prompts(s, f);
}

/** Every legal move of `seat` now. */
export function legalActions(s: AMState, seat: Seat): AMAction[] {
  if (!isSeat(s, seat)) return [];
  const f = top(s);
  return list(frameOf(f).choices(s, f, seat));
}

/** The checked move as a fresh plain value: the caller keeps its own object, and absent fields stay absent. */
function plain(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(plain);
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (v !== undefined) out[key] = plain(v);
  return out;
}

export function applyAction(s: AMState, seat: Seat, action: Action): ApplyResult<AMState, AMEvent> {
  try {
    const shape = checkActionShape(action);
    if (shape) return { ok: false, error: shape };
    if (!isSeat(s, seat)) return { ok: false, error: err('unknown-seat', 'That player is not at this table.') };
    const problem = frameOf(top(s)).choices(s, top(s), seat).refuse(action);
    if (problem) return { ok: false, error: problem };
    const d = working(s);
    const ev: AMEvent[] = [];
    const f = top(d);
    frameOf(f).apply(d, f, seat, plain(action) as AMAction, ev);
    advance(d, ev);
    return { ok: true, state: d, events: ev };
  } catch {
    return { ok: false, error: err('internal', 'Something went wrong with that move; nothing was changed.') };
  }
}
