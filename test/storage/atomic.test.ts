// IndexedDB-level checks of the write path: what actually lands in the object stores, read back
// through a separate raw connection, not through the store under test.
import { describe, expect, it } from 'vitest';
import { openMatchStore } from '../../src/storage/idb-store';
import { dumpDb, errorOf, makeLog, makeMeta, makeSnap, playMatch, uniqueName, unwrap } from './helpers';

describe('appendAction on IndexedDB', () => {
  it('writes meta, log record and snapshot in the same transaction', async () => {
    const name = uniqueName();
    const store = unwrap(await openMatchStore({ name }));
    await playMatch(store, 'a', 24);
    const meta = makeMeta('a', { lastPlayedAt: 5000, progress: 'Month 2 · Sell', actionCount: 25 });
    unwrap(await store.appendAction(meta, makeLog('a', 25), makeSnap('a', 25)));
    // Resolved means committed: a second connection sees all three right away.
    const raw = await dumpDb(name);
    expect(raw.matches).toEqual([meta]);
    expect(raw.log).toHaveLength(25);
    expect(raw.log?.[24]).toEqual(makeLog('a', 25));
    expect(raw.snapshots).toEqual([makeSnap('a', 0), makeSnap('a', 25)]);
    store.close();
  });

  it('leaves every store byte-for-byte unchanged after a refused or failed append', async () => {
    const name = uniqueName();
    const store = unwrap(await openMatchStore({ name }));
    await playMatch(store, 'a', 3);
    const before = await dumpDb(name);
    const newer = makeMeta('a', { lastPlayedAt: 7777, progress: 'should not land' });

    expect(errorOf(await store.appendAction(newer, makeLog('a', 5), makeSnap('a', 5))).code).toBe('out-of-order');
    expect(await dumpDb(name)).toEqual(before);

    // A function cannot be cloned: IndexedDB throws DataCloneError inside the transaction.
    const failed = await store.appendAction(newer, makeLog('a', 4, { action: { type: 'x', fn: () => 0 } }));
    expect(failed).toEqual({ ok: false, error: { code: 'bad-record', message: expect.stringMatching(/Nothing was changed/) } });
    expect(await dumpDb(name)).toEqual(before);

    // Same, failing on the last write (the snapshot) after meta and log were already put.
    const late = await store.appendAction(newer, makeLog('a', 4), { ...makeSnap('a', 4), state: { fn: () => 0 } });
    expect(errorOf(late).code).toBe('bad-record');
    expect(await dumpDb(name)).toEqual(before);
    store.close();
  });

  it('does not write anything when opened, listed and loaded', async () => {
    const name = uniqueName();
    const first = unwrap(await openMatchStore({ name }));
    await playMatch(first, 'a', 30);
    first.close();
    const before = await dumpDb(name);
    const store = unwrap(await openMatchStore({ name }));
    unwrap(await store.listMatches());
    unwrap(await store.loadMatch('a'));
    unwrap(await store.exportMatch('a'));
    expect(await dumpDb(name)).toEqual(before);
    store.close();
  });

  it('deleteMatch also removes damaged records of that match (player confirmed)', async () => {
    const name = uniqueName();
    const store = unwrap(await openMatchStore({ name }));
    await playMatch(store, 'a', 2);
    await playMatch(store, 'b', 1);
    const { openDB } = await import('idb');
    const db = await openDB(name);
    await db.put('log', { matchId: 'a', seq: 'garbage' });
    db.close();
    unwrap(await store.deleteMatch('a'));
    const raw = await dumpDb(name);
    expect(raw.log).toEqual([makeLog('b', 1)]);
    expect(raw.snapshots).toEqual([makeSnap('b', 0)]);
    store.close();
  });
});
