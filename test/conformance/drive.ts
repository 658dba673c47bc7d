// Plays whole games of any GameDefinition, for the conformance suite, the golden recorder, the
// simulator and the older per-game drivers. Each step picks one awaited seat at random (so sealed
// steps are entered in every order), then that seat's move: a random legal action, or a bot's
// choice from the seat's own view. All choices come from the kernel's seeded PRNG, so a game is
// fully defined by (game, options, seed, chooser).
import { randomInt, seedRng, type RngState } from '../../src/engine/rng';
import type { Action, GameDefinition, GameEvent, Seat, SetupOptions } from '../../src/engine/types';
import type { BotPolicy } from '../../src/games/game-module';

// The state and view types differ per game; the driver only moves them between the game's functions.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame<S = any> = GameDefinition<S, any, any>;

/** `'random'`: uniform among legal actions; otherwise a bot policy (seeded per decision). */
export type Chooser = 'random' | BotPolicy;

export interface LoggedAction {
  seat: Seat;
  action: Action;
}

export interface Played<S> {
  start: S;
  final: S;
  log: LoggedAction[];
  events: GameEvent[];
}

export interface DriveOptions<S> {
  /** A game still running after this many actions is a failure (thrown). */
  maxActions: number;
  /** Called after each accepted action, with the state before and after. */
  onStep?: (before: S, after: S, seat: Seat, action: Action, events: GameEvent[]) => void;
}

export function seatsOf(n: number, kind: 'bot' | 'person' = 'bot'): SetupOptions['seats'] {
  return ['Ana', 'Ben', 'Cy', 'Di', 'Eve', 'Fay', 'Gus', 'Hal'].slice(0, n).map((name) => ({ name, kind }));
}

/**
 * Plays one game to its end and returns its log. Throws with a readable message when the game
 * stalls (nobody awaited), an awaited seat has no legal move, a listed move is refused, or the game
 * runs past `maxActions`: each is a broken contract, not a test input.
 */
export function playGame<S>(
  game: AnyGame<S>,
  options: SetupOptions,
  seed: string,
  chooser: Chooser,
  drive: DriveOptions<S>,
): Played<S> {
  const start = game.setup(options, seed);
  let state = start;
  // The seat and random-move choices share one stream, named after the seed (as the first B&M
  // random driver did, so its seeds still give the same games).
  let rng: RngState = seedRng(`driver:${seed}`);
  const log: LoggedAction[] = [];
  const events: GameEvent[] = [];
  while (game.outcome(state) === null) {
    if (log.length >= drive.maxActions) throw new Error(`${game.id} game "${seed}" did not end in ${drive.maxActions} actions`);
    const pending = game.pending(state);
    if (pending.length === 0) throw new Error(`${game.id} game "${seed}": nobody is awaited after ${log.length} actions`);
    let k: number;
    [k, rng] = randomInt(rng, pending.length);
    const seat = pending[k]!.seat;
    const legal = game.legal(state, seat);
    if (legal.length === 0) throw new Error(`${game.id} game "${seed}": awaited seat ${seat} (${pending[k]!.kind}) has no legal action`);
    let action: Action;
    if (chooser === 'random') {
      [k, rng] = randomInt(rng, legal.length);
      action = legal[k]!;
    } else {
      action = chooser(game.view(state, seat), legal, seat, `${seed}:${log.length}:${seat}`);
    }
    const result = game.apply(state, seat, action);
    if (!result.ok) throw new Error(`${game.id} game "${seed}": ${JSON.stringify(action)} by seat ${seat} refused: ${result.error.message}`);
    drive.onStep?.(state, result.state, seat, action, result.events);
    log.push({ seat, action });
    events.push(...result.events);
    state = result.state;
  }
  return { start, final: state, log, events };
}
