/// <reference types="vite-plugin-pwa/vanillajs" />
// Service-worker registration and the update prompt's state.
//
// The service worker is built by vite-plugin-pwa with `registerType: 'prompt'`: a new version
// installs in the background and then waits. `updateReady` turns true; the UI shows
// <UpdateBanner>, and only when a player presses "Update now" does `applyUpdate()` activate the
// waiting worker and reload. Nothing here ever reloads on its own.
//
// Without `navigator.serviceWorker` (vitest, happy-dom, old browsers, `vite` dev server)
// `initPwa()` does nothing and the signals stay false.
import { signal } from '@preact/signals';

/** True when a new version is installed and waiting for the player's go-ahead. */
export const updateReady = signal(false);
/** True once the app is fully precached and works offline. */
export const offlineReady = signal(false);
/** True after the player pressed "Later" (until the next reload, or the next new version). */
export const updateDismissed = signal(false);

type UpdateFn = (reloadPage?: boolean) => Promise<void>;

let started = false;
let updateSW: UpdateFn | null = null;
// The player asked for the update in this tab: reloading is now what they want.
let applying = false;
// Another tab already activated the new worker: this tab only needs a reload to run it.
let reloadOnly = false;

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export function initPwa(): void {
  if (started) return;
  started = true;
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return;
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker) return;
  if (import.meta.env.DEV) return; // the dev server serves no service worker

  void import('virtual:pwa-register')
    .then(({ registerSW }) => {
      updateSW = registerSW({
        immediate: true,
        onNeedRefresh() {
          updateDismissed.value = false;
          updateReady.value = true;
        },
        onOfflineReady() {
          offlineReady.value = true;
        },
        onNeedReload() {
          // The new worker took control. If the player asked for it here, reload now;
          // otherwise (activated from another tab) wait for the player like any update.
          if (applying) {
            window.location.reload();
          } else {
            reloadOnly = true;
            updateDismissed.value = false;
            updateReady.value = true;
          }
        },
        onRegisteredSW(_url, registration) {
          if (!registration) return;
          // A tablet app stays open for days: look for a new version when it comes back to
          // the foreground, at most once an hour, and only when online.
          let lastCheck = Date.now();
          document.addEventListener('visibilitychange', () => {
            if (document.visibilityState !== 'visible' || !navigator.onLine) return;
            if (Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
            lastCheck = Date.now();
            registration.update().catch(() => {
              /* offline or server gone: try again next time */
            });
          });
        },
        onRegisterError(error) {
          console.warn('Service worker registration failed', error);
        },
      });
    })
    .catch((error: unknown) => {
      console.warn('Service worker support could not load', error);
    });
}

/**
 * Activate the waiting service worker and reload into the new version. Call it only from a
 * player's explicit action ("Update now").
 */
export async function applyUpdate(): Promise<void> {
  applying = true;
  updateReady.value = false;
  if (!updateSW || reloadOnly) {
    window.location.reload();
    return;
  }
  // Sends SKIP_WAITING to the waiting worker; its `controlling` event reloads (onNeedReload).
  await updateSW(true);
}

/** The player chose "Later": hide the prompt until the next new version or reload. */
export function postponeUpdate(): void {
  updateDismissed.value = true;
}
