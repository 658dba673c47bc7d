// Damaged records: reported with a readable reason, never deleted, never crashing the list.
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { openMatchStore } from '../../src/storage/idb-store';
import { dumpDb, errorOf, makeLog, makeSnap, playMatch, uniqueName, unwrap } from './helpers';

async function rawPut(name: string, store: string, value: unknown): Promise<void> {
  const db = await openDB(name);
  await db.put(store, value);
  db.close();
}

describe('unreadable records', () => {
  it('listMatches reports a bad match record by key and keeps it in the database', async () => {
    const name = uniqueName();
    const store = unwrap(await openMatchStore({ name }));
    const good = await playMatch(store, 'good', 2);
    const bad = { id: 'broken', game: 'corner-shop', seats: [{ name: 'Ada' }], lastPlayedAt: 'yesterday' };
    await rawPut(name, 'matches', bad);
    await rawPut(name, 'matches', { id: 'alien', weird: true });

    const listed = unwrap(await store.listMatches());
    expect(listed.matches).toEqual([good]);
    expect(listed.unreadable).toEqual([
      { key: 'alien', reason: 'game is missing' },
      { key: 'broken', reason: 'seats[0].colour should be text' },
    ]);
    // Listing and loading did not delete or change them.
    expect(errorOf(await store.loadMatch('broken'))).toEqual({ code: 'unreadable', message: expect.stringMatching(/seats\[0\]\.colour.*kept/) });
    expect((await dumpDb(name)).matches).toEqual(expect.arrayContaining([bad, { id: 'alien', weird: true }]));
    store.close();
  });

  it('falls back to an older snapshot when the latest is damaged, keeping the damaged one', async () => {
    const name = uniqueName();
    const store = unwrap(await openMatchStore({ name }));
    await playMatch(store, 'a', 55);
    await rawPut(name, 'snapshots', { matchId: 'a', seq: 50, hash: 'h50' }); // no state
    const loaded = unwrap(await store.loadMatch('a'));
    expect(loaded.snapshot).toEqual(makeSnap('a', 25));
    expect(loaded.tail.map((r) => r.seq)).toEqual(Array.from({ length: 30 }, (_, i) => 26 + i));
    expect((await dumpDb(name)).snapshots).toContainEqual({ matchId: 'a', seq: 50, hash: 'h50' });
    store.close();
  });

  it('refuses to load a match whose log is damaged or has a gap, naming the problem', async () => {
    const name = uniqueName();
    const store = unwrap(await openMatchStore({ name }));
    await playMatch(store, 'a', 5);
    await rawPut(name, 'log', { ...makeLog('a', 3), barrier: 'maybe' });
    expect(errorOf(await store.loadMatch('a'))).toEqual({ code: 'unreadable', message: expect.stringMatching(/barrier/) });
    await playMatch(store, 'b', 5);
    const db = await openDB(name);
    await db.delete('log', ['b', 2]);
    db.close();
    expect(errorOf(await store.loadMatch('b'))).toEqual({ code: 'unreadable', message: expect.stringMatching(/move 2 is missing/) });
    expect(errorOf(await store.exportMatch('b')).code).toBe('unreadable');
    expect((await dumpDb(name)).log).toContainEqual({ ...makeLog('a', 3), barrier: 'maybe' });
    store.close();
  });

  it('reports a non-string key readably', async () => {
    const name = uniqueName();
    const store = unwrap(await openMatchStore({ name }));
    await rawPut(name, 'matches', { id: 42 });
    expect(unwrap(await store.listMatches()).unreadable).toEqual([{ key: '42', reason: 'id is missing' }]);
    store.close();
  });
});
