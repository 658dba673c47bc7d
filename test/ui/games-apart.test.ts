// No game's UI imports another game's: what two games draw alike lives in a folder of its own
// beside them (src/ui/games/crate-market/), so changing one game's screens never changes another's.
// A game's folder is one with a ui.ts (its GameUi).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const GAMES_UI = resolve(__dirname, '../../src/ui/games');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(tsx?|css)$/.test(name) ? [path] : [];
  });
}

/** "folder/file -> other-folder/..." for each import of a file under `folder` into another game's folder. */
export function crossings(gamesDir: string): string[] {
  const folders = readdirSync(gamesDir).filter((d) => statSync(join(gamesDir, d)).isDirectory());
  const games = new Set(folders.filter((d) => existsSync(join(gamesDir, d, 'ui.ts'))));
  const out: string[] = [];
  for (const folder of folders) {
    for (const file of files(join(gamesDir, folder))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+|@import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) {
        const target = relative(gamesDir, resolve(dirname(file), m[1]!)).split(sep)[0]!;
        if (target !== folder && games.has(target)) out.push(`${folder}/${relative(join(gamesDir, folder), file)} -> ${m[1]}`);
      }
    }
  }
  return out;
}

describe("a game's UI", () => {
  it('imports no other game’s UI', () => {
    expect(existsSync(join(GAMES_UI, 'brick-and-mortar', 'ui.ts'))).toBe(true);
    expect(crossings(GAMES_UI)).toEqual([]);
  });
});
