// Where each game's Hard search lives, loaded on demand: only the worker (and the simulator) pay
// for the search code and a game's determinizer, and only when a Hard bot is seated.
import type { SearchSpec } from './search';

const SPECS: Record<string, () => Promise<SearchSpec>> = {
  'brick-and-mortar': () => import('../brick-and-mortar/bots/hard').then((m) => m.bmSearch as SearchSpec),
  'adventure-mart': () => import('../adventure-mart/bots/hard').then((m) => m.amSearch as SearchSpec),
};

/** The game's search, or null when it has none (its Hard seats then play as Normal). */
export async function loadSearchSpec(gameId: string): Promise<SearchSpec | null> {
  const load = SPECS[gameId];
  return load ? load() : null;
}

/** Games whose Hard bot searches; elsewhere New game offers Easy and Normal only. */
export const HARD_GAMES: readonly string[] = Object.keys(SPECS);

/** Rollouts per decision where a budget is counted, not timed (simulator, tests). */
export const DEFAULT_ITERATIONS = 48;
