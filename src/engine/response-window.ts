// A response window: the game pauses so that, one seat at a time in a fixed order, each may respond
// (play a React, say) or pass, and then play resumes where it stopped. Unlike a sealed step the
// seats answer in turn and each answer is announced; a seat may give several responses before it
// passes, each at most once per window. The window only collects: responses are resolved by the
// game, in the order announced, once it closes.
import type { EntryMode, Prompt, Seat } from './types';

export interface ResponseWindow<R> {
  /** The prompt kind the waiting seat answers, e.g. `react`. */
  kind: string;
  /** The seats asked, in order (clockwise from the active player, say). */
  order: Seat[];
  /** Index into `order` of the seat asked now; `order.length` once closed. */
  at: number;
  /** Every response so far, in the order announced. */
  announced: { seat: Seat; response: R }[];
}

export function openWindow<R>(kind: string, order: readonly Seat[]): ResponseWindow<R> {
  return { kind, order: order.slice(), at: 0, announced: [] };
}

/** The seat whose answer the window waits for, or null once every seat has passed. */
export function respondent(rw: ResponseWindow<unknown>): Seat | null {
  return rw.order[rw.at] ?? null;
}

export function isClosed(rw: ResponseWindow<unknown>): boolean {
  return rw.at >= rw.order.length;
}

/** The prompt for the waiting seat; the game says how it is entered (a hand React is `private`). */
export function windowPrompts(rw: ResponseWindow<unknown>, entry: EntryMode): Prompt[] {
  const seat = respondent(rw);
  return seat === null ? [] : [{ seat, kind: rw.kind, entry }];
}

/** Whether `seat` already announced a response equal to `same` in this rw (once per rw). */
export function hasAnnounced<R>(rw: ResponseWindow<R>, seat: Seat, same: (r: R) => boolean): boolean {
  return rw.announced.some((a) => a.seat === seat && same(a.response));
}

/** The waiting seat announces a response; it stays the waiting seat until it passes. */
export function announce<R>(rw: ResponseWindow<R>, response: R): ResponseWindow<R> {
  const seat = respondent(rw);
  if (seat === null) return rw;
  return { ...rw, announced: [...rw.announced, { seat, response }] };
}

/** The waiting seat is done; the next seat in order is asked. */
export function pass<R>(rw: ResponseWindow<R>): ResponseWindow<R> {
  return isClosed(rw) ? rw : { ...rw, at: rw.at + 1 };
}
