// One open match: the engine, its saved log and the signals the screens read. Every accepted action
// is committed to storage before the signals move, so the screen never shows a move that a crash
// could lose. Undo and resume are replays, so they are always exact.
import { batch, signal, type ReadonlySignal, type Signal } from '@preact/signals';
import { stateHash } from '../engine/hash';
import { currentSeq, rebase, submit, undo, undoableCount, type Base, type LogEntry, type Match } from '../engine/match';
import { fail, ok } from '../engine/result';
import type { Action, GameEvent, Result, Seat, Viewer } from '../engine/types';
import type { GameModule } from '../games/registry';
import { LOG_WINDOW, SNAPSHOT_SPACING } from './positions';
import type { MatchStore } from '../storage/match-store';
import type { LogRecord, MatchMeta, SnapshotRecord } from '../storage/records';

export interface LastMove {
  seq: number;
  seat: Seat;
  events: readonly GameEvent[];
}

/** Moves `from`+1 .. `to` and the position they start from, as storage holds them. */
export interface LogSegment {
  from: number;
  to: number;
  initial: unknown;
  log: LogEntry[];
  /** The saved fingerprint after move `to`, to check a replay of the segment against. */
  hash: string;
}

export interface Session {
  meta: Signal<MatchMeta>;
  match: Signal<Match<unknown>>;
  /** The latest accepted action and all its events (null after an undo or on opening), for the
   * logs and the reveal screens. Readers filter by visibility before showing anything. */
  lastMove: Signal<LastMove | null>;
  /** True while a save has been open longer than SLOW_SAVE_MS ("Saving…" shows, buttons wait); a
   * quicker save flips nothing, so nothing renders while its transaction is open. */
  saving: ReadonlySignal<boolean>;
  module: GameModule;
  view(viewer: Viewer): unknown;
  canUndo(seat: Seat): boolean;
  dispatch(seat: Seat, action: Action): Promise<Result<GameEvent[]>>;
  undo(seat: Seat): Promise<Result<void>>;
  /**
   * Part of the saved history, for rebuilding the logs without replaying the match from its start:
   * the latest saved position at or before move `from` and every move after it up to move `to`
   * (default: the latest move when the read runs).
   */
  readLog(from: number, to?: number): Promise<Result<LogSegment>>;
}

/** A save still open after this many milliseconds is shown as "Saving…" (most take a few). */
export const SLOW_SAVE_MS = 250;

const SAVE_FAILED = 'Your move could not be saved, so it was not made. Check the storage space and try again.';

