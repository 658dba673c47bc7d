// Checks shared by the property tests and the bot tests: card conservation, Gold, Store room and
// token supply after every action, and views that leak nothing private.
import type { Viewer } from '../../../src/engine/types';
import { adventureMart, type AMState } from '../../../src/games/adventure-mart';
import { CARD_COUNT } from '../../../src/games/adventure-mart/content';
import { DAYS, DISCOUNT_TOKENS, REP_TOKENS_PER_GUILD, STORE_SLOTS } from '../../../src/games/adventure-mart/constants';

const game = adventureMart;

/** Every zone a card can be in, each card once. */
export function zones(s: AMState): number[][] {
  const out: number[][] = [
    s.stock.deck, s.stock.queue, s.fixtures.deck, s.fixtures.queue, s.staff.deck, s.staff.queue,
    s.adventurers.deck, s.adventurers.queue, s.bulletins, s.bulletin === null ? [] : [s.bulletin], s.abyss, s.box,
  ];
  for (const p of s.players) out.push(p.hand, p.storeroom, p.reorder, p.store.map((x) => x.card), p.ledger);
  for (const f of s.stack) if (f.f === 'sale') for (const o of f.offers) if (o) out.push(o);
  return out;
}

export function invariants(_before: AMState, s: AMState): void {
  const fail = (what: string) => {
    throw new Error(`invariant broken: ${what} (day ${s.day}, stack ${s.stack.map((f) => f.f).join('>')})`);
  };
  const all = zones(s).flat();
  if (all.length !== CARD_COUNT) fail(`${all.length} cards in zones, not ${CARD_COUNT}`);
  const seen = new Uint8Array(CARD_COUNT);
  for (const id of all) {
    if (seen[id]) fail(`card ${id} in two zones`);
    seen[id] = 1;
  }
  for (const p of s.players) {
    if (p.gold < 0) fail('negative Gold');
    if (p.store.length > STORE_SLOTS) fail('more than 4 Fixtures and Staff');
  }
  for (const g of ['fighters', 'mages', 'rangers'] as const) {
    const held = s.players.reduce((a, p) => a + p.rep[g], 0);
    if (s.supply[g] < 0 || held + s.supply[g] !== REP_TOKENS_PER_GUILD) fail(`${g} tokens`);
  }
  const discounts = s.players.reduce((a, p) => a + p.discounts, 0);
  if (s.supply.discount < 0 || discounts + s.supply.discount !== DISCOUNT_TOKENS) fail('discount tokens');
  if (s.day > DAYS) fail('past Day 5');
  for (const f of s.stack) {
    if (f.f === 'sale' && f.draft && f.draft.cards.some((id) => !s.players[f.draft!.seat]!.hand.includes(id))) fail('draft card not in hand');
  }
}

/** Nothing private of a seat other than the viewer (or of anyone, for the table) is in a view. */
export function noLeak(s: AMState): void {
  const viewers: Viewer[] = ['table', ...s.players.map((_, i) => i)];
  for (const viewer of viewers) {
    const v = game.view(s, viewer);
    v.players.forEach((p, seat) => {
      if (seat !== viewer && (p.hand !== undefined || p.storeroom !== undefined)) throw new Error(`view of ${viewer} shows seat ${seat}'s hand`);
    });
    const sale = s.stack.find((f) => f.f === 'sale');
    v.town.queue.forEach((c, i) => {
      if (c !== null && !(sale && sale.f === 'sale' && sale.adventurer === s.adventurers.queue[i])) throw new Error('a face-down Adventurer is shown');
    });
    if (v.you && v.you.seat !== viewer) throw new Error('another seat\'s choices shown');
    const text = JSON.stringify(v);
    if (viewer === 'table' && (text.includes('"you"') || text.includes('"own"'))) throw new Error('the table view shows a private part');
  }
}

