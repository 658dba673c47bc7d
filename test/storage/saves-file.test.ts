// Export to JSON and import back: round trips, id clashes, and every refusal leaving the store as it was.
import { describe, expect, it, vi } from 'vitest';
import { openMatchStore } from '../../src/storage/idb-store';
import { createMemoryStore } from '../../src/storage/memory-store';
import type { MatchStore } from '../../src/storage/match-store';
import { exportMatches, importMatches, MAX_IMPORT_BYTES } from '../../src/storage/saves-file';
import type { ExportFile, ProveMatch } from '../../src/storage/saves-file';
import { errorOf, makeSnap, playMatch, uniqueName, unwrap } from './helpers';

// Storage knows no games: the app proves each match (test/app/import-proof.test.ts). Here the
// proof accepts everything, so these tests see storage's own checks.
const known: ProveMatch = (bundle) => ({ ok: true, value: bundle });

const implementations: [string, () => Promise<MatchStore>][] = [
  ['indexeddb', async () => unwrap(await openMatchStore({ name: uniqueName() }))],
  ['memory', async () => createMemoryStore()],
];

/** Everything a player could observe in a store, to prove a refused import changed nothing. */
async function observe(store: MatchStore): Promise<unknown> {
  const listed = unwrap(await store.listMatches());
  const bundles = [];
  for (const m of listed.matches) bundles.push(unwrap(await store.exportMatch(m.id)));
  return { listed, bundles };
}

async function exported(store: MatchStore, ids?: string[]): Promise<ExportFile> {
  return JSON.parse(unwrap(await exportMatches(store, ids))) as ExportFile;
}

