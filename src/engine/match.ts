// The match runner: the only door through which actions reach a game. It checks the seat and the
// action's shape, lets the game's `apply` judge legality, records each accepted action with whether
// it is an undo barrier, and rebuilds states by replay so undo and resume are always exact.
// It never throws, whatever it is handed (getters that throw, proxies, a game that throws): every
// check runs inside a guard, and the game only ever sees a plain copy of an action.
import { checkActionShape } from './action-shape';
import { fail, ok } from './result';
import type {
  Action,
  GameDefinition,
  GameError,
  GameEvent,
  Result,
  Seat,
  SetupOptions,
  Viewer,
} from './types';

export interface LogEntry {
  seat: Seat;
  action: Action;
  /**
   * True when undo may not cross this action: it revealed information (a reveal, draw, shuffle or
   * resolution) or handed the game to another seat.
   */
  barrier: boolean;
}

/** A position the log is counted from: the setup state (seq 0) or a saved snapshot. */
export interface Base<S> {
  /** How many actions of the match lie before this state. */
  seq: number;
  state: S;
}

export interface Match<S> {
  options: SetupOptions;
  seed: string;
  state: S;
  /** The state `log` starts from; undo replays from here, so it never needs anything older. */
  base: Base<S>;
  /** The actions since `base`, in order. */
  log: LogEntry[];
}

type AnyGame<S> = GameDefinition<S, Action, unknown>;

const MAX_NAME = 40;

const INTERNAL = 'Something went wrong with that move; nothing was changed.';

/** Runs `work`; anything it throws becomes an error value with `message`. */
function guarded<T>(work: () => Result<T>, code = 'internal', message = INTERNAL): Result<T> {
  try {
    return work();
  } catch {
    return fail(code, message);
  }
}

/**
 * The action as plain JSON, checked before and after copying: the game sees the copy, so an object
 * that answers differently each time it is read (a proxy, a getter) cannot slip past the check.
 */
function plainAction(action: unknown): Result<Action> {
  return guarded(
    () => {
      const before = checkActionShape(action);
      if (before) return fail(before);
      const copy: unknown = JSON.parse(JSON.stringify(action));
      const after = checkActionShape(copy);
      return after ? fail(after) : ok(copy as Action);
    },
    'bad-shape',
    'That move is not understood: it could not be read.',
  );
}

export function checkSetupOptions(game: AnyGame<unknown>, options: SetupOptions): GameError | null {
  try {
    return setupProblem(game, options);
  } catch {
    return { code: 'bad-options', message: 'These game settings could not be read.' };
  }
}

function setupProblem(game: AnyGame<unknown>, options: SetupOptions): GameError | null {
  const seats = options?.seats;
  if (!Array.isArray(seats) || seats.length < game.minSeats || seats.length > game.maxSeats) {
    return {
      code: 'bad-seats',
      message: `${game.name} needs ${game.minSeats} to ${game.maxSeats} players.`,
    };
  }
  for (const [i, seat] of seats.entries()) {
    const name = typeof seat?.name === 'string' ? seat.name.trim() : '';
    if (name.length === 0 || name.length > MAX_NAME) {
      return { code: 'bad-name', message: `Player ${i + 1} needs a name of 1 to ${MAX_NAME} letters.` };
    }
    if (seat.kind !== 'person' && seat.kind !== 'bot') {
      return { code: 'bad-seat-kind', message: `Player ${i + 1} must be a person or a bot.` };
    }
  }
  return null;
}

export function startMatch<S>(game: AnyGame<S>, options: SetupOptions, seed: string): Result<Match<S>> {
  return guarded(() => {
    const problem = checkSetupOptions(game as AnyGame<unknown>, options);
    if (problem) return fail(problem);
    if (typeof seed !== 'string' || seed.length === 0) return fail('bad-seed', 'A game needs a seed.');
    const state = game.setup(options, seed);
    return ok({ options, seed, state, base: { seq: 0, state }, log: [] });
  }, 'setup-failed', 'This game could not be set up with these settings.');
}

export function checkSeat(seatCount: number, seat: unknown): GameError | null {
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= seatCount) {
    return { code: 'unknown-seat', message: 'That player is not at this table.' };
  }
  return null;
}

export interface Applied<S> {
  state: S;
  /** The plain copy of the action the game saw (what a log should keep). */
  action: Action;
  events: GameEvent[];
  /** Undo may not cross this action (see LogEntry.barrier). */
  barrier: boolean;
}

