// A registered game's figure: bot games are recorded first through the simulator (the bots'
// thinking is outside the timed part), then only `apply` is timed over those logs, and a real
// 200-action log is replayed through the match runner.
import type { GameEntry, GameModule } from '../../src/games/game-module';
import { simulate, type GameRecord } from '../sim/core';
import { measure, type BenchRow, type RecordedGame } from './measure';

/** `brick-and-mortar` -> `brickAndMortar`: the --json key, stable across releases. */
export function benchKey(id: string): string {
  return id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

export function benchGame(entry: GameEntry, module: GameModule): BenchRow {
  const games: RecordedGame<unknown>[] = [];
  const keep = (g: GameRecord) => games.push({ options: g.options, seed: g.seed, start: g.start, log: g.log });
  for (let players = module.game.minSeats; players <= module.game.maxSeats; players++) {
    const r = simulate({ module, players, games: 20, seed: 'bench', checkViews: false, onGame: keep });
    if (r.errors > 0 || r.invariantViolations > 0) throw new Error(`${entry.name} bench games failed: ${r.problems.join('; ')}`);
  }
  if (games.length === 0) throw new Error(`${entry.name}: no bench game finished`);
  return measure(benchKey(entry.id), entry.name, module.game, games);
}