export function createSession(
  store: MatchStore,
  module: GameModule,
  meta: MatchMeta,
  base: Base<unknown>,
  tail: LogEntry[],
  state: unknown,
  onSaveFailed?: (message: string, retry: () => void) => void,
): Session {
  const { game } = module;
  const metaSignal = signal(meta);
  const match = signal<Match<unknown>>({
    options: { seats: meta.seats, variants: meta.options },
    seed: meta.seed,
    state,
    base,
    log: tail,
  });
  const lastMove = signal<LastMove | null>(null);
  const saving = signal(false);
  // One write at a time: a second tap while saving waits for the first to land.
  let queue: Promise<unknown> = Promise.resolve();

  /** Runs one write; only a slow one flips `saving` (a timer cleared when the write completes). */
  async function whileSaving<T>(write: () => Promise<T>): Promise<T> {
    const slow = setTimeout(() => {
      saving.value = true;
    }, SLOW_SAVE_MS);
    try {
      return await write();
    } finally {
      clearTimeout(slow);
      saving.value = false;
    }
  }

  function progressOf(s: unknown): string {
    return module.describeProgress ? module.describeProgress(s) : '';
  }

  async function commit(seat: Seat, action: Action): Promise<Result<GameEvent[]>> {
    const current = match.value;
    const result = submit(game, current, seat, action);
    if (!result.ok) return result;
    const submitted = result.value;
    const seq = currentSeq(submitted.match);
    const hash = stateHash(submitted.match.state);
    const record: LogRecord = { matchId: meta.id, seq, seat, action: submitted.entry.action, barrier: submitted.entry.barrier, hash };
    const due = submitted.entry.barrier && seq - current.base.seq >= SNAPSHOT_SPACING;
    const snapshot: SnapshotRecord | undefined = due
      ? { matchId: meta.id, seq, state: submitted.match.state, hash }
      : undefined;
    const nextMeta: MatchMeta = {
      ...metaSignal.value,
      actionCount: seq,
      lastPlayedAt: Date.now(),
      progress: progressOf(submitted.match.state),
      status: game.outcome(submitted.match.state) ? 'finished' : 'active',
    };
    const written = await whileSaving(() => store.appendAction(nextMeta, record, snapshot));
    if (!written.ok) {
      onSaveFailed?.(SAVE_FAILED, () => void serialised(() => commit(seat, action)));
      return fail('save-failed', SAVE_FAILED);
    }
    // Undo never reaches before a snapshot, so the match is counted from the newest one.
    // One change for every reader: the state, the count and the events move together.
    batch(() => {
      match.value = snapshot ? rebase(submitted.match) : submitted.match;
      metaSignal.value = nextMeta;
      lastMove.value = { seq, seat, events: submitted.events };
    });
    return ok(submitted.events);
  }

  async function takeBack(seat: Seat): Promise<Result<void>> {
    const rebuilt = undo(game, match.value, seat);
    if (!rebuilt.ok) return rebuilt;
    const seq = currentSeq(rebuilt.value);
    const nextMeta: MatchMeta = {
      ...metaSignal.value,
      actionCount: seq,
      lastPlayedAt: Date.now(),
      progress: progressOf(rebuilt.value.state),
      status: 'active',
    };
    const written = await whileSaving(() => store.truncateAfter(nextMeta, seq));
    if (!written.ok) return fail('save-failed', 'That could not be taken back because saving failed. Try again.');
    batch(() => {
      match.value = rebuilt.value;
      metaSignal.value = nextMeta;
      lastMove.value = null;
    });
    return ok(undefined);
  }

  // With nothing in flight, a write starts at once, inside the tap's own task: its transaction is
  // open before the re-render the tap queued (the gate covering, a panel closing) runs, so the
  // database works while the page draws instead of after it (issue 33).
  let inFlight = 0;
  function serialised<T>(work: () => Promise<T>): Promise<T> {
    const run = inFlight === 0 ? work() : queue.then(work, work);
    inFlight += 1;
    const landed = () => {
      inFlight -= 1;
    };
    queue = run.then(landed, landed);
    return run;
  }

  return {
    meta: metaSignal,
    match,
    lastMove,
    saving,
    module,
    view: (viewer) => game.view(match.value.state, viewer),
    canUndo: (seat) => undoableCount(match.value, seat) > 0,
    dispatch: (seat, action) => serialised(() => commit(seat, action)),
    undo: (seat) => serialised(() => takeBack(seat)),
    readLog: (from, to) => serialised(async () => {
      const end = Math.min(to ?? metaSignal.value.actionCount, metaSignal.value.actionCount);
      const read = await store.loadHistory(meta.id, from, end);
      if (!read.ok) return read;
      const { snapshot, log } = read.value;
      const entries = log.map((r) => ({ seat: r.seat, action: r.action as Action, barrier: r.barrier }));
      return ok({ from: snapshot.seq, to: end, initial: snapshot.state, log: entries, hash: log.at(-1)?.hash ?? snapshot.hash });
    }),
  };
}


/**
 * Rebuilds an open session from the latest snapshot and the log after it, held to the import's
 * standard (import-proof.ts): same versions, every fingerprint present and matching. A save that
 * does not hold is reported and kept, never opened with a different state.
 */
export async function resumeSession(
  store: MatchStore,
  module: GameModule,
  id: string,
  onSaveFailed?: (message: string, retry: () => void) => void,
): Promise<Result<Session>> {
  const loaded = await store.loadMatch(id);
  if (!loaded.ok) return loaded;
  const { meta, snapshot, tail } = loaded.value;
  const { proveResume } = await import('./import-proof');
  const proven = proveResume(module, meta, snapshot, tail);
  if (!proven.ok) return proven;
  // A game imported before imports saved positions has only its start: the positions its proof
  // reached are kept now, once, so it opens from near its end next time. If keeping them fails,
  // it opens as it is, counted from the position it was read from.
  const { state, positions } = proven.value;
  const kept = positions.length > 0 && (await store.addSnapshots(id, positions)).ok;
  const base = kept ? positions.at(-1)! : snapshot;
  const entries: LogEntry[] = tail
    .filter((r) => r.seq > base.seq)
    .map((r) => ({ seat: r.seat, action: r.action as Action, barrier: r.barrier }));
  const session = createSession(store, module, meta, { seq: base.seq, state: base.state }, entries, state, onSaveFailed);
  // The logs' first read is made now, before the table is drawn, so the table's first frame shows
  // its log too (one render and one paint, not a second round of both once the log arrives).
  const from = meta.actionCount - LOG_WINDOW;
  const first = await session.readLog(from);
  if (!first.ok) return ok(session);
  const readLog: Session['readLog'] = (at, to) =>
    at === from && (to ?? session.meta.peek().actionCount) === first.value.to ? Promise.resolve(first) : session.readLog(at, to);
  return ok({ ...session, readLog });
}
