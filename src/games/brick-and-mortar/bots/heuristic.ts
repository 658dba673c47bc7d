// The heuristic bot: one sensible decision for every prompt of Brick & Mortar, from the seat's own
// view and its legal actions only (never the full state). Every choice is one of the `legal`
// actions, scored by the estimates in model.ts; equal scores are settled by a PRNG seeded with the
// moment's seed, so the same (view, legal, seed) always gives the same action.
import { randomInt, seedRng, type RngState } from '../../../engine/rng';
import type { Action } from '../../../engine/types';
import { ITEMS, ITEM_COUNT, MAX_POINTS_BOUGHT, MAX_PRICE, MIN_PRICE, POINT_PRICE, STORE_SLOTS } from '../constants';
import type { MarketCard, StoreCard } from '../content';
import type { ItemName } from '../constants';
import type { BMAction } from '../rules/turns';
import type { BMView, PlayerView } from '../view';
import { DEFAULT_PARAMS, type BotParams } from './params';
import {
  DEMAND_PER_CARD, SUPPLY_PER_CARD, bonusFor, boxes, carryValue, effectiveCost, expectedEndMonth, expectedSalePrice,
  expectedSales, itemOf, margin, me, monthsLeft, netOf, others, position, storeGain, storeNet, type Seat,
} from './model';

const at = (list: readonly number[] | null | undefined, i: number): number => list?.[i] ?? 0;
const sum = (list: readonly number[]): number => list.reduce((a, b) => a + b, 0);
const marketOf = (view: BMView, t: number): number => view.market[ITEMS[t] as ItemName] ?? 0;

/** The best-scoring option; near-equal scores are settled by the seeded PRNG. */
function best<T>(options: readonly T[], score: (o: T) => number, rng: RngState): T | undefined {
  let top = -Infinity;
  let tied: T[] = [];
  for (const o of options) {
    const s = score(o);
    if (s > top + 1e-9) {
      top = s;
      tied = [o];
    } else if (s >= top - 1e-9) tied.push(o);
  }
  if (tied.length <= 1) return tied[0];
  return tied[randomInt(rng, tied.length)[0]];
}

/**
 * A seeded pick among the options scoring within `tolerance` (a share of the best score, at least
 * $0.25) of the best: sealed bids that are not all the same number, so ties (which the rules settle
 * by turn order) stay rare and no seat gains from them systematically.
 */
function nearBest<T>(options: readonly T[], score: (o: T) => number, tolerance: number, rng: RngState): T | undefined {
  if (tolerance <= 0) return best(options, score, rng);
  const scored = options.map((o) => ({ o, s: score(o) }));
  const top = Math.max(...scored.map((x) => x.s));
  const floor = top - Math.max(0.25, Math.abs(top) * tolerance);
  const near = scored.filter((x) => x.s >= floor);
  return near[randomInt(rng, near.length)[0]]?.o;
}

type Of<K extends BMAction['type']> = Extract<BMAction, { type: K }>;
const ofType = <K extends BMAction['type']>(legal: readonly BMAction[], type: K): Of<K>[] =>
  legal.filter((a): a is Of<K> => a.type === type);

interface Ctx {
  view: BMView;
  seat: Seat;
  self: PlayerView;
  legal: readonly BMAction[];
  rng: RngState;
  params: BotParams;
}

// ---- Draft and Building ----

function draftKeep(c: Ctx): BMAction | undefined {
  const hand = c.self.draftHand ?? [];
  // Kept cards are bought from February onward.
  const months = Math.max(1, expectedEndMonth(c.view) - 1);
  const score = (card: StoreCard) => storeGain(card, c.self.stores, months, c.view.players.length, c.params).gain - card.cost;
  return best(ofType(c.legal, 'keep'), (a) => {
    const card = hand.find((h) => h.id === a.card);
    return card ? score(card) : -Infinity;
  }, c.rng);
}

function canBuildNow(view: BMView, seat: Seat): boolean {
  return view.step.phase === 'building' && !view.step.served[seat] && !view.step.hasBought[seat];
}

/** The best net value among the seat's own hand cards (0 when none is worth buying). */
function bestHandNet(c: Ctx): number {
  let top = 0;
  for (const card of c.self.storeHand ?? []) top = Math.max(top, storeNet(c.view, c.seat, card, card.cost, c.params));
  return top;
}

