// Every dialog of the app but the gate and the reveal (which have focus rules of their own): drawn
// open over a shade that covers the page and takes every tap, not opened with showModal(), which
// makes the page underneath inert and so restyles and lays out every element of it in the frame
// that opens the dialog and again in the one that closes it (./keys-inside.ts, which keeps the
// keyboard as a modal would: Escape, Tab wrapping, stray keys coming back). Focus starts on the
// control named by `start` after the first paint (focusing forces a layout of whatever changed)
// and goes back, when the dialog closes, to where it was. It is drawn at the end of the page's body
// (a portal), not where it is asked for: a Brick & Mortar column is laid out on its own (`contain:
// strict`), so a shade drawn inside it would cover that column only; and the one opened last is on
// top, as it holds the keyboard.
import { createPortal, type ComponentChildren, type RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { useKeysInside } from './keys-inside';

export interface OverlayDialogProps {
  class?: string;
  labelledBy: string;
  describedBy?: string;
  /** The control the focus starts on, and comes back to from a key aimed at the page. */
  start: RefObject<HTMLElement | null>;
  onEscape: () => void;
  children: ComponentChildren;
}

export function OverlayDialog(props: OverlayDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useKeysInside(ref, { onEscape: props.onEscape, home: () => props.start.current });
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    props.start.current?.focus({ preventScroll: true });
    return () => {
      if (before?.isConnected) before.focus({ preventScroll: true });
    };
  }, []);
  return createPortal(
    <div class="dialog-overlay">
      <dialog
        ref={ref}
        open
        aria-modal="true"
        class={props.class ? `dialog ${props.class}` : 'dialog'}
        aria-labelledby={props.labelledBy}
        aria-describedby={props.describedBy}
      >
        {props.children}
      </dialog>
    </div>,
    document.body,
  );
}
