// Spend Gold (AM-G1..AM-G5): buy one Stock from the Stock Queue into your hand, install a Fixture or
// hire a Staff from their queues into your Store, or pay for the top card of a Depot deck by
// banishing one face-up card of its queue (AM-G3). Every purchase costs at least 1 Gold (AM-G4)
// and must be fully payable (AM-G5). A Store holds at most 4 Fixtures and/or Staff; buying a fifth
// names the card banished to make room (AM-G2).
import type { Seat } from '../../../engine/types';
import { DECK_BUY_COST, DISCOUNT_PER_TOKEN, MIN_PURCHASE, STORE_SLOTS } from '../constants';
import { card, stockCard } from '../content';
import type { CardId } from '../content/types';
import { ongoingEffect, queueEffect, useEffect } from '../effects/registry';
import type { Purchase } from '../effects/types';
import type { AMState, Depot, DepotName } from '../state';
import { today } from './bulletin';
import type { Choices } from '../../../engine/choices';
import { cardName, decision, hasFields, player, publicEvent, privateEvent, take, type Events } from './common';

export type { DepotName };
export const DEPOTS: readonly DepotName[] = ['stock', 'fixtures', 'staff'];

export type BuyAction =
  | { type: 'buy'; from: DepotName; card: CardId; replace?: CardId; tradeIn?: CardId }
  | { type: 'buy-deck'; from: DepotName; banish: CardId; replace?: CardId };

export function depot(s: AMState, from: DepotName): Depot {
  return s[from];
}

/** Discounts from the buyer's face-up Store cards (AM-E7: face-down cards give none). */
function storeDiscount(s: AMState, seat: Seat, what: Purchase): number {
  let off = 0;
  for (const slot of player(s, seat).store) {
    if (!slot.faceUp) continue;
    const def = ongoingEffect(slot.card);
    const c = card(slot.card);
    if (def?.purchaseDiscount && c.kind !== 'bulletin' && c.effect) off += def.purchaseDiscount(c.effect, what);
  }
  return off;
}

/**
 * What `seat` pays. From a queue: the printed cost less Store, Bulletin and the card's own Queue
 * discounts. From a deck (AM-G3): 4 Gold (or the Bulletin's price) less 1 per Discount token; the
 * queue-only discounts do not apply (AM-F8). Never below 1 (AM-G4).
 */
export function purchaseCost(s: AMState, seat: Seat, from: DepotName, id: CardId | null, deck: boolean): number {
  const rule = today(s);
  if (deck) {
    const base = rule.deckCost ?? DECK_BUY_COST;
    return Math.max(MIN_PURCHASE, base - player(s, seat).discounts * DISCOUNT_PER_TOKEN);
  }
  const c = card(id as CardId);
  if (c.kind !== 'stock' && c.kind !== 'fixture' && c.kind !== 'staff') return Infinity;
  let cost = c.cost - storeDiscount(s, seat, { from, card: c, deck: false });
  if (from === 'stock') cost -= rule.queueDiscount ?? 0;
  if (from === 'staff') cost -= rule.staffDiscount ?? 0;
  const q = queueEffect(c.id);
  if (q?.purchaseDiscount && c.effect) cost -= q.purchaseDiscount(s, seat, c.effect);
  return Math.max(MIN_PURCHASE, cost);
}

/** AM-F1 Market Day: the lower price when banishing a Stock card from hand (still at least 1). */
export function tradeInCost(s: AMState, cost: number): number {
  return Math.max(MIN_PURCHASE, cost - (today(s).tradeIn ?? 0));
}

/** Replacement choices: none while there is room, else one per card in the Store (AM-G2). */
function replacements(s: AMState, seat: Seat): (CardId | undefined)[] {
  const store = player(s, seat).store;
  return store.length < STORE_SLOTS ? [undefined] : store.map((slot) => slot.card);
}

/** Whether `replace` is one of `replacements`: absent while there is room, else a Store card. */
function fitsStore(s: AMState, seat: Seat, replace: unknown): boolean {
  const store = player(s, seat).store;
  return store.length < STORE_SLOTS ? replace === undefined : store.some((slot) => slot.card === replace);
}

function withReplace<A extends object>(a: A, replace: CardId | undefined): A & { replace?: CardId } {
  return replace === undefined ? a : { ...a, replace };
}

const isDepot = (from: unknown): from is DepotName => DEPOTS.includes(from as DepotName);

/** AM-F1 Market Day: a Stock card in hand that may be banished to pay less. */
function mayTradeIn(s: AMState, seat: Seat, id: unknown): boolean {
  return today(s).tradeIn !== undefined && player(s, seat).hand.includes(id as CardId) && card(id as CardId).kind === 'stock';
}

function canBuy(s: AMState, seat: Seat, a: Record<string, unknown>): boolean {
  if (!hasFields(a, ['from', 'card'], ['replace', 'tradeIn']) || !isDepot(a.from)) return false;
  const { from } = a;
  const id = a.card as CardId;
  if (!depot(s, from).queue.includes(id)) return false;
  const gold = player(s, seat).gold;
  const cost = purchaseCost(s, seat, from, id, false);
  if (from !== 'stock') return a.tradeIn === undefined && cost <= gold && fitsStore(s, seat, a.replace);
  if (a.replace !== undefined) return false;
  return a.tradeIn === undefined ? cost <= gold : mayTradeIn(s, seat, a.tradeIn) && tradeInCost(s, cost) <= gold;
}

