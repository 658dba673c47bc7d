// BM-SA4 delivery: the committed crates fill shared demand first, then the seller's own private
// Fulfillment Center demand (BM-ST5 (D)); any shortfall is discarded as surplus to the general
// supply. Knockoff crates sell only when a rival committed 1 or more of the type (BM-ST4); otherwise
// they stay in their Store. Every crate earns the seller's price adjusted by its source Store
// (BM-SA7, BM-ST6); the crates that earn most fill the boxes, the seller's best choice.
import type { Seat } from '../../../engine/types';
import { ITEMS, MAX_PRICE } from '../constants';
import { storeCard } from '../content';
import type { BMState, OpenStore, SaleStep } from '../state';
import { bump, player, publicEvent, withPlayer, type Events } from './common';
import { edit, editLedger, editPlayer, editSale } from './copy';
import { ledgerIncome } from './debt';
import { isKnockoff, saleRevenue, takeCrates } from './stores';

export function knockoffMaySell(step: SaleStep, seat: Seat): boolean {
  return step.bidding && step.offers.some((o, s) => s !== seat && o !== null && o.quantity >= 1);
}

export function deliver(state: BMState, step: SaleStep, seat: Seat, crates: readonly number[], ev: Events): BMState {
  const item = step.item;
  const price = step.bidding ? (step.offers[seat]?.price ?? 0) : (MAX_PRICE[item] as number);
  const p = player(state, seat);
  const knockoffOk = knockoffMaySell(step, seat);
  const pool: { slot: number; revenue: number }[] = [];
  let withheld = 0;
  crates.forEach((n, slot) => {
    const store = p.stores[slot] as OpenStore;
    if (n === 0) return;
    if (isKnockoff(store) && !knockoffOk) {
      withheld += n;
      return;
    }
    for (let k = 0; k < n; k++) pool.push({ slot, revenue: saleRevenue(store, item, price) });
  });
  pool.sort((a, b) => b.revenue - a.revenue || a.slot - b.slot);
  const shared = step.shared[item] ?? 0;
  const privateBoxes = step.privateLeft[seat] ?? 0;
  const sold = Math.min(pool.length, shared + privateBoxes);
  const toShared = Math.min(sold, shared);
  const toPrivate = sold - toShared;
  const surplus = pool.length - sold;
  let revenue = 0;
  const taken = p.stores.map(() => 0);
  const soldFrom = p.stores.map(() => 0);
  pool.forEach((crate, k) => {
    taken[crate.slot] = (taken[crate.slot] ?? 0) + 1;
    if (k < sold) {
      revenue += crate.revenue;
      soldFrom[crate.slot] = (soldFrom[crate.slot] ?? 0) + 1;
    }
  });
  const stores = p.stores.map((store, slot) => takeCrates(store, item, taken[slot] ?? 0));
  let s = withPlayer(state, seat, editPlayer(p, (d) => {
    d.stores = stores;
    d.cash += revenue;
  }));
  s = ledgerIncome(s, revenue);
  const ledger = editLedger(s.ledger, (d) => {
    d.sold = bump(d.sold, item, sold);
    d.surplus = bump(d.surplus, item, surplus);
  });
  const from = p.stores.flatMap((store, slot) => (soldFrom[slot] ?? 0) > 0 ? [{
    slot, store: storeCard(store.card).name, sold: soldFrom[slot], each: saleRevenue(store, item, price),
    bonus: saleRevenue(store, item, price) - price,
  }] : []);
  ev.push(publicEvent('sold', {
    seat, item: ITEMS[item], committed: crates.reduce((a, b) => a + b, 0), sold, toShared, toPrivate, surplus,
    knockoffKept: withheld, price, bid: step.bidding ? price : null, revenue, stores: from,
  }));
  const nextStep = editSale(step, (d) => {
    d.shared = bump(step.shared, item, -toShared);
    d.privateLeft = bump(step.privateLeft, seat, -toPrivate);
    d.queue = step.queue.slice(1);
  });
  return edit(s, (d) => {
    d.ledger = ledger;
    d.step = nextStep;
  });
}
