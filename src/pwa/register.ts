// Service-worker registration and the update prompt's state, through workbox-window.
//
// The service worker is built by vite-plugin-pwa with `registerType: 'prompt'` and registered here
// (`injectRegister: false`): a new version installs in the background and then waits.
// `updateReady` turns true; the UI shows <UpdateBanner>, and only when a player presses "Update
// now" does `applyUpdate()` activate the waiting worker and reload. Nothing here ever reloads on
// its own.
//
// workbox-window loads after the first frame (its own chunk), so home's first paint never waits
// for it. Without `navigator.serviceWorker` (vitest, happy-dom, old browsers, `vite` dev server)
// `initPwa()` does nothing and the signals stay false.
import { signal } from '@preact/signals';
import type { Workbox } from 'workbox-window';

/** True when a new version is installed and waiting for the player's go-ahead. */
export const updateReady = signal(false);
/** True once the app is fully precached and works offline. */
export const offlineReady = signal(false);
/** True after the player pressed "Later" (until the next reload, or the next new version). */
export const updateDismissed = signal(false);

/** The worker vite-plugin-pwa generates (its default filename), for the whole origin. */
const SW_URL = '/sw.js';

let started = false;
let workbox: Workbox | null = null;
let registration: ServiceWorkerRegistration | undefined;
// The player asked for the update in this tab: reloading is now what they want.
let applying = false;
// Another tab already activated the new worker: this tab only needs a reload to run it.
let reloadOnly = false;

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

function showUpdate(): void {
  updateDismissed.value = false;
  updateReady.value = true;
}

/**
 * A worker waiting is an update only when an older one is active: the first worker a browser
 * installs passes through "installed" on its way to active, and workbox-window calls it waiting
 * when it stays there over 200 ms, as on a loaded machine (Firefox in CI offered "Update ready"
 * on a first visit).
 */
export function waitsBehindAnother(active: ServiceWorker | null | undefined, waiting: ServiceWorker | undefined): boolean {
  return active != null && active !== waiting;
}

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(SW_URL, { scope: '/' });
  workbox = wb;
  // A page no worker served is running the version it just loaded: the first worker to take it
  // over (this page's, or one an earlier page of a first visit started installing, which
  // workbox-window calls external) is no update.
  const hadController = navigator.serviceWorker.controller !== null;
  // A new worker installed and waiting (found now, on an earlier visit, or by another tab).
  wb.addEventListener('waiting', (event) => {
    void navigator.serviceWorker.getRegistration('/').then((found) => {
      if (waitsBehindAnother(found?.active, event.sw)) showUpdate();
    });
  });
  // The first worker ever activated: everything is precached.
  wb.addEventListener('activated', (event) => {
    if (!event.isUpdate && !event.isExternal) offlineReady.value = true;
  });
  wb.addEventListener('controlling', (event) => {
    // Asked for here: reload into it. Activated from another tab: wait for the player like any
    // update. The first worker taking over a page is not an update.
    if (applying) window.location.reload();
    else if (hadController && (event.isUpdate || event.isExternal)) {
      reloadOnly = true;
      showUpdate();
    }
  });
  registration = await wb.register({ immediate: true });
  // A tablet app stays open for days: look for a new version when it comes back to the
  // foreground, at most once an hour, and only when online.
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || !navigator.onLine) return;
    if (Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheck = Date.now();
    wb.update().catch(() => {
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

  // After the first frame is drawn: the library is not part of what home paints with.
  requestAnimationFrame(() =>
    setTimeout(() => {
      register().catch((error: unknown) => {
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
  applying = true;
  updateReady.value = false;
  if (!workbox || !registration?.waiting || reloadOnly) {
    window.location.reload();
    return;
  }
  // The generated worker skips waiting on this message; its taking control reloads (above).
  workbox.messageSkipWaiting();
}

/** The player chose "Later": hide the prompt until the next new version or reload. */
export function postponeUpdate(): void {
  updateDismissed.value = true;
}
