// Browsers may evict "best-effort" storage (under pressure, or Safari after days without a visit),
// which would silently delete saved games. Asking for persistent storage prevents that where the
// browser agrees. Nothing here may ever decide whether a person can play: Firefox answers
// `persist()` only once the person answers its prompt, which may be never, so start-up only reads
// the current state (`persisted()`, which never prompts, and gives up after a short wait) and the
// app asks (`requestPersistentStorage`) without waiting for the answer. Never throws.
export type PersistenceAnswer = 'granted' | 'denied' | 'unsupported';

/** What start-up knows about the saved games' safety: kept for good, may be evicted, or unknown
 * (no Storage API, or the browser did not say in time). */
export type Persistence = 'persistent' | 'best-effort' | 'unknown';

function storageManager(): StorageManager | undefined {
  return typeof navigator !== 'undefined' ? navigator.storage : undefined;
}

/** How long start-up waits for `persisted()` before carrying on without its answer. */
export const PERSISTED_WAIT_MS = 300;

/** Whether storage is persistent now, without asking the person anything. */
export async function storagePersisted(waitMs = PERSISTED_WAIT_MS): Promise<Persistence> {
  try {
    const storage = storageManager();
    if (!storage || typeof storage.persisted !== 'function') return 'unknown';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<Persistence>((resolve) => {
      timer = setTimeout(() => resolve('unknown'), waitMs);
    });
    const answer = storage.persisted().then((yes): Persistence => (yes ? 'persistent' : 'best-effort'));
    try {
      return await Promise.race([answer, late]);
    } finally {
      clearTimeout(timer);
    }
  } catch {
    return 'unknown';
  }
}

/** Asks the browser to keep storage for good. The promise may stay pending for as long as a prompt
 * is unanswered: callers must never wait on it before letting anyone play. */
export async function requestPersistentStorage(): Promise<PersistenceAnswer> {
  try {
    const storage = storageManager();
    if (!storage || typeof storage.persist !== 'function') return 'unsupported';
    // Already persistent: don't ask again (some browsers show a prompt each time).
    if ((await storagePersisted()) === 'persistent') return 'granted';
    return (await storage.persist()) ? 'granted' : 'denied';
  } catch {
    return 'denied';
  }
}
