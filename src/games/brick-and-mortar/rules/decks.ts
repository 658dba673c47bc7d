// Drawing from the two decks. The Market deck reshuffles its discard pile when empty (BM-S5 (D));
// the Store deck reshuffles only discarded public Stores, and when there are none the row or the
// preview stays short (BM-B9 (D)). The public row is refilled from the preview, which is the top
// card of the Store deck shown face up (BM-S4).
import { shuffle } from '../../../engine/rng';
import type { Seat } from '../../../engine/types';
import { ROW_SIZE } from '../constants';
import type { BMState } from '../state';
import { publicEvent, type Events } from './common';

export function drawMarketCards(state: BMState, seat: Seat, count: number, ev: Events): { state: BMState; drawn: number[] } {
  let s = state;
  const drawn: number[] = [];
  while (drawn.length < count) {
    if (s.marketDeck.length === 0) {
      if (s.marketDiscard.length === 0) break;
      const [deck, rng] = shuffle(s.rng, s.marketDiscard);
      s = { ...s, rng, marketDeck: deck, marketDiscard: [] };
      ev.push(publicEvent('market-reshuffled', { cards: deck.length }, true));
    }
    const take = Math.min(count - drawn.length, s.marketDeck.length);
    drawn.push(...s.marketDeck.slice(0, take));
    s = { ...s, marketDeck: s.marketDeck.slice(take) };
  }
  if (drawn.length === 0) return { state, drawn };
  const players = s.players.slice();
  const p = players[seat];
  if (p) players[seat] = { ...p, market: [...p.market, ...drawn] };
  return { state: { ...s, players }, drawn };
}

/** Takes the top Store card, reshuffling discarded public Stores if the deck is empty (BM-B9). */
export function drawStore(state: BMState, ev: Events): { state: BMState; card: string | null } {
  let s = state;
  if (s.storeDeck.length === 0) {
    if (s.storeDiscard.length === 0) return { state: s, card: null };
    const [deck, rng] = shuffle(s.rng, s.storeDiscard);
    s = { ...s, rng, storeDeck: deck, storeDiscard: [] };
    ev.push(publicEvent('store-deck-reshuffled', { cards: deck.length }, true));
  }
  const card = s.storeDeck[0] ?? null;
  return { state: { ...s, storeDeck: s.storeDeck.slice(1) }, card };
}

/** Fills the row up to ROW_SIZE from the preview, newest last, then reveals a new preview. */
export function fillRow(state: BMState, ev: Events): BMState {
  let s = state;
  const entered: string[] = [];
  while (s.row.length < ROW_SIZE) {
    if (s.preview === null) {
      const drawn = drawStore(s, ev);
      s = { ...drawn.state, preview: drawn.card };
      if (drawn.card === null) break;
    }
    entered.push(s.preview as string);
    s = { ...s, row: [...s.row, s.preview as string], preview: null };
  }
  if (s.preview === null) {
    const drawn = drawStore(s, ev);
    s = { ...drawn.state, preview: drawn.card };
  }
  ev.push(publicEvent('row-filled', { entered, row: s.row.slice(), preview: s.preview }, true));
  return s;
}
