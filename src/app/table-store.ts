// The table's moment-to-moment state, shared by every game: who is behind the gate, the reveals
// waiting to be read, the question on screen, the last error, and the doors that change the match
// (act, lock in, undo). Plain signals and functions, so the screens only render them.
//
// When the gate shows is decided here, from each prompt's entry mode, never from a game's view:
//   sealed  - each person enters through the gate; after a Lock in it covers itself at once for
//             the next person still to enter.
//   private - one person decides with their private cards on screen; a 'live' screen sends each
//             step at once and the gate stays with that person until they are no longer awaited in
//             private, then covers itself for whoever is awaited in private next.
//   open    - decided on the table, in everyone's sight.
import { batch, computed, effect, signal, type ReadonlySignal } from '@preact/signals';
import type { EntryMode, GameEvent, Prompt, Seat } from '../engine/types';
import type { SeatRecord } from '../storage/records';
import { createBotRunner, type BotRunner } from './bot-runner';
import { createMatchLog, type LoggedMove, type MatchLog } from './match-log';
import type { Session } from './session';
import { phoneSeats } from './phone-seats';

export interface GateRequest {
  seat: Seat;
  kind: string;
  /** A new number each time the gate is handed to someone: the gate starts covered for each. A
   * live screen moving on to its seat's next decision keeps its number (no second hold). */
  handover: number;
}

export interface Question {
  message: string;
  detail?: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
}

export interface TableStoreOptions {
  /** Public event types shown as a reveal screen. */
  revealTypes: readonly string[];
  privateMode(kind: string): 'lock-in' | 'live';
  botDelayMs(entry: EntryMode): number;
}

export interface TableStore {
  gate: ReadonlySignal<GateRequest | null>;
  /** The choice a lock-in screen reports; sent by lockIn(). */
  choice: ReadonlySignal<unknown>;
  reveals: ReadonlySignal<readonly GameEvent[]>;
  question: ReadonlySignal<Question | null>;
  error: ReadonlySignal<string | null>;
  /** Entries locked in whose save has not landed yet. The gate covers itself for the next person
   * at once, but their private screen waits for these: drawn from the state before them, it would
   * offer that state's choices (and a choice made there would stay unusable once the save lands). */
  entriesSaving: ReadonlySignal<number>;
  /** A move or undo has been saving for longer than SLOW_SAVE_MS (session.ts): buttons that send
   * wait. A quick save never sets it, so nothing renders while its transaction is open. */
  busy: ReadonlySignal<boolean>;
  /** The engine's prompts now: who is awaited, and how. */
  prompts: ReadonlySignal<readonly Prompt[]>;
  /** The gate's seat's own view and own log lines, computed once per state and seat (a private
   * screen draws again at each choice, hold or error; a new view each time redrew all of it), and
   * only when read: only while the gate is uncovered. Null and empty with the gate closed. */
  privateView: ReadonlySignal<unknown>;
  privateLog: ReadonlySignal<readonly LoggedMove[]>;
  log: MatchLog;
  bots: BotRunner;
  /** The move count when each seat last saw its private screen this sitting. */
  lastLooked(seat: Seat): number;
  markLooked(seat: Seat): void;
  act(seat: Seat, action: unknown): Promise<boolean>;
  openGate(seat: Seat, kind: string): void;
  closeGate(): void;
  setChoice(action: unknown): void;
  lockIn(): Promise<void>;
  undo(seat: Seat): Promise<void>;
  ask(question: Question): void;
  answer(confirmed: boolean): void;
  nextReveal(): void;
  clearError(): void;
  dispose(): void;
}

/** Where a seat enters what it decides in private: at the tablet, through the gate (a person);
 * on their own phone (a person whose phone is connected), never handed the tablet; or a bot, which
 * needs no gate. Stated here once: the gate's next person and the table's invitations read it. */
export type Entrant = 'tablet' | 'phone' | 'bot';

