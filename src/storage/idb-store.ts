// MatchStore on IndexedDB (via idb). Every public method runs in one transaction and resolves only
// after that transaction has completed, so "saved" means saved. Failures become Result errors.
import { openDB } from 'idb';
import type { IDBPDatabase, IDBPTransaction } from 'idb';
import type { Result } from '../engine/types';
import { fail, ok } from '../engine/result';
import { CLOSED_MESSAGE, UNAVAILABLE_MESSAGE, storageError } from './errors';
import type { MatchBundle, MatchStore, UnreadableRecord } from './match-store';
import { newestFirst } from './match-store';
import type { LogRecord, MatchMeta, SnapshotRecord } from './records';
import { checkLogRecord, checkMatchMeta, checkSnapshotRecord, formatKey } from './records';
import { DEFAULT_DB_NAME, SCHEMA_VERSION, migrate } from './schema';
import type { ShopfloorDB, UpgradeDB, UpgradeTx } from './schema';
import * as C from './store-checks';

type DB = IDBPDatabase<ShopfloorDB>;
type StoreName = 'matches' | 'log' | 'snapshots';
type Tx<M extends IDBTransactionMode> = IDBPTransaction<ShopfloorDB, StoreName[], M>;

export interface OpenOptions {
  /** Database name; tests use one per test. */
  name?: string;
  /** Called after a newer tab asked to upgrade the database and this connection was closed. */
  onVersionChange?: () => void;
  /** Called when this tab's upgrade waits on an older tab that keeps the database open. */
  onBlocked?: () => void;
}

const ALL: StoreName[] = ['matches', 'log', 'snapshots'];
// Key ranges for one match. Arrays sort after every number and string in IndexedDB key order, so
// [id] .. [id, []] covers every record of the match, even one with a garbage seq.
const everything = (id: string) => IDBKeyRange.bound([id], [id, []]);
const numbered = (id: string, from = 0) => IDBKeyRange.bound([id, from], [id, Infinity]);
const after = (id: string, seq: number) => IDBKeyRange.bound([id, seq], [id, []], true);

function abortQuietly(tx: Tx<IDBTransactionMode>): void {
  try {
    tx.abort();
  } catch {
    // Already finished or already aborting: nothing left to undo.
  }
}

/**
 * Runs `body` in one transaction. A `{ok:false}` from body or any exception aborts the whole
 * transaction, so nothing of a refused or failed write lands. Waits for tx.done either way.
 */
async function inTx<T, M extends IDBTransactionMode>(
  db: DB | null,
  mode: M,
  doing: string,
  body: (tx: Tx<M>) => Promise<Result<T>>,
): Promise<Result<T>> {
  if (!db) return fail('closed', CLOSED_MESSAGE);
  let tx: Tx<M>;
  try {
    // 'strict' so a completed save has reached the disk, not just the OS cache; moves are slow
    // (human speed), so the extra flush costs nothing anyone notices.
    tx = db.transaction(ALL, mode, mode === 'readwrite' ? { durability: 'strict' } : {});
  } catch (e) {
    return fail(storageError(e, doing));
  }
  try {
    const result = await body(tx);
    if (!result.ok) abortQuietly(tx);
    await tx.done.catch((e: unknown) => {
      if (result.ok) throw e;
    });
    return result;
  } catch (e) {
    abortQuietly(tx);
    await tx.done.catch(() => undefined);
    return fail(storageError(e, doing));
  }
}

/**
 * A request placed ahead of a check it does not wait for: if the check refuses, the abort rejects
 * the request, which is the refusal working (inTx reports why), not an error left unhandled.
 */
function settledQuietly<T>(pending: Promise<T>): Promise<T> {
  pending.catch(() => undefined);
  return pending;
}

/** Highest numbered seq in the log of `id` (0 when the log is empty). */
async function lastSeq(tx: Tx<IDBTransactionMode>, id: string): Promise<number> {
  const cursor = await tx.objectStore('log').openKeyCursor(numbered(id), 'prev');
  return cursor ? cursor.key[1] : 0;
}

