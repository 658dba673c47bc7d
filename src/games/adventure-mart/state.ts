// The whole game as plain JSON data (it is saved and hashed): no classes, Maps or Sets. Cards are
// numeric ids into content/. What is being resolved is an explicit stack (`stack`, bottom first):
// the Day, a turn, a Sale, a React window, an effect waiting for a choice. Each frame records where
// it stands, so a nested step returns to the right place and a saved game resumes inside any of them.
import type { RngState } from '../../engine/rng';
import type { ResponseWindow } from '../../engine/response-window';
import type { SealedStep } from '../../engine/sealed';
import type { Seat } from '../../engine/types';
import type { CardId, RepGuild } from './content/types';

export interface StoreSlot {
  card: CardId;
  faceUp: boolean;
}

export type RepTokens = Record<RepGuild, number>;

export interface Player {
  name: string;
  gold: number;
  /** Private to the owner (AM-H1). */
  hand: CardId[];
  /** Draw deck, top first; its order is private even to the owner. */
  storeroom: CardId[];
  /** Discard pile, public, most recent last. */
  reorder: CardId[];
  /** Fixtures and Staff (AM-G2: at most STORE_SLOTS). */
  store: StoreSlot[];
  /** Adventurers served, in order. */
  ledger: CardId[];
  rep: RepTokens;
  /** AM-O8: permanent Discount tokens. */
  discounts: number;
  /** AM-F6: the number of the Sale in which this player may offer no Stock (0: none). */
  barredSale: number;
}

/** A Depot queue and its deck (top first). */
export interface Depot {
  deck: CardId[];
  queue: CardId[];
}

/** What an effect aims at. Only the fields the effect needs are present. */
export interface Target {
  /** A Stock card (in an Offer, a hand, the Abyss or a Reorder Pile) or a Ledger Adventurer. */
  card?: CardId;
  /** A Staff or card spent to pay the effect (AM-F15 soul sacrifice, trade-ins). */
  pay?: CardId;
  seat?: Seat;
  /** Index into the Sale's `uses` (cancelling a Sell effect). */
  use?: number;
  /** The Initiative Token (Red Mountain Bard, AM-F13). */
  initiative?: boolean;
}

/** A Sell or React effect used in a Sale. */
export interface Use {
  seat: Seat;
  source: CardId;
  target: Target | null;
  /** Which confirmed raise of the Sale it belongs to (1-based). */
  raise: number;
  /** AM-F12: its effect was cancelled; its cost stays paid. */
  cancelled: boolean;
}

/** The acting seat's raise being composed (AM-O5); visible only to its owner until confirmed. */
export interface Draft {
  seat: Seat;
  /** Hand cards added in this raise (they stay in the hand until the raise is confirmed). */
  cards: CardId[];
  /** Sell effects planned in this raise; their costs are paid on confirming. */
  uses: Use[];
}

export interface DayFrame {
  f: 'day';
  /** Whose turn it is (Trading Hours) or whose final action comes next. */
  turn: Seat;
  stage: 'trading' | 'final';
  /** AM-T2: the player who started the latest Sale this Day. */
  lastStarter: Seat | null;
  /** AM-T2: final actions still to come, in order. */
  finals: Seat[];
}

export interface TurnFrame {
  f: 'turn';
  seat: Seat;
  /** Actions of any kind left this turn (AM-T1: one; Dragonberry Blast adds one). */
  actions: number;
  /** AM-F2: extra Use actions left (Temporal Leakage). */
  uses: number;
  /** Actions taken so far this turn. */
  taken: number;
  /** AM-T2: a final action, which may be passed. */
  final: boolean;
}

/**
 * offer: `toAct` composes a raise; next: find who must raise next (after an Offer, a drop-out or a
 * React window); won: the winner is known; after-won: its React window has closed; topup: the
 * winner may add Stock for Gold (AM-O6); checkout; done: Checkout finished, effects may still ask.
 */
export type SaleStage = 'offer' | 'next' | 'won' | 'after-won' | 'topup' | 'checkout' | 'done';

