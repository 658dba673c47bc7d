// Details a tap away: the table shows Stores and boards in compact form, and a tap on one opens its
// full text over the table (a Store's ability and numbers; a player's whole board and their
// month-by-month history), closed by "Close" or Escape.
import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'preact/hooks';
import type { StoreCard } from '../../../games/brick-and-mortar/content';
import { OverlayDialog } from '../../common/OverlayDialog';
import { StoreCardView } from './StoreCard';

let nextId = 0;

export function InfoDialog(props: { title: string; children: ComponentChildren; onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  const id = useRef(`details-${++nextId}`).current;
  return (
    <OverlayDialog class="details-dialog" labelledBy={id} start={close} onEscape={props.onClose}>
      <h3 id={id} class="details-title">
        {props.title}
      </h3>
      {props.children}
      <div class="dialog-actions">
        <button ref={close} type="button" class="button button-primary" onClick={props.onClose}>
          Close
        </button>
      </div>
    </OverlayDialog>
  );
}

/** A Store card on the table: compact, the whole card a button that opens its full text. */
export function TableCard(props: { card: StoreCard; crates?: readonly number[]; tag?: string; where?: string; level?: 3 | 4 }) {
  const { card } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      <StoreCardView card={card} crates={props.crates} tag={props.tag} level={props.level} compact>
        <button
          type="button"
          class="card-details-button"
          aria-label={`${props.where ? `${props.where}: ` : ''}${card.name}, details`}
          onClick={() => setOpen(true)}
        />
      </StoreCardView>
      {open ? (
        <InfoDialog title={card.name} onClose={() => setOpen(false)}>
          <StoreCardView card={card} crates={props.crates} tag={props.tag} />
        </InfoDialog>
      ) : null}
    </>
  );
}
