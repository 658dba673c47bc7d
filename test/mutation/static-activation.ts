// Switches Stryker's mutant on before the test file imports the code under test, so a static
// mutant (a module-level table, constant or arrow function, evaluated while its module loads) is
// really tested. StrykerJS 9.6.1 asks for runtime activation whenever a run has a test filter,
// and `--testFiles` (which run.mjs passes, and the kernel part's testFiles) gives every mutant one,
// static ones included (stryker-js#6144, still open in 10.0.0 as #6209): its Vitest setup then
// sets the active mutant in a beforeAll, after the imports, and every static mutant "survives"
// whatever the tests say. Setting it here, at the top of a setup file that runs after Stryker's
// own and before the test file, is what Stryker's 'static' activation does; for a runtime mutant
// it changes nothing, since code that runs only inside tests sees the same value either way.
// Only with fresh modules per test file: with SHOPFLOOR_MUTATION_SHARED=1 a module first loaded
// while one mutant is on would keep that mutant in later runs (a false kill), so shared-module
// runs keep Stryker's own timing and still cannot switch static mutants on.
import { inject } from 'vitest';

const provided = inject as unknown as (key: string) => unknown;

if (provided('mode') === 'mutant' && process.env.SHOPFLOOR_MUTATION_SHARED !== '1') {
  const name = provided('globalNamespace') as string;
  const ns = ((globalThis as Record<string, unknown>)[name] ??= {}) as { activeMutant?: unknown };
  ns.activeMutant = provided('activeMutant');
}