export interface SaleFrame {
  f: 'sale';
  /** The Sale's number in the game (1-based). */
  number: number;
  adventurer: CardId;
  starter: Seat;
  stage: SaleStage;
  /** Whose raise is awaited in the 'offer' stage. */
  toAct: Seat;
  /** Per seat: Stock on the table in their Offer, or null before their first Offer. */
  offers: (CardId[] | null)[];
  /** AM-O5: dropped out for the rest of this Sale. */
  out: boolean[];
  draft: Draft | null;
  /** Confirmed Sell and React effects, in order. */
  uses: Use[];
  /** Raises confirmed so far. */
  raises: number;
  winner: Seat | null;
}

export type ReactTrigger = 'offer-made' | 'sale-won';

export interface ReactResponse {
  source: CardId;
  target: Target | null;
}

export interface ReactFrame {
  f: 'react';
  trigger: ReactTrigger;
  /** The player whose move opened the window. */
  active: Seat;
  /** AM-H2: asked through the gate (a hand React could be legal for someone). */
  hidden: boolean;
  window: ResponseWindow<ReactResponse>;
}

/** An effect waiting for its owner's choice. */
export interface PickFrame {
  f: 'pick';
  seat: Seat;
  /** discard: from hand (Luna, AM-F4); abyss: a Stock from the Abyss (AM-F7); on-call: AM-G1. */
  purpose: 'discard' | 'abyss' | 'on-call';
  /** Cards still to choose. */
  left: number;
  /** The card whose effect asks. */
  source: CardId;
}

export interface ClosingFrame {
  f: 'closing';
  step: 'keep' | 'upkeep' | 'help';
  /** AM-K1: the card each seat keeps (-1: none), sealed until all are in. */
  sealed: SealedStep<CardId> | null;
  /** AM-K2: seats still deciding about face-down Staff, in order. */
  upkeep: Seat[];
  /** AM-K3: the Quietest Store receiving help. */
  helped: Seat | null;
}

export interface OverFrame {
  f: 'over';
}

export type Frame = DayFrame | TurnFrame | SaleFrame | ReactFrame | PickFrame | ClosingFrame | OverFrame;

export interface DayRecord {
  day: number;
  gold: number[];
  worth: number[];
  sales: number[];
}

export interface TokenSupply {
  fighters: number;
  mages: number;
  rangers: number;
  discount: number;
}

export interface AMState {
  /** The rules version the match was made with (constants.ts, ENGINE_VERSION). */
  engineVersion: number;
  rng: RngState;
  firstGame: boolean;
  /** AM-H2: the "quick reacts" table option (asks only holders, revealing them). */
  quickReacts: boolean;
  day: number;
  /** The Initiative Token's holder (AM-O9). */
  initiative: Seat;
  players: Player[];
  stock: Depot;
  fixtures: Depot;
  staff: Depot;
  /** Face-down Adventurers; one may be revealed while its Sale runs (SaleFrame.adventurer). */
  adventurers: Depot;
  /** Face-down Bulletins, the next Day's first. */
  bulletins: CardId[];
  /** Today's Bulletin, face up. */
  bulletin: CardId | null;
  abyss: CardId[];
  /** Out of the game: unused Bulletins, cards left out of a first game. */
  box: CardId[];
  supply: TokenSupply;
  /** Sales started so far. */
  sales: number;
  stack: Frame[];
  history: DayRecord[];
}

/** The three Depots a purchase is made from (AM-G2); events name them too, so it lives here. */
export type DepotName = 'stock' | 'fixtures' | 'staff';

/** An Offer's Quality by part (AM-O3), as the Offer's event reports it. */
export interface QualityParts {
  /** Sum of the Stock cards' values. */
  stock: number;
  /** Flat effect bonuses and penalties on the whole Offer (Sell, React, Ongoing). */
  effects: number;
  /** Guild Reputation tokens (AM-O7). */
  tokens: number;
  /** AM-O4. */
  initiative: number;
}
