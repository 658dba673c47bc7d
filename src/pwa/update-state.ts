// The update prompt's state, read by home's banner: the service worker's registration
// (worker-updates.ts, loaded after the first frame) sets it.
import { signal } from '@preact/signals';

/** True when a new version is installed and waiting for the player's go-ahead. */
export const updateReady = signal(false);
/** True once the app is fully precached and works offline. */
export const offlineReady = signal(false);
/** True after the player pressed "Later" (until the next reload, or the next new version). */
export const updateDismissed = signal(false);
