// The balance figures at 2, 3 and 4 players in one go (200 games each by default), as the tuning
// notes quote them: seat win rates and the largest deviation from fair, Sales per Day, Net Worth
// spread, Help from HQ deciding the winner / changing the ranking, Staff buy rates.
// Usage: node test/tools/run-ts.mjs test/games/adventure-mart/tune.ts [--games G] [--seed S] [--first-game] [--cards]
import { adventureMartModule as module } from '../../../src/games/adventure-mart/module';
import { simulate } from '../../sim/core';
import { simSpecFor } from '../../sim/games';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const games = Number(arg('games') ?? 200);
const seed = arg('seed') ?? 'tune';
const firstGame = process.argv.includes('--first-game');
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const spec = simSpecFor('adventure-mart');
for (const players of [2, 3, 4]) {
  const r = simulate({ module, players, games, seed, firstGame, checkViews: false });
  const dev = Math.max(...r.winRateBySeat.map((w) => Math.abs(w - 1 / players)));
  const kinds = r.byKind as Record<string, { boughtIn: number; boughtWhenOffered: number; lowest: string }>;
  console.log(
    `${players}p: seats ${r.winRateBySeat.map(pct).join(' / ')} (dev ${(100 * dev).toFixed(1)}), sales/day ${r.salesPerDay}, spread ${r.avgScoreSpread}, ` +
      `HQ decided ${pct(r.helpDecidedWinner as number)} ranking ${pct(r.helpChangedRanking as number)}, errors ${r.errors + r.invariantViolations}`,
  );
  console.log(`    help ${JSON.stringify(r.helpTaken)}, staff hires/player ${r.staffHiresPerPlayer}, rehires/game ${r.rehiresPerGame}`);
  for (const [k, v] of Object.entries(kinds)) console.log(`    ${k.padEnd(8)} bought in ${pct(v.boughtIn)}, when offered ${pct(v.boughtWhenOffered)}, lowest ${v.lowest}`);
  if (process.argv.includes('--cards')) console.log(spec.report(r, { cards: true }).tail.slice(-80).join('\n'));
  if (r.problems.length) console.log(r.problems.slice(0, 3).join('\n'));
}
