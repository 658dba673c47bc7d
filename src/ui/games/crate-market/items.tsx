// Brick & Mortar's five item types as both its table and the Bidding dial draw them: colour,
// letter and pictogram together, never colour alone. The label comes from the game's own words
// (its `itemLabel`), so this layer needs no game's constants.
import '../../styles/crate-market.css';

export const ITEM_LETTER: Record<string, string> = { food: 'F', clothing: 'C', electronics: 'E', jewelry: 'J', art: 'A' };

/** Pictograms drawn for this project: an apple, a shirt, a bolt, a gem, a framed picture. */
const PICTOGRAM: Record<string, string> = {
  food: 'M12 7c-3-2-8-1-8 5 0 5 4 9 6 9 1 0 1.5-.5 2-.5s1 .5 2 .5c2 0 6-4 6-9 0-6-5-7-8-5zM12 7c0-2 1-4 3-4',
  clothing: 'M8 3 3 6l2 4 2-1v12h10V9l2 1 2-4-5-3c-1 2-2 3-4 3S9 5 8 3z',
  electronics: 'M13 2 5 14h6l-2 8 9-13h-6z',
  jewelry: 'M6 3h12l4 6-10 12L2 9zM2 9h20M9 3l3 18M15 3l-3 18',
  art: 'M3 4h18v16H3zM3 16l5-5 4 4 3-3 6 6M16 8.5a1.5 1.5 0 1 0 .01 0',
};

export function ItemIcon(props: { item: string }) {
  return (
    <span class={`item-icon item-${props.item}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" class="item-picto" focusable="false">
        <path d={PICTOGRAM[props.item] ?? ''} />
      </svg>
      <span class="item-letter">{ITEM_LETTER[props.item] ?? '?'}</span>
    </span>
  );
}

/** "F Food" with the pictogram; the text is the accessible name. */
export function ItemTag(props: { item: string; label: string; count?: number; suffix?: string }) {
  return (
    <span class="item-tag">
      <ItemIcon item={props.item} />
      <span>
        {props.count !== undefined ? `${props.count} ` : ''}
        {props.label}
        {props.suffix ?? ''}
      </span>
    </span>
  );
}
