// Brick & Mortar's figure: heuristic-bot games are recorded first (the bots' thinking is outside
// the timed part), then only `apply` is timed over those logs, and a real 200-action log is
// replayed through the match runner.
import { brickAndMortar } from '../../src/games/brick-and-mortar';
import { simulate, type GameRecord } from '../sim/core';
import { measure, type BenchRow, type RecordedGame } from './measure';

export function benchBrickAndMortar(): BenchRow {
  const games: RecordedGame<unknown>[] = [];
  const keep = (g: GameRecord) => games.push({ options: g.options, seed: g.seed, start: g.start, log: g.log });
  for (const players of [2, 3, 4]) {
    const r = simulate({ players, games: 20, seed: 'bench', checkViews: false, onGame: keep });
    if (r.errors > 0 || r.invariantViolations > 0) throw new Error(`bench games failed: ${r.problems.join('; ')}`);
  }
  if (!games.some((g) => g.log.length >= 200)) throw new Error('no recorded game reaches 200 actions');
  return measure('brickAndMortar', 'Brick & Mortar', brickAndMortar, games);
}