/** The highest price at which a seat still gains more than `alt` by buying `card`. */
function reservation(c: Ctx, seat: Seat, card: StoreCard, alt: number, cap: number): number {
  const p = me(c.view, seat);
  const { gain } = storeGain(card, p.stores, monthsLeft(c.view), c.view.players.length, c.params);
  let lo = card.cost - 1;
  for (let b = card.cost; b <= cap; b++) {
    if (netOf(gain, p.cash, b, c.params) - alt >= 1) lo = b;
    else break;
  }
  return lo;
}

const auctionCap = (p: PlayerView): number => p.cash + 2 * p.points;

function build(c: Ctx): BMAction | undefined {
  const { view, seat, self } = c;
  if (view.step.phase !== 'building') return undefined;
  const step = view.step;
  const hand = self.storeHand ?? [];
  const scores = new Map<BMAction, number>();
  for (const a of ofType(c.legal, 'buy-from-hand')) {
    const card = hand.find((h) => h.id === a.card);
    if (card) scores.set(a, storeNet(view, seat, card, card.cost, c.params));
  }
  // An auction is opened at the printed cost; rivals who value the card more will outbid (and then
  // the starter keeps the opportunity, so losing costs nothing).
  const handNet = bestHandNet(c);
  for (const a of ofType(c.legal, 'start-auction')) {
    const card = view.row.find((r) => r.id === a.card);
    if (!card || a.bid !== card.cost) continue;
    const mine = reservation(c, seat, card, handNet, auctionCap(self));
    if (mine < card.cost) continue;
    let rivalTop = card.cost - 1;
    for (const r of others(view, seat)) {
      if (step.hasBought[r.seat] || step.passed[r.seat]) continue;
      rivalTop = Math.max(rivalTop, reservation(c, r.seat, card, 0, auctionCap(r)));
    }
    // Losing an auction one started costs nothing (the opportunity is kept, BM-B5), so a card a
    // rival seems to value more is still worth a try, at a discount for the likely loss.
    if (rivalTop >= mine) scores.set(a, c.params.longShot * storeNet(view, seat, card, mine, c.params));
    else scores.set(a, storeNet(view, seat, card, Math.max(card.cost, rivalTop + 1), c.params) - 0.5);
  }
  const pass = ofType(c.legal, 'pass')[0];
  if (c.params.noStores) return pass;
  const options = [...scores.keys()].filter((a) => (scores.get(a) ?? 0) > 1);
  if (options.length === 0) return pass;
  return best(options, (a) => scores.get(a) ?? -Infinity, c.rng);
}

function auctionBid(c: Ctx): BMAction | undefined {
  const { view, seat, self } = c;
  const leave = ofType(c.legal, 'leave')[0];
  if (view.step.phase !== 'building' || !view.step.auction) return leave;
  const { card, bid } = view.step.auction;
  const alt = canBuildNow(view, seat) ? bestHandNet(c) : 0;
  const limit = reservation(c, seat, card, alt, auctionCap(self));
  const raise = ofType(c.legal, 'raise').find((a) => a.bid === bid + 1);
  return raise && raise.bid <= limit && !c.params.noStores ? raise : leave;
}

function manageStores(c: Ctx): BMAction | undefined {
  const { view, seat, self } = c;
  const finish = ofType(c.legal, 'finish-building')[0];
  if (view.step.phase !== 'building') return finish;
  const bought = view.step.bought[seat];
  if (!bought) return finish;
  const open = ofType(c.legal, 'open-store')[0];
  if (open && self.stores.length < STORE_SLOTS) return open;
  const { gain, close } = storeGain(bought, self.stores, monthsLeft(view), view.players.length, c.params);
  if (close !== null && gain > 0) {
    const action = ofType(c.legal, 'close-store').find((a) => a.slot === close);
    if (action) return action;
  }
  return finish;
}

// ---- Advertising ----

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

