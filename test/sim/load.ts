// The game modules the test tools (simulator, bench, golden games) run: every game the registry
// lists with a loader, loaded the way the app loads it.
import { gameEntries } from '../../src/games/registry';
import type { GameEntry, GameModule } from '../../src/games/game-module';

/** The entry of every game the tools can load, registry order. */
export function loadableEntries(): GameEntry[] {
  return gameEntries.filter((g) => g.load);
}

export function loadableEntry(id: string): GameEntry | undefined {
  return loadableEntries().find((g) => g.id === id);
}

export async function loadGameModule(id: string): Promise<GameModule | undefined> {
  return loadableEntry(id)?.load?.();
}
