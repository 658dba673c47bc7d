// `npm run mutate [-- options]`: StrykerJS over the kernel and the games (stryker.config.mjs), then
// the score per folder (report.mjs).
//   (no option)       every mutant: see README "Mutation testing" for how long that takes here
//   --incremental     only mutants whose code or covering tests changed since the last run
//                     (reports/mutation/incremental.json); the report still covers everything
//   --since <ref>     only the scored files changed since a git ref (committed or not)
//   --mutate <globs>  only these files or ranges (Stryker's syntax, e.g. src/engine/rng.ts:10-30)
// Any other option goes to Stryker as it is.
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { matchesGlob } from 'node:path';
import config from '../../stryker.config.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const strykerArgs = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--since') {
    const ref = args[++i];
    if (!ref) throw new Error('--since needs a git ref, e.g. --since HEAD~3');
    const git = (...a) => execFileSync('git', a, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
    const changed = new Set([...git('diff', '--name-only', ref, '--', 'src'), ...git('ls-files', '--others', '--exclude-standard', '--', 'src')]);
    // Only files the full run mutates: not content data, bots or the app's glue.
    const scored = [...changed].filter((f) => config.mutate.some((glob) => matchesGlob(f, glob)));
    if (scored.length === 0) {
      console.log(`No scored source file changed since ${ref}.`);
      process.exit(0);
    }
    console.log(`Mutating what changed since ${ref}: ${scored.join(', ')}`);
    strykerArgs.push('--mutate', scored.join(','));
  } else strykerArgs.push(args[i]);
}

const started = Date.now();
const stryker = spawnSync(process.execPath, [`${root}node_modules/@stryker-mutator/core/bin/stryker.js`, 'run', 'stryker.config.mjs', ...strykerArgs], { cwd: root, stdio: 'inherit' });
console.log(`\nStryker took ${((Date.now() - started) / 60000).toFixed(1)} min.`);
if (stryker.status !== 0) process.exit(stryker.status ?? 1);
const report = spawnSync(process.execPath, [`${root}test/mutation/report.mjs`], { cwd: root, stdio: 'inherit' });
process.exit(report.status ?? 1);