describe.each(implementations)('export and import (%s)', (_kind, open) => {
  it('round-trips matches deep-equal, replayable from their start', async () => {
    const source = await open();
    await playMatch(source, 'long', 60, { lastPlayedAt: 10 });
    await playMatch(source, 'short', 2, { status: 'finished', lastPlayedAt: 5, options: { variant: 'b', nested: { x: [1, null] } } });
    const text = unwrap(await exportMatches(source));
    const file = JSON.parse(text) as ExportFile;
    expect(file).toMatchObject({ format: 'shopfloor-matches', formatVersion: 1 });
    expect(typeof file.exportedAt).toBe('string');
    expect(file.matches.map((m) => m.snapshots)).toEqual([[makeSnap('long', 0)], [makeSnap('short', 0)]]);
    expect(file.matches[0]?.log).toHaveLength(60);

    const target = await open();
    const result = unwrap(await importMatches(target, text, known));
    expect(result.imported.map((m) => m.id)).toEqual(['long', 'short']);
    expect((await exported(target)).matches).toEqual(file.matches);
    const loaded = unwrap(await target.loadMatch('long'));
    expect(loaded.snapshot).toEqual(makeSnap('long', 0));
    expect(loaded.tail).toEqual(file.matches[0]?.log);
  });

  it('exports only the matches asked for, and fails on an unknown id', async () => {
    const store = await open();
    await playMatch(store, 'a', 1);
    await playMatch(store, 'b', 1);
    expect((await exported(store, ['b'])).matches.map((m) => m.meta.id)).toEqual(['b']);
    expect(errorOf(await exportMatches(store, ['nope'])).code).toBe('not-found');
  });

  it('gives an imported match a new id when its id already exists, overwriting nothing', async () => {
    const store = await open();
    await playMatch(store, 'a', 3);
    const text = unwrap(await exportMatches(store));
    const before = unwrap(await store.exportMatch('a'));
    const [copy] = unwrap(await importMatches(store, text, known)).imported;
    expect(copy?.id).not.toBe('a');
    expect(copy?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(unwrap(await store.exportMatch('a'))).toEqual(before);
    const copied = unwrap(await store.exportMatch(copy!.id));
    expect(copied.meta).toEqual({ ...before.meta, id: copy!.id });
    expect(copied.log.map((r) => r.matchId)).toEqual([copy!.id, copy!.id, copy!.id]);
    expect(copied.snapshots.map((s) => s.matchId)).toEqual([copy!.id]);
  });

  it('keeps markup in names as plain data, byte-identical', async () => {
    const source = await open();
    const evil = '<img src=x onerror=alert(1)>';
    await playMatch(source, 'x', 1, { seats: [{ name: evil, colour: '"><script>', kind: 'person' }] });
    const target = await open();
    unwrap(await importMatches(target, unwrap(await exportMatches(source)), known));
    const meta = unwrap(await target.loadMatch('x')).meta;
    expect(meta.seats[0]?.name).toBe(evil);
    expect(meta.seats[0]?.colour).toBe('"><script>');
  });

  it('accepts a 40-character name (counting emoji as one character)', async () => {
    const source = await open();
    await playMatch(source, 'x', 0, { seats: [{ name: '🛒'.repeat(40), colour: '#000', kind: 'bot' }] });
    const target = await open();
    expect(unwrap(await importMatches(target, unwrap(await exportMatches(source)), known)).imported).toHaveLength(1);
  });

  it('accepts a file of exactly 5 MB', async () => {
    const store = await open();
    await playMatch(store, 'a', 1);
    const text = unwrap(await exportMatches(store));
    const target = await open();
    const exact = text + ' '.repeat(MAX_IMPORT_BYTES - text.length);
    expect(unwrap(await importMatches(target, exact, known)).imported).toHaveLength(1);
  });

  describe('refusals change nothing', () => {
    // Each case edits a valid two-match file; the second match is the broken one, so a refusal
    // must also keep the valid first match out.
    const cases: [string, string, (f: any) => unknown, RegExp][] = [
      ['not JSON', 'not-json', () => '{"format": "shopfloor-matches", ', /could not be read as JSON/],
      ['wrong format', 'wrong-format', (f) => ({ ...f, format: 'chess-games' }), /not a Shopfloor save/],
      ['newer format version', 'newer-format', (f) => ({ ...f, formatVersion: 2 }), /newer version of Shopfloor/],
      ['no games', 'empty', (f) => ({ ...f, matches: [] }), /no games/],
      ['missing field', 'bad-shape', (f) => void delete f.matches[1].meta.seed, /Game 2 in the file \(id "b"\).*seed/],
      ['wrong type', 'bad-shape', (f) => void (f.matches[1].meta.seats[0].kind = 'ghost'), /Game 2 .*seats\[0\]\.kind/],
      ['bad log record', 'bad-shape', (f) => void (f.matches[1].log[1].seat = -1), /Game 2 .*move 2: seat/],
      ['seq gap', 'bad-seq', (f) => void f.matches[1].log.splice(1, 1), /Game 2 .*move 2 has seq 3/],
      ['seq not from 1', 'bad-seq', (f) => void f.matches[1].log.forEach((r: { seq: number }) => (r.seq += 1)), /move 1 has seq 2/],
      ['no starting position', 'bad-shape', (f) => void (f.matches[1].snapshots = []), /Game 2 .*starting position/],
      ['deeply nested action', 'bad-action', (f) => void (f.matches[1].log[1].action = { type: 'stock', a: { b: { c: { d: { e: 1 } } } } }),
        /Game 2 .*move 2 is not a move Shopfloor can keep \(it is nested too deeply\)/],
      ['action with a huge text', 'bad-action', (f) => void (f.matches[1].log[0].action.note = 'x'.repeat(500)), /Game 2 .*move 1 .*a text value is too long/],
      ['action that is not a move', 'bad-action', (f) => void (f.matches[1].log[2].action = [1, 2]), /Game 2 .*move 3 .*not a move at all/],
      ['file nested past any save', 'too-deep', (f) => {
        // Far deeper than recursion survives: the check must walk it without recursing.
        f.matches[1].snapshots[0].state = 'DEEP';
        return JSON.stringify(f).replace('"DEEP"', '['.repeat(100_000) + ']'.repeat(100_000));
      }, /nested more than 32 levels deep/],
      ['long name', 'name-too-long', (f) => void (f.matches[1].meta.seats[1].name = 'n'.repeat(41)), /Game 2 .*seat 2's name is longer than 40/],
    ];

    it.each(cases)('%s', async (_label, code, edit, message) => {
      const store = await open();
      await playMatch(store, 'a', 2);
      await playMatch(store, 'b', 3);
      const file = await exported(store, ['a', 'b']);
      const target = await open();
      await playMatch(target, 'resident', 1);
      const before = await observe(target);
      const edited = edit(file);
      const text = typeof edited === 'string' ? edited : JSON.stringify(edited ?? file);
      const error = errorOf(await importMatches(target, text, known));
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
      expect(error.message).toMatch(/Nothing was imported\.$/);
      expect(error.message).not.toMatch(/undefined|\[object/);
      expect(await observe(target)).toEqual(before);
    });

    it("refuses the whole file when the app's proof refuses one game, writing nothing", async () => {
      const store = await open();
      await playMatch(store, 'a', 2);
      await playMatch(store, 'b', 3);
      const text = unwrap(await exportMatches(store, ['a', 'b']));
      const target = await open();
      await playMatch(target, 'resident', 1);
      const before = await observe(target);
      const seen: string[] = [];
      const prove: ProveMatch = async (bundle, name) => {
        seen.push(name);
        return bundle.meta.id === 'b' ? { ok: false, error: { code: 'not-proven', message: `${name} does not hold.` } } : { ok: true, value: bundle };
      };
      expect(errorOf(await importMatches(target, text, prove))).toEqual({ code: 'not-proven', message: 'Game 2 in the file (id "b") does not hold.' });
      expect(seen).toEqual(['Game 1 in the file (id "a")', 'Game 2 in the file (id "b")']);
      expect(await observe(target)).toEqual(before);
    });

    it('turns a proof that throws into a refusal, writing nothing', async () => {
      const store = await open();
      await playMatch(store, 'a', 2);
      const target = await open();
      const before = await observe(target);
      const error = errorOf(await importMatches(target, unwrap(await exportMatches(store)), () => { throw new RangeError('boom'); }));
      expect(error.code).toBe('unreadable-file');
      expect(error.message).toMatch(/Nothing was imported\.$/);
      expect(await observe(target)).toEqual(before);
    });

    it('writes what the proof returns, not what the file says', async () => {
      const store = await open();
      await playMatch(store, 'a', 1);
      const target = await open();
      const prove: ProveMatch = (b) => ({ ok: true, value: { ...b, snapshots: [{ ...b.snapshots[0]!, state: { rebuilt: true } }] } });
      unwrap(await importMatches(target, unwrap(await exportMatches(store)), prove));
      expect(unwrap(await target.loadMatch('a')).snapshot.state).toEqual({ rebuilt: true });
    });

    it('refuses a file over 5 MB before parsing it', async () => {
      const store = await open();
      await playMatch(store, 'a', 1);
      const text = unwrap(await exportMatches(store));
      const target = await open();
      const before = await observe(target);
      // Valid JSON, only padded: the size alone refuses it. Multi-byte padding counts in bytes.
      const padded = text + ' '.repeat(MAX_IMPORT_BYTES - text.length + 1);
      expect(errorOf(await importMatches(target, padded, known))).toEqual({
        code: 'too-large',
        message: 'This file is too large to be a Shopfloor save (the limit is 5 MB). Nothing was imported.',
      });
      // Under the limit in UTF-16 units but over it in UTF-8 bytes: still too large.
      const wide = ' '.repeat(MAX_IMPORT_BYTES - 1000) + 'é'.repeat(1000);
      expect(wide.length).toBe(MAX_IMPORT_BYTES);
      expect(errorOf(await importMatches(target, wide, known)).code).toBe('too-large');
      expect(await observe(target)).toEqual(before);
    });
  });
});

describe('exportMatches with a damaged match', () => {
  it('fails naming the game by its players', async () => {
    const name = uniqueName();
    const store = unwrap(await openMatchStore({ name }));
    await playMatch(store, 'a', 3, { seats: [{ name: 'Ada', colour: '#000', kind: 'person' }, { name: 'Lin', colour: '#fff', kind: 'bot' }] });
    const { openDB } = await import('idb');
    const db = await openDB(name);
    await db.delete('log', ['a', 2]);
    db.close();
    const error = errorOf(await exportMatches(store));
    expect(error.code).toBe('unreadable');
    expect(error.message).toMatch(/^Could not export the game of Ada, Lin: .*move 2 is missing/);
    store.close();
  });
});

describe('newMatchId', () => {
  it('falls back to getRandomValues without randomUUID (insecure context)', async () => {
    const { newMatchId } = await import('../../src/storage/saves-file');
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => a.fill(171) });
    try {
      expect(newMatchId()).toBe('ab'.repeat(16));
    } finally {
      vi.unstubAllGlobals();
    }
    expect(newMatchId()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