/** Checks and applies one action to a bare state. Never throws, never mutates. */
export function applyChecked<S>(
  game: AnyGame<S>,
  seatCount: number,
  state: S,
  seat: unknown,
  action: unknown,
): Result<Applied<S>> {
  const seatProblem = checkSeat(seatCount, seat);
  if (seatProblem) return fail(seatProblem);
  const plain = plainAction(action);
  if (!plain.ok) return plain;
  // A game bug must not take the table down with it; the state is untouched because apply is pure.
  return guarded(() => {
    const result = game.apply(state, seat as Seat, plain.value);
    if (!result.ok) return fail(result.error);
    const handedOff = !game.pending(result.state).some((p) => p.seat === seat);
    const barrier = handedOff || result.events.some((e) => e.reveals === true);
    return ok({ state: result.state, action: plain.value, events: result.events, barrier });
  });
}

export interface Submitted<S> {
  match: Match<S>;
  events: GameEvent[];
  entry: LogEntry;
}

export function submit<S>(
  game: AnyGame<S>,
  match: Match<S>,
  seat: unknown,
  action: unknown,
): Result<Submitted<S>> {
  return guarded(() => {
    const applied = applyChecked(game, match.options.seats.length, match.state, seat, action);
    if (!applied.ok) return applied;
    const { state, events, barrier } = applied.value;
    // The log keeps the plain copy the game saw, never the object handed in.
    const entry: LogEntry = { seat: seat as Seat, action: applied.value.action, barrier };
    return ok({ match: { ...match, state, log: [...match.log, entry] }, events, entry });
  });
}

/**
 * Rebuilds a state by applying `entries` to `from` (the setup state or a snapshot). `onApplied`
 * sees each step's result (the public log collects events this way).
 */
export function replay<S>(
  game: AnyGame<S>,
  seatCount: number,
  from: S,
  entries: readonly Pick<LogEntry, 'seat' | 'action'>[],
  onApplied?: (index: number, applied: Applied<S>) => void,
): Result<S> {
  return guarded(() => {
    let state = from;
    for (const [i, entry] of entries.entries()) {
      const applied = applyChecked(game, seatCount, state, entry.seat, entry.action);
      if (!applied.ok) {
        return fail('replay-failed', `Saved move ${i + 1} no longer applies: ${applied.error.message}`);
      }
      onApplied?.(i, applied.value);
      state = applied.value.state;
    }
    return ok(state);
  }, 'replay-failed', 'The saved moves could not be read back; nothing was changed.');
}

export function replayMatch<S>(game: AnyGame<S>, options: SetupOptions, seed: string, log: LogEntry[]): Result<Match<S>> {
  return guarded(() => {
    const started = startMatch(game, options, seed);
    if (!started.ok) return started;
    const state = replay(game, options.seats.length, started.value.state, log);
    if (!state.ok) return state;
    return ok({ ...started.value, state: state.value, log: log.slice() });
  });
}

/** How many of `seat`'s latest actions can be taken back before reaching a barrier. */
export function undoableCount(match: Match<unknown>, seat: Seat): number {
  let count = 0;
  try {
    for (let i = match.log.length - 1; i >= 0; i--) {
      const entry = match.log[i] as LogEntry;
      if (entry.seat !== seat || entry.barrier) break;
      count++;
    }
  } catch {
    // A log that cannot be read offers nothing to take back.
    return 0;
  }
  return count;
}

/** The seq of the match's current state: actions before its base plus those in its log. */
export function currentSeq(match: Match<unknown>): number {
  try {
    return match.base.seq + match.log.length;
  } catch {
    // Not a number any store accepts as a seq, so nothing can be saved at it.
    return Number.NaN;
  }
}

/** The same match counted from its current state (after saving a snapshot there): empty log. */
export function rebase<S>(match: Match<S>): Match<S> {
  try {
    return { ...match, base: { seq: currentSeq(match as Match<unknown>), state: match.state }, log: [] };
  } catch {
    // Left counted from its older base: undo still replays exactly, only from further back.
    return match;
  }
}

/**
 * Takes back `seat`'s latest action by replaying the log from the base without it. Exact, because
 * replay is; it never reaches before the base, which is fine because undo stops at barriers and
 * bases are only taken at barriers (or at setup).
 */
export function undo<S>(game: AnyGame<S>, match: Match<S>, seat: Seat): Result<Match<S>> {
  if (undoableCount(match as Match<unknown>, seat) === 0) {
    return fail('nothing-to-undo', 'There is nothing of yours to take back since the last reveal or hand-over.');
  }
  return guarded(() => {
    const log = match.log.slice(0, -1);
    const state = replay(game, match.options.seats.length, match.base.state, log);
    if (!state.ok) return state;
    return ok({ ...match, state: state.value, log });
  });
}

/** The events a viewer may read: public ones, plus the viewer's own private ones. */
export function visibleEvents(events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
  try {
    return events.filter(
      (e) => e.visibility === 'public' || (viewer !== 'table' && e.visibility.seat === viewer),
    );
  } catch {
    // Events that cannot be read show nobody anything, rather than someone something.
    return [];
  }
}
