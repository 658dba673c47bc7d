// Every number of Adventure Mart lives here: the rulebook's component counts and amounts, and each
// (D) decision of the SPEC. Rules modules import these names; no other rules file writes a number.

/**
 * The rules version (GameDefinition.engineVersion), and the older ones still played: a match keeps
 * the version it was made with in its state, and each rule changed since keeps its old form for it.
 *   2  a winning Offer with no Stock is paid only when it is the Initiative holder's (AM-O4); under 1
 *      any was (a winner who returned their only Stock with Shrine of the Kaiju got 1 Gold).
 *   3  a Use card leaves the hand only after its effect (AM-E2; before, a card that draws could
 *      draw itself back through a reshuffle), and a Use effect whose cost can be paid is always
 *      offered, even when it would do nothing (AM-E3; before, some such cards were not).
 */
export const ENGINE_VERSION = 3;
export const ALSO_PLAYS_ENGINE: readonly number[] = [1, 2];
/** The version from which each changed rule holds. */
export const SINCE_ENGINE = { stocklessPaidToInitiativeOnly: 2, useCardLeavesAfterEffect: 3, useAlwaysOffered: 3 } as const;

/** AM-C1 */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

/** AM-D1: a game lasts five Days. */
export const DAYS = 5;

/** AM-S1, AM-D2: queue sizes dealt at Store Opening. */
export const STOCK_QUEUE_EXTRA = 2; // players + 2
export const ADVENTURER_QUEUE_EXTRA = 1; // players + 1
export const FIXTURE_QUEUE_SIZE = 2;
export const STAFF_QUEUE_SIZE = 2;

/** AM-S2 */
export const START_GOLD = 5;
export const HAND_SIZE = 5;

/** AM-G2: room for Fixtures and/or Staff in a Store. */
export const STORE_SLOTS = 4;

/** AM-G3: the price of the top card of a Depot deck; AM-O8 (D): each Discount token takes 1 off. */
export const DECK_BUY_COST = 4;
export const DISCOUNT_PER_TOKEN = 1;

/** AM-G4: every purchase costs at least this much. */
export const MIN_PURCHASE = 1;

/** AM-O4: the Initiative holder's Quality bonus, and the Gold a Stock-less winning Offer earns. */
export const INITIATIVE_QUALITY = 1;
export const INITIATIVE_GOLD = 1;

/** AM-O7: Quality per Guild Reputation token when selling to that guild. */
export const REP_QUALITY = 1;

/** AM-K1: cards a player may keep at Discard & Redraw. */
export const KEEP_AT_CLOSING = 1;

/** AM-K3: Gold taken instead of a free card from Help from HQ. */
export const HELP_GOLD = 3;

/** AM-C2: the finite token supply. */
export const REP_TOKENS_PER_GUILD = 3;
export const DISCOUNT_TOKENS = 3;

/** AM-C2: component counts the content must match. */
export const COUNTS = {
  basicPerPlayer: 9,
  basicSets: 4,
  stock: 59,
  fixtures: 20,
  staff: 20,
  adventurers: 36,
  bulletins: 14,
} as const;

/** AM-S3 (D): the first-game subset still holds at least these. */
export const FIRST_GAME_MIN_BULLETINS = 5;
export const FIRST_GAME_MIN_ADVENTURERS = 25;

export const STOCK_TYPES = ['martial', 'magic', 'exotic'] as const;
export const GUILDS = ['fighters', 'mages', 'rangers', 'thieves'] as const;
/** Guilds that have Reputation tokens (AM-C2). */
export const REP_GUILDS = ['fighters', 'mages', 'rangers'] as const;
export const BRANDS = ['ivaldi', 'blackforest', 'tamlin', 'adventure-mart'] as const;

export const TYPE_LABELS: Record<(typeof STOCK_TYPES)[number], string> = { martial: 'Martial', magic: 'Magic', exotic: 'Exotic' };
export const GUILD_LABELS: Record<(typeof GUILDS)[number], string> = {
  fighters: 'Fighters', mages: 'Mages', rangers: 'Rangers', thieves: 'Thieves',
};
export const BRAND_LABELS: Record<(typeof BRANDS)[number], string> = {
  ivaldi: 'Ivaldi Forge', blackforest: 'Blackforest', tamlin: 'Tamlin Imports', 'adventure-mart': 'Adventure Mart',
};
