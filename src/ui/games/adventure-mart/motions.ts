// Where Adventure Mart's cards travel on the table, read from a move's public events (../../motion):
// a purchase from the Depot to the buyer's Store (a Fixture or Staff) or hand (Stock); a card
// bought from a deck as a card back, since the deck's top card was hidden (a Stock card stays so:
// the table never learns it); a banished card to the Abyss; a Checkout's Adventurer to the
// winner's Ledger and the Offer's Stock to their Reorder Pile. Selectors name the data-* marks of
// Board.tsx, Players.tsx and Sale.tsx.
import type { GameEvent } from '../../../engine/types';
import type { Travel } from '../../motion/travel';

const num = (x: unknown): number => (typeof x === 'number' ? x : -1);
const card = (id: unknown) => `[data-card="${num(id)}"]`;
const seat = (s: unknown) => `[data-player="${num(s)}"]`;
const pile = (s: unknown, name: string) => `${seat(s)} [data-pile="${name}"]`;
/** A bought card lands in its buyer's Store, or their hand (Stock). */
const landing = (d: Record<string, unknown>) => (d.from === 'stock' ? pile(d.seat, 'hand') : `${seat(d.seat)} ${card(d.card)}`);

export function amTravels(events: readonly GameEvent[]): Travel[] {
  const out: Travel[] = [];
  for (const e of events) {
    const d = e.data ?? {};
    const depot = `[data-depot="${String(d.from)}"]`;
    switch (e.type) {
      case 'bought':
        out.push({ from: `${depot} ${card(d.card)}`, to: landing(d) });
        break;
      case 'bought-from-deck':
        out.push({ from: `${depot} ${card(d.banished)}`, to: '[data-pile="abyss"]' });
        out.push({ from: `${depot} [data-pile="deck"]`, to: landing(d), hidden: true });
        break;
      case 'banished':
        // From the Depot or a Store; a card from a hand is not on the table and does not travel.
        out.push({ from: card(d.card), to: '[data-pile="abyss"]' });
        break;
      case 'checkout':
        out.push({ from: '.am-sale-adventurer', to: pile(d.seat, 'ledger') });
        out.push({ from: `[data-offer="${num(d.seat)}"] .am-quality-rows`, to: pile(d.seat, 'reorder') });
        break;
    }
  }
  return out;
}
