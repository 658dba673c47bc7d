// Where Adventure Mart's cards travel on the table, read from a move's public events (../../motion):
// a purchase from the Depot to the buyer's Store (a Fixture or Staff) or hand (Stock); a card
// bought from a deck as a card back, since the deck's top card was hidden (a Stock card stays so:
// the table never learns it); a banished card to the Abyss; a Checkout's Adventurer to the
// winner's Ledger and the Offer's Stock to their Reorder Pile. Selectors name the data-* marks of
// Board.tsx, Players.tsx and Sale.tsx.
import type { GameEvent, Seat } from '../../../engine/types';
import type { CardId } from '../../../games/adventure-mart/content/types';
import { isAMEvent } from '../../../games/adventure-mart/events';
import type { DepotName } from '../../../games/adventure-mart/rules/spend-gold';
import type { Travel } from '../../motion/travel';

// A Stock card bought from a deck has no id on the table (AM-G3): -1 marks no card, as before.
const card = (id: CardId | undefined) => `[data-card="${id ?? -1}"]`;
const seat = (s: Seat) => `[data-player="${s}"]`;
const pile = (s: Seat, name: string) => `${seat(s)} [data-pile="${name}"]`;
const depot = (from: DepotName) => `[data-depot="${from}"]`;
/** A bought card lands in its buyer's Store, or their hand (Stock). */
const landing = (d: { seat: Seat; from: DepotName; card?: CardId }) => (d.from === 'stock' ? pile(d.seat, 'hand') : `${seat(d.seat)} ${card(d.card)}`);

export function amTravels(events: readonly GameEvent[]): Travel[] {
  const out: Travel[] = [];
  for (const e of events) {
    if (!isAMEvent(e)) continue;
    switch (e.type) {
      case 'bought':
        out.push({ from: `${depot(e.data.from)} ${card(e.data.card)}`, to: landing(e.data) });
        break;
      case 'bought-from-deck':
        out.push({ from: `${depot(e.data.from)} ${card(e.data.banished)}`, to: '[data-pile="abyss"]' });
        out.push({ from: `${depot(e.data.from)} [data-pile="deck"]`, to: landing(e.data), hidden: true });
        break;
      case 'banished':
        // From the Depot or a Store; a card from a hand is not on the table and does not travel.
        out.push({ from: card(e.data.card), to: '[data-pile="abyss"]' });
        break;
      case 'checkout':
        out.push({ from: '.am-sale-adventurer', to: pile(e.data.seat, 'ledger') });
        out.push({ from: `[data-offer="${e.data.seat}"] .am-quality-rows`, to: pile(e.data.seat, 'reorder') });
        break;
    }
  }
  return out;
}
