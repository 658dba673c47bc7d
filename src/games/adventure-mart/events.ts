// Adventure Mart's events, declared once: the rules and effects make them through `publicEvent`
// and `privateEvent` below (a wrong or missing field is a compile error) and the UI narrows them
// with `isAMEvent` and reads the fields. Cards are ids with their names beside them, so a log line
// needs no card data; `why` names the card or Bulletin that caused the event.
import { eventGuard, eventMakers, type EventSink } from '../../engine/events';
import type { EventUnion, GameEvent, Seat, TypedEvent } from '../../engine/types';
import type { CardId, Guild, StockType } from './content/types';
// Leaves only (state, content types): the rules import this file, so it imports no rule.
import type { DepotName, QualityParts, Target } from './state';

type Because = { why: string };
type Named = { card: CardId; name: string };

/** Each kind of event by its `type`, with its fields. */
export type AMEventData = {
  // The Day.
  'day-started': { day: number; initiative: Seat };
  'queues-dealt': { day: number; stock: CardId[]; fixtures: CardId[]; staff: CardId[]; adventurers: number; names: string[] };
  bulletin: { day: number; seat: Seat; card: CardId; name: string; text: string };
  taxed: { seat: Seat; gold: number } & Because;
  'turn-ended': { seat: Seat; final: boolean };
  'final-actions': { day: number; order: Seat[] };
  'game-over': { day: number };

  // Spending Gold; a Stock card bought from a deck is not named to the table (AM-G3).
  bought: { seat: Seat; from: DepotName; cost: number; gold: number } & Named;
  'bought-from-deck': {
    seat: Seat; from: DepotName; cost: number; gold: number; banished: CardId; banishedName: string; card?: CardId; name?: string;
  };
  banished: { seat: Seat; gold?: number } & Named & Because;

  // The Storeroom: the table learns how many, the seat which (private `you-drew`).
  drew: { seat: Seat; count: number };
  reshuffled: { seat: Seat; cards: number };
  'you-drew': { seat: Seat; cards: CardId[]; names: string[]; bought?: true };

  // Card effects.
  used: { seat: Seat; target: Target | null; onCall: boolean } & Named;
  'extra-action': { seat: Seat } & Because;
  'gold-gained': { seat: Seat; gold: number } & Because;
  recalled: { seat: Seat } & Named & Because;
  restocked: { seat: Seat; cards: CardId[]; names: string[] } & Because;
  lured: { seat: Seat; from: Seat } & Named & Because;
  stolen: { seat: Seat; gold: number; asked: number } & Because;
  'theft-prevented': { seat: Seat } & Because;
  discarded: { seat: Seat; cards: CardId[]; names: string[] } & Because;
  'abyss-empty': { seat: Seat } & Because;
  'taken-from-abyss': { seat: Seat } & Named & Because;
  barred: { seat: Seat; sale: number };

  // A Sale.
  'sale-started': { seat: Seat; sale: number; slot: number; gold: number; desires: StockType[]; guild: Guild | null } & Named;
  'offer-made': {
    seat: Seat; sale: number; raise: number; added: CardId[]; names: string[];
    effects: ({ target: Target | null } & Named)[]; cards: CardId[]; quality: number; parts: QualityParts;
  };
  'dropped-out': { seat: Seat; sale: number; returned: number };
  'react-announced': { seat: Seat; target: Target | null } & Named;
  'effect-cancelled': { seat: Seat; victim: Seat } & Named & Because;
  'offer-hit': { seat: Seat; victim: Seat } & Because;
  'returned-to-hand': { seat: Seat } & Named & Because;
  /** `seat` is null when every Offer dropped out (the rules' leader is then nobody). */
  'sale-won': { seat: Seat | null; sale: number };
  'topped-up': { seat: Seat } & Named;
  /** `tokens`: each guild or 'discount' token taken, or 'no <token> token left' (AM-F16). */
  checkout: { seat: Seat; sale: number; adventurer: CardId; name: string; gold: number; cards: CardId[]; names: string[]; tokens: string[] };

  // Store Closing.
  'store-closing': { day: number };
  'keep-submitted': { seat: Seat };
  'discard-and-redraw': { seat: Seat; kept: number; discarded: CardId[]; names: string[] };
  'flipped-up': { seat: Seat } & Named;
  rehired: { seat: Seat; cost: number } & Named;
  released: { seat: Seat } & Named;
  'help-from-hq': { seat: Seat | null; staff: CardId[]; fixtures: CardId[]; names: string[] };
  /** Help from HQ taken as Gold, or as a card claimed free. */
  helped: { seat: Seat; gold: number } | ({ seat: Seat; replaced: CardId | null } & Named);
  'clean-up': { day: number; banished: CardId[]; names: string[] };
};

export type AMEvent = EventUnion<AMEventData>;

/** One kind of event, by its type. */
export type AMEventOf<T extends AMEvent['type']> = TypedEvent<T, AMEventData[T]>;

/** Where a rule or an effect puts its events (a test may hand it a plain array). */
export type Events = EventSink<AMEvent>;

export const { publicEvent, privateEvent } = eventMakers<AMEvent>();

const TYPES: Record<AMEvent['type'], true> = {
  'day-started': true, 'queues-dealt': true, bulletin: true, taxed: true, 'turn-ended': true, 'final-actions': true,
  'game-over': true, bought: true, 'bought-from-deck': true, banished: true, drew: true, reshuffled: true, 'you-drew': true,
  used: true, 'extra-action': true, 'gold-gained': true, recalled: true, restocked: true, lured: true, stolen: true,
  'theft-prevented': true, discarded: true, 'abyss-empty': true, 'taken-from-abyss': true, barred: true,
  'sale-started': true, 'offer-made': true, 'dropped-out': true, 'react-announced': true, 'effect-cancelled': true,
  'offer-hit': true, 'returned-to-hand': true, 'sale-won': true, 'topped-up': true, checkout: true,
  'store-closing': true, 'keep-submitted': true, 'discard-and-redraw': true, 'flipped-up': true, rehired: true,
  released: true, 'help-from-hq': true, helped: true, 'clean-up': true,
};

export const isAMEvent = eventGuard<AMEvent>(TYPES);

/** Narrows to one kind by its type: `isAMEventOf(e, 'you-drew')` gives the draw's typed fields. */
export function isAMEventOf<T extends AMEvent['type']>(e: GameEvent, type: T): e is AMEventOf<T> {
  return e.type === type && isAMEvent(e);
}
