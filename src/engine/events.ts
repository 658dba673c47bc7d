// Building events: who may read each one is part of it, so a game states it where the event is made.
import type { GameEvent, Seat } from './types';

/** An event everyone may read; `reveals` marks one undo must never cross (a draw, a reveal). */
export function publicEvent(type: string, data: Record<string, unknown>, reveals = false): GameEvent {
  return reveals ? { type, visibility: 'public', reveals: true, data } : { type, visibility: 'public', data };
}

/** An event only `seat` may read (what they drew, their own sealed entry). */
export function privateEvent(seat: Seat, type: string, data: Record<string, unknown>, reveals = false): GameEvent {
  return reveals ? { type, visibility: { seat }, reveals: true, data } : { type, visibility: { seat }, data };
}
