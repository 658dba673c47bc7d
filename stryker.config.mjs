// StrykerJS (9.x: 10 needs Node 22) over the kernel and every game's rules, effects and views.
// `npm run mutate` runs it through test/mutation/run.mjs, which prints the score per folder;
// README "Mutation testing" says how to read it and how long it takes.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // The node tests that can kill these mutants, fastest first (see that file for what is left out).
  vitest: { configFile: 'test/mutation/vitest.config.ts' },
  coverageAnalysis: 'perTest',
  mutate: [
    'src/engine/**/*.ts',
    'src/games/*/rules/**/*.ts',
    'src/games/*/effects/**/*.ts',
    'src/games/*/view.ts',
    // A game's definition (setup, outcome) and rule constants computed per player count.
    'src/games/*/index.ts',
    'src/games/*/constants.ts',
  ],
  // Two cores shared with everyone else on this machine.
  concurrency: 2,
  // A busy machine slows a run without any infinite loop: give each mutant room before a timeout.
  timeoutMS: 5000,
  timeoutFactor: 2,
  reporters: ['json', 'html', 'progress'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  incrementalFile: 'reports/mutation/incremental.json',
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'dist-node', 'reports', 'coverage', 'test-results', 'test/e2e', 'public', 'docs', '.e2e-profile*'],
  thresholds: { high: 90, low: 80, break: null },
};
