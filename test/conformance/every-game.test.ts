// Every playable game in the registry runs the conformance suite: a game whose loader is set but
// has no test/conformance/<id>.test.ts fails here, so no game ships without it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameEntries } from '../../src/games/registry';

describe('conformance coverage', () => {
  const playable = gameEntries.filter((g) => g.load !== null);

  it('lists at least Brick & Mortar as playable', () => {
    expect(playable.map((g) => g.id)).toContain('brick-and-mortar');
  });

  it.each(playable.map((g) => [g.id]))('%s has a conformance file that calls the suite', (id) => {
    const file = join(process.cwd(), 'test/conformance', `${id}.test.ts`);
    expect(existsSync(file), `add test/conformance/${id}.test.ts`).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(/\bconformance\(/);
  });
});
