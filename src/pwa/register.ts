// Service-worker registration and the update prompt's state.
//
// The service worker is built by vite-plugin-pwa with `registerType: 'prompt'` and registered here
// (`injectRegister: false`): a new version installs in the background and then waits.
// `updateReady` turns true; the UI shows <UpdateBanner>, and only when a player presses "Update
// now" does `applyUpdate()` activate the waiting worker and reload. Nothing here ever reloads on
// its own.
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

/** The worker vite-plugin-pwa generates (its default filename), for the whole origin. */
const SW_URL = '/sw.js';

let started = false;
let registration: ServiceWorkerRegistration | null = null;
// The player asked for the update in this tab: reloading is now what they want.
let applying = false;
// Another tab already activated the new worker: this tab only needs a reload to run it.
let reloadOnly = false;

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

function showUpdate(): void {
  updateDismissed.value = false;
  updateReady.value = true;
}

// The browser's own ServiceWorker API in place of workbox-window (2.5 KB gzip for four events):
// a worker installed while another controls the page is an update and waits for the player; the
// first one installed means everything is precached.
function watch(reg: ServiceWorkerRegistration): void {
  registration = reg;
  const sw = navigator.serviceWorker;
  // Installed on an earlier visit and still waiting: an update all the same.
  if (reg.waiting && sw.controller) showUpdate();
  reg.addEventListener('updatefound', () => {
    const worker = reg.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && sw.controller) showUpdate();
      if (worker.state === 'activated' && !sw.controller) offlineReady.value = true;
    });
  });
  let controlled = sw.controller !== null;
  sw.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true; // the first worker taking over: not an update
      return;
    }
    // The new worker took control. If the player asked for it here, reload now; otherwise
    // (activated from another tab) wait for the player like any update.
    if (applying) {
      window.location.reload();
    } else {
      reloadOnly = true;
      showUpdate();
    }
  });
  // A tablet app stays open for days: look for a new version when it comes back to the
  // foreground, at most once an hour, and only when online.
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || !navigator.onLine) return;
    if (Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheck = Date.now();
    reg.update().catch(() => {
      /* offline or server gone: try again next time */
    });
  });
}

export function initPwa(): void {
  if (started) return;
  started = true;
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return;
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker) return;
  if (import.meta.env.DEV) return; // the dev server serves no service worker

  navigator.serviceWorker.register(SW_URL, { scope: '/' }).then(watch, (error: unknown) => {
    console.warn('Service worker registration failed', error);
  });
}

/**
 * Activate the waiting service worker and reload into the new version. Call it only from a
 * player's explicit action ("Update now").
 */
export async function applyUpdate(): Promise<void> {
  applying = true;
  updateReady.value = false;
  const waiting = registration?.waiting;
  if (!waiting || reloadOnly) {
    window.location.reload();
    return;
  }
  // The generated worker skips waiting on this message; its taking control reloads (above).
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/** The player chose "Later": hide the prompt until the next new version or reload. */
export function postponeUpdate(): void {
  updateDismissed.value = true;
}
