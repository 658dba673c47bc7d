// Supply (BM-SU1..BM-SU9): type by type in BM-C1 order, players stock crates from the market.
// With enough crates for everyone's directly stockable room, or a single player able to stock, they
// buy at the minimum price in turn order; otherwise the able players bid secretly, and each bidder
// gets one opportunity, highest bid first, ties in reverse turn order, to buy at their own bid.
import { isComplete, openSealed, revealed, sealedPrompts, withEntry } from '../../../engine/sealed';
import type { Prompt, Seat } from '../../../engine/types';
import { ITEMS, ITEM_COUNT, MAX_PRICE, MIN_PRICE, type Item } from '../constants';
import { storeCard } from '../content';
import type { StockedInStore } from '../events';
import type { BMState, SupplyStep } from '../state';
import { anyOf, counts, field, intRange, move, nothing, type Choices } from '../../../engine/choices';
import { bump, err, label, player, publicEvent, withPlayer, withStep, type Events } from './common';
import { edit, editPlayer, editSupply } from './copy';
import { ledgerPayment, payWithDebt } from './debt';
import { canStockInto, placeCrates, roomIn, stockPayment, stockableRoom } from './stores';
import { serviceOrder } from './service-order';

export type SupplyAction = { type: 'supply-price'; price: number } | { type: 'stock'; crates: number[] };

/** Room a player could fill for free even after debt (BM-SU9: free stocking stays possible). */
function freeRoom(state: BMState, seat: Seat, item: Item, price: number): number {
  let n = 0;
  for (const store of player(state, seat).stores) {
    if (canStockInto(store, item) && stockPayment(store, item, price) === 0) n += roomIn(store, item);
  }
  return n;
}

/**
 * BM-SU3 (D) "can stock it": directly stockable room, and a crate still obtainable: no debt taken
 * this Supply phase (cash, or debt for one crate, pays), or a Store with room that stocks it free
 * at the type's minimum (BM-SU9). Tested once, at the start of the type.
 */
export function canStock(state: BMState, seat: Seat, item: Item, debtUsed: boolean): boolean {
  if (stockableRoom(player(state, seat), item) === 0) return false;
  return !debtUsed || freeRoom(state, seat, item, MIN_PRICE[item] as number) > 0;
}

export function beginSupply(state: BMState, ev: Events): BMState {
  ev.push(publicEvent('phase', { phase: 'supply', month: state.month, market: state.market.slice() }));
  const step: SupplyStep = {
    phase: 'supply', item: 0, bidding: false, sealed: null, queue: [],
    prices: state.players.map(() => 0), debtUsed: state.players.map(() => false), reveal: null,
  };
  return startItem(state, step, 0, ev);
}

function startItem(state: BMState, base: SupplyStep, from: number, ev: Events): BMState {
  for (let t = from; t < ITEM_COUNT; t++) {
    const item = t as Item;
    const available = state.market[item] ?? 0;
    if (available === 0) continue;
    const eligible = state.turnOrder.filter((seat) => canStock(state, seat, item, base.debtUsed[seat] === true));
    if (eligible.length === 0) {
      ev.push(publicEvent('supply-skipped', { item: ITEMS[item], reason: 'nobody can stock it' }));
      continue;
    }
    let capacity = 0;
    for (const seat of eligible) capacity += stockableRoom(player(state, seat), item);
    const step = editSupply(base, (d) => {
      d.item = item;
      d.queue = [];
      d.reveal = null;
      d.sealed = null;
      d.bidding = false;
    });
    if (available >= capacity || eligible.length === 1) {
      ev.push(publicEvent('supply-no-bid', {
        item: ITEMS[item], available, capacity, eligible, price: MIN_PRICE[item] as number,
        reason: eligible.length === 1 ? 'only one player can stock it' : 'enough crates for everyone',
      }));
      const prices = state.players.map(() => MIN_PRICE[item] as number);
      return skipIdle(withStep(state, editSupply(step, (d) => {
        d.queue = eligible;
        d.prices = prices;
      })), ev);
    }
    ev.push(publicEvent('supply-bidding', { item: ITEMS[item], available, capacity, eligible }));
    return withStep(state, editSupply(step, (d) => {
      d.bidding = true;
      d.sealed = openSealed<number>('supply-price', eligible);
    }));
  }
  return withStep(state, { phase: 'between', after: 'supply' });
}

/** Whether the acting player could buy at least one crate now. */
function hasOption(state: BMState, step: SupplyStep, seat: Seat): boolean {
  if ((state.market[step.item] ?? 0) === 0) return false;
  const price = step.prices[seat] ?? 0;
  return player(state, seat).stores.some((store) =>
    canStockInto(store, step.item) && roomIn(store, step.item) > 0 &&
    (!step.debtUsed[seat] || stockPayment(store, step.item, price) === 0));
}

/** Passes over opportunities that offer nothing (empty market, no room or no way to pay). */
function skipIdle(state: BMState, ev: Events): BMState {
  let step = state.step as SupplyStep;
  while (step.queue.length > 0 && !hasOption(state, step, step.queue[0] as Seat)) {
    ev.push(publicEvent('stock-skipped', { seat: step.queue[0] as Seat, item: ITEMS[step.item] }));
    const queue = step.queue.slice(1);
    step = editSupply(step, (d) => (d.queue = queue));
  }
  if (step.queue.length > 0) return withStep(state, step);
  return startItem(state, step, step.item + 1, ev);
}

export function supplyPrompts(step: SupplyStep): Prompt[] {
  if (step.sealed) return sealedPrompts(step.sealed);
  const seat = step.queue[0];
  return seat === undefined ? [] : [{ seat, kind: 'supply-buy', entry: 'open' }];
}

