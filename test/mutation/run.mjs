// `npm run mutate [-- options]`: StrykerJS over the kernel and the games (stryker.config.mjs, in
// its two parts, one after the other), then the score per folder (report.mjs).
//   (no option)       every mutant: see README "Mutation testing" for how long that takes here
//   --incremental     only mutants whose code or covering tests changed since the last run
//                     (reports/mutation/<part>/incremental.json); the report still covers everything
//   --since <ref>     only the scored files changed since a git ref (committed or not)
//   --mutate <files>  only these files or ranges (Stryker's syntax, e.g. src/engine/rng.ts:10-30)
//   --part <name>     only one part: kernel or games
//   --name <label>    write the report to reports/mutation/<label>/ instead of <part>/, so a run
//                     over a few files does not replace the last full one; report.mjs merges every
//                     report there, the newest winning for a file measured twice
// Any other option goes to Stryker as it is.
import { execFileSync, spawnSync } from 'node:child_process';
import { matchesGlob } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PARTS } from '../../stryker.config.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const rest = [];
let files = null;
let parts = Object.keys(PARTS);
let name = null;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--since') {
    const ref = args[++i];
    if (!ref) throw new Error('--since needs a git ref, e.g. --since HEAD~3');
    const git = (...a) => execFileSync('git', a, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
    files = [...new Set([...git('diff', '--name-only', ref, '--', 'src'), ...git('ls-files', '--others', '--exclude-standard', '--', 'src')])];
    console.log(`Changed since ${ref}: ${files.join(', ') || 'nothing under src/'}`);
  } else if (args[i] === '--mutate') files = args[++i].split(',');
  else if (args[i] === '--part') parts = [args[++i]];
  else if (args[i] === '--name') name = args[++i];
  else rest.push(args[i]);
}

const started = Date.now();
for (const part of parts) {
  const globs = PARTS[part].mutate;
  // Only files the part mutates (not content data, bots or the app's glue); a range keeps its file's part.
  const mine = files?.filter((f) => globs.some((g) => matchesGlob(f.replace(/:[\d:-]+$/, ''), g)));
  if (mine && mine.length === 0) continue;
  console.log(`\n== ${part}${mine ? `: ${mine.join(', ')}` : ''}`);
  // Files of some games only: only those games' tests (and the shared conformance and golden
  // files, and the registry's check of each definition's id and name), so the first instrumented
  // run does not also play the other games.
  const games = mine && part === 'games' ? [...new Set(mine.map((f) => /^src\/games\/([^/]+)\//.exec(f)?.[1]))] : [];
  const tests = games.length > 0 && !rest.includes('--testFiles')
    ? ['--testFiles', [...games.map((g) => `test/games/${g}/**/*.test.ts`), 'test/conformance/games.test.ts', 'test/golden/golden.test.ts', 'test/games/registry.test.ts'].join(',')]
    : [];
  const stryker = spawnSync(
    process.execPath,
    [`${root}node_modules/@stryker-mutator/core/bin/stryker.js`, 'run', 'stryker.config.mjs', ...(mine ? ['--mutate', mine.join(',')] : []), ...tests, ...rest],
    { cwd: root, stdio: 'inherit', env: { ...process.env, STRYKER_PART: part, ...(name ? { STRYKER_REPORT: parts.length > 1 ? `${name}-${part}` : name } : {}) } },
  );
  if (stryker.status !== 0) process.exit(stryker.status ?? 1);
}
console.log(`\nStryker took ${((Date.now() - started) / 60000).toFixed(1)} min.`);
// Every report under reports/mutation/, so the table covers every folder measured so far.
const report = spawnSync(process.execPath, [`${root}test/mutation/report.mjs`], { cwd: root, stdio: 'inherit' });
process.exit(report.status ?? 1);
