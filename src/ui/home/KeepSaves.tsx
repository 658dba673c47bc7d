// Where the browser may delete saved games (storage not kept for good), home says so once, plainly,
// with what to do; it never stands in the way of playing. Safari's engine (every browser on iPad
// and iPhone) removes a website's data after some days without a visit unless it is on the Home
// Screen; other browsers evict best-effort storage when the device runs short of space.
import { isAppleMobile } from './install';

/** Remembered on this device once the person has read it. */
export const KEEP_SAVES_KEY = 'shopfloor.keep-saves-read';

function safariEngine(): boolean {
  const ua = navigator.userAgent;
  return isAppleMobile() || (/AppleWebKit/.test(ua) && !/Chrome|Chromium|Edg|Android/.test(ua));
}

export function KeepSaves(props: { onRead: () => void }) {
  const safari = safariEngine();
  return (
    <div class="notice notice-warning keep-saves">
      <p>
        <strong>This browser may delete your saved games.</strong>{' '}
        {safari
          ? 'Safari removes a website’s data after some days without a visit. To keep them, add Shopfloor to the Home Screen'
          : 'It keeps them only while the device has space to spare. To keep them, install Shopfloor or allow it to store data when the browser asks'}
        , and use Export to keep a copy.
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
          props.onRead();
        }}
      >
        Got it
      </button>
    </div>
  );
}
