// The shapes of Adventure Mart's printed cards. Plain data; every physical card has its own numeric
// id (its index in CARDS, content/index.ts), so a card is in exactly one zone at a time.
import type { BRANDS, GUILDS, REP_GUILDS, STOCK_TYPES } from '../constants';

export type StockType = (typeof STOCK_TYPES)[number];
export type Guild = (typeof GUILDS)[number];
export type RepGuild = (typeof REP_GUILDS)[number];
export type Brand = (typeof BRANDS)[number];
export type CardId = number;

/** AM-E1: the six timings a card effect can have. */
export type Timing = 'queue' | 'use' | 'ongoing' | 'react' | 'sell' | 'review';

/** AM-C3 (D): reminder tags with no rule of their own. */
export type Tag = 'import' | 'epic-quality' | 'soul-sacrifice' | 'trade-in';

/** Every effect the registry knows (effects/registry.ts). */
export type EffectId =
  // Sell
  | 'soul-sacrifice' | 'trade-in' | 'import' | 'base-boost' | 'base-cut' | 'bard' | 'card-boost' | 'offer-boost' | 'offer-cut'
  // Use
  | 'extra-action' | 'gain' | 'recall' | 'restock' | 'pawn' | 'cash-in' | 'lure'
  // Ongoing
  | 'queue-discount' | 'hire-discount' | 'install-discount' | 'guild-bonus' | 'rep-boost' | 'type-bonus' | 'hand-size' | 'thief-guard'
  // Ongoing, from the Ledger ("when added to your Ledger")
  | 'discard-cards' | 'abyss-take' | 'no-stock-next' | 'ledger-gain'
  // React
  | 'cancel-sell' | 'smoke' | 'return-to-hand'
  // Review
  | 'brand-worth' | 'ledger-worth' | 'flat-worth'
  // Queue
  | 'steal' | 'all-draw' | 'poor-discount';

/** Who a Thief robs (AM-F5). */
export type Victim = 'richest' | 'each' | 'starter';

/** A card's effect: which registry entry, and the numbers and names printed with it. */
export interface EffectRef {
  id: EffectId;
  /** The main amount (Quality, Gold, cards...). */
  n?: number;
  /** A second amount, e.g. cards drawn beside Gold gained. */
  draw?: number;
  type?: StockType;
  guild?: Guild;
  brand?: Brand;
  victim?: Victim;
  /** AM-E2: what happens to the card after its Use effect (default: Stock discarded, Store cards flipped). */
  after?: 'discard' | 'flip' | 'banish';
}

interface CardBase {
  id: CardId;
  /** Stable key of the design (copies share it). */
  key: string;
  name: string;
  /** AM-S3: part of the first-game subset. */
  firstGame: boolean;
  /** The diamond mark (AM-C3 (D): no rule of its own). */
  unique?: boolean;
}

export interface StockCard extends CardBase {
  kind: 'stock';
  /** Basic Stock (purple): part of the starting decks, never bought, scores nothing. */
  basic: boolean;
  type: StockType;
  stars: number;
  /** AM-C3: the "+" star adds one star to each other Stock in the same Offer. */
  plus: boolean;
  sell: number;
  brand: Brand;
  cost: number;
  effect?: EffectRef;
  tags?: Tag[];
}

export interface FixtureCard extends CardBase {
  kind: 'fixture';
  cost: number;
  effect: EffectRef;
}

export interface StaffCard extends CardBase {
  kind: 'staff';
  cost: number;
  /** The On Call icon: its Use effect may be used at once when hired from the queue (AM-G1, AM-F10). */
  onCall: boolean;
  effect: EffectRef;
}

/** Adventurer types: Adepts, Vanguards and Wayfinders grant their guild's Reputation token (AM-O6). */
export type Role =
  | 'adept' | 'vanguard' | 'wayfinder' | 'draconic-executive' | 'rogue' | 'knight' | 'hunter' | 'archmage'
  | 'warlord' | 'beastmaster' | 'bard' | 'merchant' | 'treasure-hunter' | 'cleric' | 'squire' | 'scout'
  | 'pilgrim' | 'drifter';

export interface AdventurerCard extends CardBase {
  kind: 'adventurer';
  role: Role;
  guild: Guild | null;
  /** Gold to Spend. */
  gold: number;
  /** Desired type symbols; a repeated symbol multiplies (AM-C5, AM-O3). */
  desires: StockType[];
  effect?: EffectRef;
}

/** What a Daily Bulletin changes for its Day, as plain numbers (no card-name switches anywhere). */
export interface BulletinRule {
  /** AM-F3: every Adventurer also desires one more symbol of this type today. */
  extraDesire?: StockType;
  /** Extra Quality per Guild Reputation token today. */
  repBonus?: number;
  /** Gold off every Stock bought from the Stock Queue today. */
  queueDiscount?: number;
  /** Gold off every Staff hired from the Staff Queue today. */
  staffDiscount?: number;
  /** Added to every Adventurer's Gold to Spend today. */
  goldToSpend?: number;
  /** Extra Stock / Adventurers dealt when the Bulletin is revealed. */
  dealStock?: number;
  dealAdventurers?: number;
  /** Extra Quality the Initiative gives today. */
  initiativeBonus?: number;
  /** The price of a Depot deck's top card today (instead of DECK_BUY_COST). */
  deckCost?: number;
  /** AM-F2: extra Use actions per turn today. */
  extraUse?: number;
  /** AM-F1: Gold off a Stock Queue buy for banishing a Stock card from hand today (optional). */
  tradeIn?: number;
  /** The Richest Manager pays up to this much Gold when the Bulletin is revealed. */
  taxRichest?: number;
}

export interface BulletinCard extends CardBase {
  kind: 'bulletin';
  rule: BulletinRule;
  text: string;
}

export type Card = StockCard | FixtureCard | StaffCard | AdventurerCard | BulletinCard;
export type StoreCard = FixtureCard | StaffCard;
