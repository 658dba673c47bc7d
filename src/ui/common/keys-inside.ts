// A dialog drawn open over the page rather than opened with showModal() (every dialog of the app:
// showModal makes the page underneath inert, and Chromium restyles and lays out every element of
// it, in the frame that draws the dialog and again in the one that takes it away; docs/performance.md, "Measured
// in the browser") keeps the keyboard as a modal would. Tab and Shift+Tab wrap at its ends, focus
// that lands outside it comes back, Escape does what the dialog says, and a key aimed at the page
// underneath comes back to the dialog instead. The dialog covers the page, so it takes every tap.
// When two are open (a confirmation asked from a private screen, the rules opened over the table),
// the one opened last holds the keyboard.
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface KeysInside {
  onEscape(): void;
  /** Where a key aimed outside puts the focus back (its first control if null). */
  home(): HTMLElement | null;
}

/** Tab or Shift+Tab. WebKit (GTK, as the browser tests drive it) names Shift+Tab's key
 * "Unidentified" (the keysym is ISO_Left_Tab); its code is still "Tab". Read by key alone, the
 * browser's own Shift+Tab went from a private screen's title to the scrollable dialog, then out of
 * it and back to the title: a trap with no way past. */
export const isTab = (e: KeyboardEvent) => e.key === 'Tab' || e.code === 'Tab';

/** The dialogs holding the keyboard, oldest first: only the last one acts. */
const holders: (() => HTMLElement | null)[] = [];

export function useKeysInside(ref: RefObject<HTMLElement | null>, keys: KeysInside): void {
  const latest = useRef(keys);
  latest.current = keys;
  // Listening costs no layout, so it starts before the first paint: no key reaches the page.
  useLayoutEffect(() => {
    const box = () => ref.current;
    holders.push(box);
    const holding = () => holders.at(-1) === box;
    const goHome = () =>
      (latest.current.home() ?? box()?.querySelector<HTMLElement>(FOCUSABLE) ?? box())?.focus({ preventScroll: true });

    const onKey = (e: KeyboardEvent) => {
      const dialog = box();
      if (!dialog || !holding()) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        latest.current.onEscape();
        return;
      }
      if (!(e.target instanceof Node && dialog.contains(e.target))) {
        e.preventDefault();
        e.stopPropagation();
        goHome();
        return;
      }
      if (!isTab(e)) return;
      // Past the last stop (or before the first with Shift), wrap round; otherwise the browser's
      // own order holds (a radio group stays one stop).
      const from = e.target;
      const stops = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const ahead = (el: HTMLElement) => (from.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      const wrapTo = e.shiftKey ? (stops.some((el) => el !== from && !ahead(el)) ? null : stops.at(-1)) : stops.some(ahead) ? null : stops[0];
      if (wrapTo) {
        e.preventDefault();
        wrapTo.focus({ preventScroll: true });
      }
    };
    // Focus moved outside some other way (a screen reader, a script): bring it back.
    const onFocus = (e: FocusEvent) => {
      const dialog = box();
      if (!dialog || !holding() || !(e.target instanceof Node) || dialog.contains(e.target)) return;
      goHome();
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('focusin', onFocus, true);
    return () => {
      holders.splice(holders.indexOf(box), 1);
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('focusin', onFocus, true);
    };
  }, [ref]);
}
