// Export and import at the app's level: storage checks the file's shape; the app proves each game
// by replaying it through its rules (import-proof.ts) before storage writes anything. Versions
// come from the registry, so a file of games this build cannot replay is refused without loading
// any game; only the games a file actually holds are loaded, to replay them.
import { fail, ok } from '../engine/result';
import type { Result } from '../engine/types';
import { findGame, type GameModule } from '../games/registry';
import type { MatchBundle, MatchStore } from '../storage/match-store';
import type { MatchMeta } from '../storage/records';
import { exportMatches, importMatches, type ProveMatch } from '../storage/saves-file';
import { gameOf, proveImport } from './import-proof';
import { newerVersionSentence, versionStanding } from './save-versions';

export interface ExportChoice {
  /** Leave out games in progress: their files hold every hand, sealed entry and the decks' order. */
  onlyFinished?: boolean;
}

export async function exportFile(
  store: MatchStore,
  ids?: string[],
  choice: ExportChoice = {},
): Promise<Result<{ filename: string; text: string; count: number }>> {
  try {
    let chosen = ids;
    if (choice.onlyFinished) {
      const listed = await store.listMatches();
      if (!listed.ok) return listed;
      const finished = listed.value.matches.filter((m) => m.status === 'finished' && (!ids || ids.includes(m.id)));
      if (finished.length === 0) return fail('nothing-finished', 'There is no finished game to export.');
      chosen = finished.map((m) => m.id);
    }
    const text = await exportMatches(store, chosen);
    if (!text.ok) return text;
    const count = chosen?.length ?? (JSON.parse(text.value) as { matches: unknown[] }).matches.length;
    const day = new Date().toISOString().slice(0, 10);
    const filename = `shopfloor-${count === 1 ? 'game' : 'games'}-${day}.json`;
    return ok({ filename, text: text.value, count });
  } catch {
    return fail('export-failed', 'Could not export: something went wrong while writing the file. Nothing was changed.');
  }
}

/** The prover storage calls for each game in a file: known game, same versions, then replay. */
function proverFor(): ProveMatch {
  const loaded = new Map<string, Promise<GameModule | null>>();
  const load = (id: string) => {
    let module = loaded.get(id);
    if (!module) {
      const entry = findGame(id);
      module = entry?.load ? entry.load().catch(() => null) : Promise.resolve(null);
      loaded.set(id, module);
    }
    return module;
  };
  return async (bundle: MatchBundle, name: string) => {
    const { meta } = bundle;
    const entry = findGame(meta.game);
    const refuse = (code: string, why: string) => fail(code, `${name} ${why} Nothing was imported.`);
    if (!entry) return refuse('unknown-game', `is a game of "${meta.game.slice(0, 40)}", which this version of Shopfloor does not have.`);
    const which = gameOf(entry.name, meta);
    const standing = versionStanding(meta, entry);
    if (standing === 'newer') return refuse('newer-version', `(${which}) can't be imported. ${newerVersionSentence(entry.name)}`);
    if (standing === 'older') {
      return refuse(
        'older-version',
        `(${which}) was made by an older version of Shopfloor whose ${entry.name} rules or cards differ from this one's, so this version cannot replay it to check it. Keep the file.`,
      );
    }
    const module = await load(meta.game);
    if (!module) return refuse('not-available', `(${which}) can't be imported: ${entry.name} cannot be loaded in this version.`);
    return proveImport(module, bundle, name, entry.options);
  };
}

export async function importFile(store: MatchStore, text: string): Promise<Result<{ imported: MatchMeta[] }>> {
  try {
    return await importMatches(store, text, proverFor());
  } catch {
    return fail('import-failed', 'This file could not be imported: something went wrong while checking it. Nothing was imported.');
  }
}
