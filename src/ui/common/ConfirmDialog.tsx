// A confirmation for irreversible steps: a dialog drawn open over a shade that covers the page and
// takes every tap, not showModal() (./keys-inside.ts says why, and keeps the keyboard as a modal
// would: Escape means "no"). Focus starts on the safe choice and returns afterwards.
import { useEffect, useRef } from 'preact/hooks';
import { useKeysInside } from './keys-inside';

export interface ConfirmDialogProps {
  message: string;
  detail?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

let nextId = 0;

export function ConfirmDialog(props: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const id = useRef(`confirm-${++nextId}`).current;
  useKeysInside(ref, { onEscape: props.onCancel, home: () => cancelRef.current });
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    cancelRef.current?.focus({ preventScroll: true });
    return () => {
      if (before?.isConnected) before.focus({ preventScroll: true });
    };
  }, []);
  return (
    <div class="dialog-overlay">
      <dialog
        ref={ref}
        open
        aria-modal="true"
        class="dialog"
        aria-labelledby={`${id}-msg`}
        aria-describedby={props.detail ? `${id}-detail` : undefined}
      >
        <p id={`${id}-msg`} class="dialog-message">
          {props.message}
        </p>
        {props.detail ? (
          <p id={`${id}-detail`} class="dialog-detail">
            {props.detail}
          </p>
        ) : null}
        <div class="dialog-actions">
          <button type="button" class="button" ref={cancelRef} onClick={props.onCancel}>
            {props.cancelLabel}
          </button>
          <button type="button" class="button button-danger" onClick={props.onConfirm}>
            {props.confirmLabel}
          </button>
        </div>
      </dialog>
    </div>
  );
}
