// `npm run simulate -- --game brick-and-mortar --players N --games G --seed S [--json]`
// Plays G bot-only games and checks every invariant after every action (see core.ts). Prints a
// readable summary; with --json the last line is one JSON object. Exits non-zero on any error or
// invariant violation. Extra flags: --first-game, --bots heuristic,random (cycled over the seats),
// --no-view-checks (faster; skips the per-action view secrecy checks).
import { seatPolicies, simulate, type SimResult } from './core';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const flag = (name: string): boolean => process.argv.includes(`--${name}`);

const gameId = arg('game') ?? 'brick-and-mortar';
if (gameId !== 'brick-and-mortar') {
  console.error(`Unknown game "${gameId}": the simulator knows brick-and-mortar.`);
  process.exit(2);
}
const players = Number(arg('players') ?? 3);
const games = Number(arg('games') ?? 100);
const seed = arg('seed') ?? 'sim';
if (!Number.isInteger(players) || players < 2 || players > 4 || !Number.isInteger(games) || games < 1) {
  console.error('Usage: --players 2..4 --games G (G >= 1) --seed S [--json] [--first-game] [--bots heuristic,random]');
  process.exit(2);
}
const botNames = (arg('bots') ?? 'heuristic').split(',');

const result: SimResult = simulate({
  players,
  games,
  seed,
  firstGame: flag('first-game'),
  bots: seatPolicies(botNames, players),
  checkViews: !flag('no-view-checks'),
  now: () => performance.now(),
});

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const lines: string[] = [];
lines.push(`Brick & Mortar: ${players} players, ${games} games, seed "${seed}", bots ${botNames.join('/')}`);
lines.push(`completed ${result.completed}, errors ${result.errors}, invariant violations ${result.invariantViolations}`);
lines.push('');
lines.push('seat  win rate  avg score');
result.winRateBySeat.forEach((w, i) => lines.push(`${String(i).padEnd(6)}${pct(w).padEnd(10)}${(result.avgScoreBySeat[i] ?? 0).toFixed(1)}`));
lines.push(`fair share ${pct(1 / players)}; largest deviation ${(100 * Math.max(...result.winRateBySeat.map((w) => Math.abs(w - 1 / players)))).toFixed(1)} points`);
lines.push('');
lines.push(`months: average ${result.avgMonths}, median ${result.medianMonths}; ${Object.entries(result.monthsHistogram).map(([m, k]) => `month ${m}: ${k}`).join(', ')}`);
lines.push(`ended by the points threshold ${pct(result.endedByThreshold)}, by the final month ${pct(result.endedByFinalMonth)}; final month reached in ${pct(result.reachedFinalMonth)}`);
lines.push(`score spread (first - last) ${result.avgScoreSpread}, winner's margin ${result.avgWinnerMargin}`);
lines.push(`actions per game ${result.avgActions}, ms per game ${result.msPerGame}, slowest bot decision ${result.maxDecisionMs} ms (${result.slowestKind}), ${result.decisionsOver50Ms} over 50 ms`);
lines.push('');
lines.push('winners vs others (average per player)');
for (const [k, v] of Object.entries(result.winnersVsOthers)) lines.push(`  ${k.padEnd(14)}${String(v.winners).padEnd(8)}${v.others}`);
lines.push('');
lines.push('Store                     bought in   by winner');
const stores = Object.entries(result.storeBuys).sort((a, b) => b[1].games - a[1].games);
for (const [id, s] of stores) {
  lines.push(`  ${id.padEnd(24)}${pct(s.games / Math.max(1, result.completed)).padEnd(12)}${s.games ? pct(s.byWinner / s.games) : '-'}`);
}
if (result.problems.length > 0) {
  lines.push('');
  lines.push('problems:');
  for (const p of result.problems) lines.push(`  ${p}`);
}
console.log(lines.join('\n'));
if (flag('json')) {
  const { problems: _problems, ...rest } = result;
  console.log(JSON.stringify({ ...rest, problems: result.problems.slice(0, 5) }));
}
process.exitCode = result.errors > 0 || result.invariantViolations > 0 ? 1 : 0;