async function exists(tx: Tx<IDBTransactionMode>, id: string): Promise<boolean> {
  return (await tx.objectStore('matches').count(id)) > 0;
}

/**
 * Newest snapshot of `id` (at or before `upTo`) that passes its check; an unreadable one is
 * skipped (and kept).
 */
async function latestSnapshot(tx: Tx<'readonly'>, id: string, upTo = Infinity): Promise<SnapshotRecord | null> {
  let cursor = await tx.objectStore('snapshots').openCursor(IDBKeyRange.bound([id, 0], [id, upTo]), 'prev');
  while (cursor) {
    const value: unknown = cursor.value;
    if (checkSnapshotRecord(value) === null && (value as SnapshotRecord).matchId === id) {
      return value as SnapshotRecord;
    }
    cursor = await cursor.continue();
  }
  return null;
}

/** Reads log records, refusing the lot if any fails its check or a seq is missing. */
function readLog(values: unknown[], from: number): Result<LogRecord[]> {
  for (const v of values) {
    const p = checkLogRecord(v);
    if (p) return C.unreadable(`a saved move is damaged: ${p}`);
  }
  const log = values as LogRecord[];
  const gap = C.checkContiguous(log, from);
  return gap ? C.unreadable(gap) : ok(log);
}

function createIdbStore(handle: { db: DB | null }): MatchStore {
  return {
    kind: 'indexeddb',

    listMatches: () =>
      inTx(handle.db, 'readonly', 'list saved games', async (tx) => {
        const store = tx.objectStore('matches');
        // Same store, same transaction: keys and values come back in the same order.
        const [keys, values] = await Promise.all([store.getAllKeys(), store.getAll()]);
        const matches: MatchMeta[] = [];
        const unreadable: UnreadableRecord[] = [];
        values.forEach((value: unknown, i) => {
          const reason = checkMatchMeta(value);
          if (reason) unreadable.push({ key: formatKey(keys[i]), reason });
          else matches.push(value as MatchMeta);
        });
        matches.sort(newestFirst);
        return ok({ matches, unreadable });
      }),

    listRecent: (limit) =>
      inTx(handle.db, 'readonly', 'list saved games', async (tx) => {
        const store = tx.objectStore('matches');
        const total = await store.count();
        const matches: MatchMeta[] = [];
        const unreadable: UnreadableRecord[] = [];
        // A record without a numeric lastPlayedAt is not a match we can read: text keys sort after
        // numbers (so come first here) and fail the check; records with no valid key at all are
        // not in the index, and only listMatches' full read finds them.
        let cursor = await store.index('by-lastPlayed').openCursor(null, 'prev');
        while (cursor && matches.length < limit) {
          const value: unknown = cursor.value;
          const reason = checkMatchMeta(value);
          if (reason) unreadable.push({ key: formatKey(cursor.primaryKey), reason });
          else matches.push(value as MatchMeta);
          cursor = await cursor.continue();
        }
        return ok({ matches, unreadable, total });
      }),

    createMatch: async (meta, initial) => {
      const checked = C.checkCreate(meta, initial);
      if (!checked.ok) return checked;
      return inTx(handle.db, 'readwrite', 'start this game', async (tx) => {
        if (await exists(tx, meta.id)) return C.alreadyExists();
        await tx.objectStore('matches').put({ ...meta, actionCount: 0 });
        await tx.objectStore('snapshots').put(initial);
        return ok(undefined);
      });
    },

    appendAction: async (meta, record, snapshot) => {
      const checked = C.checkAppend(meta, record, snapshot);
      if (!checked.ok) return checked;
      return inTx(handle.db, 'readwrite', 'save this move', async (tx) => {
        // Every request is placed at once, so a move costs one round trip to the database instead
        // of five: a transaction runs its requests in order, so the checks read the store as it
        // was before the writes, and a failed check aborts the transaction, writes included.
        const checks = settledQuietly(Promise.all([exists(tx, meta.id), lastSeq(tx, meta.id)]));
        // Meta first: if a later put fails, the abort must visibly undo an earlier write too.
        const written = [
          settledQuietly(tx.objectStore('matches').put({ ...meta, actionCount: record.seq })),
          settledQuietly(tx.objectStore('log').put(record)),
          snapshot ? settledQuietly(tx.objectStore('snapshots').put(snapshot)) : undefined,
        ];
        const [found, last] = await checks;
        if (!found) return C.notFound();
        if (record.seq !== last + 1) return C.outOfOrder(last + 1, record.seq);
        // The checks passed and every write is placed: the database may commit as soon as the
        // writes are done, without waiting for the page to read each write's answer first (a page
        // busy drawing the tap's first frame held the commit back; issue 33).
        tx.commit?.();
        await Promise.all(written);
        return ok(undefined);
      });
    },

    loadMatch: (id) =>
      inTx(handle.db, 'readonly', 'open this saved game', async (tx) => {
        const meta: unknown = await tx.objectStore('matches').get(id);
        if (meta === undefined) return C.notFound();
        const problem = checkMatchMeta(meta);
        if (problem) return C.unreadable(problem);
        const snapshot = await latestSnapshot(tx, id);
        if (!snapshot) return C.unreadable('it has no readable saved position');
        const tail = readLog(await tx.objectStore('log').getAll(after(id, snapshot.seq)), snapshot.seq);
        if (!tail.ok) return tail;
        return ok({ meta: meta as MatchMeta, snapshot, tail: tail.value });
      }),

    loadHistory: (id, from, to) =>
      inTx(handle.db, 'readonly', 'read the log of this game', async (tx) => {
        if (!(await exists(tx, id))) return C.notFound();
        const snapshot = await latestSnapshot(tx, id, Math.max(0, Math.min(from, to)));
        if (!snapshot) return C.unreadable('it has no readable saved position');
        // A key range must not be empty (the browser throws), so an empty stretch reads nothing.
        const values = to > snapshot.seq ? await tx.objectStore('log').getAll(IDBKeyRange.bound([id, snapshot.seq], [id, to], true)) : [];
        const log = readLog(values, snapshot.seq);
        if (!log.ok) return log;
        const short = C.checkReaches(log.value, snapshot.seq, to);
        return short ? C.unreadable(short) : ok({ snapshot, log: log.value });
      }),

    addSnapshots: (id, snapshots) =>
      inTx(handle.db, 'readwrite', 'keep saved positions of this game', async (tx) => {
        if (!(await exists(tx, id))) return C.notFound();
        const hashes = new Map<number, string>();
        for (const s of snapshots) {
          const record: unknown = Number.isInteger(s?.seq) && s.seq > 0 ? await tx.objectStore('log').get([id, s.seq]) : undefined;
          if (checkLogRecord(record) === null) hashes.set(s.seq, (record as LogRecord).hash);
        }
        const checked = C.checkSnapshots(id, snapshots, (seq) => hashes.get(seq));
        if (!checked.ok) return checked;
        // A position already there is never replaced: it may be one the app cannot read, kept as it is.
        for (const s of snapshots) if ((await tx.objectStore('snapshots').count([id, s.seq])) === 0) await tx.objectStore('snapshots').put(s);
        return ok(undefined);
      }),

    truncateAfter: async (meta, seq) => {
      const checked = C.checkTruncate(meta, seq);
      if (!checked.ok) return checked;
      return inTx(handle.db, 'readwrite', 'undo', async (tx) => {
        if (!(await exists(tx, meta.id))) return C.notFound();
        const last = await lastSeq(tx, meta.id);
        if (seq > last) return C.undoTooFar(seq, last);
        // Numbered seqs only: a garbage record kept by a migration is not undo's to delete.
        const range = IDBKeyRange.bound([meta.id, seq], [meta.id, Infinity], true);
        await tx.objectStore('log').delete(range);
        await tx.objectStore('snapshots').delete(range);
        await tx.objectStore('matches').put({ ...meta, actionCount: seq });
        return ok(undefined);
      });
    },

    deleteMatch: (id) =>
      inTx(handle.db, 'readwrite', 'delete this game', async (tx) => {
        // The player confirmed deleting this whole match: damaged records of it go too.
        await tx.objectStore('matches').delete(id);
        await tx.objectStore('log').delete(everything(id));
        await tx.objectStore('snapshots').delete(everything(id));
        return ok(undefined);
      }),

    exportMatch: (id) =>
      inTx(handle.db, 'readonly', 'export this game', async (tx) => {
        const meta: unknown = await tx.objectStore('matches').get(id);
        if (meta === undefined) return C.notFound();
        const problem = checkMatchMeta(meta);
        if (problem) return C.unreadable(problem);
        const first: unknown = await tx.objectStore('snapshots').get([id, 0]);
        const sp = checkSnapshotRecord(first);
        if (sp) return C.unreadable(`its starting position is damaged: ${sp}`);
        const log = readLog(await tx.objectStore('log').getAll(after(id, 0)), 0);
        if (!log.ok) return log;
        return ok({ meta: meta as MatchMeta, snapshots: [first as SnapshotRecord], log: log.value });
      }),

    importBundles: (bundles, newId) => {
      const bad = C.checkBundles(bundles);
      if (!bad.ok) return Promise.resolve(bad);
      return inTx(handle.db, 'readwrite', 'import these games', async (tx) => {
        const saved: MatchMeta[] = [];
        for (const original of bundles) {
          let id = original.meta.id;
          // Checked inside the transaction, so two bundles with one id in the same file also split.
          while (await exists(tx, id)) id = newId();
          const b: MatchBundle = id === original.meta.id ? original : C.withId(original, id);
          const meta = { ...b.meta, actionCount: b.log.length };
          await tx.objectStore('matches').put(meta);
          await Promise.all(b.snapshots.map((s) => tx.objectStore('snapshots').put(s)));
          await Promise.all(b.log.map((r) => tx.objectStore('log').put(r)));
          saved.push(meta);
        }
        return ok(saved);
      });
    },

    close: () => {
      handle.db?.close();
      handle.db = null;
    },
  };
}

