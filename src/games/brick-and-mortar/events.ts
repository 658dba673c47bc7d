// Brick & Mortar's events, declared once: the rules make them through `publicEvent` and
// `privateEvent` below (a wrong or missing field is a compile error) and the UI narrows them with
// `isBMEvent` and reads the fields. Items are named ('food' .. 'art'), Stores by card id and name.
import { eventGuard, eventMakers, type EventSink } from '../../engine/events';
import type { EventUnion, GameEvent, Seat, TypedEvent } from '../../engine/types';
import type { ItemName } from './constants';

export type BMPhaseName = 'building' | 'advertising' | 'supply' | 'sale' | 'utilities' | 'investment';

/** Sealed prices (Supply) or offers (Sale) turned over, and the service order they gave. */
export type ServiceOrderData<Entry> = {
  item: ItemName;
  entries: Entry[];
  order: Seat[];
  /** tieBreaks[i]: order[i] and order[i + 1] entered the same price; turn order decided. */
  tieBreaks: boolean[];
};

/** A Store a stocking filled: what each crate cost there and the discount it gave. */
export type StockedInStore = { slot: number; store: string; count: number; each: number; discount: number };
export type SoldFromStore = { slot: number; store: string; sold: number; each: number; bonus: number };
export type CratesInStore = { slot: number; store: string; count: number };
export type AdvertisingEntry = { seat: Seat; supply: { card: number; item: ItemName; crates: number }[]; demandCount: number };
export type DemandEntry = { seat: Seat; demand: { card: number; item: ItemName; boxes: number }[] };

/** Each kind of event by its `type`, with its fields. */
export type BMEventData = {
  'month-started': { month: number; name: string | undefined };
  'month-ended': { month: number };
  'game-over': { month: number; reason: 'points threshold' | 'final month' };
  /** A phase begins; Supply's carries the market it starts from. */
  phase: { phase: BMPhaseName; month: number; market?: number[] };

  // Draft (first game without set hands); the hands are private.
  'draft-dealt': { seat: Seat; cards: string[] };
  'draft-started': { cardsEach: number; keep: number };
  'draft-kept': { seat: Seat; round: number };
  'draft-kept-card': { seat: Seat; card: string; name: string };
  'draft-passed': { seat: Seat; kept: string; received: string[] | undefined };
  'draft-round': { round: number; passed: 'clockwise' };
  'draft-finished': { discarded: number };

  // Decks and the public row.
  'market-reshuffled': { cards: number };
  'store-deck-reshuffled': { cards: number };
  'row-filled': { entered: string[]; row: string[]; preview: string | null };
  'row-refreshed': { discarded: string[]; wholeRow: boolean };

  // Building.
  'building-passed': { seat: Seat };
  'building-finished': { seat: Seat };
  'store-bought': { seat: Seat; card: string; store: string; from: 'hand'; paid: number; debt: number };
  'store-removed': { seat: Seat; card: string; store: string; reason: 'not opened' };
  'store-closed': { seat: Seat; slot: number; card: string; store: string; crates: number[] };
  'store-opened': {
    seat: Seat; slot: number; card: string; store: string; stock: { item: ItemName; count: number }[]; points: number; turnOrder: Seat[];
  };
  'auction-started': { seat: Seat; card: string; store: string; bid: number; eligible: Seat[] };
  'auction-raised': { seat: Seat; bid: number; card: string };
  'auction-left': { seat: Seat; card: string; bid: number; cannotRaise?: true };
  'auction-won': { seat: Seat; starter: Seat; card: string; store: string; bid: number; paid: number; debt: number };

  // Advertising.
  'advertise-submitted': { seat: Seat };
  'advertising-revealed': { entries: AdvertisingEntry[]; market: number[] };
  'market-drawn': { seat: Seat; cards: number[] };
  'market-draw': { seat: Seat; count: number };

  // Supply.
  'supply-skipped': { item: ItemName; reason: string };
  'supply-no-bid': { item: ItemName; available: number; capacity: number; eligible: Seat[]; price: number; reason: string };
  'supply-bidding': { item: ItemName; available: number; capacity: number; eligible: Seat[] };
  'supply-price-submitted': { seat: Seat; item: ItemName };
  'supply-revealed': ServiceOrderData<{ seat: Seat; price: number }>;
  'stock-skipped': { seat: Seat; item: ItemName };
  stocked: {
    seat: Seat; item: ItemName; quantity: number; price: number; bid: number | null; paid: number; debt: number; cash: number;
    stores: StockedInStore[];
  };

  // Warehouse moves.
  'warehouse-moves': { owners: Seat[] };
  'warehouse-moved': { seat: Seat; item: ItemName; count: number; from: string; to: string };
  'warehouse-done': { seat: Seat };
  'warehouse-closed': Record<string, never>;

  // Sale.
  'demand-revealed': { entries: DemandEntry[]; shared: number[] };
  'sale-no-bid': { item: ItemName; shared: number; combined: number; eligible: Seat[]; price: number; reason: string };
  'sale-bidding': { item: ItemName; shared: number; combined: number; eligible: Seat[]; forcedByKnockoff: boolean };
  'sale-offer-submitted': { seat: Seat; item: ItemName };
  'sale-revealed': ServiceOrderData<{ seat: Seat; quantity: number; price: number }>;
  sold: {
    seat: Seat; item: ItemName; committed: number; sold: number; toShared: number; toPrivate: number; surplus: number;
    knockoffKept: number; price: number; bid: number | null; revenue: number;
    stores: SoldFromStore[]; discarded: CratesInStore[]; left: CratesInStore[];
  };
  'sale-finished': { discarded: number; unfilled: number[] };

  // Utilities and Investment.
  'utilities-paid': { seat: Seat; amount: number; debt: number; stores: number };
  invested: { seat: Seat; points: number; paid: number; received: number; turnOrder: Seat[] };
};

