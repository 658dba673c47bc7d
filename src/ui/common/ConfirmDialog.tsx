// A modal confirmation for irreversible steps. Native <dialog> with showModal(): the rest of the
// page is inert, Escape means "no", and focus starts on the safe choice and returns afterwards.
import { useEffect, useRef } from 'preact/hooks';

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
  useEffect(() => {
    const dialog = ref.current;
    const before = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    cancelRef.current?.focus();
    return () => {
      if (before?.isConnected) before.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      class="dialog"
      aria-labelledby={`${id}-msg`}
      aria-describedby={props.detail ? `${id}-detail` : undefined}
      onCancel={(e) => {
        e.preventDefault();
        props.onCancel();
      }}
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
  );
}
