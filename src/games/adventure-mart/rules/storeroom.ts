// The Storeroom and the Reorder Pile (AM-C4): drawing takes the Storeroom's top card; an empty
// Storeroom is rebuilt by shuffling the Reorder Pile; with both empty, drawing stops.
import { shuffle } from '../../../engine/rng';
import type { Seat } from '../../../engine/types';
import type { CardId } from '../content/types';
import type { AMState } from '../state';
import { cardName, player, privateEvent, publicEvent, type Events } from './common';

/** Draws up to `count` cards into `seat`'s hand; returns how many were drawn. */
export function draw(d: AMState, seat: Seat, count: number, ev: Events): number {
  const p = player(d, seat);
  const drawn: CardId[] = [];
  for (let i = 0; i < count; i++) {
    if (p.storeroom.length === 0) {
      if (p.reorder.length === 0) break;
      const [shuffled, rng] = shuffle(d.rng, p.reorder);
      d.rng = rng;
      p.storeroom = shuffled;
      p.reorder = [];
      ev.push(publicEvent('reshuffled', { seat, cards: shuffled.length }, true));
    }
    const id = p.storeroom.shift() as CardId;
    p.hand.push(id);
    drawn.push(id);
  }
  if (drawn.length > 0) {
    ev.push(publicEvent('drew', { seat, count: drawn.length }, true));
    ev.push(privateEvent(seat, 'you-drew', { seat, cards: drawn, names: drawn.map(cardName) }, true));
  }
  return drawn.length;
}

/** Every Stock card a player owns outside a Sale: hand, Storeroom and Reorder Pile. */
export function ownedStock(d: AMState, seat: Seat): CardId[] {
  const p = player(d, seat);
  return [...p.hand, ...p.storeroom, ...p.reorder];
}
