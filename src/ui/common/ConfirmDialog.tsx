// A confirmation for irreversible steps, over a shade that covers the page (./OverlayDialog.tsx):
// focus starts on the safe choice, Escape means "no", and the focus returns afterwards.
import { useRef } from 'preact/hooks';
import { OverlayDialog } from './OverlayDialog';

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
  const cancelRef = useRef<HTMLButtonElement>(null);
  const id = useRef(`confirm-${++nextId}`).current;
  return (
    <OverlayDialog
      labelledBy={`${id}-msg`}
      describedBy={props.detail ? `${id}-detail` : undefined}
      start={cancelRef}
      onEscape={props.onCancel}
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
    </OverlayDialog>
  );
}
