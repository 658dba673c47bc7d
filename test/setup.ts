// Every test gets a fresh in-memory IndexedDB implementation; tests still use one database name each.
import 'fake-indexeddb/auto';

// Components' findBy/waitFor wait for a state, by default for 1 s: a lazily loaded screen on a
// machine loaded by other work (a CI run here beside four others) took longer, and home's tests
// failed with the screen on its way. The limit catches a state that never comes, not a slow one.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/preact');
  configure({ asyncUtilTimeout: 10_000 });
}