export function entrant(seats: readonly SeatRecord[], phones: ReadonlySet<Seat>, seat: Seat): Entrant {
  if (seats[seat]?.kind !== 'person') return 'bot';
  return phones.has(seat) ? 'phone' : 'tablet';
}

export function createTableStore(session: Session, options: TableStoreOptions): TableStore {
  const gate = signal<GateRequest | null>(null);
  const choice = signal<unknown>(null);
  const reveals = signal<readonly GameEvent[]>([]);
  const question = signal<Question | null>(null);
  const error = signal<string | null>(null);
  // Set while one of this table's moves is being sent: read by the bots' pause only (no screen
  // reads it). A second tap by the same person during their save sends nothing; another person's
  // entry (the next one behind the gate, handed on before the save lands) waits in the session's
  // queue instead of being dropped.
  const sending = signal(false);
  const sendingFor = new Set<Seat>();
  /** Entries locked in whose save has not landed. */
  const entriesSaving = signal(0);
  /** The state once every entry still saving has landed (null when none is). */
  let ahead: unknown = null;
  const looked = new Map<Seat, number>();
  /** After a reload nobody's last look is known: count from just before the seat's own latest move
   * (what it drew there came behind a closing cover), or from the position the log starts at. */
  function lastOwnMove(seat: Seat): number {
    const { base, log } = session.match.peek();
    for (let i = log.length - 1; i >= 0; i--) if (log[i]?.seat === seat) return base.seq + i;
    return base.seq;
  }
  let handovers = 0;
  const handTo = (seat: Seat, kind: string): GateRequest => ({ seat, kind, handover: ++handovers });
  const game = session.module.game;
  const prompts = computed(() => game.pending(session.match.value.state));
  const hasPerson = session.meta.peek().seats.some((s) => s.kind === 'person');

  const log = createMatchLog(session);
  const gateSeat = computed(() => gate.value?.seat ?? null);
  const privateView = computed(() => (gateSeat.value === null ? null : session.view(gateSeat.value)));
  const privateLog = computed(() => (gateSeat.value === null ? [] : log.seatMoves(gateSeat.value)));
  const paused = computed(
    () => gate.value !== null || reveals.value.length > 0 || question.value !== null || sending.value,
  );
  const bots = createBotRunner(session, { paused, delayMs: options.botDelayMs });

  const revealed = (events: readonly GameEvent[]) =>
    events.filter((e) => e.visibility === 'public' && options.revealTypes.includes(e.type));
  const revealing = (events: readonly GameEvent[]) => revealed(events).length > 0;

  // Fresh reveals (never replayed ones) queue up for the table; a table of bots only reads its log.
  const stopReveals = effect(() => {
    const move = session.lastMove.value;
    if (!move || !hasPerson) return;
    const shown = revealed(move.events);
    if (shown.length > 0) reveals.value = [...reveals.peek(), ...shown];
  });

  /** The next person awaited through the gate, if any (a sealed entry or a private decision). */
  function nextGate(awaited: readonly Prompt[] = prompts.peek()): GateRequest | null {
    const seats = session.meta.peek().seats;
    const onPhone = phoneSeats.peek();
    const next = awaited.find((p) => p.entry !== 'open' && entrant(seats, onPhone, p.seat) === 'tablet');
    return next ? handTo(next.seat, next.kind) : null;
  }

  // The open gate follows the engine's prompts. A live private screen follows its seat's steps;
  // when the seat is no longer awaited in private, the gate covers itself for the next person (or
  // the table shows). A lock-in screen whose round is over (its last entry landed under it: a bot's
  // in flight, or this person's own, still saving when they tapped in again) has nothing left to
  // lock in: left open, it would offer the old round's choices with a Lock in that never enables,
  // so it closes, once no entry is saving, and the table shows what came.
  const stopFollow = effect(() => {
    const awaited = prompts.value;
    const g = gate.peek();
    if (!g) return;
    if (options.privateMode(g.kind) === 'lock-in') {
      if (entriesSaving.value === 0 && !awaited.some((p) => p.kind === g.kind)) closeGate();
      return;
    }
    // A step that revealed something (a Checkout the seat's own step brought about) is read by
    // the table first, as after a Lock in: the gate opens again from the table. Kept open, it would
    // hide the reveal until the seat's next turn was over.
    if (revealing(session.lastMove.peek()?.events ?? [])) {
      gate.value = null;
      return;
    }
    const still = awaited.find((p) => p.seat === g.seat && p.entry === 'private' && options.privateMode(p.kind) === 'live');
    if (still) {
      if (still.kind !== g.kind) gate.value = { ...g, kind: still.kind };
      return;
    }
    gate.value = nextGate();
  });

  async function act(seat: Seat, action: unknown): Promise<boolean> {
    if (sendingFor.has(seat)) return false;
    sendingFor.add(seat);
    sending.value = true;
    error.value = null;
    const r = await session.dispatch(seat, action as never);
    sendingFor.delete(seat);
    sending.value = sendingFor.size > 0;
    if (!r.ok) error.value = `${session.meta.peek().seats[seat]?.name ?? `Player ${seat + 1}`}: ${r.error.message}`;
    return r.ok;
  }

  function openGate(seat: Seat, kind: string) {
    batch(() => {
      choice.value = null;
      error.value = null;
      gate.value = handTo(seat, kind);
    });
  }

  function closeGate() {
    batch(() => {
      gate.value = null;
      choice.value = null;
    });
  }

  async function lockIn() {
    const g = gate.peek();
    const action = choice.peek();
    if (!g || action === null) return;
    // The engine is pure, so who enters next is known before the save finishes: the gate covers
    // itself for them at once (never showing the one who just locked in a second cover). When the
    // entry reveals something, the table reads the reveal first.
    // An earlier entry may still be saving: the trial follows it, or the gate would invite the
    // person who just entered again. The write is sent first, so its transaction opens before the
    // trial and the gate's re-render run (the state it starts from is the same: it lands later).
    const base = ahead ?? session.match.peek().state;
    const sent = act(g.seat, action);
    const trial = game.apply(base, g.seat, action as never);
    if (trial.ok) ahead = trial.state;
    const reveals = trial.ok && trial.events.some((e) => e.visibility === 'public' && options.revealTypes.includes(e.type));
    batch(() => {
      choice.value = null;
      gate.value = trial.ok && !reveals ? nextGate(game.pending(trial.state)) : null;
      entriesSaving.value += 1;
    });
    const accepted = await sent;
    batch(() => {
      entriesSaving.value -= 1;
      if (!accepted) gate.value = null;
    });
    if (entriesSaving.peek() === 0 || !accepted) ahead = null;
  }

  async function undo(seat: Seat) {
    if (sendingFor.has(seat)) return;
    sendingFor.add(seat);
    sending.value = true;
    const r = await session.undo(seat);
    sendingFor.delete(seat);
    sending.value = sendingFor.size > 0;
    error.value = r.ok ? null : r.error.message;
  }

  return {
    gate,
    choice,
    reveals,
    question,
    error,
    entriesSaving,
    busy: session.saving,
    prompts,
    privateView,
    privateLog,
    log,
    bots,
    lastLooked: (seat) => looked.get(seat) ?? lastOwnMove(seat),
    markLooked: (seat) => looked.set(seat, session.meta.peek().actionCount),
    act,
    openGate,
    closeGate,
    setChoice: (action) => {
      choice.value = action;
    },
    lockIn,
    undo,
    ask: (q) => {
      question.value = q;
    },
    answer(confirmed) {
      const q = question.peek();
      question.value = null;
      if (confirmed && q) q.onConfirm();
    },
    nextReveal: () => {
      reveals.value = reveals.peek().slice(1);
    },
    clearError: () => {
      error.value = null;
    },
    dispose() {
      stopReveals();
      stopFollow();
      bots.dispose();
      log.dispose();
    },
  };
}
