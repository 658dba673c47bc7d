// StrykerJS (9.x: 10 needs Node 22) over the kernel and every game's rules, effects and views.
// `npm run mutate` (test/mutation/run.mjs) runs it in two parts and prints the score per folder;
// README "Mutation testing" says how to read it and how long it takes.
//   kernel  src/engine against the kernel's own tests (test/engine and the sealed-bid conformance
//           game): every game test reaches the kernel too, so with them a surviving kernel mutant
//           ran the whole suite (minutes each on this machine), and a kernel rule guarded only by
//           some game's test is not guarded where it lives
//   games   every game's rules, effects and view against the node tests Vitest relates to them
//           (test/mutation/vitest.config.ts lists which, and why some are left out)
// STRYKER_PART=kernel|games picks one; unset, both at once (what `npx stryker run` alone does).

export const PARTS = {
  kernel: {
    mutate: ['src/engine/**/*.ts'],
    testFiles: ['test/engine/**/*.test.ts', 'test/conformance/sealed-bid.test.ts'],
  },
  games: {
    mutate: [
      'src/games/*/rules/**/*.ts',
      'src/games/*/effects/**/*.ts',
      'src/games/*/view.ts',
      // A game's definition (setup, outcome) and rule constants computed per player count.
      'src/games/*/index.ts',
      'src/games/*/constants.ts',
    ],
  },
};

const part = process.env.STRYKER_PART;
const chosen = part ? PARTS[part] : { mutate: [...PARTS.kernel.mutate, ...PARTS.games.mutate] };
if (!chosen) throw new Error(`STRYKER_PART must be one of ${Object.keys(PARTS).join(', ')}`);
// STRYKER_REPORT (run.mjs --name) keeps a run's report apart, so runs over a few files each add up.
const name = process.env.STRYKER_REPORT ?? part;
const dir = `reports/mutation${name ? `/${name}` : ''}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // The node tests that can kill these mutants, fastest first (see that file for what is left out).
  vitest: { configFile: 'test/mutation/vitest.config.ts' },
  coverageAnalysis: 'perTest',
  mutate: chosen.mutate,
  ...(chosen.testFiles ? { testFiles: chosen.testFiles } : {}),
  // Two cores shared by six sessions on this machine: one worker (raise it with --concurrency).
  concurrency: 1,
  // A busy machine slows a run without any infinite loop: give each mutant room before a timeout
  // (an endless loop in instrumented code is usually stopped sooner, by Stryker's hit limit).
  timeoutMS: 15000,
  // The first, instrumented run of every covering test took over Stryker's 5 minutes at load 28.
  dryRunTimeoutMinutes: 60,
  timeoutFactor: 2,
  // event-recorder writes each mutant's result as it is tested (<dir>/events/), so report.mjs can
  // show the survivors of a run still going, hours before its JSON report.
  reporters: ['json', 'html', 'progress', 'event-recorder'],
  eventReporter: { baseDir: `${dir}/events` },
  jsonReporter: { fileName: `${dir}/mutation.json` },
  htmlReporter: { fileName: `${dir}/index.html` },
  incrementalFile: `${dir}/incremental.json`,
  tempDirName: `.stryker-tmp${name ? `-${name}` : ''}`,
  ignorePatterns: ['.stryker-tmp*', 'dist', 'dist-node', 'reports', 'coverage', 'test-results', 'test/e2e', 'public', 'docs', '.e2e-profile*'],
  thresholds: { high: 90, low: 80, break: null },
};
