// The public log of a match, rebuilt after a reload. The session keeps only the latest action's
// events, so a screen that shows "what happened so far" replays the saved actions from the starting
// position and keeps, per action, the events everyone at the table may read (never a seat's own).
import { replay, visibleEvents, type LogEntry } from '../engine/match';
import { ok } from '../engine/result';
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
  const out: PublicMove[] = [];
  const replayed = replay(game, seatCount, initial, log, (i, applied) => {
    out.push({ seq: i + 1, seat: log[i]!.seat, events: visibleEvents(applied.events, 'table') });
  });
  return replayed.ok ? ok(out) : replayed;
}