export type BMEvent = EventUnion<BMEventData>;

/** Where a rule puts its events (a test may hand it a plain array). */
export type Events = EventSink<BMEvent>;

export const { publicEvent, privateEvent } = eventMakers<BMEvent>();

/** One kind of event, by its type. */
export type BMEventOf<T extends BMEvent['type']> = TypedEvent<T, BMEventData[T]>;

const TYPES: Record<BMEvent['type'], true> = {
  'month-started': true, 'month-ended': true, 'game-over': true, phase: true,
  'draft-dealt': true, 'draft-started': true, 'draft-kept': true, 'draft-kept-card': true, 'draft-passed': true,
  'draft-round': true, 'draft-finished': true,
  'market-reshuffled': true, 'store-deck-reshuffled': true, 'row-filled': true, 'row-refreshed': true,
  'building-passed': true, 'building-finished': true, 'store-bought': true, 'store-removed': true, 'store-closed': true,
  'store-opened': true, 'auction-started': true, 'auction-raised': true, 'auction-left': true, 'auction-won': true,
  'advertise-submitted': true, 'advertising-revealed': true, 'market-drawn': true, 'market-draw': true,
  'supply-skipped': true, 'supply-no-bid': true, 'supply-bidding': true, 'supply-price-submitted': true,
  'supply-revealed': true, 'stock-skipped': true, stocked: true,
  'warehouse-moves': true, 'warehouse-moved': true, 'warehouse-done': true, 'warehouse-closed': true,
  'demand-revealed': true, 'sale-no-bid': true, 'sale-bidding': true, 'sale-offer-submitted': true, 'sale-revealed': true,
  sold: true, 'sale-finished': true, 'utilities-paid': true, invested: true,
};

export const isBMEvent = eventGuard<BMEvent>(TYPES);

/** Narrows to one kind by its type: `isBMEventOf(e, 'sold')` gives the sale's typed fields. */
export function isBMEventOf<T extends BMEvent['type']>(e: GameEvent, type: T): e is BMEventOf<T> {
  return e.type === type && isBMEvent(e);
}
