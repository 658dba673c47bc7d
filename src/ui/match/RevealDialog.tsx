// A reveal: public news everyone should read before play goes on (every sealed entry turning over
// together, a card revealed), over the table until someone presses Continue; the bots wait meanwhile.
// Drawn open over the table, not opened with showModal() (../common/keys-inside.ts says why and how
// it keeps the keyboard): a shade covers the table and takes every tap, Escape is Continue, and
// aria-modal tells assistive technology the table is behind it. Drawn at the end of the page's body,
// as every shaded dialog is (../common/OverlayDialog.tsx says why).
import { createPortal, type ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { useKeysInside } from '../common/keys-inside';

export function RevealDialog(props: { title: string; children: ComponentChildren; onContinue: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useKeysInside(ref, { onEscape: props.onContinue, home: () => button.current });

  // Focus after the first paint: focusing forces a style and layout of everything that changed
  // with the move, which would otherwise run before the reveal is drawn.
  useEffect(() => {
    button.current?.focus({ preventScroll: true });
  }, [props.title]);

  return createPortal(
    <div class="dialog-overlay">
      <dialog ref={ref} open aria-modal="true" class="dialog reveal" aria-labelledby="reveal-title">
        <h2 id="reveal-title">{props.title}</h2>
        {props.children}
        <div class="dialog-actions">
          <button ref={button} type="button" class="button button-primary button-big" onClick={props.onContinue}>
            Continue
          </button>
        </div>
      </dialog>
    </div>,
    document.body,
  );
}
