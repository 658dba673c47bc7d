// The tests Stryker runs against each mutant: the node tests that drive the kernel and the games'
// rules, effects and views with hand-made states and recorded games: the clause tests, golden
// replays and the conformance suite (random and bot games through the contract). Left out, because
// a surviving mutant runs every test that reaches it and these cost seconds of whole games each:
// the property tests (the conformance suite's checks over many more games), the bots' tests and
// strength checks and the simulator's (they judge bots and tuning, not rules); and UI, storage and
// app tests, which reach the rules only through the same functions. The purity scan reads source
// text, so no mutant can change its verdict. Run by hand: `npx vitest run -c test/mutation/vitest.config.ts`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const root = fileURLToPath(new URL('../..', import.meta.url));

// Whole-game tests last: a mutant is usually killed by a clause test in milliseconds, and Vitest's
// own order (slowest file first) would spend seconds of whole games before reaching it.
const SLOW = [/\/test\/conformance\//, /\/test\/golden\//];

function rank(file: string): number {
  const i = SLOW.findIndex((re) => re.test(file));
  return i < 0 ? -1 : SLOW.length - i;
}

class FastFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => rank(a.moduleId) - rank(b.moduleId) || a.moduleId.localeCompare(b.moduleId));
  }
}

export default defineConfig({
  root,
  test: {
    environment: 'node',
    // No test/setup.ts: it only installs fake-indexeddb, which none of these tests use. Each test
    // file loads the modules afresh (Vitest's default isolation): a mutant that acts while a module
    // loads (a top-level arrow function, a constant) is only switched on in a fresh load, and with
    // modules kept between files such mutants were reported as surviving tests that do kill them.
    // SHOPFLOOR_MUTATION_SHARED=1 (a quick pass on a busy machine) keeps loaded modules between
    // test files and runs: each mutant then costs its tests alone, not a fresh load of the games,
    // about three times faster, but a mutant that acts while a module loads (Stryker calls them
    // static) may be reported as surviving a test that kills it: recheck those without it.
    isolate: process.env.SHOPFLOOR_MUTATION_SHARED !== '1',
    // Stryker 9.6.1 switches a static mutant on too late when tests are filtered: see that file.
    setupFiles: ['test/mutation/static-activation.ts'],
    include: ['test/engine/**/*.test.ts', 'test/games/**/*.test.ts', 'test/conformance/**/*.test.ts', 'test/golden/**/*.test.ts'],
    exclude: [
      'test/engine/purity.test.ts',
      'test/games/*/properties.test.ts',
      'test/games/*/bots.test.ts',
      'test/games/*/bot-strength.test.ts',
      'test/games/*/simulate.test.ts',
      'node_modules/**',
    ],
    // The conformance suite plays fewer games under mutation (test/conformance/conformance.ts,
    // MUTATION_RUNS): a surviving mutant ran its full suite, a minute each here, and a rule is for
    // a clause test to guard, not for a random game to stumble on.
    // SHOPFLOOR_MUTATION=0 in the environment runs them in full, to compare.
    env: { SHOPFLOOR_MUTATION: process.env.SHOPFLOOR_MUTATION ?? '1' },
    // Instrumented code on a busy machine: whole-game tests need far longer than under npm test.
    testTimeout: 180_000,
    sequence: { sequencer: FastFirst },
  },
});
