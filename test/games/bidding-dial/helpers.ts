// Hand-made Bidding dial states and a strict apply for the rules tests.
import type { Seat } from '../../../src/engine/types';
import { biddingDial, type DialAction, type DialState } from '../../../src/games/bidding-dial';

export const people = (n: number) => ['Ana', 'Ben', 'Cy', 'Di'].slice(0, n).map((name) => ({ name, kind: 'person' as const }));

/** A sitting of `n` people with the given turn order, between rounds. */
export function sitting(n: number, turnOrder?: Seat[]): DialState {
  const s = biddingDial.setup({ seats: people(n) }, 'dial-test');
  return turnOrder ? { ...s, turnOrder } : s;
}

/** Applies an action that must be accepted; returns the new state and events. */
export function play(state: DialState, seat: Seat, action: DialAction) {
  const r = biddingDial.apply(state, seat, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} by seat ${seat} refused: ${r.error.message}`);
  return r;
}

/** Starts a round and enters each seat's value in the order given; returns the last result. */
export function round(state: DialState, start: DialAction, entries: [Seat, DialAction][]) {
  let r = play(state, biddingDial.pending(state)[0]!.seat, start);
  for (const [seat, action] of entries) r = play(r.state, seat, action);
  return r;
}
