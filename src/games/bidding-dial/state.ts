// The Bidding dial's state: plain JSON. The board stays on the table, so the state knows only the
// players, the current turn order, the round being entered (a sealed step) and the rounds revealed
// so far. The seeded PRNG state is kept like every game's, so a sitting is defined by its seed and
// its action log (the dial itself draws nothing).
import type { RngState } from '../../engine/rng';
import type { SealedStep } from '../../engine/sealed';
import type { Seat, SeatKind } from '../../engine/types';
import type { Item } from './constants';

/** BM-SU4 (Supply: a price per crate) or BM-SA3 (Sale: a quantity and a price per crate). */
export type Bidding = 'supply' | 'sale';

/** One player's sealed entry. `quantity` only in a Sale. */
export interface DialEntry {
  price: number;
  quantity?: number;
}

export interface Round {
  /** Counted from 1 in this sitting. */
  number: number;
  bidding: Bidding;
  item: Item;
  /** Tapped out: cannot stock or sell this type now, so they enter nothing. Ascending. */
  out: Seat[];
  sealed: SealedStep<DialEntry>;
}

/** A revealed round, as the history and the reveal show it. */
export interface RoundRecord {
  number: number;
  bidding: Bidding;
  item: Item;
  out: Seat[];
  /** The turn order the tie-break used. */
  turnOrder: Seat[];
  /** Every entry, in the order the round listed the players (the turn order when it started). */
  entries: ({ seat: Seat } & DialEntry)[];
  /** Served first to last (a Sale leaves out quantity 0, BM-SA5). */
  order: Seat[];
  /** tieBreaks[i]: order[i] and order[i + 1] entered the same price; reverse turn order decided. */
  tieBreaks: boolean[];
  /** Sale entries of quantity 0: they abstain (BM-SA5). */
  abstained: Seat[];
}

export interface DialState {
  rng: RngState;
  kinds: SeatKind[];
  /** First to last; BM-C4 "reverse turn order" reads it backwards. */
  turnOrder: Seat[];
  round: Round | null;
  /** Revealed rounds, oldest first. */
  history: RoundRecord[];
  ended: boolean;
}
