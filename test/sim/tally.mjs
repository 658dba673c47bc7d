#!/usr/bin/env node
// Sums the "game {json}" lines `npm run simulate -- ... --progress` prints, from any number of
// files (the parts of a long run, some perhaps stopped early): win rate per seat of each label
// (fair share 1 / players) with its binomial standard error, mean margin to the best rival, and
// how many deals were played in every rotation. Counting whole deals only (--whole) keeps each
// deal's luck shared equally by the labels, as --swap intends.
// Usage: node test/sim/tally.mjs [--whole] <file>...
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const whole = args.includes('--whole');
const files = args.filter((a) => !a.startsWith('--'));
if (files.length === 0) {
  console.error('Usage: node test/sim/tally.mjs [--whole] <file>...');
  process.exit(2);
}

const games = [];
for (const f of files) {
  for (const line of readFileSync(f, 'utf8').split('\n')) {
    if (line.startsWith('game ')) games.push(JSON.parse(line.slice(5)));
  }
}
if (games.length === 0) {
  console.log('no finished games yet');
  process.exit(0);
}
const players = games[0].labels.length;
// A deal played in every rotation is whole; one game per (deal, seating) at most.
const byDeal = new Map();
for (const g of games) {
  const seen = byDeal.get(g.deal) ?? new Map();
  seen.set(g.labels.join(','), g);
  byDeal.set(g.deal, seen);
}
const wholeDeals = [...byDeal.values()].filter((m) => m.size === players).length;
const counted = [...byDeal.values()].filter((m) => !whole || m.size === players).flatMap((m) => [...m.values()]);

const seats = {};
const wins = {};
const margin = {};
for (const g of counted) {
  const winner = g.ranking[0];
  g.labels.forEach((label, s) => {
    const best = Math.max(...g.scores.filter((_, i) => i !== s));
    seats[label] = (seats[label] ?? 0) + 1;
    wins[label] = (wins[label] ?? 0) + (s === winner ? 1 : 0);
    margin[label] = (margin[label] ?? 0) + g.scores[s] - best;
  });
}
const fair = 1 / players;
console.log(`${counted.length} games (${wholeDeals} deals in every rotation, ${byDeal.size} begun), ${players} players, fair share ${(100 * fair).toFixed(1)}%`);
const out = {};
for (const label of Object.keys(seats)) {
  const n = seats[label];
  const p = wins[label] / n;
  // The label's seats are not independent games when it holds several seats of one game; the
  // error is then an estimate per seat, as the simulator's winRateByLevel is.
  const se = Math.sqrt((p * (1 - p)) / n);
  out[label] = { seats: n, winRate: +p.toFixed(4), se: +se.toFixed(4), timesFair: +(p / fair).toFixed(3), margin: +(margin[label] / n).toFixed(2) };
  console.log(`  ${label.padEnd(8)} ${(100 * p).toFixed(1)}% (s.e. ${(100 * se).toFixed(1)}) = ${(p / fair).toFixed(2)}x fair, mean margin ${(margin[label] / n).toFixed(2)}, ${n} seats`);
}
console.log(JSON.stringify({ games: counted.length, wholeDeals, players, byLabel: out }));
