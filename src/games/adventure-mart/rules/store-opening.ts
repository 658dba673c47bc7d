// Store Opening (AM-D2): on Days 2 to 5 the queues get players+2 Stock, 2 Fixtures, 2 Staff face up
// and players+1 Adventurers face down (Day 1's were dealt at setup); every Day, Day 1 included, the
// Initiative holder reveals that Day's Bulletin. Queues are filled only here (or by card text); an
// empty deck is never refilled, so a queue may get fewer cards.
import { ADVENTURER_QUEUE_EXTRA, FIXTURE_QUEUE_SIZE, STAFF_QUEUE_SIZE, STOCK_QUEUE_EXTRA } from '../constants';
import { bulletinCard } from '../content';
import type { AMState, Depot } from '../state';
import { cardName, loseGold, player, publicEvent, type Events } from './common';
import { richest } from './standing';

/** Moves up to `count` cards from the deck's top to the queue; returns them. */
export function deal(depot: Depot, count: number): number[] {
  const dealt = depot.deck.splice(0, Math.max(0, count));
  depot.queue.push(...dealt);
  return dealt;
}

/** AM-S1 / AM-D2: the Day's Depot and Town additions. */
export function restockQueues(d: AMState, ev: Events): void {
  const n = d.players.length;
  const stock = deal(d.stock, n + STOCK_QUEUE_EXTRA);
  const fixtures = deal(d.fixtures, FIXTURE_QUEUE_SIZE);
  const staff = deal(d.staff, STAFF_QUEUE_SIZE);
  const adventurers = deal(d.adventurers, n + ADVENTURER_QUEUE_EXTRA).length;
  ev.push(publicEvent('queues-dealt', {
    day: d.day, stock, fixtures, staff, adventurers,
    names: [...stock, ...fixtures, ...staff].map(cardName),
  }, true));
}

/** Reveals the Day's Bulletin and does what it says at once (extra cards dealt, a tax). */
export function revealBulletin(d: AMState, ev: Events): void {
  const id = d.bulletins.shift();
  if (id === undefined) return;
  d.bulletin = id;
  const b = bulletinCard(id);
  ev.push(publicEvent('bulletin', { day: d.day, seat: d.initiative, card: id, name: b.name, text: b.text }, true));
  if (b.rule.dealStock) {
    const extra = deal(d.stock, b.rule.dealStock);
    ev.push(publicEvent('queues-dealt', { day: d.day, stock: extra, fixtures: [], staff: [], adventurers: 0, names: extra.map(cardName) }, true));
  }
  if (b.rule.dealAdventurers) {
    const extra = deal(d.adventurers, b.rule.dealAdventurers).length;
    ev.push(publicEvent('queues-dealt', { day: d.day, stock: [], fixtures: [], staff: [], adventurers: extra, names: [] }));
  }
  if (b.rule.taxRichest) {
    const seat = richest(d);
    if (seat !== null) {
      const paid = loseGold(player(d, seat), b.rule.taxRichest);
      ev.push(publicEvent('taxed', { seat, gold: paid, why: b.name }));
    }
  }
}

/** Store Opening of `d.day`: restock (not on Day 1, dealt at setup), then the Bulletin. */
export function storeOpening(d: AMState, ev: Events, firstDay: boolean): void {
  ev.push(publicEvent('day-started', { day: d.day, initiative: d.initiative }));
  if (!firstDay) restockQueues(d, ev);
  revealBulletin(d, ev);
}
