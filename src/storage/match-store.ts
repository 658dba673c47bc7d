// The contract the app uses to keep matches. Two implementations honour it: IndexedDB
// (idb-store.ts, the normal case) and memory (memory-store.ts, when the browser refuses storage,
// e.g. private browsing), so the app runs the same code either way. They import this file, never
// the other way round.
import type { Result } from '../engine/types';
import type { LogRecord, MatchMeta, SnapshotRecord } from './records';

/** Everything needed to replay one match from its start; the unit of export and import. */
export interface MatchBundle {
  meta: MatchMeta;
  /** Must include seq 0 (the initial state); export writes only that one. */
  snapshots: SnapshotRecord[];
  /** The full log, seq 1..n. */
  log: LogRecord[];
}

/** listMatches' order, shared by both stores so the first screenful and the full list agree. */
export function newestFirst(a: MatchMeta, b: MatchMeta): number {
  return b.lastPlayedAt - a.lastPlayedAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

export interface UnreadableRecord {
  key: string;
  reason: string;
}

export interface MatchStore {
  readonly kind: 'indexeddb' | 'memory';
  /**
   * Newest lastPlayedAt first (equal times: the greater id first, the order of the by-lastPlayed
   * index read backwards). Records that fail checks are reported (and kept), not returned.
   */
  listMatches(): Promise<Result<{ matches: MatchMeta[]; unreadable: UnreadableRecord[] }>>;
  /**
   * The first `limit` matches of listMatches' order, read newest first without reading the rest,
   * so home's first screen costs the same with 10 saves or 500. `total` counts every record,
   * readable or not; `unreadable` holds only those met on the way (listMatches finds them all).
   */
  listRecent(limit: number): Promise<Result<{ matches: MatchMeta[]; unreadable: UnreadableRecord[]; total: number }>>;
  /** Saves a new match and its initial state (seq 0) together. Code `exists` if the id is taken. */
  createMatch(meta: MatchMeta, initial: SnapshotRecord): Promise<Result<void>>;
  /**
   * Saves one accepted action, the updated meta and (when the app says one is due, see src/app/session.ts) a snapshot in ONE transaction and
   * resolves once it has completed. `record.seq` must be the last seq + 1 (else `out-of-order`,
   * nothing changed). Storage sets meta.actionCount to record.seq so it can never drift from the log.
   */
  appendAction(meta: MatchMeta, record: LogRecord, snapshot?: SnapshotRecord): Promise<Result<void>>;
  /** Latest readable snapshot plus the log after it, in seq order. Codes `not-found`, `unreadable`. */
  loadMatch(id: string): Promise<Result<{ meta: MatchMeta; snapshot: SnapshotRecord; tail: LogRecord[] }>>;
  /**
   * Part of a match's history, for rebuilding its log without replaying it from the start: the
   * latest readable saved position at or before move `from` (the start if none) and every move
   * after it up to move `to`, in seq order. Codes `not-found`, `unreadable`.
   */
  loadHistory(id: string, from: number, to: number): Promise<Result<{ snapshot: SnapshotRecord; log: LogRecord[] }>>;
  /**
   * Adds saved positions to a match's history, in one transaction: each must belong to it and
   * carry the fingerprint of its saved move at that seq (else `bad-record`, nothing written); one
   * already kept at a seq is left as it is. For a game imported before imports saved positions; a
   * played game saves them with its moves.
   */
  addSnapshots(id: string, snapshots: SnapshotRecord[]): Promise<Result<void>>;
  /** Undo: drops log records and snapshots after `seq` and saves meta (actionCount = seq), together. */
  truncateAfter(meta: MatchMeta, seq: number): Promise<Result<void>>;
  /** Deletes a match entirely (meta, log, snapshots), together. Deleting a missing id is fine. */
  deleteMatch(id: string): Promise<Result<void>>;
  /** Meta, snapshot 0 and the full log of one match, checked; used by export. */
  exportMatch(id: string): Promise<Result<MatchBundle>>;
  /**
   * Writes already-validated bundles in ONE transaction. A bundle whose id is taken gets
   * `newId()` instead (never overwrites). Returns the metas as saved.
   */
  importBundles(bundles: MatchBundle[], newId: () => string): Promise<Result<MatchMeta[]>>;
  close(): void;
}
