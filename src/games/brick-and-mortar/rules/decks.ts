// Drawing from the two decks. The Market deck reshuffles its discard pile when empty (BM-S5 (D));
// the Store deck reshuffles only discarded public Stores, and when there are none the row or the
// preview stays short (BM-B9 (D)). The public row is refilled from the preview, which is the top
// card of the Store deck shown face up (BM-S4).
import { shuffle } from '../../../engine/rng';
import type { Seat } from '../../../engine/types';
import { ROW_SIZE } from '../constants';
import type { BMState } from '../state';
import { publicEvent, type Events } from './common';
import { copyState, edit, editPlayer } from './copy';

export function drawMarketCards(state: BMState, seat: Seat, count: number, ev: Events): { state: BMState; drawn: number[] } {
  const p = state.players[seat];
  if (count <= 0 || !p) return { state, drawn: [] };
  const s = copyState(state);
  let drawn = s.marketDeck.slice(0, count);
  s.marketDeck = s.marketDeck.slice(drawn.length);
  if (drawn.length < count && s.marketDiscard.length > 0) {
    const [deck, rng] = shuffle(s.rng, s.marketDiscard);
    ev.push(publicEvent('market-reshuffled', { cards: deck.length }, true));
    const more = deck.slice(0, count - drawn.length);
    drawn = drawn.concat(more);
    s.rng = rng;
    s.marketDeck = deck.slice(more.length);
    s.marketDiscard = [];
  }
  const players = s.players.slice();
  players[seat] = editPlayer(p, (d) => (d.market = p.market.concat(drawn)));
  s.players = players;
  return { state: s, drawn };
}

/** Takes the top Store card, reshuffling discarded public Stores if the deck is empty (BM-B9). */
function drawStore(s: BMState, ev: Events): string | null {
  if (s.storeDeck.length === 0) {
    if (s.storeDiscard.length === 0) return null;
    const [deck, rng] = shuffle(s.rng, s.storeDiscard);
    s.rng = rng;
    s.storeDeck = deck;
    s.storeDiscard = [];
    ev.push(publicEvent('store-deck-reshuffled', { cards: deck.length }, true));
  }
  const card = s.storeDeck[0] ?? null;
  s.storeDeck = s.storeDeck.slice(1);
  return card;
}

/** Fills the row up to ROW_SIZE from the preview, newest last, then reveals a new preview. */
export function fillRow(state: BMState, ev: Events): BMState {
  return edit(state, (s) => {
    const entered: string[] = [];
    const row = s.row.slice();
    while (row.length < ROW_SIZE) {
      if (s.preview === null) s.preview = drawStore(s, ev);
      if (s.preview === null) break;
      entered.push(s.preview);
      row.push(s.preview);
      s.preview = null;
    }
    s.row = row;
    if (s.preview === null) s.preview = drawStore(s, ev);
    ev.push(publicEvent('row-filled', { entered, row: row.slice(), preview: s.preview }, true));
  });
}
