// BM-SA4 delivery: the crates sold fill shared demand first, then the seller's own private
// Fulfillment Center demand (BM-ST5 (D)); the crates discarded go to the general supply as surplus.
// Knockoff crates sell only when a rival committed 1 or more of the type (BM-ST4); otherwise
// committed ones stay in their Store. Every crate earns the seller's price adjusted by its source
// Store (BM-SA7, BM-ST6). Since engine 2 the seller says which Store each sold and discarded crate
// comes from (allocation.ts); engine 1 matches keep engine 1's delivery (deliverCommitted).
import type { Seat } from '../../../engine/types';
import { ITEMS, MAX_PRICE } from '../constants';
import { storeCard } from '../content';
import type { BMState, OpenStore, SaleOffer, SaleStep } from '../state';
import { bump, player, publicEvent, withPlayer, type Events } from './common';
import { edit, editLedger, editPlayer, editSale } from './copy';
import { ledgerIncome } from './debt';
import { cratesIn, isKnockoff, saleRevenue, shelvesFor, takeCrates } from './stores';

export function knockoffMaySell(step: SaleStep, seat: Seat): boolean {
  return step.bidding && step.offers.some((o, s) => s !== seat && o !== null && o.quantity >= 1);
}

/** The price each crate sells at before its Store's modifiers: the bid (a seller served after bids
 * has an offer), or the maximum without one. */
export function salePrice(step: SaleStep, seat: Seat): number {
  return step.bidding ? (step.offers[seat] as SaleOffer).price : (MAX_PRICE[step.item] as number);
}

/** A delivery: per Store slot the crates sold and discarded, and how many were committed in all. */
export interface Delivery {
  sold: readonly number[];
  surplus: readonly number[];
  /** Crates committed; those neither sold nor discarded are Knockoff crates that stay (BM-ST4). */
  committed: number;
}

const total = (counts: readonly number[]): number => counts.reduce((a, b) => a + b, 0);

export function deliver(state: BMState, step: SaleStep, seat: Seat, d: Delivery, ev: Events): BMState {
  const item = step.item;
  const price = salePrice(step, seat);
  const p = player(state, seat);
  const sold = total(d.sold);
  const surplus = total(d.surplus);
  const toShared = Math.min(sold, step.shared[item] ?? 0);
  const toPrivate = sold - toShared;
  let revenue = 0;
  p.stores.forEach((store, slot) => (revenue += (d.sold[slot] ?? 0) * saleRevenue(store, item, price)));
  const stores = p.stores.map((store, slot) => takeCrates(store, item, (d.sold[slot] ?? 0) + (d.surplus[slot] ?? 0)));
  let s = withPlayer(state, seat, editPlayer(p, (x) => {
    x.stores = stores;
    x.cash += revenue;
  }));
  s = ledgerIncome(s, revenue);
  const ledger = editLedger(s.ledger, (x) => {
    x.sold = bump(x.sold, item, sold);
    x.surplus = bump(x.surplus, item, surplus);
  });
  const from = p.stores.flatMap((store, slot) => (d.sold[slot] ?? 0) > 0 ? [{
    slot, store: storeCard(store.card).name, sold: d.sold[slot] ?? 0, each: saleRevenue(store, item, price),
    bonus: saleRevenue(store, item, price) - price,
  }] : []);
  const discarded = p.stores.flatMap((store, slot) => (d.surplus[slot] ?? 0) > 0
    ? [{ slot, store: storeCard(store.card).name, count: d.surplus[slot] ?? 0 }] : []);
  // What stays on which shelf: the seller's choice of crates decides it (BM-SA4 (D)).
  const left = stores.flatMap((store, slot) => shelvesFor(store, item).length > 0
    ? [{ slot, store: storeCard(store.card).name, count: cratesIn(store, item) }] : []);
  ev.push(publicEvent('sold', {
    seat, item: ITEMS[item], committed: d.committed, sold, toShared, toPrivate, surplus,
    knockoffKept: d.committed - sold - surplus, price, bid: step.bidding ? price : null, revenue, stores: from, discarded, left,
  }));
  const nextStep = editSale(step, (x) => {
    x.shared = bump(step.shared, item, -toShared);
    x.privateLeft = bump(step.privateLeft, seat, -toPrivate);
    x.queue = step.queue.slice(1);
  });
  return edit(s, (x) => {
    x.ledger = ledger;
    x.step = nextStep;
  });
}

/**
 * Engine 1: the seller said only how many committed crates come from each Store; the crates that
 * earn most fill the boxes (ties: the earlier Store) and the rest are surplus.
 */
export function deliverCommitted(state: BMState, step: SaleStep, seat: Seat, crates: readonly number[], ev: Events): BMState {
  const item = step.item;
  const price = salePrice(step, seat);
  const p = player(state, seat);
  const knockoffOk = knockoffMaySell(step, seat);
  const pool: { slot: number; revenue: number }[] = [];
  crates.forEach((n, slot) => {
    const store = p.stores[slot] as OpenStore;
    if (isKnockoff(store) && !knockoffOk) return;
    for (let k = 0; k < n; k++) pool.push({ slot, revenue: saleRevenue(store, item, price) });
  });
  // A stable sort: crates that earn the same stay in Store order.
  pool.sort((a, b) => b.revenue - a.revenue);
  const boxes = (step.shared[item] ?? 0) + (step.privateLeft[seat] ?? 0);
  const sold = p.stores.map(() => 0);
  const surplus = p.stores.map(() => 0);
  pool.forEach((crate, k) => {
    const into = k < boxes ? sold : surplus;
    into[crate.slot] = (into[crate.slot] ?? 0) + 1;
  });
  return deliver(state, step, seat, { sold, surplus, committed: total(crates) }, ev);
}
