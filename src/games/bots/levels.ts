// Where each game's Hard search lives: its catalogue entry's `search` (src/games/registry.ts), loaded
// on demand, so only the worker (and the simulator) pay for the search code and a game's
// determinizer, and only when a Hard bot is seated.
import { findGame, gameEntries, type SearchSpec } from '../registry';

/** The game's search, or null when it has none (its Hard seats then play as Normal). */
export async function loadSearchSpec(gameId: string): Promise<SearchSpec | null> {
  const load = findGame(gameId)?.search;
  return load ? load() : null;
}

/** Games whose Hard bot searches; elsewhere New game offers Easy and Normal only. */
export const HARD_GAMES: readonly string[] = gameEntries.filter((g) => g.search).map((g) => g.id);

/** Rollouts per decision where a budget is counted, not timed (simulator, tests). */
export const DEFAULT_ITERATIONS = 48;
