// A Store card drawn in the project's own style: name, the numbers that matter in large type
// (cost, utilities, final points), shelves with their crates as lettered squares, and the ability
// in one sentence.
import type { ComponentChildren } from 'preact';
import type { StoreCard } from '../../../games/brick-and-mortar/content';
import { itemLabel } from './model';
import { ItemIcon } from '../crate-market/items';
import { Crates, ItemTag } from './parts';

const SPECIAL: Record<string, string> = {
  warehouse: 'Warehouse',
  knockoff: 'Knockoff Store',
  fulfillment: 'Fulfillment Center',
};

export function ability(card: StoreCard): string {
  if (card.text) return card.text;
  return card.starting ? 'Starting Store.' : 'No special ability.';
}

export function StoreCardView(props: {
  card: StoreCard;
  /** Crates per shelf; omitted for a card not on a board. */
  crates?: readonly number[];
  /** A short line above the name, e.g. "Slot 2" or "Oldest". */
  tag?: string;
  children?: ComponentChildren;
  compact?: boolean;
  /** The name's heading level: one below the heading the card sits under (default 4). */
  level?: 3 | 4;
}) {
  const { card } = props;
  const Name = props.level === 3 ? 'h3' : 'h4';
  const special = card.special ? SPECIAL[card.special] : card.starting ? 'Starting Store' : null;
  return (
    <article class={`store-card${props.compact ? ' store-card-compact' : ''}${card.special ? ` store-${card.special}` : ''}`} aria-label={card.name}>
      {props.tag ? <p class="store-tag">{props.tag}</p> : null}
      <Name class="store-name">{card.name}</Name>
      {special ? <p class="store-special">{special}</p> : null}
      <dl class="store-numbers">
        <div>
          <dt>Cost</dt>
          <dd>${card.cost}</dd>
        </div>
        <div>
          <dt>Utilities</dt>
          <dd>${card.utilities}</dd>
        </div>
        <div>
          <dt>Points</dt>
          <dd>{card.finalPoints}</dd>
        </div>
      </dl>
      {card.shelves.length > 0 ? (
        <ul class="shelves" aria-label={`${card.name} shelves`}>
          {card.shelves.map((shelf, i) => (
            <li key={i} class="shelf">
              <ItemIcon item={shelf.item} />
              <Crates
                item={shelf.item}
                filled={props.crates ? (props.crates[i] ?? 0) : 0}
                slots={shelf.slots}
                label={props.crates ? `${itemLabel(shelf.item)} shelf: ${props.crates[i] ?? 0} of ${shelf.slots}` : `${itemLabel(shelf.item)} shelf of ${shelf.slots}`}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {card.demand && card.demand.length > 0 ? (
        <p class="store-demand">
          Own demand each month:{' '}
          {card.demand.map((d, i) => (
            <span key={d.item}>
              {i > 0 ? ', ' : ''}
              <ItemTag item={d.item} count={d.boxes} />
            </span>
          ))}
        </p>
      ) : null}
      <p class="store-ability">{ability(card)}</p>
      {props.children}
    </article>
  );
}
