// The catalogue of games. Each game is loaded on demand so it ships as its own chunk and the home
// screen stays small; a game without a loader is listed but cannot be started yet.
import type { Action, GameDefinition, Seat } from '../engine/types';

/** What a bot sees: exactly what its seat may see, and the legal actions. Never the full state. */
export type BotPolicy = (view: unknown, legal: readonly Action[], seat: Seat, seed: string) => Action;

export interface GameModule {
  // The state/view types differ per game; the app only moves them between engine and screen.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  game: GameDefinition<any, Action, any>;
  bot?: BotPolicy;
  /** A short public summary such as "Month 3 · Supply", stored with the save for the home screen. */
  describeProgress?: (state: unknown) => string;
}

export interface GameEntry {
  id: string;
  name: string;
  minSeats: number;
  maxSeats: number;
  load: (() => Promise<GameModule>) | null;
}

export const gameEntries: readonly GameEntry[] = [
  {
    id: 'brick-and-mortar',
    name: 'Brick & Mortar',
    minSeats: 2,
    maxSeats: 4,
    load: () => import('./brick-and-mortar/module').then((m) => m.brickAndMortarModule),
  },
  { id: 'adventure-mart', name: 'Adventure Mart', minSeats: 2, maxSeats: 4, load: null },
];

export function findGame(id: string): GameEntry | undefined {
  return gameEntries.find((g) => g.id === id);
}
