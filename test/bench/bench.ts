// `npm run bench`: how long the engine takes to apply an action (bots' thinking excluded) and to
// replay a log, for the kernel's test game and every registered game that can be loaded. Prints a
// readable table; with --json, the last line is one JSON object keyed by game (`brickAndMortar`,
// `adventureMart`, ...), each with `apply` alone and the app's whole per-action path, and a
// `bundle` key with the built app's home-screen and total gzip sizes (null without dist/).
import { loadableEntries } from '../sim/load';
import { benchGame } from './game-bench';
import { benchKernel } from './kernel-bench';
import { bundleSizes } from './bundle';
import type { BenchRow } from './measure';

const json = process.argv.includes('--json');
const rows: BenchRow[] = [benchKernel()];
for (const entry of loadableEntries()) {
  if (entry.load) rows.push(benchGame(entry, await entry.load()));
}
const pad = (s: string, n: number) => s.padEnd(n);
console.log(`${pad('game', 22)}${pad('µs/action', 12)}${pad('app µs/action', 15)}${pad('games/s', 10)}replay 200 actions (ms)`);
for (const r of rows) {
  console.log(
    `${pad(r.label, 22)}${pad(r.usPerAction.toFixed(2), 12)}${pad(r.appUsPerAction.toFixed(2), 15)}${pad(r.gamesPerSec.toFixed(0), 10)}${r.replay200ActionsMs.toFixed(3)}`,
  );
}
console.log('(µs/action: apply alone; app µs/action: the session\'s path, runner checks and fingerprint included)');
const bundle = await bundleSizes();
if (bundle) console.log(`bundle: home ${(bundle.homeGzip / 1000).toFixed(1)} KB gzip, everything ${(bundle.totalGzip / 1000).toFixed(1)} KB gzip (dist/)`);
else console.log('bundle: dist/ is missing (npm run build first)');
if (json) {
  const out: Record<string, unknown> = {};
  for (const r of rows) {
    out[r.key] = { usPerAction: r.usPerAction, appUsPerAction: r.appUsPerAction, gamesPerSec: r.gamesPerSec, replay200ActionsMs: r.replay200ActionsMs };
  }
  out.bundle = bundle;
  console.log(JSON.stringify(out));
}
