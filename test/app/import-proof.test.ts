// Import proves each game before writing it: the start rebuilt from setup(options, seed), every
// move replayed with its fingerprint, the header agreeing. Every refusal is whole and writes nothing.
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { resumeSession } from '../../src/app/session';
import { importFile } from '../../src/app/export-import';
import { stateHash } from '../../src/engine/hash';
import { type MatchStore } from '../../src/storage/match-store';
import { openMatchStore } from '../../src/storage/idb-store';
import { createMemoryStore } from '../../src/storage/memory-store';
import { exportMatches } from '../../src/storage/saves-file';
import { gameEntries, type GameModule } from '../../src/games/registry';
import { adventureMartModule } from '../../src/games/adventure-mart/module';
import { UNPLAYED_CONTENT, game, module, parse, playReal, realExport } from './real-export';

function unwrapped<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

let counter = 0;
const stores: [string, () => Promise<MatchStore>][] = [
  ['memory', async () => createMemoryStore()],
  ['indexeddb', async () => {
    const opened = await openMatchStore({ name: `import-proof-${++counter}` });
    if (!opened.ok) throw new Error(opened.error.message);
    return opened.value;
  }],
];

/** Everything a player could observe in a store, to prove a refusal wrote nothing. */
async function observe(store: MatchStore): Promise<unknown> {
  const listed = await store.listMatches();
  if (!listed.ok) throw new Error(listed.error.message);
  const bundles = [];
  for (const m of listed.value.matches) bundles.push(await store.exportMatch(m.id));
  return { listed: listed.value, bundles };
}

/** A store that already holds a game, so "nothing written" also means "nothing already saved changed". */
async function residentStore(open: () => Promise<MatchStore>): Promise<MatchStore> {
  const store = await open();
  await playReal(store, 'resident', 3, 'resident-seed');
  return store;
}

