// The engine contract every game implements. Pure data in, pure data out: no DOM, no storage,
// no clock, no Math.random. A match is fully defined by its options, its seed and its action log.

/** Seats are numbered from 0 in seating order. */
export type Seat = number;
export type Viewer = Seat | 'table';

export type SeatKind = 'person' | 'bot';

export interface SeatOption {
  name: string;
  kind: SeatKind;
  /** Display colour; the engine carries it but never reads it. */
  colour?: string;
}

export interface SetupOptions<V extends object = Record<string, unknown>> {
  seats: SeatOption[];
  /** Game variants (first game, random first player, ...). */
  variants?: Partial<V>;
  /**
   * The content version the match was made with. Setup deals from it when it is one of the older
   * versions the game still plays (GameDefinition.alsoPlaysContent); absent, this build's own.
   */
  contentVersion?: number;
  /**
   * The rules version the match was made with. Setup records it in the state when it is one of the
   * older versions the game still plays (GameDefinition.alsoPlaysEngine), so each rule changed since
   * applies to it as it did; absent, this build's own.
   */
  engineVersion?: number;
}

/** Actions are plain JSON objects with a string `type`; games narrow the rest. */
export interface Action {
  type: string;
}

export interface GameError {
  /** Stable machine-readable code, e.g. `not-legal`, `bad-shape`, `unknown-seat`. */
  code: string;
  /** A sentence a player can read. */
  message: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: GameError };

/** Who may see an event: everyone, or one seat only. */
export type Visibility = 'public' | { seat: Seat };

export interface GameEvent {
  type: string;
  visibility: Visibility;
  /**
   * True when this event reveals information nobody had before (a reveal, a draw, a shuffle, a
   * resolution). Undo never crosses such an event, so nobody can take back a move after seeing it.
   */
  reveals?: boolean;
  /** Plain data for the log's renderer; never holds another seat's secret when public. */
  data?: Record<string, unknown>;
}

/**
 * One kind of a game's events, with its typed fields. Each game declares the union of its kinds
 * once (src/games/<game>/events.ts, through `EventUnion`); every member is a `GameEvent`, so the
 * kernel stores, filters by visibility and undoes them without knowing the game. `D` is written as
 * an object type literal (not an interface) so it stays assignable to the base's plain record.
 */
export interface TypedEvent<T extends string, D extends Record<string, unknown>> extends GameEvent {
  type: T;
  data: D;
}

/** A game's event union from one map of `type` to its fields: `EventUnion<{ sold: { seat: Seat } }>`. */
export type EventUnion<M extends Record<string, Record<string, unknown>>> = {
  [T in keyof M & string]: TypedEvent<T, M[T]>;
}[keyof M & string];

/**
 * How a prompt is entered, which alone decides whether the shell covers the screen:
 * - `open`: decided in everyone's sight, on the table;
 * - `private`: one person decides with private information on screen (a hand), through the gate;
 * - `sealed`: part of a simultaneous secret step, through the gate, revealed when all are in.
 */
export type EntryMode = 'open' | 'private' | 'sealed';

/** What the game waits for. Several prompts at once form a simultaneous step. */
export interface Prompt {
  seat: Seat;
  /** The decision's name, e.g. `supply-price`, `draft-keep`, `auction-bid`. */
  kind: string;
  entry: EntryMode;
}

export type ApplyResult<S, E extends GameEvent = GameEvent> =
  | { ok: true; state: S; events: E[] }
  | { ok: false; error: GameError };

export interface Outcome {
  /** Seats from first place to last. */
  ranking: Seat[];
  /** Final score per seat, indexed by seat. */
  scores: number[];
  /** Per seat, the named parts of the score (points, Stores, debt, ...). */
  breakdown: Record<string, number>[];
}

/** A game: S its state, A its actions, V what a seat sees, E its event union (src/games/<game>/events.ts). */
export interface GameDefinition<S = unknown, A extends Action = Action, V = unknown, E extends GameEvent = GameEvent> {
  /** Stable id, stored with every saved match. */
  id: string;
  /** Name shown to players. */
  name: string;
  minSeats: number;
  maxSeats: number;
  /** Bumped when a rules change would replay old logs differently. */
  engineVersion: number;
  /** Bumped when the card content changes. */
  contentVersion: number;
  /**
   * Older content versions whose matches this build still continues and proves: they differ from
   * this one only in what setup deals, and setup deals them as they were (SetupOptions.contentVersion).
   */
  alsoPlaysContent?: readonly number[];
  /**
   * Older rules versions whose matches this build still continues and proves: the state records
   * its version (SetupOptions.engineVersion) and each rule changed since keeps its old form for it.
   */
  alsoPlaysEngine?: readonly number[];
  setup(options: SetupOptions, seed: string): S;
  pending(state: S): Prompt[];
  legal(state: S, seat: Seat): A[];
  apply(state: S, seat: Seat, action: A): ApplyResult<S, E>;
  view(state: S, viewer: Viewer): V;
  outcome(state: S): Outcome | null;
}