function advertise(c: Ctx): BMAction | undefined {
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

// ---- Supply ----

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

function supplyPrice(c: Ctx): BMAction | undefined {
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
    let expected = 0;
    for (let mask = 0; mask < 1 << rivals.length; mask++) {
      let prob = 1;
      let taken = 0;
      rivals.forEach((r, i) => {
        const inFront = (mask >> i) & 1;
        prob *= inFront ? at(ahead, i) : 1 - at(ahead, i);
        if (inFront) taken += r.want;
      });
      if (prob === 0) continue;
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
      expected += prob * gain;
    }
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

function supplyBuy(c: Ctx): BMAction | undefined {
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

// ---- Warehouse ----

function warehouse(c: Ctx): BMAction | undefined {
  const stores = c.self.stores;
  const moves = ofType(c.legal, 'warehouse-move').filter((a) => {
    const from = stores[a.from];
    const to = stores[a.to];
    return to?.card.special === 'warehouse' && from !== undefined && bonusFor(from.card, a.item) === 0;
  });
  const move = best(moves, (a) => a.count * 100 + at(MAX_PRICE, itemOf(a.item)), c.rng);
  return move ?? ofType(c.legal, 'warehouse-done')[0];
}

// ---- Sale ----

function saleOffer(c: Ctx): BMAction | undefined {
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
    let expected = 0;
    for (let mask = 0; mask < 1 << rivals.length; mask++) {
      let prob = 1;
      let taken = 0;
      rivals.forEach((r, i) => {
        const inFront = (mask >> i) & 1;
        prob *= inFront ? at(ahead, i) : 1 - at(ahead, i);
        if (inFront) taken += r.want;
      });
      if (prob === 0) continue;
      const sold = Math.min(quantity, Math.max(0, shared - taken) + priv);
      expected += prob * (sold * (price + (price > 0 ? bonus * 0.5 : 0)) - quantity * carry);
    }
    return expected;
  };
  // Rival prices modelled as uniform over [lo, max], then as likely to match this seat's own choice.
  const options = ofType(c.legal, 'sale-offer');
  const spread: Bids = { lo, hi: max, focal: max, mass: 0 };
  const focal = best(options, (a) => score(a.quantity, a.price, spread), c.rng)?.price ?? max;
  const asks: Bids = { ...spread, focal, mass: c.params.focalMass };
  return nearBest(options, (a) => score(a.quantity, a.price, asks), c.params.jitter, c.rng);
}

function saleCommit(c: Ctx): BMAction | undefined {
  const { view, seat, self } = c;
  if (view.step.phase !== 'sale') return undefined;
  const step = view.step;
  const t = itemOf(step.item);
  const bidding = step.bidding;
  const price = bidding ? (step.offers?.[seat]?.price ?? 0) : at(MAX_PRICE, t);
  const boxesLeft = at(step.shared, t) + at(step.privateLeft, seat);
  const knockoffOk = bidding && (step.offers ?? []).some((o, s) => s !== seat && o !== null && o.quantity >= 1);
  const carry = carryValue(view, t, c.params);
  return best(ofType(c.legal, 'sale-commit'), (a) => {
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

// ---- Investment ----

/** Cash to keep through Investment: next month's crates, part of the utilities, a Store to buy. */
function reserve(c: Ctx): number {
  const { view, self } = c;
  const after = view.finalMonth - view.month;
  if (after <= 0) return 0;
  let stock = 0;
  for (let t = 0; t < ITEM_COUNT; t++) stock += Math.min(at(self.room, t), 4) * at(MIN_PRICE, t) * 0.9;
  stock = Math.min(stock, 30) * c.params.stockReserve;
  if (expectedEndMonth(view) <= view.month + 1) return stock;
  let store = 0;
  if (after >= 3) {
    const months = Math.max(1, monthsLeft(view) - 1);
    const cards = [...(self.storeHand ?? []), ...view.row];
    for (const card of cards) {
      const net = storeGain(card, self.stores, months, view.players.length, c.params).gain - card.cost;
      if (net > 8) store = Math.max(store, Math.min(card.cost, 20) * c.params.storeReserve);
    }
  }
  return stock + 0.5 * self.utilities + store;
}

function invest(c: Ctx): BMAction | undefined {
  const { view, seat, self } = c;
  const options = ofType(c.legal, 'invest');
  const byPoints = (k: number) => options.find((a) => a.points === k);
  const maxBuy = Math.max(0, ...options.map((a) => a.points));
  if (maxBuy === 0) return byPoints(0);
  const served = view.step.phase === 'investment' ? view.step.served : [];
  const canBuy = (p: PlayerView) => (served[p.seat] ? 0 : Math.min(MAX_POINTS_BOUGHT, Math.floor(p.cash / POINT_PRICE)));
  // The game ends after this phase: the final month, a player already at the threshold, or a rival
  // still to invest who can reach it. Cash is then worth nothing: convert all that the cap allows.
  const ending = view.month >= view.finalMonth
    || view.players.some((p) => p.points >= view.pointsThreshold)
    || others(view, seat).some((r) => r.points + canBuy(r) >= view.pointsThreshold);
  if (ending) return byPoints(maxBuy);
  // Otherwise keep cash working (crates, Stores), buying now only what later phases could not
  // absorb: at most 10 points a phase (BM-I2).
  const phasesAfter = Math.max(0, expectedEndMonth(view) - view.month);
  const projected = self.cash + c.params.income * phasesAfter;
  const must = Math.ceil(Math.max(0, projected - MAX_POINTS_BOUGHT * POINT_PRICE * phasesAfter) / POINT_PRICE);
  const eager = Math.floor((Math.max(0, self.cash - reserve(c)) / POINT_PRICE) * c.params.eagerness);
  let k = c.params.lateInvest ? 0 : Math.max(0, Math.min(maxBuy, Math.max(must, eager)));
  if (self.points + k >= view.pointsThreshold || self.points + maxBuy >= view.pointsThreshold) {
    // Reaching the threshold ends the game this month (BM-M2): do it only when it wins.
    let rival = -Infinity;
    for (const r of others(view, seat)) rival = Math.max(rival, r.score + canBuy(r));
    if (self.score + maxBuy > rival) k = maxBuy;
    else k = Math.max(0, Math.min(k, view.pointsThreshold - 1 - self.points));
  }
  return byPoints(k);
}

// ---- Dispatch ----

const DECIDE: Record<string, (c: Ctx) => BMAction | undefined> = {
  'draft-keep': draftKeep,
  advertise,
  'supply-price': supplyPrice,
  'supply-buy': supplyBuy,
  'warehouse-move': warehouse,
  'sale-offer': saleOffer,
  'sale-commit': saleCommit,
  build,
  'auction-bid': auctionBid,
  'manage-stores': manageStores,
  invest,
};

/** The prompt kind an action type answers, for a view whose prompt list does not name the seat. */
const KIND_OF: Record<string, string> = {
  keep: 'draft-keep', advertise: 'advertise', 'supply-price': 'supply-price', stock: 'supply-buy',
  'warehouse-move': 'warehouse-move', 'warehouse-done': 'warehouse-move', 'sale-offer': 'sale-offer',
  'sale-commit': 'sale-commit', 'buy-from-hand': 'build', 'start-auction': 'build', pass: 'build',
  raise: 'auction-bid', leave: 'auction-bid', 'close-store': 'manage-stores', 'open-store': 'manage-stores',
  'finish-building': 'manage-stores', invest: 'invest',
};

export function heuristicDecision(
  view: BMView, legal: readonly BMAction[], seat: Seat, seed: string, params: BotParams = DEFAULT_PARAMS,
): BMAction {
  const first = legal[0];
  if (!first) throw new Error('The bot was asked to move with no legal action.');
  const kind = view.prompts.find((p) => p.seat === seat)?.kind ?? KIND_OF[first.type] ?? '';
  const c: Ctx = { view, seat, self: me(view, seat), legal, rng: seedRng(`bm-bot:${seed}`), params };
  const decide = DECIDE[kind];
  return (decide ? decide(c) : undefined) ?? first;
}

/** A heuristic bot with its own tuning, as the app's BotPolicy: `bot(view, legal, seat, seed)`. */
export function makeHeuristicBot(params: Partial<BotParams> = {}) {
  const full: BotParams = { ...DEFAULT_PARAMS, ...params };
  return (view: unknown, legal: readonly Action[], seat: Seat, seed: string): Action =>
    heuristicDecision(view as BMView, legal as readonly BMAction[], seat, seed, full);
}

/** The heuristic bot with its default tuning. */
export const heuristicBot = makeHeuristicBot();
