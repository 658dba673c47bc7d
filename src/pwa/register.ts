// Service-worker registration and the update prompt, as home sees them.
//
// The service worker is built by vite-plugin-pwa with `registerType: 'prompt'` and registered by
// worker-updates.ts (`injectRegister: false`): a new version installs in the background and then
// waits. `updateReady` turns true; the UI shows <UpdateBanner>, and only when a player presses
// "Update now" does `applyUpdate()` activate the waiting worker and reload. Nothing here ever
// reloads on its own.
//
// The registration and workbox-window load after the first frame (their own chunk), so home's
// first paint never waits for them. Without `navigator.serviceWorker` (vitest, happy-dom, old
// browsers, `vite` dev server) `initPwa()` does nothing and the signals stay false.
import { updateDismissed } from './update-state';

export { offlineReady, updateDismissed, updateReady } from './update-state';

let started = false;
const updates = () => import('./worker-updates');

export function initPwa(): void {
  if (started) return;
  started = true;
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return;
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker) return;
  if (import.meta.env.DEV) return; // the dev server serves no service worker

  // After the first frame is drawn: the library is not part of what home paints with.
  requestAnimationFrame(() =>
    setTimeout(() => {
      updates().then((m) => m.register()).catch((error: unknown) => {
        console.warn('Service worker registration failed', error);
      });
    }),
  );
}

/**
 * Activate the waiting service worker and reload into the new version. Call it only from a
 * player's explicit action ("Update now").
 */
export async function applyUpdate(): Promise<void> {
  (await updates()).applyUpdate();
}

/** The player chose "Later": hide the prompt until the next new version or reload. */
export function postponeUpdate(): void {
  updateDismissed.value = true;
}
