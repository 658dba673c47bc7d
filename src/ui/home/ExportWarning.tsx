// Asked before a file is made that holds a game in progress: such a file holds every player's
// hidden cards and sealed entries and the order of the decks, so whoever opens it can read what is
// still to come. Offers to leave those games out when finished ones are among the choice.
import { useRef } from 'preact/hooks';
import { OverlayDialog } from '../common/OverlayDialog';

export interface ExportWarningProps {
  /** Games in progress among those asked for. */
  inProgress: number;
  /** Finished games among those asked for (0: no "only finished" choice). */
  finished: number;
  onAll: () => void;
  onOnlyFinished: () => void;
  onCancel: () => void;
}

/** Loaded on demand (home's first chunk stays small): see Home.tsx. */
export default function ExportWarning(props: ExportWarningProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const one = props.inProgress === 1;
  return (
    <OverlayDialog
      labelledBy="export-warning-title"
      describedBy="export-warning-detail"
      start={cancelRef}
      onEscape={props.onCancel}
    >
      <p id="export-warning-title" class="dialog-message">
        {one ? 'This game is still in progress.' : `${props.inProgress} of these games are still in progress.`}
      </p>
      <p id="export-warning-detail" class="dialog-detail">
        The file will hold every player's hidden cards and sealed entries, and the order of the decks: anyone who
        opens it can read what is still to come.
      </p>
      <div class="dialog-actions">
        <button type="button" class="button" ref={cancelRef} onClick={props.onCancel}>
          Cancel
        </button>
        {props.finished > 0 ? (
          <button type="button" class="button" onClick={props.onOnlyFinished}>
            Export only finished games
          </button>
        ) : null}
        <button type="button" class="button button-danger" onClick={props.onAll}>
          {one && props.finished === 0 ? 'Export it anyway' : 'Export all anyway'}
        </button>
      </div>
    </OverlayDialog>
  );
}
