// Shared timing for the benchmarks: record whole bot games once (choices made outside the timed
// part), then time applying and replaying those exact logs many times.
import { SNAPSHOT_SPACING } from '../../src/app/positions';
import { stateHash } from '../../src/engine/hash';
import { currentSeq, rebase, replay, submit, type LogEntry, type Match } from '../../src/engine/match';
import type { Action, GameDefinition, SetupOptions } from '../../src/engine/types';

export interface BenchRow {
  key: string;
  label: string;
  usPerAction: number;
  /** The app's whole path for one action, as the session takes it before saving: the runner's
   * checks (submit), the state fingerprint stored with the move, the outcome check, and a rebase
   * where a snapshot falls due. */
  appUsPerAction: number;
  gamesPerSec: number;
  replay200ActionsMs: number;
}

export interface RecordedGame<S> {
  options: SetupOptions;
  seed: string;
  start: S;
  log: Pick<LogEntry, 'seat' | 'action'>[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyGame = GameDefinition<any, Action, any>;

const WARM_UP_MS = 300;
/** Timed passes: at least this many, and until this much time has passed. */
const MIN_ROUNDS = 5;
const APPLY_BUDGET_MS = 1500;
const REPLAY_BUDGET_MS = 500;

function timeMs(work: () => void): number {
  const t0 = performance.now();
  work();
  return performance.now() - t0;
}

export function measure(key: string, label: string, game: AnyGame, games: RecordedGame<unknown>[]): BenchRow {
  const actions = games.reduce((n, g) => n + g.log.length, 0);
  const applyGame = (g: RecordedGame<unknown>) => {
    let state = g.start;
    for (const { seat, action } of g.log) {
      const r = game.apply(state, seat, action);
      if (!r.ok) throw new Error(`recorded action refused: ${r.error.message}`);
      state = r.state;
    }
  };
  const applyAll = () => games.forEach(applyGame);
  // On a shared machine other processes take whole scheduler slices, so one long round measures
  // the neighbours as much as the engine. After a warm-up (the JIT compiles the hot paths) every
  // game is timed on its own (a few ms, about one slice) in several passes, and each game counts
  // with its fastest pass: the engine's own speed, not the machine's load.
  for (let warm = timeMs(applyAll); warm < WARM_UP_MS; ) warm += timeMs(applyAll);
  const fastest = games.map(() => Infinity);
  let passes = 0;
  let elapsed = 0;
  while (passes < MIN_ROUNDS || elapsed < APPLY_BUDGET_MS) {
    games.forEach((g, i) => {
      const t = timeMs(() => applyGame(g));
      fastest[i] = Math.min(fastest[i] ?? Infinity, t);
      elapsed += t;
    });
    passes++;
  }
  const allGamesMs = fastest.reduce((a, b) => a + b, 0);
  const appUsPerAction = (fastestPasses(games, (g) => appPathGame(game, g), APPLY_BUDGET_MS) * 1000) / actions;
  const usPerAction = (allGamesMs * 1000) / actions;
  const gamesPerSec = games.length / (allGamesMs / 1000);

  // Replay through the match runner (shape checks included) of a 200-action log, in batches.
  const long = games.find((g) => g.log.length >= 200) ?? games.reduce((a, b) => (a.log.length >= b.log.length ? a : b));
  const log200 = long.log.slice(0, 200);
  const seats = long.options.seats.length;
  const replayOnce = () => {
    const r = replay(game, seats, long.start, log200);
    if (!r.ok) throw new Error(r.error.message);
  };
  replayOnce();
  let fastestReplay = Infinity;
  let replays = 0;
  let replayElapsed = 0;
  while (replays < MIN_ROUNDS || replayElapsed < REPLAY_BUDGET_MS) {
    const t = timeMs(replayOnce);
    fastestReplay = Math.min(fastestReplay, t);
    replayElapsed += t;
    replays++;
  }
  const replay200ActionsMs = fastestReplay * (200 / Math.max(1, log200.length));
  return { key, label, usPerAction, appUsPerAction, gamesPerSec, replay200ActionsMs };
}

/** One recorded game through the session's path (src/app/session.ts commit), storage excluded. */
function appPathGame(game: AnyGame, g: RecordedGame<unknown>): void {
  let match: Match<unknown> = { options: g.options, seed: g.seed, state: g.start, base: { seq: 0, state: g.start }, log: [] };
  for (const { seat, action } of g.log) {
    const r = submit(game, match, seat, action);
    if (!r.ok) throw new Error(`recorded action refused: ${r.error.message}`);
    const next = r.value.match;
    stateHash(next.state);
    game.outcome(next.state);
    const due = r.value.entry.barrier && currentSeq(next) - match.base.seq >= SNAPSHOT_SPACING;
    match = due ? rebase(next) : next;
  }
}

/** Warm up, then each game's fastest of several passes, summed (ms): see measure() on why. */
function fastestPasses<G>(games: G[], run: (g: G) => void, budgetMs: number): number {
  const all = () => games.forEach(run);
  for (let warm = timeMs(all); warm < WARM_UP_MS; ) warm += timeMs(all);
  const fastest = games.map(() => Infinity);
  let passes = 0;
  let elapsed = 0;
  while (passes < MIN_ROUNDS || elapsed < budgetMs) {
    games.forEach((g, i) => {
      const t = timeMs(() => run(g));
      fastest[i] = Math.min(fastest[i] ?? Infinity, t);
      elapsed += t;
    });
    passes++;
  }
  return fastest.reduce((a, b) => a + b, 0);
}
