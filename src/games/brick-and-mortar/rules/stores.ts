// Stores on a board: capacity per type (BM-ST1), where new crates go (BM-ST2), the modifiers of
// Store abilities (BM-ST6), and what Warehouses (BM-ST3), Knockoff Stores (BM-ST4) and Fulfillment
// Centers (BM-ST5) change. Everything here is a small pure function over one Store or one player.
import { ITEM_COUNT, type Item } from '../constants';
import { itemIndex, storeCard, type StoreCard } from '../content';
import type { OpenStore, Player } from '../state';
import { withCrates } from './copy';

/** Per card, per item: the indices of that item's shelves, top first. Derived once from content. */
interface CardFacts {
  shelves: number[][];
  discount: number[];
  bonus: number[];
  demand: number[];
}
const FACTS: Record<string, CardFacts> = {};

export function facts(id: string): CardFacts {
  const known = FACTS[id];
  if (known) return known;
  const card = storeCard(id);
  const made: CardFacts = {
    shelves: Array.from({ length: ITEM_COUNT }, () => [] as number[]),
    discount: new Array<number>(ITEM_COUNT).fill(0),
    bonus: new Array<number>(ITEM_COUNT).fill(0),
    demand: new Array<number>(ITEM_COUNT).fill(0),
  };
  card.shelves.forEach((shelf, i) => made.shelves[itemIndex(shelf.item)]?.push(i));
  for (const d of card.stockDiscount ?? []) made.discount[itemIndex(d.item)] = d.amount;
  for (const b of card.saleBonus ?? []) made.bonus[itemIndex(b.item)] = b.amount;
  if (card.special === 'fulfillment') for (const d of card.demand ?? []) made.demand[itemIndex(d.item)] = d.boxes;
  FACTS[id] = made;
  return made;
}

export const isWarehouse = (store: OpenStore): boolean => storeCard(store.card).special === 'warehouse';
export const isKnockoff = (store: OpenStore): boolean => storeCard(store.card).special === 'knockoff';
export const isFulfillment = (store: OpenStore): boolean => storeCard(store.card).special === 'fulfillment';

export function shelvesFor(store: OpenStore, item: Item): number[] {
  return facts(store.card).shelves[item] ?? [];
}

export function cratesIn(store: OpenStore, item: Item): number {
  let n = 0;
  for (const i of shelvesFor(store, item)) n += store.crates[i] ?? 0;
  return n;
}

export function roomIn(store: OpenStore, item: Item): number {
  const card = storeCard(store.card);
  let n = 0;
  for (const i of shelvesFor(store, item)) n += (card.shelves[i]?.slots ?? 0) - (store.crates[i] ?? 0);
  return n;
}

/** BM-ST3: a Warehouse cannot be stocked directly; a Fulfillment Center has no shelves at all. */
export function canStockInto(store: OpenStore, item: Item): boolean {
  return !isWarehouse(store) && shelvesFor(store, item).length > 0;
}

/** Empty capacity for an item in Stores that can be stocked directly (BM-SU3, BM-ST3). */
export function stockableRoom(player: Player, item: Item): number {
  let n = 0;
  for (const store of player.stores) if (canStockInto(store, item)) n += roomIn(store, item);
  return n;
}

/** BM-SU7 / BM-ST2: crates go on the top shelf of their type, then the next shelf down with room. */
export function placeCrates(store: OpenStore, item: Item, count: number): OpenStore {
  if (count <= 0) return store;
  const card = storeCard(store.card);
  const crates = store.crates.slice();
  let left = count;
  for (const i of shelvesFor(store, item)) {
    const room = (card.shelves[i]?.slots ?? 0) - (crates[i] ?? 0);
    const put = Math.min(room, left);
    crates[i] = (crates[i] ?? 0) + put;
    left -= put;
    if (left === 0) break;
  }
  return withCrates(store, crates);
}

/** Takes crates of an item off a Store, lowest shelf first so the top shelves stay full. */
export function takeCrates(store: OpenStore, item: Item, count: number): OpenStore {
  if (count <= 0) return store;
  const crates = store.crates.slice();
  let left = count;
  const shelves = shelvesFor(store, item);
  for (let k = shelves.length - 1; k >= 0 && left > 0; k--) {
    const i = shelves[k] as number;
    const take = Math.min(crates[i] ?? 0, left);
    crates[i] = (crates[i] ?? 0) - take;
    left -= take;
  }
  return withCrates(store, crates);
}

/** BM-ST6: what one crate costs when stocked into this Store at a price; never below $0. */
export function stockPayment(store: OpenStore, item: Item, price: number): number {
  return Math.max(0, price - (facts(store.card).discount[item] ?? 0));
}

/** BM-ST6: what one crate earns when sold from this Store at a price; never below $0. */
export function saleRevenue(store: OpenStore, item: Item, price: number): number {
  return Math.max(0, price + (facts(store.card).bonus[item] ?? 0));
}

/** Sellable inventory: crates of the item anywhere on the board, Knockoff crates included. */
export function sellableCrates(player: Player, item: Item): number {
  let n = 0;
  for (const store of player.stores) n += cratesIn(store, item);
  return n;
}

export function knockoffCrates(player: Player, item: Item): number {
  let n = 0;
  for (const store of player.stores) if (isKnockoff(store)) n += cratesIn(store, item);
  return n;
}

/** BM-ST5: private demand boxes of the player's open Fulfillment Centers for an item. */
export function privateDemand(player: Player, item: Item): number {
  let n = 0;
  for (const store of player.stores) n += facts(store.card).demand[item] ?? 0;
  return n;
}

export function emptyStore(card: StoreCard): OpenStore {
  return { card: card.id, crates: card.shelves.map(() => 0) };
}

export function totalCrates(stores: readonly OpenStore[]): number[] {
  const out = new Array<number>(ITEM_COUNT).fill(0);
  for (const store of stores) store.crates.forEach((n, i) => {
    const shelf = storeCard(store.card).shelves[i];
    if (shelf) out[itemIndex(shelf.item)] = (out[itemIndex(shelf.item)] ?? 0) + n;
  });
  return out;
}
