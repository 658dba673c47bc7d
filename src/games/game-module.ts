// What the app knows of a game, as types only: a leaf module that both the registry and every game
// import, so neither imports the other (the registry loads games lazily; games never see it).
import type { Action, GameDefinition, Seat } from '../engine/types';

/** What a bot sees: exactly what its seat may see, and the legal actions. Never the full state. */
export type BotPolicy = (view: unknown, legal: readonly Action[], seat: Seat, seed: string) => Action;

/** What the app loads for a game: its rules, its bots and the one-line progress shown on home. */
export interface GameModule {
  // The state/view types differ per game; the app only moves them between engine and screen.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  game: GameDefinition<any, Action, any>;
  /** The bot that fills a seat at the table. */
  bot?: BotPolicy;
  /** A bot choosing uniformly among legal actions, for tests and the simulator. */
  randomBot?: BotPolicy;
  /** A short public summary such as "Month 3 · Supply", stored with the save for the home screen. */
  describeProgress?: (state: unknown) => string;
}

/**
 * A setup option New game offers, as data. `toggle` is a checkbox stored as a boolean variant;
 * `seat` picks one of the seats (stored as its index), greyed out while `disabledBy` is on.
 */
export type GameOption =
  | { kind: 'toggle'; key: string; label: string; hint?: string }
  | { kind: 'seat'; key: string; label: string; disabledBy?: string };

/** A game as the catalogue lists it, known without loading its chunk. */
export interface GameEntry {
  id: string;
  name: string;
  /** One line for New game and home. */
  blurb: string;
  /** How long a game lasts, in the game's own units, for the home catalogue. */
  length?: string;
  /** How a new player learns it, for the home catalogue. */
  learn?: string;
  minSeats: number;
  maxSeats: number;
  /** Must equal the definition's (a test checks), so imports can be judged without loading it. */
  engineVersion: number;
  contentVersion: number;
  alsoPlaysContent?: readonly number[];
  alsoPlaysEngine?: readonly number[];
  options: readonly GameOption[];
  /** Home offers "Learn to play": a guided first game, with the guide's notes (the UI's record). */
  guided?: boolean;
  load: (() => Promise<GameModule>) | null;
}
