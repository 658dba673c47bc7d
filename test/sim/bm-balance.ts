// `node test/tools/run-ts.mjs test/sim/bm-balance.ts <seats|variants> [--players 2,3,4] [--games G] [--seeds 1,2]`
// Brick & Mortar's balance figures in one run, for the tuning notes in docs/balance.md:
// - seats: equal default bots; win rate by seat and by starting Store, per player count and seed.
// - variants: each named bot variant in one seat against default bots in the others, the variant's
//   seat rotated over every seat (G games per seat); its win rate against the fair share.
//   `--base '{"eagerness":0.5}'` plays the variants against another tuning instead of the default;
//   `--only name,name` picks variants; `--candidates '{"name":{...},...}'` adds ad-hoc ones.
// Every game is checked by the simulator as usual (view checks off, for speed).
import { brickAndMortarModule as module } from '../../src/games/brick-and-mortar/module';
import { makeHeuristicBot, type BotParams } from '../../src/games/brick-and-mortar/bots';
import { BOT_VARIANTS, headToHead } from './bm-variants';
import { simulate } from './core';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const list = (s: string | undefined, d: string) => (s ?? d).split(',').filter(Boolean);
const pct = (x: number) => (100 * x).toFixed(1);

const mode = process.argv[2] ?? 'seats';
const counts = list(arg('players'), '2,3,4').map(Number);
const seeds = list(arg('seeds'), '1,2');
const games = Number(arg('games') ?? 400);
const base: Partial<BotParams> = JSON.parse(arg('base') ?? '{}');

if (mode === 'seats') {
  const bot = makeHeuristicBot(base);
  for (const players of counts) {
    for (const seed of seeds) {
      const r = simulate({ module, players, games, seed, checkViews: false, bots: new Array(players).fill(bot) });
      const starters = r.winRateByStarter as Record<string, { dealt: number; winRate: number }>;
      const dev = Math.max(...r.winRateBySeat.map((w) => Math.abs(w - 1 / players)));
      console.log(
        `${players}p seed ${seed} (${r.completed}/${games}, errors ${r.errors + r.invariantViolations}): seats ${r.winRateBySeat.map(pct).join(' / ')}`
        + ` (largest deviation ${pct(dev)}); starters ${Object.entries(starters).map(([id, s]) => `${id} ${pct(s.winRate)}`).join(', ')}`
        + `; median month ${r.medianMonths}, final month reached ${pct(r.reachedFinalMonth as number)}%`,
      );
    }
  }
} else if (mode === 'variants') {
  const extra: Record<string, Partial<BotParams>> = JSON.parse(arg('candidates') ?? '{}');
  const all = { ...BOT_VARIANTS, ...extra };
  const only = arg('only') ? list(arg('only'), '') : Object.keys(all);
  for (const name of only) {
    const params = all[name];
    if (!params) throw new Error(`Unknown variant ${name}`);
    const cells: string[] = [];
    for (const players of counts) {
      let won = 0;
      let played = 0;
      for (const seed of seeds) {
        const r = headToHead({ ...base, ...params }, base, players, games, seed);
        won += r.wins;
        played += r.games;
      }
      cells.push(`${players}p ${pct(won / Math.max(1, played))} (fair ${pct(1 / players)}, ${played} games)`);
    }
    console.log(`${name.padEnd(22)} ${cells.join('; ')}`);
  }
} else {
  console.error('Usage: bm-balance.ts seats|variants [--players 2,3,4] [--games G] [--seeds 1,2] [--base JSON]');
  process.exit(2);
}