/** Per slot, how many crates of the item the Store could take directly (0 for Warehouses). */
function slotRoom(state: BMState, seat: Seat, item: Item): number[] {
  return player(state, seat).stores.map((s) => (canStockInto(s, item) ? roomIn(s, item) : 0));
}

/** BM-SU5, BM-SU9: affordable with cash, plus debt for at most one crate, and none after debt. */
function affordable(state: BMState, step: SupplyStep, seat: Seat, crates: readonly number[]): boolean {
  const stores = player(state, seat).stores;
  const price = step.prices[seat] ?? 0;
  let total = 0;
  let dearest = 0;
  crates.forEach((n, i) => {
    if (n === 0) return;
    const each = stockPayment(stores[i] as (typeof stores)[number], step.item, price);
    total += n * each;
    dearest = Math.max(dearest, each);
  });
  if (step.debtUsed[seat]) return total === 0;
  return total - dearest <= player(state, seat).cash;
}

/** BM-SU4 a sealed price in the type's range; BM-SU5, BM-SU9 crates per Store within room, market and money. */
export function supplyChoices(state: BMState, step: SupplyStep, seat: Seat): Choices<SupplyAction> {
  const item = step.item;
  if (step.sealed) {
    if (!step.sealed.eligible.includes(seat)) return nothing(err('not-eligible', `You cannot stock ${label(item)} now.`));
    const wrong = err('bad-price', `Choose a price per crate of ${label(item)}.`);
    const price = intRange(MIN_PRICE[item] as number, MAX_PRICE[item] as number, {
      wrong,
      below: (min) => err('price-too-low', `${label(item)} cannot be stocked below $${min}.`),
      above: (max) => err('price-too-high', `${label(item)} cannot be bid above $${max}.`),
    });
    return anyOf([move<SupplyAction>('supply-price', [field('price', () => price)], wrong)], wrong);
  }
  if (step.queue[0] !== seat) return nothing(err('not-your-turn', 'It is not your turn to stock.'));
  const wrong = err('bad-stock', 'Say how many crates go into each of your Stores.');
  const crates = counts(slotRoom(state, seat, item), { min: 0, max: state.market[item] ?? 0 }, {
    wrong,
    slot: err('no-room', `Those Stores have no room for that many ${label(item)} crates.`),
    below: wrong,
    above: err('not-enough-crates', `The market does not hold that many ${label(item)} crates.`),
    refused: err('cannot-afford', step.debtUsed[seat]
      ? 'After taking debt this Supply phase you cannot pay for more crates.'
      : 'You cannot pay for that: debt can fund only one crate.'),
  }, (c) => affordable(state, step, seat, c));
  return anyOf([move<SupplyAction>('stock', [field('crates', () => crates)], wrong)], wrong);
}

export function applySupply(state: BMState, step: SupplyStep, seat: Seat, action: SupplyAction, ev: Events): BMState {
  if (action.type === 'supply-price') {
    const sealed = withEntry(step.sealed ?? openSealed<number>('supply-price', []), seat, action.price);
    ev.push(publicEvent('supply-price-submitted', { seat, item: ITEMS[step.item] }));
    const next = editSupply(step, (d) => (d.sealed = sealed));
    return isComplete(sealed) ? reveal(state, next, ev) : withStep(state, next);
  }
  return stock(state, step, seat, action.crates, ev);
}

function reveal(state: BMState, step: SupplyStep, ev: Events): BMState {
  const entries = revealed(step.sealed ?? openSealed<number>('supply-price', []));
  const { order, tieBreaks } = serviceOrder(state.turnOrder, entries.map((e) => ({ seat: e.seat, value: e.entry })), true);
  const prices = step.prices.slice();
  for (const e of entries) prices[e.seat] = e.entry;
  const shown = entries.map((e) => ({ seat: e.seat, price: e.entry }));
  ev.push(publicEvent('supply-revealed', { item: ITEMS[step.item], entries: shown, order, tieBreaks }, true));
  const next = editSupply(step, (d) => {
    d.sealed = null;
    d.queue = order;
    d.prices = prices;
    d.reveal = { entries: shown, order, tieBreaks };
  });
  return skipIdle(withStep(state, next), ev);
}

function stock(state: BMState, step: SupplyStep, seat: Seat, crates: number[], ev: Events): BMState {
  const item = step.item;
  const price = step.prices[seat] ?? 0;
  const p = player(state, seat);
  let paid = 0;
  const where: StockedInStore[] = [];
  const stores = p.stores.map((store, i) => {
    const n = crates[i] ?? 0;
    if (n === 0) return store;
    const each = stockPayment(store, item, price);
    paid += n * each;
    where.push({ slot: i, store: storeCard(store.card).name, count: n, each, discount: price - each });
    return placeCrates(store, item, n);
  });
  const quantity = crates.reduce((a, b) => a + b, 0);
  const payment = payWithDebt(editPlayer(p, (d) => (d.stores = stores)), paid);
  let s = withPlayer(state, seat, payment.player);
  s = ledgerPayment(s, paid, payment.debt);
  const market = bump(s.market, item, -quantity);
  const debtUsed = payment.debt > 0 ? step.debtUsed.map((u, i) => u || i === seat) : step.debtUsed;
  ev.push(publicEvent('stocked', {
    seat, item: ITEMS[item], quantity, price, bid: step.bidding ? price : null, paid, debt: payment.debt,
    cash: payment.player.cash, stores: where,
  }));
  const queue = step.queue.slice(1);
  s = edit(s, (d) => {
    d.market = market;
    d.step = editSupply(step, (e) => {
      e.debtUsed = debtUsed;
      e.queue = queue;
    });
  });
  return skipIdle(s, ev);
}
