// A reveal: public news everyone should read before play goes on (every sealed entry turning over
// together, a card revealed). A modal screen over the table until someone presses Continue; the
// bots wait meanwhile.
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

export function RevealDialog(props: { title: string; children: ComponentChildren; onContinue: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Opened before the frame that first draws it (a layout effect), so the reveal shows in that
  // frame rather than the next; focus without scrolling, as the dialog is already in view.
  useLayoutEffect(() => {
    const d = ref.current;
    if (d && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
    button.current?.focus({ preventScroll: true });
  }, [props.title]);
  return (
    <dialog
      ref={ref}
      class="dialog reveal"
      aria-labelledby="reveal-title"
      onCancel={(e) => {
        e.preventDefault();
        props.onContinue();
      }}
    >
      <h2 id="reveal-title">{props.title}</h2>
      {props.children}
      <div class="dialog-actions">
        <button ref={button} type="button" class="button button-primary button-big" onClick={props.onContinue}>
          Continue
        </button>
      </div>
    </dialog>
  );
}
