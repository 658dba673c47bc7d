// The Bidding dial's events, declared once: the rules make them through `publicEvent` below (a
// wrong field is a compile error) and the UI narrows them with `isDialEvent` and reads the fields.
// Public only: no event carries an entry before its round is revealed.
import { eventGuard, eventMakers, type EventSink } from '../../engine/events';
import type { EventUnion, Seat } from '../../engine/types';
import type { ItemName } from './constants';
import type { Bidding, RoundRecord } from './state';

/** A revealed round as its event carries it: the record, with the item by name. */
export type RevealedRound = Omit<RoundRecord, 'item'> & { item: ItemName };

export type DialEvent = EventUnion<{
  'round-started': { number: number; bidding: Bidding; item: ItemName; eligible: Seat[]; out: Seat[] };
  'turn-order-set': { order: Seat[] };
  'sitting-ended': { rounds: number };
  /** Who has locked in, never what; `replaced` when they had locked in before. */
  'entry-locked': { seat: Seat; number: number; replaced: boolean };
  'round-revealed': RevealedRound;
}>;

export type DialEvents = EventSink<DialEvent>;

export const { publicEvent } = eventMakers<DialEvent>();

export const isDialEvent = eventGuard<DialEvent>({
  'round-started': true,
  'turn-order-set': true,
  'sitting-ended': true,
  'entry-locked': true,
  'round-revealed': true,
});
