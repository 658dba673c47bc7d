// MatchStore kept in memory, for browsers that refuse IndexedDB (private browsing): the game is
// playable but lost when the page closes. It honours the same contract as the IndexedDB store
// (the shared contract tests run against both), including copy-on-write and atomic refusals:
// every write is cloned first (structuredClone fails like IndexedDB on non-data) and committed
// only when the whole operation is accepted.
import type { Result } from '../engine/types';
import { fail, ok } from '../engine/result';
import { CLOSED_MESSAGE, storageError } from './errors';
import type { MatchBundle, MatchStore } from './match-store';
import { newestFirst } from './match-store';
import type { LogRecord, MatchMeta, SnapshotRecord } from './records';
import * as C from './store-checks';

interface Entry {
  meta: MatchMeta;
  log: LogRecord[]; // log[i].seq === i + 1
  snapshots: SnapshotRecord[]; // ascending seq
}

export function createMemoryStore(): MatchStore {
  const entries = new Map<string, Entry>();
  let closed = false;

  /** Runs `body` unless closed; a thrown clone error becomes the same Result IndexedDB gives. */
  async function guard<T>(doing: string, body: () => Result<T>): Promise<Result<T>> {
    if (closed) return fail('closed', CLOSED_MESSAGE);
    try {
      return body();
    } catch (e) {
      return fail(storageError(e, doing));
    }
  }

  const copy = structuredClone;

  return {
    kind: 'memory',

    listMatches: () =>
      guard('list saved games', () => {
        const matches = [...entries.values()].map((e) => copy(e.meta));
        matches.sort(newestFirst);
        return ok({ matches, unreadable: [] });
      }),

    listRecent: (limit) =>
      guard('list saved games', () => {
        const metas = [...entries.values()].map((e) => e.meta).sort(newestFirst);
        return ok({ matches: metas.slice(0, limit).map((m) => copy(m)), unreadable: [], total: metas.length });
      }),

    createMatch: (meta, initial) =>
      guard('start this game', () => {
        const checked = C.checkCreate(meta, initial);
        if (!checked.ok) return checked;
        if (entries.has(meta.id)) return C.alreadyExists();
        const entry: Entry = { meta: copy({ ...meta, actionCount: 0 }), log: [], snapshots: [copy(initial)] };
        entries.set(meta.id, entry);
        return ok(undefined);
      }),

    appendAction: (meta, record, snapshot) =>
      guard('save this move', () => {
        const checked = C.checkAppend(meta, record, snapshot);
        if (!checked.ok) return checked;
        const entry = entries.get(meta.id);
        if (!entry) return C.notFound();
        if (record.seq !== entry.log.length + 1) return C.outOfOrder(entry.log.length + 1, record.seq);
        // Clone everything before changing anything, so a failed clone leaves the entry untouched.
        const m = copy({ ...meta, actionCount: record.seq });
        const r = copy(record);
        const s = snapshot ? copy(snapshot) : null;
        entry.meta = m;
        entry.log.push(r);
        if (s) entry.snapshots.push(s);
        return ok(undefined);
      }),

    loadMatch: (id) =>
      guard('open this saved game', () => {
        const entry = entries.get(id);
        if (!entry) return C.notFound();
        const snapshot = entry.snapshots[entry.snapshots.length - 1];
        if (!snapshot) return C.unreadable('it has no readable saved position');
        return ok(copy({ meta: entry.meta, snapshot, tail: entry.log.slice(snapshot.seq) }));
      }),

    loadHistory: (id, from, to) =>
      guard('read the log of this game', () => {
        const entry = entries.get(id);
        if (!entry) return C.notFound();
        const snapshot = entry.snapshots.filter((s) => s.seq <= Math.max(0, Math.min(from, to))).at(-1);
        if (!snapshot) return C.unreadable('it has no readable saved position');
        const log = entry.log.slice(snapshot.seq, Math.max(snapshot.seq, to));
        const short = C.checkReaches(log, snapshot.seq, to);
        return short ? C.unreadable(short) : ok(copy({ snapshot, log }));
      }),

    addSnapshots: (id, snapshots) =>
      guard('keep saved positions of this game', () => {
        const entry = entries.get(id);
        if (!entry) return C.notFound();
        const checked = C.checkSnapshots(id, snapshots, (seq) => entry.log[seq - 1]?.hash);
        if (!checked.ok) return checked;
        // A position already there is never replaced (as in IndexedDB, where it may be unreadable).
        const added = copy(snapshots).filter((a) => !entry.snapshots.some((s) => s.seq === a.seq));
        entry.snapshots = [...entry.snapshots, ...added].sort((x, y) => x.seq - y.seq);
        return ok(undefined);
      }),

    truncateAfter: (meta, seq) =>
      guard('undo', () => {
        const checked = C.checkTruncate(meta, seq);
        if (!checked.ok) return checked;
        const entry = entries.get(meta.id);
        if (!entry) return C.notFound();
        if (seq > entry.log.length) return C.undoTooFar(seq, entry.log.length);
        const m = copy({ ...meta, actionCount: seq });
        entry.meta = m;
        entry.log = entry.log.slice(0, seq);
        entry.snapshots = entry.snapshots.filter((s) => s.seq <= seq);
        return ok(undefined);
      }),

    deleteMatch: (id) =>
      guard('delete this game', () => {
        entries.delete(id);
        return ok(undefined);
      }),

    exportMatch: (id) =>
      guard('export this game', () => {
        const entry = entries.get(id);
        if (!entry) return C.notFound();
        const first = entry.snapshots[0];
        if (!first || first.seq !== 0) return C.unreadable('its starting position is missing');
        return ok(copy({ meta: entry.meta, snapshots: [first], log: entry.log }));
      }),

    importBundles: (bundles, newId) =>
      guard('import these games', () => {
        const bad = C.checkBundles(bundles);
        if (!bad.ok) return bad;
        // Build every new entry first (clones may fail), then commit them all at once.
        const taken = new Set(entries.keys());
        const fresh: Entry[] = [];
        for (const original of bundles) {
          let id = original.meta.id;
          while (taken.has(id)) id = newId();
          taken.add(id);
          const b: MatchBundle = id === original.meta.id ? original : C.withId(original, id);
          const snapshots = copy(b.snapshots).sort((x, y) => x.seq - y.seq);
          fresh.push({ meta: copy({ ...b.meta, actionCount: b.log.length }), log: copy(b.log), snapshots });
        }
        for (const e of fresh) entries.set(e.meta.id, e);
        return ok(fresh.map((e) => copy(e.meta)));
      }),

    close: () => {
      closed = true;
    },
  };
}
