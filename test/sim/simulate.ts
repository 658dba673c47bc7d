// `npm run simulate -- --game <id> --players N --games G --seed S [--json]`
// Plays G bot-only games of any registered game (loaded through src/games/registry.ts) and checks
// the contract and the game's invariants after every action (see core.ts and games.ts). Prints a
// readable summary; with --json the last line is one JSON object. Exits non-zero on any error or
// invariant violation. Extra flags: --cards (the game's per-card buy table, where it has one),
// --first-game, --bots <names> (cycled over the seats: the
// game's bot by its name, e.g. heuristic, or "bot", or "random"), --no-view-checks (faster; skips
// the per-action view secrecy checks).
// Levels: --bots easy,normal,hard (normal is the game's bot; hard searches with --iterations
// rollouts a decision, default DEFAULT_ITERATIONS, deterministic); --swap plays each deal once per
// seat rotation; --first-deal D starts at deal D, so a long run split into parts (D = 0, 20, 40,
// ...) plays the deals one run would. With levels named, the JSON carries winRateByLevel (wins per
// seat of that level and game: fair share 1 / players), avgScoreMarginByLevel and
// decisionMsP95ByLevel. --progress prints a line per finished game ("game {json}": deal, labels,
// scores, ranking), so a long run stopped early still counts: test/sim/tally.mjs sums such lines.
import { seatPolicies, simulate, type SimResult } from './core';
import { simSpecFor } from './games';
import { loadableEntries, loadableEntry } from './load';
import { DEFAULT_ITERATIONS, loadSearchSpec } from '../../src/games/bots/levels';
import { makeHardBot } from '../../src/games/bots/search';
import type { BotPolicy } from '../../src/games/game-module';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const flag = (name: string): boolean => process.argv.includes(`--${name}`);

const gameId = arg('game') ?? 'brick-and-mortar';
const entry = loadableEntry(gameId);
if (!entry?.load) {
  const playable = loadableEntries().map((g) => g.id);
  console.error(`Unknown game "${gameId}": the simulator knows ${playable.join(', ')}.`);
  process.exit(2);
}
const module = await entry.load();
const spec = simSpecFor(gameId);
const players = Number(arg('players') ?? 3);
const games = Number(arg('games') ?? 100);
const seed = arg('seed') ?? 'sim';
const { minSeats, maxSeats } = module.game;
const firstDeal = Number(arg('first-deal') ?? 0);
if (!Number.isInteger(players) || players < minSeats || players > maxSeats || !Number.isInteger(games) || games < 1 || !Number.isInteger(firstDeal) || firstDeal < 0) {
  console.error(`Usage: --players ${minSeats}..${maxSeats} --games G (G >= 1) --seed S [--json] [--first-game] [--first-deal D] [--bots ${spec.botName},random]`);
  process.exit(2);
}
const botNames = (arg('bots') ?? spec.botName).split(',');
const iterations = Number(arg('iterations') ?? DEFAULT_ITERATIONS);
const extra: Record<string, BotPolicy> = {};
if (botNames.includes('hard')) {
  const search = await loadSearchSpec(gameId);
  // A game without a search plays its Hard seats as Normal, as the app does.
  extra.hard = search ? makeHardBot(search, { iterations }) : (module.bot as BotPolicy);
}
const levels = ['easy', 'normal', 'hard'];
const labelled = botNames.some((b) => levels.includes(b));

const result: SimResult = simulate({
  module,
  players,
  games,
  seed,
  firstGame: flag('first-game'),
  bots: seatPolicies(botNames, players, module, extra),
  labels: labelled ? Array.from({ length: players }, (_, i) => botNames[i % botNames.length] as string) : undefined,
  rotate: flag('swap'),
  firstDeal,
  checkViews: !flag('no-view-checks'),
  now: () => performance.now(),
  onGame: flag('progress')
    ? (g) => {
        const o = module.game.outcome(g.final as never);
        if (o) console.log(`game ${JSON.stringify({ deal: g.deal, labels: g.seatLabels, scores: o.scores, ranking: o.ranking })}`);
      }
    : undefined,
});

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const own = spec.report(result, { cards: flag('cards') });
const lines: string[] = [];
lines.push(`${module.game.name}: ${players} players, ${games} games, seed "${seed}", bots ${botNames.join('/')}`);
lines.push(`completed ${result.completed}, errors ${result.errors}, invariant violations ${result.invariantViolations}`);
lines.push('');
lines.push('seat  win rate  avg score');
result.winRateBySeat.forEach((w, i) => lines.push(`${String(i).padEnd(6)}${pct(w).padEnd(10)}${(result.avgScoreBySeat[i] ?? 0).toFixed(1)}`));
lines.push(`fair share ${pct(1 / players)}; largest deviation ${(100 * Math.max(...result.winRateBySeat.map((w) => Math.abs(w - 1 / players)))).toFixed(1)} points`);
lines.push('');
lines.push(...own.middle);
lines.push(`score spread (first - last) ${result.avgScoreSpread}, winner's margin ${result.avgWinnerMargin}`);
lines.push(`actions per game ${result.avgActions}, ms per game ${result.msPerGame}, slowest bot decision ${result.maxDecisionMs} ms (${result.slowestKind}), ${result.decisionsOver50Ms} over 50 ms`);
lines.push(...own.tail);
if (result.winRateByLevel) {
  lines.push('');
  lines.push(`by level (win rate per seat, fair ${pct(1 / players)}; mean margin to the best rival; decision p95)`);
  for (const [l, w] of Object.entries(result.winRateByLevel)) {
    lines.push(`  ${l.padEnd(8)}${pct(w).padEnd(8)}${String(result.avgScoreMarginByLevel?.[l] ?? '').padEnd(8)}${result.decisionMsP95ByLevel?.[l] ?? ''} ms`);
  }
}
if (result.problems.length > 0) {
  lines.push('');
  lines.push('problems:');
  for (const p of result.problems) lines.push(`  ${p}`);
}
console.log(lines.join('\n'));
if (flag('json')) {
  console.log(JSON.stringify({ ...result, problems: result.problems.slice(0, 5) }));
}
process.exitCode = result.errors > 0 || result.invariantViolations > 0 ? 1 : 0;
