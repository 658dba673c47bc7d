// Argument checks and messages shared by both MatchStore implementations, so IndexedDB and memory
// refuse exactly the same things with exactly the same words.
import type { Result } from '../engine/types';
import { fail, ok } from '../engine/result';
import { checkBundle } from './bundle-check';
import type { LogRecord, MatchMeta, SnapshotRecord } from './records';
import { checkLogRecord, checkMatchMeta, checkSnapshotRecord } from './records';

const bug = (doing: string, what: string): Result<never> =>
  fail('bad-record', `Could not ${doing}: ${what}. This is a bug in Shopfloor; nothing was changed.`);

export function checkCreate(meta: MatchMeta, initial: SnapshotRecord): Result<void> {
  const doing = 'start this game';
  const m = checkMatchMeta(meta);
  if (m) return bug(doing, `the game record is wrong (${m})`);
  const s = checkSnapshotRecord(initial);
  if (s) return bug(doing, `the starting position is wrong (${s})`);
  if (initial.matchId !== meta.id || initial.seq !== 0) {
    return bug(doing, 'the starting position must belong to this game and have seq 0');
  }
  return ok(undefined);
}

export function checkAppend(meta: MatchMeta, record: LogRecord, snapshot?: SnapshotRecord): Result<void> {
  const doing = 'save this move';
  const m = checkMatchMeta(meta);
  if (m) return bug(doing, `the game record is wrong (${m})`);
  const l = checkLogRecord(record);
  if (l) return bug(doing, `the move record is wrong (${l})`);
  if (record.matchId !== meta.id) return bug(doing, 'the move belongs to a different game');
  if (snapshot !== undefined) {
    const s = checkSnapshotRecord(snapshot);
    if (s) return bug(doing, `the saved position is wrong (${s})`);
    if (snapshot.matchId !== meta.id || snapshot.seq !== record.seq) {
      return bug(doing, 'the saved position must belong to this move');
    }
  }
  return ok(undefined);
}

/** Each added position must be this match's and fingerprinted like its saved move (`hashAt`). */
export function checkSnapshots(id: string, snapshots: SnapshotRecord[], hashAt: (seq: number) => string | undefined): Result<void> {
  const doing = 'keep saved positions of this game';
  for (const s of snapshots) {
    const p = checkSnapshotRecord(s);
    if (p) return bug(doing, `a saved position is wrong (${p})`);
    if (s.matchId !== id || s.seq < 1) return bug(doing, 'a saved position must belong to one of its moves');
    if (hashAt(s.seq) !== s.hash) return bug(doing, `the saved position after move ${s.seq} does not match that move`);
  }
  return ok(undefined);
}

export function checkTruncate(meta: MatchMeta, seq: number): Result<void> {
  const m = checkMatchMeta(meta);
  if (m) return bug('undo', `the game record is wrong (${m})`);
  if (!Number.isInteger(seq) || seq < 0) return bug('undo', 'the move number must be a whole number from 0');
  return ok(undefined);
}

export const outOfOrder = (expected: number, got: number): Result<never> =>
  fail(
    'out-of-order',
    `Could not save this move: it does not follow the last saved move (expected move ${expected}, got ${got}). Nothing was changed.`,
  );

export const notFound = (): Result<never> =>
  fail('not-found', 'This saved game could not be found. It may have been deleted in another tab.');

export const alreadyExists = (): Result<never> =>
  fail('exists', 'Could not start this game: a saved game with the same id already exists.');

export const unreadable = (reason: string): Result<never> =>
  fail(
    'unreadable',
    `This saved game can't be read (${reason}). It has been kept as it is; a later version of Shopfloor may be able to open it.`,
  );

export const undoTooFar = (seq: number, last: number): Result<never> =>
  fail('bad-seq', `Could not undo to move ${seq}: the game only has ${last} saved moves. Nothing was changed.`);

/** Checks a log tail is exactly from+1, from+2, ... ; returns the problem or null. */
export function checkContiguous(log: LogRecord[], from: number): string | null {
  for (let i = 0; i < log.length; i++) {
    const rec = log[i]!;
    if (rec.seq !== from + i + 1) return `move ${from + i + 1} is missing from the log`;
  }
  return null;
}

/** Checks a contiguous log read after `from` runs all the way to move `to`; the problem or null. */
export function checkReaches(log: LogRecord[], from: number, to: number): string | null {
  return from + log.length < to ? `move ${from + log.length + 1} is missing from the log` : null;
}

/** Gives the bundle (meta, snapshots, log) the id `id`, copying rather than mutating. */
export function withId<T extends { meta: MatchMeta; snapshots: SnapshotRecord[]; log: LogRecord[] }>(b: T, id: string): T {
  return {
    ...b,
    meta: { ...b.meta, id },
    snapshots: b.snapshots.map((s) => ({ ...s, matchId: id })),
    log: b.log.map((r) => ({ ...r, matchId: id })),
  };
}

/** importBundles' own guard: the bundles must already be valid (saves-file.ts says why, in detail). */
export function checkBundles(bundles: unknown[]): Result<void> {
  for (const b of bundles) {
    const p = checkBundle(b);
    if (p) return bug('import these games', `a game is wrong (${p.problem})`);
  }
  return ok(undefined);
}
