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

/** The fields of the member of `E` whose type is `T`. */
export type EventData<E extends GameEvent, T extends E['type']> = Extract<E, { type: T }>['data'];

/** A game's own event builders: the type names the fields, so a wrong or missing field is a
 * compile error where the rule makes the event. */
export interface EventMakers<E extends GameEvent> {
  publicEvent<T extends E['type']>(type: T, data: EventData<E, T>, reveals?: boolean): E;
  privateEvent<T extends E['type']>(seat: Seat, type: T, data: EventData<E, T>, reveals?: boolean): E;
}

export function eventMakers<E extends GameEvent>(): EventMakers<E> {
  // The builders above make exactly { type, visibility, reveals?, data }; the signatures only add
  // that `data` matches `type`, which the compiler checks at each call.
  return {
    publicEvent: (type, data, reveals) => publicEvent(type, data as Record<string, unknown>, reveals) as E,
    privateEvent: (seat, type, data, reveals) => privateEvent(seat, type, data as Record<string, unknown>, reveals) as E,
  };
}

/**
 * Where a rule puts its events. Rules only ever add, so they take a sink rather than an array:
 * a test may hand them a plain `GameEvent[]` and read what came out.
 */
export interface EventSink<E extends GameEvent> {
  push(...events: E[]): number;
}

/**
 * Narrows a kernel event to a game's union by its `type`. Every list of types is a record over the
 * union, so adding a kind without listing it is a compile error. The fields are not re-checked:
 * events reach the UI only from the game's own `apply` (a log is replayed, never read from storage).
 */
export function eventGuard<E extends GameEvent>(types: Record<E['type'], true>): (e: GameEvent) => e is E {
  return (e): e is E => Object.prototype.hasOwnProperty.call(types, e.type);
}
