// Schema migration 1 -> 2 against the v1 fixture, and what happens when a migration fails.
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { openMatchStore } from '../../src/storage/idb-store';
import { MIGRATIONS, SCHEMA_VERSION } from '../../src/storage/schema';
import { buildV1Database, V1_MATCHES } from './fixtures/v1';
import { dumpDb, errorOf, uniqueName, unwrap } from './helpers';

const seatsA = [
  { name: 'Ada', colour: '#c33', kind: 'person' },
  { name: 'Grace', colour: '#3c3', kind: 'bot' },
];

describe('migration 1 -> 2', () => {
  it('has one migration per version up to the current one', () => {
    expect(SCHEMA_VERSION).toBe(2);
    expect(Object.keys(MIGRATIONS).map(Number)).toEqual([1, 2]);
  });

  it('renames players to seats, fills actionCount and progress, moves actions to log', async () => {
    const name = uniqueName();
    await buildV1Database(name);
    const store = unwrap(await openMatchStore({ name }));

    const listed = unwrap(await store.listMatches());
    expect(listed.matches.map((m) => m.id)).toEqual(['v1-a', 'v1-b']);
    expect(listed.matches[0]).toEqual({
      id: 'v1-a',
      game: 'corner-shop',
      seats: seatsA,
      options: { firstGame: true },
      seed: 'old-seed',
      engineVersion: 1,
      contentVersion: 1,
      status: 'active',
      createdAt: 100,
      lastPlayedAt: 300,
      actionCount: 3,
      progress: '',
    });
    expect(listed.matches[1]).toMatchObject({ id: 'v1-b', actionCount: 0, progress: '', seats: [{ name: 'Solo' }] });

    const loaded = unwrap(await store.loadMatch('v1-a'));
    expect(loaded.snapshot).toEqual({ matchId: 'v1-a', seq: 0, state: { turn: 0, shelves: [1, 2] }, hash: '' });
    expect(loaded.tail).toEqual([
      { matchId: 'v1-a', seq: 1, seat: 0, action: { type: 'stock', amount: 2 }, barrier: true, hash: 'aaa1' },
      { matchId: 'v1-a', seq: 2, seat: 1, action: { type: 'pass' }, barrier: true, hash: '' },
      { matchId: 'v1-a', seq: 3, seat: 0, action: { type: 'sell', item: 'tea' }, barrier: true, hash: 'aaa3', note: 'kept' },
    ]);
    // The migrated match takes new moves where the old log ended.
    unwrap(await store.appendAction({ ...listed.matches[0]!, actionCount: 4 }, { matchId: 'v1-a', seq: 4, seat: 1, action: { type: 'pass' }, barrier: false, hash: 'h4' }));
    store.close();
  });

  it('keeps the record it cannot understand and reports it unreadable by key', async () => {
    const name = uniqueName();
    await buildV1Database(name);
    const store = unwrap(await openMatchStore({ name }));
    const listed = unwrap(await store.listMatches());
    expect(listed.unreadable).toEqual([{ key: 'x', reason: 'game is missing' }]);
    store.close();

    const raw = await dumpDb(name);
    expect(raw.matches).toContainEqual({ id: 'x', players: 'nope' });
    expect(raw.log).toContainEqual({ matchId: 'x', seq: 'one', junk: true });
  });

  it('leaves v2 stores and drops the old actions store', async () => {
    const name = uniqueName();
    await buildV1Database(name);
    unwrap(await openMatchStore({ name })).close();
    const db = await openDB(name);
    expect(db.version).toBe(2);
    expect([...db.objectStoreNames].sort()).toEqual(['log', 'matches', 'snapshots']);
    expect([...db.transaction('matches').store.indexNames]).toEqual(['by-lastPlayed']);
    // The index sorts readable matches by lastPlayedAt.
    expect((await db.getAllFromIndex('matches', 'by-lastPlayed')).map((m: { id: string }) => m.id)).toEqual(['v1-b', 'v1-a']);
    db.close();
  });

  it('rolls the whole upgrade back when a step fails, keeping the v1 data', async () => {
    const name = uniqueName();
    await buildV1Database(name, { withActionsStore: false });
    const opened = await openMatchStore({ name });
    const error = errorOf(opened);
    expect(error.code).toBe('migration-failed');
    expect(error.message).toMatch(/unchanged/);
    const db = await openDB(name);
    expect(db.version).toBe(1);
    expect([...db.objectStoreNames]).toEqual(['matches']);
    expect(await db.getAll('matches')).toEqual(V1_MATCHES);
    db.close();
  });
});