function openError(e: unknown, migrationError: unknown): Result<never> {
  if (migrationError !== null) {
    return fail(
      'migration-failed',
      'Shopfloor could not update your saved games to this version. They are unchanged; reload to try again.',
    );
  }
  const name = typeof e === 'object' && e !== null && 'name' in e ? e.name : '';
  if (name === 'VersionError') {
    return fail('newer-version', 'Your saved games were written by a newer version of Shopfloor. Reload the page to update.');
  }
  return fail('unavailable', UNAVAILABLE_MESSAGE);
}

export async function openMatchStore(opts: OpenOptions = {}): Promise<Result<MatchStore>> {
  if (typeof indexedDB === 'undefined' || !indexedDB) return fail('unavailable', UNAVAILABLE_MESSAGE);
  const handle: { db: DB | null } = { db: null };
  let migrationError: unknown = null;
  try {
    const db = await openDB<ShopfloorDB>(opts.name ?? DEFAULT_DB_NAME, SCHEMA_VERSION, {
      upgrade(upgradeDb, oldVersion, _newVersion, tx) {
        // An aborted upgrade is reported by openDB itself; this stops a duplicate unhandled rejection.
        tx.done.catch(() => undefined);
        // idb does not wait for an async upgrade; if a step fails, abort so the whole upgrade
        // rolls back and the old data stays as it was.
        migrate(upgradeDb as unknown as UpgradeDB, tx as unknown as UpgradeTx, oldVersion).catch((err: unknown) => {
          migrationError = err ?? 'failed';
          try {
            tx.abort();
          } catch {
            // The transaction already ended; open() reports the failure.
          }
        });
      },
      // A newer tab wants to upgrade: step aside so it is not blocked, and let the UI ask for a reload.
      blocking(_current, _blocked, event) {
        // The event's target is the raw connection; it exists even before openDB's promise resolves.
        (event.target as IDBDatabase).close();
        handle.db = null;
        opts.onVersionChange?.();
      },
      // An older tab (without this `blocking` handler) still holds the database: say so.
      blocked() {
        opts.onBlocked?.();
      },
      terminated() {
        handle.db = null;
      },
    });
    handle.db = db;
    return ok(createIdbStore(handle));
  } catch (e) {
    return openError(e, migrationError);
  }
}
