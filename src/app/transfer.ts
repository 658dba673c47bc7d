// Export and import at the app's level: storage validates the file; the app supplies which games
// and versions this build can replay, and the file name.
import type { Result } from '../engine/types';
import { gameEntries } from '../games/registry';
import type { MatchStore } from '../storage/match-store';
import type { MatchMeta } from '../storage/records';
import { exportMatches, importMatches } from '../storage/transfer';

async function knownGames(): Promise<Record<string, { engineVersion: number; contentVersion: number }>> {
  const known: Record<string, { engineVersion: number; contentVersion: number }> = {};
  for (const entry of gameEntries) {
    if (!entry.load) continue;
    try {
      const { game } = await entry.load();
      known[entry.id] = { engineVersion: game.engineVersion, contentVersion: game.contentVersion };
    } catch {
      // A game that cannot load cannot replay its imports either; leaving it out refuses them.
    }
  }
  return known;
}

export async function exportFile(store: MatchStore, ids?: string[]): Promise<Result<{ filename: string; text: string }>> {
  const text = await exportMatches(store, ids);
  if (!text.ok) return text;
  const day = new Date().toISOString().slice(0, 10);
  return { ok: true, value: { filename: `shopfloor-${ids?.length === 1 ? 'game' : 'games'}-${day}.json`, text: text.value } };
}

export async function importFile(store: MatchStore, text: string): Promise<Result<{ imported: MatchMeta[] }>> {
  return importMatches(store, text, { games: await knownGames() });
}
