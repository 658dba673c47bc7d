// The whole game as plain JSON data: no classes, Maps or Sets, so a state can be saved, hashed and
// replayed. Crate counts are arrays indexed by item (see ITEMS in constants.ts). Store and Market
// cards are referred to by id; their printed data lives in content/.
import type { RngState } from '../../engine/rng';
import type { SealedStep } from '../../engine/sealed';
import type { Seat } from '../../engine/types';
import type { Item } from './constants';

/** A Store on a player's board: its card and how many crates sit on each of its shelves. */
export interface OpenStore {
  card: string;
  /** Aligned with the card's shelves, top shelf first. */
  crates: number[];
}

export interface Player {
  name: string;
  cash: number;
  points: number;
  debt: number;
  /** Open Stores, slot 1 first; never more than STORE_SLOTS, no gaps (BM-B6). */
  stores: OpenStore[];
  /** Store cards in hand (private). */
  hand: string[];
  /** Market cards in hand (private). */
  market: number[];
}

/** One played Market card choice (BM-A1). */
export interface AdvertiseEntry {
  supply: number[];
  demand: number[];
}

export interface SaleOffer {
  quantity: number;
  price: number;
}

export interface DraftStep {
  phase: 'draft';
  /** 0-based round; the draft ends after DRAFT_KEEP rounds. */
  round: number;
  /** The hand each seat is choosing from now (private to that seat). */
  hands: string[][];
  sealed: SealedStep<string>;
}

export interface Auction {
  card: string;
  starter: Seat;
  high: Seat;
  bid: number;
  /** Players still in the auction (the high bidder included), in turn order. */
  active: Seat[];
  /** Whose turn it is to raise or leave. */
  toAct: Seat;
}

export interface BuildingStep {
  phase: 'building';
  /** Per seat: their purchasing opportunity and Store management are over. */
  served: boolean[];
  /** Per seat: passed their own opportunity (ineligible for auctions, BM-B4). */
  passed: boolean[];
  /** Per seat: has bought a Store this month (BM-B1). */
  hasBought: boolean[];
  /** Per seat: the Store bought this month and not yet opened or removed. */
  bought: (string | null)[];
  /** The player whose opportunity is running, and whether they are choosing or managing. */
  actor: Seat;
  stage: 'choose' | 'manage';
  auction: Auction | null;
  /** BM-B8: whether any public Store was bought this month. */
  rowBought: boolean;
}

export interface AdvertisingStep {
  phase: 'advertising';
  sealed: SealedStep<AdvertiseEntry>;
}

/** The public record of a resolved sealed bid, kept for the view while the type resolves. */
export interface BidReveal {
  entries: { seat: Seat; price: number; quantity?: number }[];
  /** Seats in service order. */
  order: Seat[];
  /** tieBreaks[i]: order[i] and order[i + 1] bid the same and were ordered by reverse turn order. */
  tieBreaks: boolean[];
}

export interface SupplyStep {
  phase: 'supply';
  item: Item;
  bidding: boolean;
  /** Sealed prices while bidding, null otherwise. */
  sealed: SealedStep<number> | null;
  /** Stocking opportunities still to come, in order; queue[0] is acting. */
  queue: Seat[];
  /** Per seat: the price they stock at for this type (bid, or the minimum when no bid). */
  prices: number[];
  /** BM-SU9: per seat, debt already funded a crate this Supply phase. */
  debtUsed: boolean[];
  reveal: BidReveal | null;
}

export interface WarehouseStep {
  phase: 'warehouse';
  /** Warehouse owners still to move, turn order; queue[0] is acting. */
  queue: Seat[];
  /** Per item: the direction chosen this session (1 into Warehouses, -1 out, 0 not yet). */
  direction: number[];
}

export interface SaleStep {
  phase: 'sale';
  item: Item;
  bidding: boolean;
  sealed: SealedStep<SaleOffer> | null;
  /** Shared demand boxes left, by item (from the revealed Demand cards). */
  shared: number[];
  /** Per seat: private Fulfillment Center boxes left for the current item. */
  privateLeft: number[];
  /** Sellers still to deliver, in order; queue[0] is acting. */
  queue: Seat[];
  /** Per seat: committed quantity and price (bidding), or null. */
  offers: (SaleOffer | null)[];
  reveal: BidReveal | null;
}

export interface InvestmentStep {
  phase: 'investment';
  /** BM-I1: per seat, their one opportunity has been used. */
  served: boolean[];
}

export type PhaseName = 'draft' | 'building' | 'advertising' | 'supply' | 'warehouse' | 'sale' | 'investment';

/** Transient: a phase has finished and month.ts moves on. Never left in a returned state. */
export interface BetweenStep {
  phase: 'between';
  after: PhaseName;
}

export interface OverStep {
  phase: 'over';
}

export type Step =
  | DraftStep
  | BuildingStep
  | AdvertisingStep
  | SupplyStep
  | WarehouseStep
  | SaleStep
  | InvestmentStep
  | BetweenStep
  | OverStep;

export interface MonthRecord {
  month: number;
  points: number[];
  cash: number[];
  debt: number[];
}

/** Running totals that let tests and the simulator check conservation of crates and money. */
export interface Ledger {
  /** Crates added to the market from Supply cards, by item. */
  supplied: number[];
  /** Crates placed on shelves free by Store abilities, by item. */
  gifted: number[];
  sold: number[];
  surplus: number[];
  /** Crates returned to the general supply when their Store closed. */
  closed: number[];
  /** Dollars the bank paid to players (sales, debt, points sold) and received from them. */
  bankPaid: number;
  bankReceived: number;
}

export interface BMState {
  /** The rules version the match was made with (constants.ts, ENGINE_VERSION). */
  engineVersion: number;
  firstGame: boolean;
  rng: RngState;
  month: number;
  finalMonth: number;
  threshold: number;
  players: Player[];
  turnOrder: Seat[];
  /** Market crates on offer, by item. */
  market: number[];
  marketDeck: number[];
  marketDiscard: number[];
  /** Per seat: Market cards played as Demand this month, face down until the Sale. */
  demand: number[][];
  storeDeck: string[];
  /** Discarded public Stores: the only Stores reshuffled into a new deck (BM-B9). */
  storeDiscard: string[];
  /** Draft leftovers, face down, never reused. */
  draftDiscard: string[];
  /** Stores removed from the game (closed, or bought and not opened). */
  removed: string[];
  /** Public row, oldest first (BM-S4). */
  row: string[];
  preview: string | null;
  step: Step;
  ledger: Ledger;
  history: MonthRecord[];
}
