// Every number of Brick & Mortar lives here: the BM-C1 price table and each (D) decision of the
// SPEC. Rules modules import these names; no other file writes a rules number inline.

/**
 * The rules version (GameDefinition.engineVersion), and the older ones still played: a match keeps
 * the version it was made with in its state, and each rule changed since keeps its old form for it.
 *   2  BM-SA4 (D): the seller says which Store each sold and each discarded crate comes from (the
 *      app proposes the best-earning choice); under 1 the seller said only which Stores the
 *      committed crates came from and the engine sold the best-earning of them, the rest surplus.
 */
export const ENGINE_VERSION = 2;
export const ALSO_PLAYS_ENGINE: readonly number[] = [1];
/** The version from which each changed rule holds. */
export const SINCE_ENGINE = { sellerAllocates: 2 } as const;

/** BM-C1: item types, always resolved in this order (Food first, Art last). */
export const ITEMS = ['food', 'clothing', 'electronics', 'jewelry', 'art'] as const;
export type ItemName = (typeof ITEMS)[number];
/** An item type as its index in ITEMS: 0 Food .. 4 Art. */
export type Item = 0 | 1 | 2 | 3 | 4;
export const ITEM_COUNT = 5;
export const ITEM_LABELS: readonly string[] = ['Food', 'Clothing', 'Electronics', 'Jewelry', 'Art'];

/** BM-C1: minimum stocking price per crate, by item. */
export const MIN_PRICE: readonly number[] = [1, 2, 4, 7, 10];
/** BM-C1: maximum selling price per crate, by item (also the highest Supply bid, BM-SU4 (D)). */
export const MAX_PRICE: readonly number[] = [6, 8, 12, 18, 25];

/** BM-C2 (D) */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

/** BM-C3 (D) */
export const START_CASH = 15;
export const START_POINTS = 10;
export const STORE_SLOTS = 4;

/** BM-S2: cards dealt for the draft, and cards each player keeps. */
export const DRAFT_DEAL = 4;
export const DRAFT_KEEP = 3;
/** BM-S4: face-up public Stores (the preview is extra). */
export const ROW_SIZE = 4;
/** BM-S5 (D): Market hand size. */
export const MARKET_HAND = 5;
/** BM-A1 (D): Market cards each player plays every month. */
export const ADVERTISE_PLAYS = 2;

/** BM-M1 (D): months are numbered from 1 (January); Building starts in February. */
export const FIRST_MONTH = 1;
export const FIRST_BUILDING_MONTH = 2;
export const MONTH_NAMES: readonly string[] = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];
/** BM-M2 (D): the final month by player count (October = 10, September = 9). */
export function finalMonth(players: number): number {
  return players >= 4 ? 9 : 10;
}
/** BM-M2 (D): score-track points that end the game after an Investment phase. */
export function pointsThreshold(players: number): number {
  return players >= 4 ? 35 : 45;
}

/** BM-I2: points bought per Investment phase, and (D) the price of one point. */
export const MAX_POINTS_BOUGHT = 10;
export const POINT_PRICE = 5;
/** BM-I3: dollars received per point sold. */
export const POINT_SALE_PRICE = 3;

/** BM-D1: dollars received per debt point. */
export const DEBT_DOLLARS = 2;

/** BM-B4 (D): the smallest raise, and the dollars of bidding credit each point gives. */
export const MIN_RAISE = 1;
export const AUCTION_CREDIT_PER_POINT = 2;
