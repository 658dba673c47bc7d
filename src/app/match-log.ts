// The logs of an open match: the public log (what everyone at the table may read) and each seat's
// own log (what only that seat may read, such as the cards it drew). Both are rebuilt from the
// saved actions when the match opens, so a reload shows the same lines to any viewer, and then
// follow each accepted move; an undo drops the undone moves' lines.
import { computed, effect, signal, type ReadonlySignal } from '@preact/signals';
import { replay, visibleEvents } from '../engine/match';
import type { GameEvent, Seat } from '../engine/types';
import type { Session } from './session';

export interface LoggedMove {
  /** The action's seq number (1 for the first action of the match). */
  seq: number;
  seat: Seat;
  events: readonly GameEvent[];
}

export interface MatchLog {
  /** Public events per move, oldest first. */
  moves: ReadonlySignal<readonly LoggedMove[]>;
  /** Events only `seat` may read, per move, oldest first (never another seat's). */
  seatMoves(seat: Seat): readonly LoggedMove[];
  loading: ReadonlySignal<boolean>;
  error: ReadonlySignal<string | null>;
  dispose(): void;
}

interface Entry {
  seat: Seat;
  events: readonly GameEvent[];
}

const ownEvents = (events: readonly GameEvent[], seat: Seat) =>
  events.filter((e) => e.visibility !== 'public' && e.visibility.seat === seat);

export function createMatchLog(session: Session): MatchLog {
  // Every event of every move, kept in memory only; the signals hand out filtered copies.
  const bySeq = new Map<number, Entry>();
  const version = signal(0);
  const loading = signal(true);
  const error = signal<string | null>(null);
  let live = true;

  const sorted = computed(() => {
    version.value;
    return [...bySeq.entries()].sort((a, b) => a[0] - b[0]);
  });
  // One public move object per entry, kept while the entry is, so readers can cache by it.
  const publicOf = new WeakMap<Entry, LoggedMove>();
  const moves = computed(() =>
    sorted.value.map(([seq, e]) => {
      let move = publicOf.get(e);
      if (!move || move.seq !== seq) {
        move = { seq, seat: e.seat, events: visibleEvents(e.events, 'table') };
        publicOf.set(e, move);
      }
      return move;
    }),
  );

  const stop = effect(() => {
    const move = session.lastMove.value;
    const seq = session.meta.peek().actionCount;
    for (const key of [...bySeq.keys()]) if (key > seq) bySeq.delete(key);
    if (move && move.seq === seq) bySeq.set(seq, { seat: move.seat, events: move.events });
    version.value = version.peek() + 1;
  });

  void session.readLog().then((res) => {
    if (!live) return;
    loading.value = false;
    if (!res.ok) {
      error.value = res.error.message;
      return;
    }
    const { initial, log } = res.value;
    const upTo = session.meta.peek().actionCount;
    const seats = session.meta.peek().seats.length;
    const replayed = replay(session.module.game, seats, initial, log, (i, applied) => {
      const seq = i + 1;
      if (seq <= upTo && !bySeq.has(seq)) bySeq.set(seq, { seat: log[i]!.seat, events: applied.events });
    });
    if (!replayed.ok) error.value = replayed.error.message;
    version.value = version.peek() + 1;
  });

  return {
    moves,
    seatMoves: (seat) =>
      sorted.value
        .map(([seq, e]) => ({ seq, seat: e.seat, events: ownEvents(e.events, seat) }))
        .filter((m) => m.events.length > 0),
    loading,
    error,
    dispose() {
      live = false;
      stop();
    },
  };
}
