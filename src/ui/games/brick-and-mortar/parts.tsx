// Small pieces used everywhere on the table: item tags (colour + letter + pictogram, never colour
// alone, drawn as the Bidding dial draws them: src/ui/games/crate-market/items.tsx), crates drawn as
// small lettered squares, and money.
import type { ComponentChildren } from 'preact';
import { ITEM_LETTER, ItemTag as SharedItemTag } from '../crate-market/items';
import { itemLabel } from './model';

/** "F Food" with the pictogram, in Brick & Mortar's words; the text is the accessible name. */
export function ItemTag(props: { item: string; count?: number; suffix?: string }) {
  return <SharedItemTag {...props} label={itemLabel(props.item)} />;
}

/** A row of crate squares: `filled` of `slots` taken, each lettered. Announced as "Food: 2 of 3". */
export function Crates(props: { item: string; filled: number; slots?: number; label?: string }) {
  const slots = props.slots ?? props.filled;
  const letter = ITEM_LETTER[props.item] ?? '?';
  const squares: ComponentChildren[] = [];
  for (let i = 0; i < slots; i++) {
    const full = i < props.filled;
    squares.push(
      <span key={i} class={`crate item-${props.item}${full ? '' : ' crate-empty'}`} aria-hidden="true">
        {full ? letter : ''}
      </span>,
    );
  }
  const text = props.label ?? (props.slots !== undefined ? `${itemLabel(props.item)}: ${props.filled} of ${slots}` : `${props.filled} ${itemLabel(props.item)}`);
  return (
    <span class="crates">
      {squares}
      <span class="visually-hidden">{text}</span>
    </span>
  );
}

export { Who } from '../../match/Who';

export const money = (n: number): string => (n < 0 ? `-$${-n}` : `$${n}`);
