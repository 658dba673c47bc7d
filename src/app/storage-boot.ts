// Start-up order matters: take the single-writer lock first, then open the database, and only then
// let anything write. A second tab stops at the lock and says so instead of racing the first.
// Storage is ready as soon as the database is open: whether the browser keeps it for good is only
// read here (never asked: Firefox's prompt may stay unanswered), and only changes what home says.
import { acquireWriterLock } from '../storage/tab-lock';
import { openMatchStore } from '../storage/idb-store';
import type { MatchStore } from '../storage/match-store';
import { storagePersisted, type Persistence } from '../storage/persistence';

// Asked by the app once a game is saved (the storage chunk is loaded by then).
export { requestPersistentStorage } from '../storage/persistence';

export type StorageStatus =
  | { kind: 'loading' }
  | { kind: 'ready'; persistent: boolean }
  | { kind: 'memory'; message: string }
  | { kind: 'open-elsewhere'; message: string }
  | { kind: 'needs-reload'; message: string }
  /** The database upgrade waits for an older tab to close; the open carries on once it does. */
  | { kind: 'upgrade-blocked'; message: string };

export const UPGRADE_BLOCKED_MESSAGE =
  'Shopfloor is updating its saved games, but an older copy of Shopfloor is open in another tab or window. Close it to carry on; your saved games are safe.';

export async function connectStorage(
  onVersionChange: () => void,
  onBlocked?: (status: StorageStatus) => void,
): Promise<{ store: MatchStore | null; status: StorageStatus; persistence: Persistence }> {
  // Read beside the lock and the open, so it costs start-up nothing (it gives up after 300 ms).
  const persisted = storagePersisted();
  const lock = await acquireWriterLock();
  if (!lock.ok) return { store: null, status: { kind: 'open-elsewhere', message: lock.error.message }, persistence: 'unknown' };
  const opened = await openMatchStore({
    onVersionChange,
    onBlocked: () => onBlocked?.({ kind: 'upgrade-blocked', message: UPGRADE_BLOCKED_MESSAGE }),
  });
  if (!opened.ok) {
    // Rare (private browsing), so the in-memory fallback is its own chunk.
    const { createMemoryStore } = await import('../storage/memory-store');
    return { store: createMemoryStore(), status: { kind: 'memory', message: opened.error.message }, persistence: 'unknown' };
  }
  const persistence = await persisted;
  return { store: opened.value, status: { kind: 'ready', persistent: persistence === 'persistent' }, persistence };
}