let text12 = '';
beforeAll(async () => {
  text12 = await realExport(12);
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFile = any;
const edit = (change: (f: AnyFile) => void): string => {
  const f = parse(text12);
  change(f);
  return JSON.stringify(f);
};
const rehash = (f: AnyFile) => (f.matches[0].snapshots[0].hash = stateHash(f.matches[0].snapshots[0].state));

describe.each(stores)('import proof (%s)', (_kind, open) => {
  it('writes saved positions where the played game took them, so the import opens from near its end', async () => {
    const source = createMemoryStore();
    await playReal(source, 'long', 90, 'long-import');
    const text = unwrapped(await exportMatches(source));
    // The file carries only the start: every other position is the import's own replay.
    expect(parse(text).matches[0]!.snapshots.map((s) => s.seq)).toEqual([0]);
    const store = await open();
    const id = unwrapped(await importFile(store, text)).imported[0]!.id;
    const positions = async (s: MatchStore, matchId: string) => {
      const seqs = new Set<number>();
      for (let seq = 0; seq <= 90; seq++) seqs.add(unwrapped(await s.loadHistory(matchId, seq, seq)).snapshot.seq);
      return [...seqs];
    };
    const taken = await positions(store, id);
    expect(taken.length).toBeGreaterThan(2);
    expect(taken).toEqual(await positions(source, 'long'));
    // Each is the state the moves lead to, and resuming starts from the latest with a short tail.
    const played = unwrapped(await source.loadMatch('long'));
    const loaded = unwrapped(await store.loadMatch(id));
    expect(loaded.snapshot.seq).toBe(taken.at(-1));
    expect(loaded.snapshot.state).toEqual(played.snapshot.state);
    expect(loaded.tail.map((r) => r.hash)).toEqual(played.tail.map((r) => r.hash));
    // Undo never needs anything older: the same seats can take back the same moves as before.
    const mine = unwrapped(await resumeSession(store, module, id)).match.value;
    const theirs = unwrapped(await resumeSession(source, module, 'long')).match.value;
    expect(mine.base.seq).toBe(theirs.base.seq);
    expect(mine.log).toEqual(theirs.log);
    expect(mine.base.seq).toBeGreaterThan(50);
  });

  it('imports a real export and opens it to the very state it was saved at', async () => {
    const store = await residentStore(open);
    const result = await importFile(store, text12);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.imported).toHaveLength(1);
    const id = result.value.imported[0]!.id;
    const session = await resumeSession(store, module, id);
    if (!session.ok) throw new Error(session.error.message);
    const file = parse(text12).matches[0]!;
    expect(stateHash(session.value.match.value.state)).toBe(file.log.at(-1)!.hash);
  });

  const refusals: [string, (f: AnyFile) => void, RegExp][] = [
    ['a forged starting cash with its fingerprint recomputed and later ones emptied', (f) => {
      f.matches[0].snapshots[0].state.players[0].cash = 999999;
      rehash(f);
      for (const r of f.matches[0].log) r.hash = '';
    }, /starting position is not the one its seats, options and seed deal/],
    ['a forged starting cash with every fingerprint left as it was', (f) => {
      f.matches[0].snapshots[0].state.players[1].cash = 999999;
    }, /starting position is not the one/],
    ['4 seats in the header of a 3-player game', (f) => {
      f.matches[0].meta.seats.push({ name: 'Dev', colour: 'yellow', kind: 'person' });
    }, /starting position is not the one/],
    ['50 seats in the header', (f) => {
      for (let i = 0; i < 47; i++) f.matches[0].meta.seats.push({ name: `P${i}`, colour: 'yellow', kind: 'bot' });
    }, /lists 50 seats .*needs 2 to 4 players/],
    ['another seed', (f) => void (f.matches[0].meta.seed = 'another-seed'), /starting position is not the one/],
    ['a renamed seat', (f) => void (f.matches[0].meta.seats[1].name = 'Bob'), /starting position is not the one/],
    ['an option this game does not have', (f) => void (f.matches[0].meta.options.extraCash = true), /option "extraCash" that this game does not have/],
    ['an option with a value it cannot have', (f) => void (f.matches[0].meta.options.firstGame = 'yes'), /"First game \(preset hands\)" a value it cannot have/],
    ['an empty fingerprint on a move', (f) => void (f.matches[0].log[4].hash = ''), /move 5 \(\w+'s\) has no fingerprint/],
    ['an empty fingerprint on the start', (f) => void (f.matches[0].snapshots[0].hash = ''), /starting position has no fingerprint/],
    ['a wrong fingerprint on a move', (f) => void (f.matches[0].log[7].hash = '0123456789abcdef'), /move 8 \(\w+'s\) does not lead to the position the save records/],
    ['a changed action', (f) => {
      const r = f.matches[0].log.find((x: AnyFile) => x.action.type !== f.matches[0].log[0].action.type) ?? f.matches[0].log[2];
      r.action = { ...r.action, type: 'pass-the-salt' };
    }, /move \d+ \(\w+'s\) does not hold/],
    ['a move by another seat', (f) => void (f.matches[0].log[0].seat = (f.matches[0].log[0].seat + 1) % 3), /move 1 .*(does not hold|does not lead)/],
    ['a move that is not marked as the barrier it is', (f) => {
      const r = f.matches[0].log.find((x: AnyFile) => x.barrier);
      r.barrier = false;
    }, /is marked wrongly as to whether it can be taken back/],
    ['a header that says finished', (f) => void (f.matches[0].meta.status = 'finished'), /header says the game is finished, but it is still in progress/],
    ['a header with other progress', (f) => void (f.matches[0].meta.progress = 'Finished in December'), /header shows the progress "Finished in December"/],
    ['a header counting other moves', (f) => void (f.matches[0].meta.actionCount = 99), /header counts 99 moves but the save holds 12/],
    ['a saved position that is not where the moves lead', (f) => {
      f.matches[0].snapshots.push({ ...f.matches[0].snapshots[0], seq: 6, hash: f.matches[0].log[5].hash });
    }, /saved position after move 6 .*is not the one the moves lead to/],
    ['an older content version', (f) => void (f.matches[0].meta.contentVersion = UNPLAYED_CONTENT), /made by an older version of Shopfloor .*Keep the file/],
    ['a newer engine version', (f) => void (f.matches[0].meta.engineVersion = game.engineVersion + 1), /newer version of Shopfloor/],
    ['a game this version does not have', (f) => void (f.matches[0].meta.game = 'space-race'), /"space-race", which this version of Shopfloor does not have/],
    ['a move past the end of the log', (f) => {
      const last = f.matches[0].log.at(-1);
      f.matches[0].log.push({ ...last, seq: last.seq + 1 });
      f.matches[0].meta.actionCount += 1;
    }, /move 13 .*(does not hold|does not lead)/],
  ];

  it.each(refusals)('refuses %s, naming the game, writing nothing', async (_label, change, message) => {
    const store = await residentStore(open);
    const before = await observe(store);
    const result = await importFile(store, edit(change));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.message).toMatch(message);
    expect(result.error.message).toMatch(/^Game 1 in the file \(id "real"\)/);
    expect(result.error.message).toMatch(/Nothing was imported\.$/);
    expect(result.error.message).not.toMatch(/undefined|\[object|NaN/);
    expect(await observe(store)).toEqual(before);
  });

  it('refuses a file whose second game fails, keeping the valid first one out too', async () => {
    const store = await residentStore(open);
    const before = await observe(store);
    const a = parse(text12).matches[0]!;
    const b = parse(edit((f) => void (f.matches[0].log[3].hash = ''))).matches[0]!;
    const file = { ...parse(text12), matches: [a, { ...b, meta: { ...b.meta, id: 'second' }, log: b.log.map((r) => ({ ...r, matchId: 'second' })), snapshots: b.snapshots.map((s) => ({ ...s, matchId: 'second' })) }] };
    const result = await importFile(store, JSON.stringify(file));
    expect(result.ok ? 'imported' : result.error.message).toMatch(/^Game 2 in the file \(id "second"\), the Brick & Mortar game of Ana, Ben and Cleo, can't be imported: move 4/);
    expect(await observe(store)).toEqual(before);
  });
});

describe('every registered game', () => {
  for (const entry of gameEntries) {
    it.runIf(entry.load !== null)(`${entry.name}: a real export, in progress and finished, imports and reopens`, async () => {
      const played = await entry.load!();
      for (const moves of [15, 5000]) {
        const source = createMemoryStore();
        // Every option New game offers, switched on where it is a toggle.
        const variants = Object.fromEntries(entry.options.map((o) => [o.key, o.kind === 'toggle' ? o.key === 'firstGame' : 1]));
        await playReal(source, 'g', moves, `every-${entry.id}-${moves}`, variants, played);
        const text = unwrapped(await exportMatches(source));
        const target = createMemoryStore();
        const imported = unwrapped(await importFile(target, text));
        const reopened = unwrapped(await resumeSession(target, played, imported.imported[0]!.id));
        expect(stateHash(reopened.match.value.state)).toBe(parse(text).matches[0]!.log.at(-1)!.hash);
        if (moves > 15) expect(imported.imported[0]!.status).toBe('finished');
      }
    });
  }
});

describe('a first game made under an older content version this build still plays', () => {
  it('BM-S3: is dealt its own preset hands again, proven and imported, and resumes where it was', async () => {
    const older = game.alsoPlaysContent?.[0];
    if (older === undefined) throw new Error('Brick & Mortar plays no older content version');
    const text = await realExport(20, 'content-3', { firstGame: true }, older);
    const file = parse(text).matches[0]!;
    expect(file.meta.contentVersion).toBe(older);
    // Its hands are the older version's, not this build's: the proof deals them again from it.
    const start = file.snapshots.find((s) => s.seq === 0)!.state as { players: { hand: string[] }[] };
    const fresh = game.setup({ seats: file.meta.seats, variants: { firstGame: true } }, file.meta.seed) as typeof start;
    expect(start.players[0]!.hand).not.toEqual(fresh.players[0]!.hand);
    expect(await importedAndResumed(text, module)).toBe(file.log.at(-1)!.hash);
  });
});

/** Imports `text` into a fresh store and resumes its one game: the fingerprint it resumes at. */
async function importedAndResumed(text: string, mod: GameModule): Promise<string> {
  const store = createMemoryStore();
  const result = await importFile(store, text);
  if (!result.ok) throw new Error(result.error.message);
  const session = await resumeSession(store, mod, result.value.imported[0]!.id);
  if (!session.ok) throw new Error(session.error.message);
  return stateHash(session.value.match.value.state);
}

describe('a game made under an older rules version this build still plays', () => {
  it('an Adventure Mart game of engine 1 is proven by engine 1\'s rules, imported, and resumes where it was', async () => {
    const am = adventureMartModule;
    const older = am.game.alsoPlaysEngine?.[0];
    if (older === undefined) throw new Error('Adventure Mart plays no older rules version');
    const text = await realExport(60, 'engine-1', { firstGame: false }, am.game.contentVersion, am, older);
    const file = parse(text).matches[0]!;
    expect(file.meta.engineVersion).toBe(older);
    expect((file.snapshots.find((s) => s.seq === 0)!.state as { engineVersion: number }).engineVersion).toBe(older);
    expect(await importedAndResumed(text, am)).toBe(file.log.at(-1)!.hash);
  });

  it('a Brick & Mortar game of engine 1, past deliveries made in engine 1\'s form, is proven by engine 1\'s rules, imported, and resumes where it was', async () => {
    const older = module.game.alsoPlaysEngine?.[0];
    if (older === undefined) throw new Error('Brick & Mortar plays no older rules version');
    const text = await realExport(150, 'bm-engine-1', { firstGame: false }, module.game.contentVersion, module, older);
    const file = parse(text).matches[0]!;
    expect(file.meta.engineVersion).toBe(older);
    expect((file.snapshots.find((s) => s.seq === 0)!.state as { engineVersion: number }).engineVersion).toBe(older);
    // Engine 1's deliveries name committed crates per Store (BM-SA4 before engine 2).
    expect(file.log.some((e) => { const a = e.action as { type: string }; return a.type === 'sale-commit' && 'crates' in a; })).toBe(true);
    expect(await importedAndResumed(text, module)).toBe(file.log.at(-1)!.hash);
  });
});

describe('import proof of a finished game', () => {
  it('imports a whole game played to its end', async () => {
    const text = await realExport(2000, 'to-the-end');
    expect(parse(text).matches[0]!.meta.status).toBe('finished');
    const store = createMemoryStore();
    const result = await importFile(store, text);
    expect(result.ok ? result.value.imported[0]!.status : result.error.message).toBe('finished');
  });
});

describe('a random single change to a real export is refused', () => {
  // Every place a change can go: a number or text anywhere in the starting position, an action's
  // field, a move's seat, a fingerprint, and the header's game facts. (Colours, seat kinds, ids and
  // times are the table's own labels, not facts of the game: a change there is not a forgery.)
  type Change = (f: AnyFile, pick: number, value: number) => string;
  const start = (f: AnyFile) => f.matches[0].snapshots[0].state;
  const leaves = (x: unknown, path: (string | number)[] = [], out: (string | number)[][] = []) => {
    if (typeof x === 'object' && x !== null) for (const [k, v] of Object.entries(x)) leaves(v, [...path, Array.isArray(x) ? Number(k) : k], out);
    else if (typeof x === 'number' || typeof x === 'string' || typeof x === 'boolean') out.push(path);
    return out;
  };
  const setAt = (root: AnyFile, path: (string | number)[], change: (old: unknown) => unknown) => {
    let at = root;
    for (const k of path.slice(0, -1)) at = at[k];
    const key = path.at(-1)!;
    at[key] = change(at[key]);
  };
  const differ = (old: unknown, value: number): unknown =>
    typeof old === 'number' ? old + (value === 0 ? 1 : value) : typeof old === 'string' ? `${old}${value}` : !old;
  const changes: Record<string, Change> = {
    'a value in the starting position': (f, pick, value) => {
      const paths = leaves(start(f)).filter((p) => p[0] !== 'rng' || value % 2 === 0);
      const path = paths[pick % paths.length]!;
      setAt(start(f), path, (old) => differ(old, value));
      if (value % 3 === 0) f.matches[0].snapshots[0].hash = stateHash(start(f));
      return `start.${path.join('.')}`;
    },
    'a field of an action': (f, pick, value) => {
      const record = f.matches[0].log[pick % f.matches[0].log.length];
      const paths = leaves(record.action);
      const path = paths[Math.abs(value) % paths.length]!;
      setAt(record.action, path, (old) => differ(old, value));
      return `move ${record.seq}: action.${path.join('.')}`;
    },
    'a seat of a move': (f, pick, value) => {
      const record = f.matches[0].log[pick % f.matches[0].log.length];
      record.seat = (record.seat + 1 + Math.abs(value % 2)) % 3;
      return `move ${record.seq}: seat`;
    },
    'a fingerprint': (f, pick, value) => {
      const record = pick % 13 === 0 ? f.matches[0].snapshots[0] : f.matches[0].log[pick % f.matches[0].log.length];
      record.hash = value % 4 === 0 ? '' : `${((Number.parseInt(record.hash.slice(0, 8), 16) ^ (value + 6)) >>> 0).toString(16).padStart(8, '0')}${record.hash.slice(8)}`;
      return `fingerprint of ${record.seq}`;
    },
    'the header': (f, pick, value) => {
      const meta = f.matches[0].meta;
      const fields: (() => void)[] = [
        () => (meta.game = `${meta.game}x`),
        () => (meta.seed = `${meta.seed}${value}`),
        () => (meta.seats[pick % 3].name = `${meta.seats[pick % 3].name}${value}`),
        () => meta.seats.splice(pick % 3, 1),
        () => meta.seats.push({ ...meta.seats[0], name: `Extra${value}` }),
        () => (meta.engineVersion += value % 2 === 0 ? 1 : -1),
        () => (meta.contentVersion += value % 2 === 0 ? 1 : -1),
        () => (meta.status = meta.status === 'active' ? 'finished' : 'active'),
        () => (meta.actionCount += value === 0 ? 1 : value),
        () => (meta.progress = `${meta.progress}${value}`),
        () => (meta.options.firstGame = !meta.options.firstGame),
        () => (meta.options[`variant${value}`] = true),
      ];
      fields[pick % fields.length]!();
      return `header field ${pick % fields.length}`;
    },
  };

  it('for any change: the file is refused and nothing is written', async () => {
    const store = createMemoryStore();
    await playReal(store, 'resident', 2, 'resident');
    const before = await observe(store);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(changes)),
        fc.nat(10_000),
        fc.integer({ min: -5, max: 5 }),
        async (kind, pick, value) => {
          const f = parse(text12);
          const where = changes[kind]!(f, pick, value);
          const result = await importFile(store, JSON.stringify(f));
          if (result.ok) throw new Error(`accepted a change to ${where}`);
          expect(result.error.message).toMatch(/Nothing was imported\.$/);
        },
      ),
      { numRuns: 300, seed: 20261201 },
    );
    expect(await observe(store)).toEqual(before);
  });
});

describe('exports for the import tests', () => {
  it('are real: the unchanged export imports', async () => {
    const store = createMemoryStore();
    const again = await exportMatches(store);
    expect(again.ok).toBe(true);
    expect((await importFile(store, text12)).ok).toBe(true);
  });
});

describe('versions from the registry', () => {
  it('judges versions without loading any game, and loads only the games a file holds', async () => {
    const spies = gameEntries.filter((e) => e.load).map((e) => [e.id, vi.spyOn(e as { load: () => Promise<unknown> }, 'load')] as const);
    try {
      const store = createMemoryStore();
      const older = edit((f) => void (f.matches[0].meta.contentVersion = UNPLAYED_CONTENT));
      expect((await importFile(store, older)).ok).toBe(false);
      for (const [, spy] of spies) expect(spy).not.toHaveBeenCalled();
      expect((await importFile(store, text12)).ok).toBe(true);
      for (const [id, spy] of spies) expect(spy.mock.calls.length).toBe(id === game.id ? 1 : 0);
    } finally {
      for (const [, spy] of spies) spy.mockRestore();
    }
  });
});
