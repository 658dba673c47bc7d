// `npm run mutate [-- options]`: StrykerJS over the kernel and the games (stryker.config.mjs, in
// its two parts, one after the other), then the score per folder (report.mjs).
//   (no option)       every mutant: see README "Mutation testing" for how long that takes here
//   --incremental     only mutants whose code or covering tests changed since the last run
//                     (reports/mutation/<part>/incremental.json); the report still covers everything
//   --since <ref>     only the scored files changed since a git ref (committed or not)
//   --mutate <files>  only these files or ranges (Stryker's syntax, e.g. src/engine/rng.ts:10-30)
//   --part <name>     only one part: kernel or games
// Any other option goes to Stryker as it is.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { matchesGlob } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PARTS } from '../../stryker.config.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const rest = [];
let files = null;
let parts = Object.keys(PARTS);
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--since') {
    const ref = args[++i];
    if (!ref) throw new Error('--since needs a git ref, e.g. --since HEAD~3');
    const git = (...a) => execFileSync('git', a, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
    files = [...new Set([...git('diff', '--name-only', ref, '--', 'src'), ...git('ls-files', '--others', '--exclude-standard', '--', 'src')])];
    console.log(`Changed since ${ref}: ${files.join(', ') || 'nothing under src/'}`);
  } else if (args[i] === '--mutate') files = args[++i].split(',');
  else if (args[i] === '--part') parts = [args[++i]];
  else rest.push(args[i]);
}

const started = Date.now();
const reports = [];
for (const part of parts) {
  const globs = PARTS[part].mutate;
  // Only files the part mutates (not content data, bots or the app's glue); a range keeps its file's part.
  const mine = files?.filter((f) => globs.some((g) => matchesGlob(f.replace(/:[\d:-]+$/, ''), g)));
  if (mine && mine.length === 0) continue;
  console.log(`\n== ${part}${mine ? `: ${mine.join(', ')}` : ''}`);
  const stryker = spawnSync(
    process.execPath,
    [`${root}node_modules/@stryker-mutator/core/bin/stryker.js`, 'run', 'stryker.config.mjs', ...(mine ? ['--mutate', mine.join(',')] : []), ...rest],
    { cwd: root, stdio: 'inherit', env: { ...process.env, STRYKER_PART: part } },
  );
  if (stryker.status !== 0) process.exit(stryker.status ?? 1);
  reports.push('--json', `${root}reports/mutation/${part}/mutation.json`);
}
console.log(`\nStryker took ${((Date.now() - started) / 60000).toFixed(1)} min.`);
if (reports.length === 0) {
  console.log('No scored source file to mutate.');
  process.exit(0);
}
// A part not run this time still counts with its latest report, so the table covers every folder.
for (const part of Object.keys(PARTS)) {
  const json = `${root}reports/mutation/${part}/mutation.json`;
  if (!parts.includes(part) && existsSync(json)) reports.push('--json', json);
}
const report = spawnSync(process.execPath, [`${root}test/mutation/report.mjs`, ...reports], { cwd: root, stdio: 'inherit' });
process.exit(report.status ?? 1);
