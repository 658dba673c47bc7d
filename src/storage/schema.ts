// The IndexedDB schema and its migrations. Migrations run inside idb's `upgrade()` (the browser's
// versionchange transaction), so either every step of an upgrade lands or none does.
//
// Version history:
// - v1 (older app, kept here as documentation; test/storage/fixtures/v1.ts builds one):
//     `matches` keyPath `id`: { id, game, players: SeatRecord[], options, seed, engineVersion,
//       contentVersion, status, createdAt, lastPlayedAt, initialState } (no seats/progress/actionCount;
//       the initial state lived inside the match record, there was no snapshots store)
//     `actions` keyPath ['matchId','seq']: { matchId, seq, seat, action, hash? }
// - v2 (current):
//     `matches` keyPath `id`, index `by-lastPlayed` on lastPlayedAt
//     `log` keyPath ['matchId','seq']: LogRecord
//     `snapshots` keyPath ['matchId','seq']: SnapshotRecord
//
// Rule for every migration: a record it cannot understand is copied (or left) exactly as it is,
// never deleted. The app reports it as unreadable later, and a future version may rescue it.
import type { DBSchema, IDBPDatabase, IDBPTransaction } from 'idb';
import { isPlainObject } from './records';

export const DEFAULT_DB_NAME = 'shopfloor';
export const SCHEMA_VERSION = 2;

/** The current (v2) schema. Values are `unknown`: stored records are untrusted until checked. */
export interface ShopfloorDB extends DBSchema {
  matches: { key: string; value: unknown; indexes: { 'by-lastPlayed': number } };
  log: { key: [string, number]; value: unknown };
  snapshots: { key: [string, number]; value: unknown };
}

/** Migrations see the database untyped, because each one starts from a different schema. */
export type UpgradeDB = IDBPDatabase<unknown>;
export type UpgradeTx = IDBPTransaction<unknown, string[], 'versionchange'>;
export type Migration = (db: UpgradeDB, tx: UpgradeTx) => Promise<void>;

/** Creates the v1 stores (only on a brand-new database; later migrations then bring it up to date). */
async function toV1(db: UpgradeDB): Promise<void> {
  db.createObjectStore('matches', { keyPath: 'id' });
  db.createObjectStore('actions', { keyPath: ['matchId', 'seq'] });
}

/** v1 -> v2: players -> seats, actions -> log, initialState -> snapshot 0, new index. */
async function toV2(db: UpgradeDB, tx: UpgradeTx): Promise<void> {
  db.createObjectStore('log', { keyPath: ['matchId', 'seq'] });
  db.createObjectStore('snapshots', { keyPath: ['matchId', 'seq'] });
  const matches = tx.objectStore('matches');
  matches.createIndex('by-lastPlayed', 'lastPlayedAt');

  // Move every action. An understood one gets the v2 fields; any other is copied unchanged
  // (its key is valid for `log`, since both stores share the keyPath).
  const log = tx.objectStore('log');
  const lastSeq = new Map<string, number>();
  for (const rec of (await tx.objectStore('actions').getAll()) as unknown[]) {
    if (isPlainObject(rec) && typeof rec.matchId === 'string' && Number.isInteger(rec.seq)) {
      const seq = rec.seq as number;
      // Spread first: fields v2 does not know are carried along, not dropped.
      await log.put({
        ...rec,
        // v1 had no barriers: treat every old move as one, so undo never reaches into old history.
        barrier: typeof rec.barrier === 'boolean' ? rec.barrier : true,
        hash: typeof rec.hash === 'string' ? rec.hash : '',
      });
      lastSeq.set(rec.matchId, Math.max(lastSeq.get(rec.matchId) ?? 0, seq));
    } else {
      await log.put(rec);
    }
  }

  const snapshots = tx.objectStore('snapshots');
  for (const rec of (await matches.getAll()) as unknown[]) {
    // Only a record with a players list is a v1 match we understand; others stay as they are.
    if (!isPlainObject(rec) || !Array.isArray(rec.players)) continue;
    const { players, initialState, ...rest } = rec;
    await matches.put({
      ...rest,
      seats: players,
      progress: '',
      actionCount: typeof rest.id === 'string' ? (lastSeq.get(rest.id) ?? 0) : 0,
    });
    if (typeof rest.id === 'string' && initialState !== undefined) {
      // No hash was stored in v1; '' tells the resume check there is nothing to compare.
      await snapshots.put({ matchId: rest.id, seq: 0, state: initialState, hash: '' });
    }
  }

  db.deleteObjectStore('actions');
}

/** MIGRATIONS[v] brings a database from version v-1 to v. Add 3 here when the schema changes. */
export const MIGRATIONS: Readonly<Record<number, Migration>> = { 1: toV1, 2: toV2 };

/** Runs every migration from oldVersion+1 up to `target`, in order. */
export async function migrate(db: UpgradeDB, tx: UpgradeTx, oldVersion: number, target = SCHEMA_VERSION): Promise<void> {
  for (let v = oldVersion + 1; v <= target; v++) {
    const step = MIGRATIONS[v];
    if (!step) throw new Error(`No migration to schema version ${v}`);
    await step(db, tx);
  }
}
