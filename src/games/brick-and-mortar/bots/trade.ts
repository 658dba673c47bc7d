// Advertising, Supply, Warehouse and Sale: which Market cards to play, what to bid and stock,
// and what to offer and deliver, from expected margins, capacity, cash and rivals.
import { ITEM_COUNT, MAX_PRICE, MIN_PRICE } from '../constants';
import type { MarketCard } from '../content';
import type { BMAction } from '../rules/turns';
import type { PlayerView } from '../view';
import {
  DEMAND_PER_CARD, SUPPLY_PER_CARD, bonusFor, boxes, carryValue, effectiveCost, expectedSalePrice, expectedSales, itemOf, margin, others, position,
} from './model';
import { at, sum, marketOf, best, nearBest, ofType, type Ctx } from './choice';

interface Projection {
  supply: number[];
  demand: number[];
}

/**
 * This seat's expected takings this month if it adds `extra` crates and boxes: crates it can stock
 * (shared with rivals' room), sold against rivals' stock, the rest kept at their carry value.
 * Other players are assumed to play one Supply and one Demand card each, of average make-up.
 */
function projectMonth(c: Ctx, extra: Projection): number {
  const { view, self } = c;
  const rivals = others(view, c.seat);
  const n = view.players.length;
  let cash = self.cash;
  let value = 0;
  let rivalValue = 0;
  for (let t = 0; t < ITEM_COUNT; t++) {
    const available = marketOf(view, t) + at(extra.supply, t) + (n - 1) * at(SUPPLY_PER_CARD, t);
    const room = at(self.room, t);
    const rivalRoom = sum(rivals.map((r) => at(r.room, t)));
    let get = 0;
    let price = at(MIN_PRICE, t);
    if (available < room + rivalRoom) price += 0.25 * margin(t);
    if (room > 0 && available > 0) {
      get = available >= room + rivalRoom ? room : (available * room) / (room + rivalRoom);
      get = Math.max(0, Math.min(get, cash / price));
    }
    cash -= get * price;
    value -= get * price;
    const rivalGet = Math.min(rivalRoom, Math.max(0, available - get));
    const demand = at(extra.demand, t) + (n - 1) * at(DEMAND_PER_CARD, t);
    const mine = at(self.crates, t) + get;
    const rivalStock = sum(rivals.map((r) => at(r.crates, t))) + rivalGet;
    const salePrice = expectedSalePrice(t, mine + rivalStock, demand);
    const sold = expectedSales(mine, rivalStock, demand);
    const privateSold = Math.min(mine - sold, at(self.privateDemand, t));
    value += sold * salePrice + privateSold * at(MAX_PRICE, t);
    value += (mine - sold - privateSold) * carryValue(view, t, c.params);
    rivalValue += expectedSales(rivalStock, mine, demand) * salePrice - rivalGet * price;
  }
  return value - (c.params.rivalWeight * rivalValue) / Math.max(1, n - 1);
}

export function advertise(c: Ctx): BMAction | undefined {
  const hand = new Map<number, MarketCard>();
  for (const card of c.self.marketHand ?? []) hand.set(card.id, card);
  const faces = (ids: readonly number[], side: 'supply' | 'demand'): number[] => {
    const out = new Array<number>(ITEM_COUNT).fill(0);
    for (const id of ids) {
      const face = hand.get(id)?.[side];
      if (face) out[itemOf(face.item)] = at(out, itemOf(face.item)) + face.count;
    }
    return out;
  };
  return best(ofType(c.legal, 'advertise'), (a) => projectMonth(c, { supply: faces(a.supply, 'supply'), demand: faces(a.demand, 'demand') }), c.rng);
}

/** Expected shared demand for an item this month: own Demand cards, and rivals' face-down counts. */
function demandEstimate(c: Ctx, t: number): number {
  let d = at(boxes(c.self.demand), t);
  for (const r of others(c.view, c.seat)) d += r.demandCount * at(DEMAND_PER_CARD, t);
  return d;
}

/** What holding an x-th crate of an item is worth this month (sale or carry). */
function crateWorth(c: Ctx, t: number, x: number, rivalStock: number, demand: number): number {
  const priv = at(c.self.privateDemand, t);
  const sales = (k: number) => Math.min(k, expectedSales(k, rivalStock, demand) + priv);
  const marginal = sales(x) - sales(x - 1);
  const price = expectedSalePrice(t, x + rivalStock, demand + priv);
  return marginal * price + (1 - marginal) * carryValue(c.view, t, c.params);
}

/** Rivals' expected stock of an item once this type's Supply is done. */
function rivalStockAfterSupply(c: Ctx, t: number, available: number): number {
  const rivals = others(c.view, c.seat);
  const held = sum(rivals.map((r) => at(r.crates, t)));
  const room = sum(rivals.map((r) => at(r.room, t)));
  return held + Math.min(room, available) * 0.6;
}

/** A rival's sealed price: uniform over [lo, hi], plus a `mass` chance of exactly `focal`. */
interface Bids {
  lo: number;
  hi: number;
  focal: number;
  mass: number;
}

