// The Bidding dial's own numbers. Prices are not here: the minimum stocking and maximum selling
// price of each item type come from Brick & Mortar's constants (BM-C1), the one table of them.
export { ITEMS, ITEM_COUNT, ITEM_LABELS, MAX_PRICE, MIN_PRICE, type Item, type ItemName } from '../brick-and-mortar/constants';

/** BM-C2: the cardboard game seats 2 to 4. */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

/**
 * BM-SU3, BM-SA2: with fewer than two bidders nobody bids, so a round needs at least two players
 * taking part (everyone else is tapped out).
 */
export const MIN_TAKING_PART = 2;

/**
 * The most crates a Sale offer can name on the dial. The cardboard rule caps a quantity by demand
 * and by the seller's own crates, which the tablet does not know; this keeps the stepper short.
 */
export const MAX_OFFER_QUANTITY = 20;
