// Browsers may evict "best-effort" storage under pressure, which would silently delete saved
// games. Asking for persistent storage prevents that where the browser agrees. Never throws:
// the answer only changes what the UI says, never whether the player can play.
export type PersistenceAnswer = 'granted' | 'denied' | 'unsupported';

export async function requestPersistentStorage(): Promise<PersistenceAnswer> {
  try {
    const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
    if (!storage || typeof storage.persist !== 'function') return 'unsupported';
    // Already persistent: don't ask again (some browsers show a prompt each time).
    if (typeof storage.persisted === 'function' && (await storage.persisted())) return 'granted';
    return (await storage.persist()) ? 'granted' : 'denied';
  } catch {
    return 'denied';
  }
}
