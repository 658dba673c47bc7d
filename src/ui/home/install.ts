// Installing Shopfloor as an app: where the browser offers it (`beforeinstallprompt`, Chromium) the
// home screen shows an Install button that opens the browser's own prompt; Safari on iPad and
// iPhone has no such event, so home shows the Add to Home Screen steps instead. Nothing shows once
// the app runs installed (standalone).
import { signal } from '@preact/signals';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The browser's deferred install prompt, while it is on offer. */
export const installPrompt = signal<InstallPromptEvent | null>(null);

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (e) => {
    // Keep the browser's mini-bar away: home offers its own button.
    e.preventDefault();
    installPrompt.value = e as InstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => {
    installPrompt.value = null;
  });
}

export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** Safari on iPad (which reports itself as a Mac with touch), iPhone or iPod. */
export function isAppleMobile(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
}

/** Opens the browser's install prompt; the offer is used up either way. */
export async function install(): Promise<void> {
  const offer = installPrompt.peek();
  if (!offer) return;
  installPrompt.value = null;
  await offer.prompt();
  await offer.userChoice.catch(() => undefined);
}
