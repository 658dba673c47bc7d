// Records a golden game: `node test/tools/run-ts.mjs test/golden/record.ts --game <id> --players N
// --seed S [--first-game] [--random] [--variant key=value ...] [--out file.json]` (variants other
// than firstGame are named in the file name).
// Plays one game (the game's bot on every seat, or uniform random moves with --random) through the
// conformance driver, keeps its log and state hashes, and writes test/golden/<game>/<name>.json.
// The golden test only ever replays these files; it never records.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { stateHash } from '../../src/engine/hash';
import { playGame, seatsOf } from '../conformance/drive';
import { loadableEntry } from '../sim/load';
import { formatGolden, GOLDEN_FORMAT, HASH_EVERY, type GoldenGame } from './fixture';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const flag = (name: string): boolean => process.argv.includes(`--${name}`);

const gameId = arg('game');
const entry = gameId ? loadableEntry(gameId) : undefined;
if (!entry?.load) {
  console.error('Usage: --game <registered game id> --players N --seed S [--first-game] [--random] [--variant key=value] [--out file]');
  process.exit(2);
}
const module = await entry.load();
const players = Number(arg('players') ?? module.game.minSeats);
const seed = arg('seed') ?? `golden-${players}`;
const variants: Record<string, unknown> = { firstGame: flag('first-game') };
process.argv.forEach((a, i) => {
  if (a !== '--variant') return;
  const [key, value] = (process.argv[i + 1] ?? '').split('=');
  if (key) variants[key] = value === 'true' ? true : value === 'false' ? false : Number.isNaN(Number(value)) ? value : Number(value);
});
const options = { seats: seatsOf(players), variants };
const random = flag('random');
if (!random && !module.bot) {
  console.error(`${entry.name} has no bot yet: record with --random.`);
  process.exit(2);
}
const hashes: Record<string, string> = {};
let count = 0;
const played = playGame(module.game, options, seed, random ? 'random' : module.bot!, {
  maxActions: 20000,
  onStep: (_before, after) => {
    count++;
    if (count % HASH_EVERY === 0) hashes[String(count)] = stateHash(after);
  },
});
hashes['0'] = stateHash(played.start);
const golden: GoldenGame = {
  format: GOLDEN_FORMAT,
  game: module.game.id,
  engineVersion: module.game.engineVersion,
  contentVersion: module.game.contentVersion,
  chooser: random ? 'random' : 'bot',
  options,
  seed,
  actions: played.log.length,
  hashes: Object.fromEntries(Object.entries(hashes).sort((a, b) => Number(a[0]) - Number(b[0]))),
  finalHash: stateHash(played.final),
  log: played.log,
};
const extras = Object.entries(variants).filter(([k, v]) => k !== 'firstGame' && v !== false).map(([k, v]) => (v === true ? k : `${k}-${v}`));
const name = `${players}p-${seed}${variants.firstGame ? '-first-game' : ''}${extras.map((x) => `-${x}`).join('')}${random ? '-random' : ''}`;
const out = resolve(arg('out') ?? `test/golden/${module.game.id}/${name}.json`);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, formatGolden(golden));
console.log(`${out}: ${golden.actions} actions, final hash ${golden.finalHash}`);
