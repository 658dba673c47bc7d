// The game module the test tools (simulator, bench, golden games) run: the registry's loader when
// the game has one, else the module directly for a game the registry lists before the app offers it
// (Adventure Mart until the lead registers it). Once registered, the registry's loader wins.
import { gameEntries } from '../../src/games/registry';
import type { GameEntry, GameModule } from '../../src/games/game-module';

const NOT_YET_REGISTERED: Record<string, () => Promise<GameModule>> = {
  'adventure-mart': () => import('../../src/games/adventure-mart/module').then((m) => m.adventureMartModule),
};

/** The entry of every game the tools can load, registry order. */
export function loadableEntries(): GameEntry[] {
  return gameEntries.filter((g) => g.load || NOT_YET_REGISTERED[g.id]).map((g) => ({ ...g, load: g.load ?? NOT_YET_REGISTERED[g.id] ?? null }));
}

export function loadableEntry(id: string): GameEntry | undefined {
  return loadableEntries().find((g) => g.id === id);
}

export async function loadGameModule(id: string): Promise<GameModule | undefined> {
  return loadableEntry(id)?.load?.();
}
