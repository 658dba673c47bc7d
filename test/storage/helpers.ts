// Shared builders for the storage tests. Not a test file itself (no .test.ts suffix).
import { openDB } from 'idb';
import type { Result } from '../../src/engine/types';
import type { LogRecord, MatchMeta, SnapshotRecord } from '../../src/storage/records';
import type { MatchStore } from '../../src/storage/match-store';

let counter = 0;
/** One database name per test, as fake-indexeddb shares one factory per test file. */
export const uniqueName = (): string => `test-${++counter}`;

export function unwrap<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.error.code}: ${r.error.message}`);
  return r.value;
}

export function errorOf<T>(r: Result<T>): { code: string; message: string } {
  if (r.ok) throw new Error('expected an error Result, got ok');
  return r.error;
}

export function makeMeta(id = 'm1', over: Partial<MatchMeta> = {}): MatchMeta {
  return {
    id,
    game: 'corner-shop',
    seats: [
      { name: 'Ada', colour: '#c33', kind: 'person' },
      { name: 'Bot', colour: '#33c', kind: 'bot' },
    ],
    options: { firstGame: true },
    seed: 'seed-1',
    engineVersion: 1,
    contentVersion: 1,
    status: 'active',
    createdAt: 1000,
    lastPlayedAt: 1000,
    actionCount: 0,
    progress: '',
    ...over,
  };
}

export const makeLog = (matchId: string, seq: number, over: Partial<LogRecord> = {}): LogRecord => ({
  matchId,
  seq,
  seat: seq % 2,
  action: { type: 'stock', amount: seq },
  barrier: seq % 5 === 0,
  hash: `h${seq}`,
  ...over,
});

export const makeSnap = (matchId: string, seq: number): SnapshotRecord => ({
  matchId,
  seq,
  state: { turn: seq, shelves: [seq, seq * 2], note: `after ${seq}` },
  hash: `h${seq}`,
});

/** Creates match `id` and appends `n` actions, snapshotting when due, like the app does. */
export async function playMatch(store: MatchStore, id: string, n: number, over: Partial<MatchMeta> = {}): Promise<MatchMeta> {
  let meta = makeMeta(id, over);
  unwrap(await store.createMatch(meta, makeSnap(id, 0)));
  for (let seq = 1; seq <= n; seq++) {
    meta = { ...meta, actionCount: seq, lastPlayedAt: meta.createdAt + seq, progress: `Move ${seq}` };
    unwrap(await store.appendAction(meta, makeLog(id, seq), seq % 25 === 0 ? makeSnap(id, seq) : undefined));
  }
  return meta;
}

/** Every record of every store, read with a separate raw connection (closed afterwards). */
export async function dumpDb(name: string): Promise<Record<string, unknown[]>> {
  const db = await openDB(name);
  const out: Record<string, unknown[]> = {};
  for (const store of [...db.objectStoreNames].sort()) out[store] = await db.getAll(store);
  db.close();
  return out;
}
