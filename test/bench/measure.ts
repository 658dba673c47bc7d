// Shared timing for the benchmarks: record whole bot games once (choices made outside the timed
// part), then time applying and replaying those exact logs many times.
import { replay, type LogEntry } from '../../src/engine/match';
import type { Action, GameDefinition, SetupOptions } from '../../src/engine/types';

export interface BenchRow {
  key: string;
  label: string;
  usPerAction: number;
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
/** Timed rounds: at least this many, and until this much time has passed. */
const MIN_ROUNDS = 5;
const APPLY_BUDGET_MS = 1500;
const REPLAY_BUDGET_MS = 500;
const REPLAY_BATCH = 10;

function timeMs(work: () => void): number {
  const t0 = performance.now();
  work();
  return performance.now() - t0;
}

export function measure(key: string, label: string, game: AnyGame, games: RecordedGame<unknown>[]): BenchRow {
  const actions = games.reduce((n, g) => n + g.log.length, 0);
  const applyAll = () => {
    for (const g of games) {
      let state = g.start;
      for (const { seat, action } of g.log) {
        const r = game.apply(state, seat, action);
        if (!r.ok) throw new Error(`recorded action refused: ${r.error.message}`);
        state = r.state;
      }
    }
  };
  // On a shared machine another process can steal any one round, so after a warm-up (the JIT
  // compiles the hot paths) each figure is the fastest of several rounds, not their average.
  for (let warm = timeMs(applyAll); warm < WARM_UP_MS; ) warm += timeMs(applyAll);
  let fastestRound = Infinity;
  let rounds = 0;
  let elapsed = 0;
  while (rounds < MIN_ROUNDS || elapsed < APPLY_BUDGET_MS) {
    const t = timeMs(applyAll);
    fastestRound = Math.min(fastestRound, t);
    elapsed += t;
    rounds++;
  }
  const usPerAction = (fastestRound * 1000) / actions;
  const gamesPerSec = games.length / (fastestRound / 1000);

  // Replay through the match runner (shape checks included) of a 200-action log, in batches.
  const long = games.find((g) => g.log.length >= 200) ?? games.reduce((a, b) => (a.log.length >= b.log.length ? a : b));
  const log200 = long.log.slice(0, 200);
  const seats = long.options.seats.length;
  const replayOnce = () => {
    const r = replay(game, seats, long.start, log200);
    if (!r.ok) throw new Error(r.error.message);
  };
  const batch = () => {
    for (let i = 0; i < REPLAY_BATCH; i++) replayOnce();
  };
  batch();
  let fastestBatch = Infinity;
  let batches = 0;
  let replayElapsed = 0;
  while (batches < MIN_ROUNDS || replayElapsed < REPLAY_BUDGET_MS) {
    const t = timeMs(batch);
    fastestBatch = Math.min(fastestBatch, t);
    replayElapsed += t;
    batches++;
  }
  const replay200ActionsMs = (fastestBatch / REPLAY_BATCH) * (200 / Math.max(1, log200.length));
  return { key, label, usPerAction, gamesPerSec, replay200ActionsMs };
}
