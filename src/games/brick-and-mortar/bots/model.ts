// What the heuristic bot believes about the game, computed from one seat's view only: how long the
// game will last, what a crate of each type is worth to this seat, and what a Store adds to a board.
// Everything here reads the view (public facts plus the seat's own hands); nothing reads the state.
import {
  DEBT_DOLLARS, ITEMS, ITEM_COUNT, MAX_PRICE, MIN_PRICE, POINT_PRICE, START_POINTS, STORE_SLOTS,
} from '../constants';
import { MARKET_CARDS, type MarketCard, type StoreCard } from '../content';
import type { BMView, PlayerView, StoreView } from '../view';
import type { BotParams } from './params';

export type Seat = number;

export function itemOf(name: string): number {
  return (ITEMS as readonly string[]).indexOf(name);
}

const at = (list: readonly number[], i: number): number => list[i] ?? 0;

/** The printed Market deck is public knowledge: average crates and boxes per card, by item. */
function perCard(side: 'supply' | 'demand'): number[] {
  const out = new Array<number>(ITEM_COUNT).fill(0);
  for (const card of MARKET_CARDS) {
    const face = card[side];
    const t = itemOf(face.item);
    out[t] = at(out, t) + face.count / MARKET_CARDS.length;
  }
  return out;
}
export const SUPPLY_PER_CARD = perCard('supply');
export const DEMAND_PER_CARD = perCard('demand');

export const margin = (t: number): number => at(MAX_PRICE, t) - at(MIN_PRICE, t);

export function me(view: BMView, seat: Seat): PlayerView {
  const p = view.players[seat];
  if (!p) throw new Error(`no player ${seat} in view`);
  return p;
}

export function others(view: BMView, seat: Seat): PlayerView[] {
  return view.players.filter((p) => p.seat !== seat);
}

/** Position in the current turn order (0 = first). */
export function position(view: BMView, seat: Seat): number {
  return view.turnOrder.indexOf(seat);
}

/**
 * The month the game is expected to end: the final month, or earlier when the leader's points are
 * rising fast enough to reach the threshold (BM-M2). Early on a prior rate stands in for history.
 */
export function expectedEndMonth(view: BMView): number {
  const month = Math.max(1, view.month);
  const lead = Math.max(...view.players.map((p) => p.points));
  const gap = view.pointsThreshold - lead;
  if (gap <= 0) return month;
  const done = view.history.length;
  const prior = 4;
  let rate = prior;
  if (done > 0) {
    const observed = Math.max(...view.players.map((p) => p.points - START_POINTS)) / done;
    rate = Math.max(2, (observed * done + prior) / (done + 1));
  }
  return Math.min(view.finalMonth, month + Math.max(0, Math.ceil(gap / rate) - 1));
}

/** Months of trading left, this one included. */
export function monthsLeft(view: BMView): number {
  return Math.max(1, expectedEndMonth(view) - Math.max(1, view.month) + 1);
}

/**
 * True when this month is probably the last: the final month, or someone close enough to the
 * threshold to reach it in this month's Investment.
 */
export function lastMonthLikely(view: BMView): boolean {
  if (view.month >= view.finalMonth) return true;
  return view.players.some((p) => p.points + Math.min(10, Math.floor((p.cash + 20) / POINT_PRICE)) >= view.pointsThreshold);
}

/** What an unsold crate kept on a shelf is worth: a later sale, or nothing when the game ends. */
export function carryValue(view: BMView, t: number, params: BotParams): number {
  return lastMonthLikely(view) ? 0 : params.carry * at(MAX_PRICE, t);
}

/**
 * Expected crates of an item a seller holding `x` sells against rivals holding `rivals`, with `demand`
 * shared boxes: all of it when demand covers everyone, otherwise a share by stock.
 */
export function expectedSales(x: number, rivals: number, demand: number): number {
  if (x <= 0 || demand <= 0) return 0;
  if (x + rivals <= demand) return x;
  return Math.min(x, (demand * x) / (x + rivals));
}

/** The price a crate sells at: the maximum when demand covers everyone, less when sellers bid. */
export function expectedSalePrice(t: number, stock: number, demand: number): number {
  const max = at(MAX_PRICE, t);
  return stock <= demand ? max : 0.72 * max;
}

/** Demand boxes by item pictured on some Market cards. */
export function boxes(cards: readonly MarketCard[] | undefined): number[] {
  const out = new Array<number>(ITEM_COUNT).fill(0);
  for (const c of cards ?? []) {
    const t = itemOf(c.demand.item);
    out[t] = at(out, t) + c.demand.count;
  }
  return out;
}

/** Dollars a seat would really give up to pay `amount`: debt costs a point ($5) per $2 (BM-D1). */
export function effectiveCost(cash: number, amount: number): number {
  if (amount <= cash) return amount;
  const debt = Math.ceil((amount - cash) / DEBT_DOLLARS);
  return amount + debt * (POINT_PRICE - DEBT_DOLLARS);
}

