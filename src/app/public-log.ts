// The public log of a match, rebuilt after a reload. The session keeps only the latest action's
// events, so a screen that shows "what happened so far" replays the saved actions from the starting
// position and keeps, per action, the events everyone at the table may read (never a seat's own).
import { applyChecked, visibleEvents, type LogEntry } from '../engine/match';
import { fail, ok } from '../engine/result';
import type { Action, GameDefinition, GameEvent, Result, Seat } from '../engine/types';

export interface PublicMove {
  /** The action's seq number (1 for the first action of the match). */
  seq: number;
  seat: Seat;
  /** Only events with `visibility: 'public'`. */
  events: GameEvent[];
}

/** Replays `log` from `initial` (the seq-0 state) and collects each action's public events. */
export function replayPublicEvents(
  game: GameDefinition<unknown, Action, unknown>,
  seatCount: number,
  initial: unknown,
  log: readonly Pick<LogEntry, 'seat' | 'action'>[],
): Result<PublicMove[]> {
  let state = initial;
  const out: PublicMove[] = [];
  for (const [i, entry] of log.entries()) {
    const applied = applyChecked(game, seatCount, state, entry.seat, entry.action);
    if (!applied.ok) return fail('replay-failed', `Saved move ${i + 1} no longer applies: ${applied.error.message}`);
    out.push({ seq: i + 1, seat: entry.seat, events: visibleEvents(applied.value.events, 'table') });
    state = applied.value.state;
  }
  return ok(out);
}
