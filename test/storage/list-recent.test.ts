// Home's first screenful: listRecent reads the newest saves through the by-lastPlayed index without
// reading the rest, in exactly listMatches' order, with a count of every record (readable or not).
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { openMatchStore } from '../../src/storage/idb-store';
import { createMemoryStore } from '../../src/storage/memory-store';
import type { MatchStore } from '../../src/storage/match-store';
import { buildV1Database } from './fixtures/v1';
import { makeMeta, makeSnap, uniqueName, unwrap } from './helpers';

const implementations: [string, () => Promise<MatchStore>][] = [
  ['indexeddb', async () => unwrap(await openMatchStore({ name: uniqueName() }))],
  ['memory', async () => createMemoryStore()],
];

/** Saves `n` matches with shuffled ids and times, two of them at the same time. */
async function saveMany(store: MatchStore, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const id = `m${(i * 7) % n}`;
    const lastPlayedAt = i === 3 ? 1000 + 5 : 1000 + ((i * 13) % n);
    unwrap(await store.createMatch(makeMeta(id, { lastPlayedAt }), makeSnap(id, 0)));
  }
}

describe.each(implementations)('listRecent (%s)', (_kind, open) => {
  it('gives the first matches of listMatches, in its order (ties included), and counts them all', async () => {
    const store = await open();
    await saveMany(store, 20);
    const all = unwrap(await store.listMatches()).matches;
    for (const limit of [0, 1, 5, 12, 20, 25]) {
      const recent = unwrap(await store.listRecent(limit));
      expect(recent.matches).toEqual(all.slice(0, limit));
      expect(recent.total).toBe(20);
      expect(recent.unreadable).toEqual([]);
    }
    store.close();
  });

  it('lists nothing, and a total of 0, in an empty store', async () => {
    const store = await open();
    expect(unwrap(await store.listRecent(12))).toEqual({ matches: [], unreadable: [], total: 0 });
  });
});

describe('listRecent on IndexedDB with damaged records', () => {
  it('reports the damaged records it meets, skips them, and counts every record', async () => {
    const name = uniqueName();
    const store = unwrap(await openMatchStore({ name }));
    await saveMany(store, 5);
    const db = await openDB(name);
    // A text time sorts after every number, so it is met first; a record with no time is not in
    // the index at all (only listMatches' full read reports it); a newest record missing a field.
    await db.put('matches', { id: 'texttime', lastPlayedAt: 'yesterday' });
    await db.put('matches', { id: 'notime', game: 'corner-shop' });
    await db.put('matches', { ...makeMeta('noseed'), seed: 7, lastPlayedAt: 99_999 });
    db.close();

    const recent = unwrap(await store.listRecent(2));
    const all = unwrap(await store.listMatches());
    expect(recent.matches).toEqual(all.matches.slice(0, 2));
    expect(recent.unreadable).toEqual([
      { key: 'texttime', reason: 'game is missing' },
      { key: 'noseed', reason: 'seed should be text' },
    ]);
    expect(recent.total).toBe(8);
    expect(all.unreadable.map((u) => u.key).sort()).toEqual(['noseed', 'notime', 'texttime']);
    // Every record was kept.
    expect(unwrap(await store.listRecent(100)).matches).toHaveLength(5);
    store.close();
  });

  it('lists a database brought up from v1 (its index made by the migration), newest first', async () => {
    const name = uniqueName();
    await buildV1Database(name);
    const store = unwrap(await openMatchStore({ name }));
    const all = unwrap(await store.listMatches());
    const recent = unwrap(await store.listRecent(1));
    expect(recent.matches).toEqual(all.matches.slice(0, 1));
    expect(recent.total).toBe(all.matches.length + all.unreadable.length);
    store.close();
  });
});
