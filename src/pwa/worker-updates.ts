// The service worker's registration through workbox-window, and the update it offers: loaded
// after home's first frame (register.ts), with the library, so neither weighs on home's paint.
// One chunk, one request: a page navigated away while a chain of two was in flight is one more
// chance for a load to be cut off (Firefox reports a cut-off request its worker answered as an
// error).
import { Workbox } from 'workbox-window';
import { offlineReady, updateDismissed, updateReady } from './update-state';

/** The worker vite-plugin-pwa generates (its default filename), for the whole origin. */
const SW_URL = '/sw.js';

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

export async function register(): Promise<void> {
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

/**
 * Activate the waiting service worker and reload into the new version. Call it only from a
 * player's explicit action ("Update now").
 */
export function applyUpdate(): void {
  applying = true;
  updateReady.value = false;
  if (!workbox || !registration?.waiting || reloadOnly) {
    window.location.reload();
    return;
  }
  // The generated worker skips waiting on this message; its taking control reloads (above).
  workbox.messageSkipWaiting();
}