// ---- Stores ----

const FLOW_K = 3;

function discountFor(card: StoreCard, item: string): number {
  return card.stockDiscount?.find((d) => d.item === item)?.amount ?? 0;
}

export function bonusFor(card: StoreCard, item: string): number {
  return card.saleBonus?.find((b) => b.item === item)?.amount ?? 0;
}

export function slotsFor(card: StoreCard, t: number): number {
  let n = 0;
  for (const shelf of card.shelves) if (shelf.item === ITEMS[t]) n += shelf.slots;
  return n;
}

/**
 * Expected dollars a month a set of Stores earns, utilities paid. An item's trade is limited by the
 * table's supply of it (about one Supply card per player a month): capacity has a concave return
 * up to a share of that supply.
 */
export function boardProfit(cards: readonly StoreCard[], players: number, params: BotParams): number {
  let total = 0;
  for (let t = 0; t < ITEM_COUNT; t++) {
    const name = ITEMS[t] as string;
    let direct = 0;
    let ware = 0;
    let priv = 0;
    let extra = 0;
    for (const card of cards) {
      const slots = slotsFor(card, t);
      if (card.special === 'warehouse') ware += slots;
      else if (card.special === 'knockoff') direct += 0.6 * slots;
      else direct += slots;
      if (card.special === 'fulfillment') priv += card.demand?.find((d) => d.item === name)?.boxes ?? 0;
      extra += (bonusFor(card, name) + discountFor(card, name)) * slots;
    }
    const capacity = direct + 0.35 * ware;
    const most = params.flowScale * (params.flowPlayers ?? players) * at(SUPPLY_PER_CARD, t);
    const moved = capacity <= 0 ? 0 : most * (1 - Math.exp(-capacity / FLOW_K));
    total += params.realised * margin(t) * moved;
    if (direct > 0) total += (extra / direct) * moved;
    total += Math.min(priv, 2 * most) * margin(t) * params.privateBox * (direct > 0 ? 1 : 0.5);
  }
  for (const card of cards) total -= card.utilities;
  return total;
}

function crateValue(store: StoreView): number {
  let v = 0;
  store.card.shelves.forEach((shelf, i) => {
    v += (store.crates[i] ?? 0) * 0.5 * at(MAX_PRICE, itemOf(shelf.item));
  });
  return v;
}

/** Dollars of final score a Store is worth on its own: printed points now, opening gifts. */
function oneOff(card: StoreCard): number {
  let v = (card.finalPoints + (card.openingPoints ?? 0)) * POINT_PRICE;
  for (const gift of card.openingStock ?? []) v += gift.count * 0.6 * at(MAX_PRICE, itemOf(gift.item));
  return v;
}

export interface StoreGain {
  /** Dollars gained by adding the card (before paying for it). */
  gain: number;
  /** The slot to close first, when all slots are full. */
  close: number | null;
}

/** What adding `card` to a board is worth over `months` months, closing the weakest Store if full. */
export function storeGain(card: StoreCard, stores: readonly StoreView[], months: number, players: number, params: BotParams): StoreGain {
  const cards = stores.map((s) => s.card);
  const now = boardProfit(cards, players, params);
  if (stores.length < STORE_SLOTS) {
    return { gain: (boardProfit([...cards, card], players, params) - now) * months + oneOff(card), close: null };
  }
  let best: StoreGain = { gain: -Infinity, close: null };
  stores.forEach((s, i) => {
    const rest = cards.filter((_, k) => k !== i);
    const gain = (boardProfit([...rest, card], players, params) - now) * months + oneOff(card)
      - s.card.finalPoints * POINT_PRICE - crateValue(s);
    if (gain > best.gain) best = { gain, close: i };
  });
  return best;
}

/** Net dollars of paying `price` for a Store worth `gain` to a player holding `cash`. */
export function netOf(gain: number, cash: number, price: number, params: BotParams): number {
  // Cash spent on a Store is cash not spent on this month's crates.
  const shortfall = Math.max(0, params.workingCapital - Math.max(0, cash - price));
  const squeeze = params.squeeze * Math.min(shortfall, price);
  const cost = params.avoidDebt && price > cash ? Infinity : effectiveCost(cash, price);
  return gain - cost - squeeze;
}

/** Net dollars of buying `card` at `price` now: its gain, less what paying really costs. */
export function storeNet(view: BMView, seat: Seat, card: StoreCard, price: number, params: BotParams, months = monthsLeft(view)): number {
  const p = me(view, seat);
  const { gain } = storeGain(card, p.stores, months, view.players.length, params);
  return netOf(gain, p.cash, price, params);
}
