// The logs of an open match: the public log (what everyone at the table may read) and each seat's
// own log (what only that seat may read, such as the cards it drew). When the match opens they are
// rebuilt from a saved position near the end (at least LOG_WINDOW moves back), so opening costs the
// same however long the match is; older moves are rebuilt on request, LOG_EARLIER at a time. A
// reload shows the same lines to any viewer; the logs then follow each accepted move, and an undo
// drops the undone moves' lines. Events live in memory only: nothing of a seat's log is stored.
import { computed, effect, signal, type ReadonlySignal } from '@preact/signals';
import { stateHash } from '../engine/hash';
import { replay, visibleEvents } from '../engine/match';
import type { GameEvent, Seat } from '../engine/types';
import { LOG_EARLIER, LOG_WINDOW } from './positions';
import type { Session } from './session';


const NOT_WHERE_SAVED = 'Its saved moves do not lead to the position the save records.';

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
  /** True while moves before the earliest one held are yet to be rebuilt. */
  earlier: ReadonlySignal<boolean>;
  /** Rebuilds up to LOG_EARLIER more of the moves before the earliest one held. */
  loadEarlier(): Promise<void>;
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

  // Every move after this one is held (Infinity until the first read lands).
  let heldAfter = Infinity;
  const earlier = signal(false);

  /** Rebuilds moves after the saved position at or before `from`, up to `to`, into the log. */
  async function rebuild(from: number, to?: number): Promise<void> {
    loading.value = true;
    const res = await session.readLog(from, to);
    if (!live) return;
    loading.value = false;
    if (!res.ok) {
      error.value = res.error.message;
      return;
    }
    const segment = res.value;
    const found: [number, Entry][] = [];
    const seats = session.meta.peek().seats.length;
    const replayed = replay(session.module.game, seats, segment.initial, segment.log, (i, applied) => {
      found.push([segment.from + i + 1, { seat: segment.log[i]!.seat, events: applied.events }]);
    });
    // A damaged older position shows no lines rather than wrong ones (the latest was proven on opening).
    if (!replayed.ok) error.value = replayed.error.message;
    else if (stateHash(replayed.value) !== segment.hash) error.value = NOT_WHERE_SAVED;
    else {
      const upTo = session.meta.peek().actionCount;
      for (const [seq, entry] of found) if (seq <= upTo && !bySeq.has(seq)) bySeq.set(seq, entry);
      heldAfter = Math.min(heldAfter, segment.from);
      earlier.value = heldAfter > 0;
    }
    version.value = version.peek() + 1;
  }

  // A seat's own log says what was drawn since that person last looked, and a person looks when
  // moving: so the window reaches back at least to each person's latest move (a turn or so).
  const people = session.meta.peek().seats.flatMap((s, seat) => (s.kind === 'person' ? [seat] : []));
  const unseen = () => people.some((seat) => ![...bySeq.values()].some((e) => e.seat === seat));
  void (async () => {
    await rebuild(session.meta.peek().actionCount - LOG_WINDOW);
    while (live && error.peek() === null && heldAfter > 0 && unseen()) await rebuild(heldAfter - LOG_EARLIER, heldAfter);
  })();

  let asking: Promise<void> | null = null;
  function loadEarlier(): Promise<void> {
    if (asking) return asking;
    if (!Number.isFinite(heldAfter) || heldAfter <= 0) return Promise.resolve();
    asking = rebuild(heldAfter - LOG_EARLIER, heldAfter).finally(() => {
      asking = null;
    });
    return asking;
  }

  return {
    moves,
    seatMoves: (seat) =>
      sorted.value
        .map(([seq, e]) => ({ seq, seat: e.seat, events: ownEvents(e.events, seat) }))
        .filter((m) => m.events.length > 0),
    earlier,
    loadEarlier,
    loading,
    error,
    dispose() {
      live = false;
      stop();
    },
  };
}
