// The MatchStore contract, run against both implementations: the memory fallback must behave
// exactly like IndexedDB, or a private-browsing player meets different bugs.
import { describe, expect, it } from 'vitest';
import { openMatchStore } from '../../src/storage/idb-store';
import { createMemoryStore } from '../../src/storage/memory-store';
import type { MatchStore } from '../../src/storage/match-store';
import { errorOf, makeLog, makeMeta, makeSnap, playMatch, uniqueName, unwrap } from './helpers';

const implementations: [string, () => Promise<MatchStore>][] = [
  ['indexeddb', async () => unwrap(await openMatchStore({ name: uniqueName() }))],
  ['memory', async () => createMemoryStore()],
];

describe.each(implementations)('MatchStore contract (%s)', (kind, open) => {
  it('reports its kind', async () => {
    expect((await open()).kind).toBe(kind);
  });

  it('creates a match that loads at its start and lists newest first', async () => {
    const store = await open();
    unwrap(await store.createMatch(makeMeta('old', { lastPlayedAt: 5 }), makeSnap('old', 0)));
    unwrap(await store.createMatch(makeMeta('new', { lastPlayedAt: 9 }), makeSnap('new', 0)));
    unwrap(await store.createMatch(makeMeta('mid', { lastPlayedAt: 7 }), makeSnap('mid', 0)));
    const listed = unwrap(await store.listMatches());
    expect(listed.matches.map((m) => m.id)).toEqual(['new', 'mid', 'old']);
    expect(listed.unreadable).toEqual([]);
    const loaded = unwrap(await store.loadMatch('old'));
    expect(loaded).toEqual({ meta: makeMeta('old', { lastPlayedAt: 5 }), snapshot: makeSnap('old', 0), tail: [] });
  });

  it('refuses to create over an existing id, keeping the original', async () => {
    const store = await open();
    await playMatch(store, 'a', 3);
    const again = await store.createMatch(makeMeta('a', { seed: 'other' }), makeSnap('a', 0));
    expect(errorOf(again).code).toBe('exists');
    const loaded = unwrap(await store.loadMatch('a'));
    expect(loaded.meta.seed).toBe('seed-1');
    expect(loaded.tail).toHaveLength(3);
  });

  it('refuses a starting position that is not seq 0 of this match', async () => {
    const store = await open();
    expect(errorOf(await store.createMatch(makeMeta('a'), makeSnap('a', 1))).code).toBe('bad-record');
    expect(errorOf(await store.createMatch(makeMeta('a'), makeSnap('b', 0))).code).toBe('bad-record');
    expect(unwrap(await store.listMatches()).matches).toEqual([]);
  });

  it('appends meta, log and snapshot together', async () => {
    const store = await open();
    await playMatch(store, 'a', 1);
    const meta = makeMeta('a', { lastPlayedAt: 2000, progress: 'Month 1 · Supply', actionCount: 2 });
    unwrap(await store.appendAction(meta, makeLog('a', 2), makeSnap('a', 2)));
    const loaded = unwrap(await store.loadMatch('a'));
    expect(loaded.meta).toEqual(meta);
    expect(loaded.snapshot).toEqual(makeSnap('a', 2));
    expect(loaded.tail).toEqual([]);
    expect(unwrap(await store.listMatches()).matches[0]).toEqual(meta);
  });

  it('keeps actionCount in step with the log whatever the caller passes', async () => {
    const store = await open();
    await playMatch(store, 'a', 2);
    unwrap(await store.appendAction(makeMeta('a', { actionCount: 99 }), makeLog('a', 3)));
    expect(unwrap(await store.loadMatch('a')).meta.actionCount).toBe(3);
  });

  it('refuses an out-of-order seq and changes nothing', async () => {
    const store = await open();
    const meta = await playMatch(store, 'a', 2);
    const before = unwrap(await store.loadMatch('a'));
    for (const seq of [1, 2, 4, 10]) {
      const r = await store.appendAction(makeMeta('a', { lastPlayedAt: 9999 }), makeLog('a', seq), makeSnap('a', seq));
      const error = errorOf(r);
      expect(error.code).toBe('out-of-order');
      expect(error.message).toMatch(/expected move 3/);
    }
    expect(unwrap(await store.loadMatch('a'))).toEqual(before);
    expect(unwrap(await store.listMatches()).matches).toEqual([meta]);
  });

  it('turns a value that cannot be stored into an error and writes none of it', async () => {
    const store = await open();
    await playMatch(store, 'a', 2);
    const before = unwrap(await store.loadMatch('a'));
    const newer = makeMeta('a', { lastPlayedAt: 9999, progress: 'changed' });
    const badAction = makeLog('a', 3, { action: { type: 'x', run: () => 1 } });
    expect(errorOf(await store.appendAction(newer, badAction)).code).toBe('bad-record');
    // The bad part comes last (the snapshot): the meta and log written before it must roll back.
    const badSnap = { ...makeSnap('a', 3), state: { f: () => 1 } };
    expect(errorOf(await store.appendAction(newer, makeLog('a', 3), badSnap)).code).toBe('bad-record');
    expect(unwrap(await store.loadMatch('a'))).toEqual(before);
    expect(unwrap(await store.listMatches()).matches[0]?.progress).toBe('Move 2');
    // And the store still works afterwards.
    unwrap(await store.appendAction(newer, makeLog('a', 3)));
    expect(unwrap(await store.loadMatch('a')).tail.map((r) => r.seq)).toEqual([1, 2, 3]);
  });

  it('refuses to append to a match that does not exist', async () => {
    const store = await open();
    expect(errorOf(await store.appendAction(makeMeta('ghost'), makeLog('ghost', 1))).code).toBe('not-found');
    expect(unwrap(await store.listMatches()).matches).toEqual([]);
  });

  it('refuses a move or snapshot that belongs to another match', async () => {
    const store = await open();
    await playMatch(store, 'a', 1);
    expect(errorOf(await store.appendAction(makeMeta('a'), makeLog('b', 2))).code).toBe('bad-record');
    expect(errorOf(await store.appendAction(makeMeta('a'), makeLog('a', 2), makeSnap('a', 3))).code).toBe('bad-record');
    expect(unwrap(await store.loadMatch('a')).tail).toHaveLength(1);
  });

  it('resumes from the latest snapshot plus the tail in order', async () => {
    const store = await open();
    await playMatch(store, 'a', 60);
    const loaded = unwrap(await store.loadMatch('a'));
    expect(loaded.snapshot).toEqual(makeSnap('a', 50));
    expect(loaded.tail).toEqual(Array.from({ length: 10 }, (_, i) => makeLog('a', 51 + i)));
    expect(loaded.meta.actionCount).toBe(60);
  });

  it('loadHistory gives the latest saved position at or before a move and the moves after it, up to another', async () => {
    const store = await open();
    await playMatch(store, 'a', 80);
    // Snapshots at 0, 25, 50, 75: from move 60 back, the one at 50.
    expect(unwrap(await store.loadHistory('a', 60, 80))).toEqual({
      snapshot: makeSnap('a', 50),
      log: Array.from({ length: 30 }, (_, i) => makeLog('a', 51 + i)),
    });
    // Exactly on a snapshot, and up to a move before the end.
    expect(unwrap(await store.loadHistory('a', 25, 40)).log.map((r) => r.seq)).toEqual(Array.from({ length: 15 }, (_, i) => 26 + i));
    // Before the start: counted from the start; an empty stretch is just the position.
    const early = unwrap(await store.loadHistory('a', -40, 3));
    expect(early.snapshot).toEqual(makeSnap('a', 0));
    expect(early.log.map((r) => r.seq)).toEqual([1, 2, 3]);
    expect(unwrap(await store.loadHistory('a', 75, 75))).toEqual({ snapshot: makeSnap('a', 75), log: [] });
  });

  it('loadHistory says when a game is missing or its moves do not reach as far as asked', async () => {
    const store = await open();
    await playMatch(store, 'a', 10);
    expect(errorOf(await store.loadHistory('gone', 0, 5)).code).toBe('not-found');
    const short = errorOf(await store.loadHistory('a', 0, 12));
    expect(short.code).toBe('unreadable');
    expect(short.message).toMatch(/move 11 is missing/);
  });

  it('addSnapshots keeps positions that match their moves, all or none, never replacing one', async () => {
    const store = await open();
    await playMatch(store, 'a', 60);
    const other = { ...makeSnap('a', 50), state: { replaced: true } };
    // One position that does not match its move refuses the lot.
    expect(errorOf(await store.addSnapshots('a', [makeSnap('a', 10), { ...makeSnap('a', 30), hash: 'h31' }])).code).toBe('bad-record');
    expect(errorOf(await store.addSnapshots('a', [makeSnap('a', 61)])).code).toBe('bad-record');
    expect(errorOf(await store.addSnapshots('gone', [makeSnap('gone', 1)])).code).toBe('not-found');
    expect(unwrap(await store.loadHistory('a', 20, 20)).snapshot.seq).toBe(0);
    unwrap(await store.addSnapshots('a', [makeSnap('a', 10), makeSnap('a', 30), other]));
    expect(unwrap(await store.loadHistory('a', 20, 20)).snapshot).toEqual(makeSnap('a', 10));
    expect(unwrap(await store.loadHistory('a', 40, 40)).snapshot).toEqual(makeSnap('a', 30));
    expect(unwrap(await store.loadHistory('a', 55, 55)).snapshot).toEqual(makeSnap('a', 50));
    expect(unwrap(await store.loadMatch('a')).snapshot).toEqual(makeSnap('a', 50));
  });

  it('truncateAfter drops later moves and snapshots in one step, then accepts the next seq', async () => {
    const store = await open();
    await playMatch(store, 'a', 60);
    const meta = makeMeta('a', { progress: 'undone', actionCount: 30 });
    unwrap(await store.truncateAfter(meta, 30));
    const loaded = unwrap(await store.loadMatch('a'));
    expect(loaded.meta).toEqual(meta);
    expect(loaded.snapshot).toEqual(makeSnap('a', 25));
    expect(loaded.tail.map((r) => r.seq)).toEqual([26, 27, 28, 29, 30]);
    expect(errorOf(await store.appendAction(meta, makeLog('a', 32))).code).toBe('out-of-order');
    unwrap(await store.appendAction(meta, makeLog('a', 31)));
    // Truncating to an exact snapshot keeps it; truncating to 0 leaves the start.
    unwrap(await store.truncateAfter(meta, 25));
    expect(unwrap(await store.loadMatch('a')).snapshot.seq).toBe(25);
    unwrap(await store.truncateAfter(meta, 0));
    const start = unwrap(await store.loadMatch('a'));
    expect(start.snapshot).toEqual(makeSnap('a', 0));
    expect(start.tail).toEqual([]);
  });

  it('truncateAfter refuses a seq past the end or unknown match, changing nothing', async () => {
    const store = await open();
    await playMatch(store, 'a', 3);
    const before = unwrap(await store.loadMatch('a'));
    expect(errorOf(await store.truncateAfter(makeMeta('a', { progress: 'x' }), 4)).code).toBe('bad-seq');
    expect(errorOf(await store.truncateAfter(makeMeta('a'), -1)).code).toBe('bad-record');
    expect(errorOf(await store.truncateAfter(makeMeta('zzz'), 0)).code).toBe('not-found');
    expect(unwrap(await store.loadMatch('a'))).toEqual(before);
  });

  it('deleteMatch removes that match entirely and leaves others', async () => {
    const store = await open();
    await playMatch(store, 'a', 30);
    const b = await playMatch(store, 'b', 3);
    unwrap(await store.deleteMatch('a'));
    expect(errorOf(await store.loadMatch('a')).code).toBe('not-found');
    expect(unwrap(await store.listMatches()).matches).toEqual([b]);
    expect(unwrap(await store.loadMatch('b')).tail).toHaveLength(3);
    // A new match under the old id starts clean: no leftover log or snapshots.
    await playMatch(store, 'a', 0);
    expect(unwrap(await store.loadMatch('a'))).toMatchObject({ snapshot: makeSnap('a', 0), tail: [] });
    unwrap(await store.deleteMatch('never-existed'));
  });

  it('hands out copies: changing a returned record does not change the store', async () => {
    const store = await open();
    await playMatch(store, 'a', 2);
    const loaded = unwrap(await store.loadMatch('a'));
    loaded.meta.seats[0]!.name = 'Mallory';
    (loaded.snapshot.state as { turn: number }).turn = 77;
    loaded.tail.pop();
    expect(unwrap(await store.loadMatch('a'))).toMatchObject({ meta: { seats: [{ name: 'Ada' }, {}] }, snapshot: makeSnap('a', 0) });
    expect(unwrap(await store.loadMatch('a')).tail).toHaveLength(2);
  });

  it('returns closed errors after close instead of throwing', async () => {
    const store = await open();
    await playMatch(store, 'a', 1);
    store.close();
    expect(errorOf(await store.listMatches()).code).toBe('closed');
    expect(errorOf(await store.appendAction(makeMeta('a'), makeLog('a', 2))).code).toBe('closed');
  });

  it('exportMatch gives snapshot 0 and the full log', async () => {
    const store = await open();
    const meta = await playMatch(store, 'a', 30);
    const bundle = unwrap(await store.exportMatch('a'));
    expect(bundle.meta).toEqual(meta);
    expect(bundle.snapshots).toEqual([makeSnap('a', 0)]);
    expect(bundle.log.map((r) => r.seq)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('importBundles renames a taken id and refuses a broken bundle', async () => {
    const store = await open();
    await playMatch(store, 'a', 2);
    const bundle = unwrap(await store.exportMatch('a'));
    let n = 0;
    const saved = unwrap(await store.importBundles([bundle, bundle], () => `fresh-${++n}`));
    expect(saved.map((m) => m.id)).toEqual(['fresh-1', 'fresh-2']);
    for (const m of saved) expect(unwrap(await store.loadMatch(m.id)).tail.map((r) => r.matchId)).toEqual([m.id, m.id]);
    const broken = { ...bundle, log: [makeLog('a', 2)] };
    expect(errorOf(await store.importBundles([broken], () => 'x')).code).toBe('bad-record');
    expect(unwrap(await store.listMatches()).matches).toHaveLength(3);
  });
});

