// A reveal: public news everyone should read before play goes on (every sealed entry turning over
// together, a card revealed), over the table until someone presses Continue; the bots wait meanwhile.
//
// Not a modal <dialog> (showModal): making the table inert has Chromium restyle and lay out every
// element of the page, in the frame that first draws the reveal, and that was a quarter of a
// reveal's time on a modest tablet (README, "Measured in the browser"). A reveal holds nothing
// secret, so an overlay does the modal's work instead: it covers the whole screen and takes every
// tap, keys stay inside it (Tab cycles, Escape is Continue, a key aimed at the table comes back to
// Continue), and aria-modal tells assistive technology the table is behind it.
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';

export function RevealDialog(props: { title: string; children: ComponentChildren; onContinue: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const onContinue = useRef(props.onContinue);
  onContinue.current = props.onContinue;

  // Listening costs no layout, so it starts before the first paint: no key reaches the table.
  useLayoutEffect(() => {
    const keepKeysIn = (e: KeyboardEvent) => {
      const dialog = ref.current;
      // A dialog opened above this one (a confirmation) handles its own keys.
      const other = e.target instanceof Element ? e.target.closest('dialog') : null;
      if (!dialog || (other && other !== dialog)) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        onContinue.current();
        return;
      }
      const inside = e.target instanceof Node && dialog.contains(e.target);
      if (!inside) {
        e.preventDefault();
        e.stopPropagation();
        button.current?.focus({ preventScroll: true });
        return;
      }
      if (e.key === 'Tab') {
        const stops = [...dialog.querySelectorAll<HTMLElement>('button:not([disabled]), a[href], input:not([disabled]), [tabindex="0"]')];
        const at = stops.indexOf(document.activeElement as HTMLElement);
        const next = stops[(at + (e.shiftKey ? -1 : 1) + stops.length) % stops.length];
        if (next) {
          e.preventDefault();
          next.focus({ preventScroll: true });
        }
      }
    };
    document.addEventListener('keydown', keepKeysIn, true);
    return () => document.removeEventListener('keydown', keepKeysIn, true);
  }, []);

  // Focus after the first paint: focusing forces a style and layout of everything that changed
  // with the move, which would otherwise run before the reveal is drawn.
  useEffect(() => {
    button.current?.focus({ preventScroll: true });
  }, [props.title]);

  return (
    <div class="reveal-overlay">
      <dialog ref={ref} open aria-modal="true" class="dialog reveal" aria-labelledby="reveal-title">
        <h2 id="reveal-title">{props.title}</h2>
        {props.children}
        <div class="dialog-actions">
          <button ref={button} type="button" class="button button-primary button-big" onClick={props.onContinue}>
            Continue
          </button>
        </div>
      </dialog>
    </div>
  );
}