/**
 * The chance a rival is served before a seat pricing at `price`: a better price, or the same price
 * and later in turn order (reverse turn order settles ties, BM-SU4, BM-SA3).
 */
function aheadChance(d: Bids, price: number, higherFirst: boolean, laterInOrder: boolean): number {
  const span = d.hi - d.lo + 1;
  const better = higherFirst ? Math.max(0, Math.min(span, d.hi - price)) : Math.max(0, Math.min(span, price - d.lo));
  const equal = price >= d.lo && price <= d.hi ? 1 : 0;
  const spreadPart = (better + (laterInOrder ? equal : 0)) / span;
  const focalAhead = (higherFirst ? d.focal > price : d.focal < price) || (d.focal === price && laterInOrder) ? 1 : 0;
  return (1 - d.mass) * spreadPart + d.mass * focalAhead;
}

/**
 * The expected value of `outcome(taken)` over every way the rivals can be served before this seat
 * or after it: rival i goes first with probability ahead[i], and takes `want` crates or boxes.
 */
function overRivalOrders(rivals: readonly { want: number }[], ahead: readonly number[], outcome: (taken: number) => number): number {
  let expected = 0;
  for (let mask = 0; mask < 1 << rivals.length; mask++) {
    let prob = 1;
    let taken = 0;
    rivals.forEach((r, i) => {
      const inFront = (mask >> i) & 1;
      prob *= inFront ? at(ahead, i) : 1 - at(ahead, i);
      if (inFront) taken += r.want;
    });
    if (prob !== 0) expected += prob * outcome(taken);
  }
  return expected;
}

export function supplyPrice(c: Ctx): BMAction | undefined {
  const { view, seat, self } = c;
  if (view.step.phase !== 'supply' || !view.step.sealed) return undefined;
  const t = itemOf(view.step.item);
  const available = view.market[view.step.item];
  const demand = demandEstimate(c, t);
  const rivalStock = rivalStockAfterSupply(c, t, available);
  const room = Math.min(at(self.room, t), available);
  const worth: number[] = [];
  for (let x = 1; x <= room; x++) worth.push(crateWorth(c, t, at(self.crates, t) + x, rivalStock, demand));
  const min = at(MIN_PRICE, t);
  const top = min + Math.ceil(c.params.supplyTop * margin(t));
  const rivals = view.step.sealed.eligible
    .filter((s) => s !== seat)
    .map((s) => ({ want: Math.min(at(view.players[s]?.room, t), available), laterInOrder: position(view, s) > position(view, seat) }));
  const score = (price: number, bids: Bids): number => {
    const ahead = rivals.map((r) => aheadChance(bids, price, true, r.laterInOrder));
    const expected = overRivalOrders(rivals, ahead, (taken) => {
      const left = Math.max(0, available - taken);
      let cash = self.cash;
      let gain = 0;
      for (let x = 0; x < Math.min(left, worth.length); x++) {
        const w = at(worth, x);
        const cost = cash >= price ? price : effectiveCost(cash, price);
        if (w <= cost) break;
        gain += w - cost;
        cash -= price;
        if (cash < 0) break;
      }
      return gain;
    });
    return expected - price * 0.01;
  };
  // Rivals are modelled as bidding uniformly over [min, top], and then as likely to bid what this
  // seat would bid under that model: the seat that loses ties (earlier in turn order) outbids it.
  const options = ofType(c.legal, 'supply-price');
  const spread: Bids = { lo: min, hi: top, focal: min, mass: 0 };
  const focal = best(options, (a) => score(a.price, spread), c.rng)?.price ?? min;
  const bids: Bids = { ...spread, focal, mass: c.params.focalMass };
  return nearBest(options, (a) => score(a.price, bids), c.params.jitter, c.rng);
}

/** Per slot: the discount, bonus and kind of the Store for an item. */
function slotFacts(stores: PlayerView['stores'], item: string) {
  return stores.map((s) => ({
    discount: s.card.stockDiscount?.find((d) => d.item === item)?.amount ?? 0,
    bonus: bonusFor(s.card, item),
    knockoff: s.card.special === 'knockoff',
  }));
}

