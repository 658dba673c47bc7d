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
  applyAll(); // warm-up so the JIT has compiled the hot paths
  let rounds = 0;
  let elapsed = 0;
  while (elapsed < 1500) {
    elapsed += timeMs(applyAll);
    rounds++;
  }
  const usPerAction = (elapsed * 1000) / (rounds * actions);
  const gamesPerSec = (rounds * games.length) / (elapsed / 1000);

  // Replay through the match runner (shape checks included) of a 200-action log.
  const long = games.find((g) => g.log.length >= 200) ?? games.reduce((a, b) => (a.log.length >= b.log.length ? a : b));
  const log200 = long.log.slice(0, 200);
  const seats = long.options.seats.length;
  let replayRounds = 0;
  let replayElapsed = 0;
  while (replayElapsed < 500) {
    replayElapsed += timeMs(() => {
      const r = replay(game, seats, long.start, log200);
      if (!r.ok) throw new Error(r.error.message);
    });
    replayRounds++;
  }
  const replay200ActionsMs = (replayElapsed / replayRounds) * (200 / Math.max(1, log200.length));
  return { key, label, usPerAction, gamesPerSec, replay200ActionsMs };
}
