// Where the browser may delete saved games (storage not kept for good), home says so once, plainly,
// with what to do; it never stands in the way of playing. Safari's engine (every browser on iPad
// and iPhone) removes a website's data after some days without a visit unless it is on the Home
// Screen; other browsers evict best-effort storage when the device runs short of space.
import { useState } from 'preact/hooks';
import { isAppleMobile } from './install';

/** Remembered on this device once the person has read it. */
export const KEEP_SAVES_KEY = 'shopfloor.keep-saves-read';

function safariEngine(): boolean {
  const ua = navigator.userAgent;
  return isAppleMobile() || (/AppleWebKit/.test(ua) && !/Chrome|Chromium|Edg|Android/.test(ua));
}

function read(): boolean {
  try {
    return localStorage.getItem(KEEP_SAVES_KEY) !== null;
  } catch {
    return false;
  }
}

export function KeepSaves() {
  const [done, setDone] = useState(read);
  if (done) return null;
  return (
    <div class="notice notice-warning">
      <p>
        <strong>This browser may delete your saved games.</strong>{' '}
        {safariEngine()
          ? 'Safari deletes a site’s data after days without a visit: add Shopfloor to the Home Screen'
          : 'It may need the space: install Shopfloor, or allow storage when the browser asks'}
        , and export games to keep a copy.
      </p>
      <button
        type="button"
        class="button"
        onClick={() => {
          try {
            localStorage.setItem(KEEP_SAVES_KEY, '1');
          } catch {
            // Storage refused: it shows again next time, no harm.
          }
          setDone(true);
        }}
      >
        Got it
      </button>
    </div>
  );
}
