// BM-SA4 (D), engine 2: the seller's allocation. The seller says which Store each sold crate and
// each discarded crate comes from: `{ type: 'sale-commit', sold, surplus }`, a count per Store slot.
// What is legal is stated once (allocationFields) from the terms of this delivery; the engine
// proposes the highest-earning allocation (propose), which the screen shows ready to confirm and
// the bot plays. Committed crates fill the boxes left before any is discarded (BM-SA4, BM-ST5);
// committed Knockoff crates that may not sell stay where they are (BM-ST4), so they are in neither.
import type { Seat } from '../../../engine/types';
import { counts, field, type Choices, type Field, type Why } from '../../../engine/choices';
import type { Item } from '../constants';
import type { BMState, SaleOffer, SaleStep } from '../state';
import { err, label, player } from './common';
import { knockoffMaySell, salePrice } from './delivery';
import { cratesIn, isKnockoff, saleRevenue } from './stores';

export type SaleAllocation = { type: 'sale-commit'; sold: number[]; surplus: number[] };

/** What one seller's delivery is bound by, now. */
export interface SaleTerms {
  item: Item;
  /** Per slot: crates that may be sold or discarded (none from a Fulfillment Center, nor from a
   * Knockoff Store unless its crates may sell). */
  room: number[];
  /** Per slot: what one crate sold from that Store earns (BM-SA7, BM-ST6). */
  earns: number[];
  /** Boxes left for this seller: shared demand, then their own private demand. */
  boxes: number;
  /** Bidding: the quantity committed. Without a bid, null: the seller chooses how many to sell. */
  committed: number | null;
  /** Knockoff crates that may stay committed in their Store because no rival sells (BM-ST4; only a
   * commitment counts them: without a bid nothing is committed). */
  keepable: number;
}

const sum = (list: readonly number[]): number => list.reduce((a, b) => a + b, 0);

export function saleTerms(state: BMState, step: SaleStep, seat: Seat): SaleTerms {
  const item = step.item;
  const p = player(state, seat);
  const price = salePrice(step, seat);
  const knockoffOk = knockoffMaySell(step, seat);
  let knockoff = 0;
  // A Fulfillment Center holds no crates (BM-ST5), so it has none to give.
  const room = p.stores.map((s) => {
    if (!isKnockoff(s)) return cratesIn(s, item);
    knockoff += cratesIn(s, item);
    return knockoffOk ? cratesIn(s, item) : 0;
  });
  // A seller queued after bids has an offer (only offers of 1 or more are served).
  const committed = step.bidding ? (step.offers[seat] as SaleOffer).quantity : null;
  return {
    item, room, earns: p.stores.map((s) => saleRevenue(s, item, price)),
    boxes: (step.shared[item] ?? 0) + (step.privateLeft[seat] ?? 0),
    committed, keepable: knockoffOk ? 0 : knockoff,
  };
}

/** How many crates may be sold: every box left is filled before a committed crate is discarded. */
function soldBounds(t: SaleTerms): { min: number; max: number } {
  if (t.committed === null) return { min: 0, max: Math.min(t.boxes, sum(t.room)) };
  const max = Math.min(t.boxes, t.committed);
  return { min: Math.min(max, Math.max(0, t.committed - t.keepable)), max };
}

/** How many crates are discarded when `sold` are sold: only once no box is left, and exactly what
 * the commitment leaves over, less Knockoff crates that may stay. */
function surplusBounds(t: SaleTerms, sold: number): { min: number; max: number } {
  if (t.committed === null || sold < soldBounds(t).max) return { min: 0, max: 0 };
  const over = t.committed - sold;
  return { min: Math.max(0, over - t.keepable), max: over };
}

/** The fields of a legal allocation: crates sold per slot, then crates discarded per slot. */
export function allocationFields(t: SaleTerms): Field[] {
  const name = label(t.item);
  const mustDeliver = err('must-deliver', `You committed ${t.committed ?? 0} ${name} crates and must deliver exactly that many.`);
  const wrong = err('bad-commit', 'Say how many crates you sell and discard from each Store.');
  const tooMany: Why = (max) => (max === t.committed ? mustDeliver : err('too-many', `There is demand for only ${max} ${name} crates of yours.`));
  const sold = counts(t.room, soldBounds(t), {
    wrong,
    slot: err('not-there', `Those Stores do not hold that many sellable ${name} crates.`),
    below: (min) => err('fill-first', `Committed crates fill the boxes left before any is discarded: sell at least ${min} ${name} crates.`),
    above: tooMany,
  });
  const surplus = (chosen: Record<string, unknown>): Choices<unknown> => {
    const given = chosen.sold as number[];
    const s = sum(given);
    const bounds = surplusBounds(t, s);
    const noBox = t.committed === null
      ? err('no-surplus', 'Without bids nothing is discarded: unsold crates stay in their Stores.')
      : s < soldBounds(t).max ? err('boxes-left', `Crates are discarded only when no box is left: fill the ${name} boxes first.`) : mustDeliver;
    return counts(t.room.map((n, slot) => n - (given[slot] ?? 0)), bounds, {
      wrong,
      slot: err('not-there', `Those Stores do not hold that many more ${name} crates to discard.`),
      below: mustDeliver,
      above: noBox,
    });
  };
  return [field('sold', () => sold), field('surplus', surplus)];
}

/** Crates committed by an allocation (what the `sold` event reports and Deliver counts). */
export function committedBy(t: SaleTerms, sold: readonly number[]): number {
  return t.committed ?? sum(sold);
}

interface Crate {
  slot: number;
  earns: number;
}

/**
 * BM-SA4 (D): the highest-earning allocation. The crates that earn most are sold (ties: the
 * earlier Store), a sale that would earn nothing is skipped when a Knockoff crate may stay instead,
 * and as few crates as the commitment allows are discarded, those that earn least (ties: the later
 * Store), so the crates that stay are the ones that earn most later.
 */
export function propose(t: SaleTerms): SaleAllocation {
  const crates: Crate[] = [];
  t.room.forEach((n, slot) => {
    for (let k = 0; k < n; k++) crates.push({ slot, earns: t.earns[slot] ?? 0 });
  });
  // A stable sort: crates that earn the same stay in Store order.
  crates.sort((a, b) => b.earns - a.earns);
  const bounds = soldBounds(t);
  // Knockoff crates that may not sell are committed without a box: there may be fewer crates than boxes.
  let s = Math.min(bounds.max, crates.length);
  while (s > bounds.min && (crates[s - 1] as Crate).earns === 0) s--;
  const sold = t.room.map(() => 0);
  const surplus = t.room.map(() => 0);
  for (const c of crates.slice(0, s)) sold[c.slot] = (sold[c.slot] ?? 0) + 1;
  // The last crates in that order earn least (ties: the later Store).
  for (const c of crates.slice(crates.length - surplusBounds(t, s).min)) surplus[c.slot] = (surplus[c.slot] ?? 0) + 1;
  return { type: 'sale-commit', sold, surplus };
}
