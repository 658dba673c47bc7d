// Adventure Mart through the project's simulator before it is registered there: adds this game's
// entry to the simulator's table at run time, then runs test/sim/simulate.ts's core on it.
// Usage: node test/tools/run-ts.mjs test/games/adventure-mart/simulate.ts --players N --games G --seed S [--json] [--first-game] [--bots heuristic,random]
import { adventureMartModule } from '../../../src/games/adventure-mart/module';
import { seatPolicies, simulate } from '../../sim/core';
import { SIM_GAMES } from '../../sim/games';
import { adventureMartSim } from './sim-spec';

SIM_GAMES['adventure-mart'] = adventureMartSim;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const players = Number(arg('players') ?? 3);
const games = Number(arg('games') ?? 100);
const seed = arg('seed') ?? 'sim';
const botNames = (arg('bots') ?? 'heuristic').split(',');
const result = simulate({
  module: adventureMartModule, players, games, seed, firstGame: process.argv.includes('--first-game'),
  bots: seatPolicies(botNames, players, adventureMartModule), checkViews: !process.argv.includes('--no-view-checks'),
  now: () => performance.now(),
});
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const own = adventureMartSim.report(result);
const lines = [
  `Adventure Mart: ${players} players, ${games} games, seed "${seed}", bots ${botNames.join('/')}`,
  `completed ${result.completed}, errors ${result.errors}, invariant violations ${result.invariantViolations}`,
  '', 'seat  win rate  avg Net Worth',
  ...result.winRateBySeat.map((w, i) => `${String(i).padEnd(6)}${pct(w).padEnd(10)}${(result.avgScoreBySeat[i] ?? 0).toFixed(1)}`),
  `fair share ${pct(1 / players)}; largest deviation ${(100 * Math.max(...result.winRateBySeat.map((w) => Math.abs(w - 1 / players)))).toFixed(1)} points`,
  '', ...own.middle,
  `Net Worth spread (first - last) ${result.avgScoreSpread}, winner's margin ${result.avgWinnerMargin}`,
  `actions per game ${result.avgActions}, ms per game ${result.msPerGame}, slowest bot decision ${result.maxDecisionMs} ms (${result.slowestKind}), ${result.decisionsOver50Ms} over 50 ms`,
  ...own.tail,
  ...result.problems.map((p) => `problem: ${p}`),
];
console.log(lines.join('\n'));
if (process.argv.includes('--json')) console.log(JSON.stringify(result));
process.exit(result.errors + result.invariantViolations > 0 ? 1 : 0);