function canBuyDeck(s: AMState, seat: Seat, a: Record<string, unknown>): boolean {
  if (!hasFields(a, ['from', 'banish'], ['replace']) || !isDepot(a.from)) return false;
  const { from } = a;
  const d = depot(s, from);
  if (d.deck.length === 0 || !d.queue.includes(a.banish as CardId)) return false;
  if (purchaseCost(s, seat, from, null, true) > player(s, seat).gold) return false;
  return from === 'stock' ? a.replace === undefined : fitsStore(s, seat, a.replace);
}

/** Listed depot by depot: its queue's cards (plain, then with each trade-in), then its deck. */
function walkBuys(s: AMState, seat: Seat, visit: (a: BuyAction) => boolean): boolean {
  const gold = player(s, seat).gold;
  const tradeIn = today(s).tradeIn !== undefined;
  const handStock = tradeIn ? player(s, seat).hand.filter((id) => card(id).kind === 'stock') : [];
  const room = replacements(s, seat);
  for (const from of DEPOTS) {
    const d = depot(s, from);
    for (const id of d.queue) {
      const cost = purchaseCost(s, seat, from, id, false);
      if (from === 'stock') {
        if (cost <= gold && !visit({ type: 'buy', from, card: id })) return false;
        if (tradeInCost(s, cost) <= gold) for (const h of handStock) if (!visit({ type: 'buy', from, card: id, tradeIn: h })) return false;
      } else if (cost <= gold) {
        for (const r of room) if (!visit(withReplace({ type: 'buy', from, card: id }, r))) return false;
      }
    }
    if (d.deck.length > 0 && d.queue.length > 0 && purchaseCost(s, seat, from, null, true) <= gold) {
      for (const banish of d.queue) {
        if (from === 'stock') {
          if (!visit({ type: 'buy-deck', from, banish })) return false;
        } else for (const r of room) if (!visit(withReplace({ type: 'buy-deck', from, banish }, r))) return false;
      }
    }
  }
  return true;
}

/** Every purchase `seat` may make now (AM-G1..AM-G5). */
export function buyChoices(s: AMState, seat: Seat): Choices<BuyAction> {
  return decision<BuyAction>((visit) => walkBuys(s, seat, visit), {
    buy: (a) => canBuy(s, seat, a),
    'buy-deck': (a) => canBuyDeck(s, seat, a),
  });
}

/** Places a Fixture or Staff face up, banishing `replace` first when the Store is full (AM-G2). */
function install(d: AMState, seat: Seat, id: CardId, replace: CardId | undefined, ev: Events): void {
  const p = player(d, seat);
  if (replace !== undefined) {
    const i = p.store.findIndex((slot) => slot.card === replace);
    if (i >= 0) {
      p.store.splice(i, 1);
      d.abyss.push(replace);
      ev.push(publicEvent('banished', { seat, card: replace, name: cardName(replace), why: 'to make room' }));
    }
  }
  p.store.push({ card: id, faceUp: true });
}

/** Applies a legal purchase; returns the Staff whose On-Call effect may now be used, if any. */
export function applyBuy(d: AMState, seat: Seat, a: BuyAction, ev: Events): CardId | null {
  const p = player(d, seat);
  const dep = depot(d, a.from);
  if (a.type === 'buy') {
    let cost = purchaseCost(d, seat, a.from, a.card, false);
    if (a.tradeIn !== undefined) {
      cost = tradeInCost(d, cost);
      take(p.hand, a.tradeIn);
      d.abyss.push(a.tradeIn);
      ev.push(publicEvent('banished', { seat, card: a.tradeIn, name: cardName(a.tradeIn), why: 'Market Day trade-in' }));
    }
    p.gold -= cost;
    take(dep.queue, a.card);
    ev.push(publicEvent('bought', { seat, from: a.from, card: a.card, name: cardName(a.card), cost, gold: p.gold }));
    if (a.from === 'stock') p.hand.push(a.card);
    else install(d, seat, a.card, a.replace, ev);
    const c = card(a.card);
    // AM-F10: On-Call only when bought from the queue at its Hire Cost.
    return c.kind === 'staff' && c.onCall && useEffect(a.card) ? a.card : null;
  }
  const cost = purchaseCost(d, seat, a.from, null, true);
  p.gold -= cost;
  take(dep.queue, a.banish);
  d.abyss.push(a.banish);
  const id = dep.deck.shift() as CardId;
  const paid = { seat, from: a.from, cost, gold: p.gold, banished: a.banish, banishedName: cardName(a.banish) };
  if (a.from === 'stock') {
    // AM-G3 (D): Stock from the deck goes to the hand unseen, like a draw: the others learn only
    // that a deck card was bought, and for how much.
    ev.push(publicEvent('bought-from-deck', paid, true));
    p.hand.push(id);
    ev.push(privateEvent(seat, 'you-drew', { seat, cards: [id], names: [cardName(id)], bought: true }, true));
  } else {
    ev.push(publicEvent('bought-from-deck', { ...paid, card: id, name: cardName(id) }, true));
    install(d, seat, id, a.replace, ev);
  }
  return null;
}

export function isBasic(id: CardId): boolean {
  return card(id).kind === 'stock' && stockCard(id).basic;
}