export function supplyBuy(c: Ctx): BMAction | undefined {
  const { view, seat, self } = c;
  if (view.step.phase !== 'supply') return undefined;
  const t = itemOf(view.step.item);
  const price = at(view.step.prices, seat) || at(MIN_PRICE, t);
  const available = view.market[view.step.item];
  const demand = demandEstimate(c, t);
  const rivalStock = sum(others(view, seat).map((r) => at(r.crates, t))) + 0.4 * Math.max(0, available - at(self.room, t));
  const facts = slotFacts(self.stores, view.step.item);
  const worth: number[] = [];
  for (let x = 1; x <= at(self.room, t); x++) worth.push(crateWorth(c, t, at(self.crates, t) + x, rivalStock, demand));

  // Cash kept for later, more profitable types this Supply phase.
  let need = 0;
  let profit = 0;
  for (let u = t + 1; u < ITEM_COUNT; u++) {
    const count = Math.min(at(self.room, u), marketOf(view, u));
    const cost = at(MIN_PRICE, u) + 0.15 * margin(u);
    const w = crateWorth(c, u, at(self.crates, u) + 1, sum(others(view, seat).map((r) => at(r.crates, u))), demandEstimate(c, u));
    if (count > 0 && w > cost) {
      need += count * cost;
      profit += count * (w - cost);
    }
  }
  const laterRate = need > 0 ? profit / need : 0;

  return best(ofType(c.legal, 'stock'), (a) => {
    let pay = 0;
    let value = 0;
    let x = 0;
    a.crates.forEach((n, i) => {
      const f = facts[i];
      if (!f || n === 0) return;
      pay += n * Math.max(0, price - f.discount);
      for (let k = 0; k < n; k++) {
        const w = at(worth, x++);
        value += (f.knockoff ? 0.75 * w : w) + 0.6 * f.bonus;
      }
    });
    if (c.params.avoidDebt && pay > self.cash) return -Infinity;
    const left = Math.max(0, self.cash - pay);
    return value - effectiveCost(self.cash, pay) - Math.max(0, need - left) * laterRate;
  }, c.rng);
}

export function warehouse(c: Ctx): BMAction | undefined {
  const stores = c.self.stores;
  const moves = ofType(c.legal, 'warehouse-move').filter((a) => {
    const from = stores[a.from];
    const to = stores[a.to];
    return to?.card.special === 'warehouse' && from !== undefined && bonusFor(from.card, a.item) === 0;
  });
  const move = best(moves, (a) => a.count * 100 + at(MAX_PRICE, itemOf(a.item)), c.rng);
  return move ?? ofType(c.legal, 'warehouse-done')[0];
}

export function saleOffer(c: Ctx): BMAction | undefined {
  const { view, seat } = c;
  if (view.step.phase !== 'sale' || !view.step.sealed) return undefined;
  const step = view.step;
  const sealed = view.step.sealed;
  const t = itemOf(step.item);
  const shared = at(step.shared, t);
  const priv = at(step.privateLeft, seat);
  const max = at(MAX_PRICE, t);
  const carry = carryValue(view, t, c.params);
  const bonus = Math.max(0, ...c.self.stores.map((s) => bonusFor(s.card, step.item)));
  const lo = Math.round(c.params.saleLow * max);
  const rivals = sealed.eligible
    .filter((s) => s !== seat)
    .map((s) => ({
      want: Math.min(at(view.players[s]?.crates, t), shared + at(step.privateLeft, s)),
      laterInOrder: position(view, s) > position(view, seat),
    }));
  const score = (quantity: number, price: number, asks: Bids): number => {
    if (quantity === 0) return 0;
    const ahead = rivals.map((r) => aheadChance(asks, price, false, r.laterInOrder));
    return overRivalOrders(rivals, ahead, (taken) => {
      const sold = Math.min(quantity, Math.max(0, shared - taken) + priv);
      return sold * (price + (price > 0 ? bonus * 0.5 : 0)) - quantity * carry;
    });
  };
  // Rival prices modelled as uniform over [lo, max], then as likely to match this seat's own choice.
  const options = ofType(c.legal, 'sale-offer');
  const spread: Bids = { lo, hi: max, focal: max, mass: 0 };
  const focal = best(options, (a) => score(a.quantity, a.price, spread), c.rng)?.price ?? max;
  const asks: Bids = { ...spread, focal, mass: c.params.focalMass };
  return nearBest(options, (a) => score(a.quantity, a.price, asks), c.params.jitter, c.rng);
}

/** BM-SA4 (D): the proposed delivery (the highest-earning), as a person accepting it would. Engine 1
 * matches have no proposal: there the bot scores the committed crates itself. */
export function saleCommit(c: Ctx): BMAction | undefined {
  const { view, seat, self } = c;
  if (view.step.phase !== 'sale') return undefined;
  const step = view.step;
  const commits = ofType(c.legal, 'sale-commit');
  const proposal = step.proposal;
  const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((n, i) => n === b[i]);
  if (proposal) return commits.find((a) => 'sold' in a && same(a.sold, proposal.sold) && same(a.surplus, proposal.surplus));
  const t = itemOf(step.item);
  const bidding = step.bidding;
  const price = bidding ? (step.offers?.[seat]?.price ?? 0) : at(MAX_PRICE, t);
  const boxesLeft = at(step.shared, t) + at(step.privateLeft, seat);
  const knockoffOk = bidding && (step.offers ?? []).some((o, s) => s !== seat && o !== null && o.quantity >= 1);
  const carry = carryValue(view, t, c.params);
  return best(commits.filter((a) => 'crates' in a), (a) => {
    const pool: number[] = [];
    a.crates.forEach((n, slot) => {
      const store = self.stores[slot];
      if (!store || n === 0) return;
      if (store.card.special === 'knockoff' && !knockoffOk) return;
      for (let k = 0; k < n; k++) pool.push(Math.max(0, price + bonusFor(store.card, step.item)));
    });
    pool.sort((x, y) => y - x);
    const sold = Math.min(pool.length, boxesLeft);
    return sum(pool.slice(0, sold)) - pool.length * carry;
  }, c.rng);
}
