// Sale (BM-SA1..BM-SA8, with BM-ST4 Knockoff and BM-ST5 Fulfillment Center rules): the Demand cards
// are revealed, then type by type in BM-C1 order the eligible sellers sell. Without competition they
// sell at the maximum price in turn order; otherwise they secretly offer a quantity and a price, the
// lowest price sells first (ties in reverse turn order), and each must deliver what they committed.
import { isComplete, openSealed, revealed, sealedPrompts, withEntry } from '../../../engine/sealed';
import type { Prompt, Seat } from '../../../engine/types';
import { ITEMS, ITEM_COUNT, MAX_PRICE, SINCE_ENGINE, type Item } from '../constants';
import { itemIndex, marketCard } from '../content';
import type { BMState, SaleOffer, SaleStep } from '../state';
import { anyOf, counts, field, intRange, list, move, nothing, type Choices, type Move } from '../../../engine/choices';
import { bump, err, label, player, publicEvent, withStep, type Events } from './common';
import { edit, editSale } from './copy';
import { allocationFields, committedBy, propose, saleTerms, type SaleAllocation } from './allocation';
import { deliver, deliverCommitted } from './delivery';
import { cratesIn, isFulfillment, isKnockoff, knockoffCrates, privateDemand, sellableCrates } from './stores';
import { serviceOrder } from './service-order';

/** Engine 1's delivery: how many committed crates come from each Store slot. */
export type SaleCommitted = { type: 'sale-commit'; crates: number[] };
export type SaleCommit = SaleAllocation | SaleCommitted;
export type SaleAction = { type: 'sale-offer'; quantity: number; price: number } | SaleCommit;

export function beginSale(state: BMState, ev: Events): BMState {
  let shared = [0, 0, 0, 0, 0];
  const entries = state.turnOrder.map((seat) => ({
    seat,
    demand: (state.demand[seat] ?? []).map((id) => {
      const face = marketCard(id).demand;
      shared = bump(shared, itemIndex(face.item), face.count);
      return { card: id, item: face.item, boxes: face.count };
    }),
  }));
  ev.push(publicEvent('phase', { phase: 'sale', month: state.month }));
  ev.push(publicEvent('demand-revealed', { entries, shared: shared.slice() }, true));
  const step: SaleStep = {
    phase: 'sale', item: 0, bidding: false, sealed: null, shared,
    privateLeft: state.players.map(() => 0), queue: [], offers: state.players.map(() => null), reveal: null,
  };
  return startItem(state, step, 0, ev);
}

/** BM-SA8 (D): sellable crates, and shared demand or the seller's own private demand. */
export function canSell(state: BMState, seat: Seat, item: Item, shared: readonly number[]): boolean {
  const p = player(state, seat);
  return sellableCrates(p, item) > 0 && ((shared[item] ?? 0) > 0 || privateDemand(p, item) > 0);
}

function startItem(state: BMState, base: SaleStep, from: number, ev: Events): BMState {
  for (let t = from; t < ITEM_COUNT; t++) {
    const item = t as Item;
    const eligible = state.turnOrder.filter((seat) => canSell(state, seat, item, base.shared));
    if (eligible.length === 0) continue;
    const shared = base.shared[item] ?? 0;
    let combined = 0;
    for (const seat of eligible) combined += sellableCrates(player(state, seat), item);
    const knockoff = eligible.length > 1 && eligible.some((seat) => knockoffCrates(player(state, seat), item) > 0);
    const step: SaleStep = {
      phase: 'sale', item, bidding: false, sealed: null, shared: base.shared, queue: [], reveal: null,
      offers: state.players.map(() => null),
      privateLeft: state.players.map((p) => privateDemand(p, item)),
    };
    if (eligible.length === 1 || (shared >= combined && !knockoff)) {
      ev.push(publicEvent('sale-no-bid', {
        item: ITEMS[item], shared, combined, eligible, price: MAX_PRICE[item] as number,
        reason: eligible.length === 1 ? 'only one player can sell it' : 'enough demand for everyone',
      }));
      return settle(withStep(state, editSale(step, (d) => (d.queue = eligible))), ev);
    }
    ev.push(publicEvent('sale-bidding', {
      item: ITEMS[item], shared, combined, eligible, forcedByKnockoff: shared >= combined && knockoff,
    }));
    return withStep(state, editSale(step, (d) => {
      d.bidding = true;
      d.sealed = openSealed<SaleOffer>('sale-offer', eligible);
    }));
  }
  return finishSale(state, base, ev);
}

/** BM-SA6: Demand cards are discarded, unfilled demand does not carry over. */
function finishSale(state: BMState, step: SaleStep, ev: Events): BMState {
  const played: number[] = [];
  for (const cards of state.demand) for (const id of cards) played.push(id);
  ev.push(publicEvent('sale-finished', { discarded: played.length, unfilled: step.shared.slice() }));
  return edit(state, (d) => {
    d.marketDiscard = state.marketDiscard.concat(played);
    d.demand = state.demand.map(() => []);
    d.step = { phase: 'between', after: 'sale' };
  });
}

/** Per slot, how many crates of the item the seller may commit from it. */
function slotCrates(state: BMState, step: SaleStep, seat: Seat): number[] {
  return player(state, seat).stores.map((s) =>
    isFulfillment(s) || (!step.bidding && isKnockoff(s)) ? 0 : cratesIn(s, step.item));
}

/** No-bid sale: most a seller may sell now. Bidding: the committed quantity. */
function commitBounds(state: BMState, step: SaleStep, seat: Seat): { min: number; max: number } {
  if (step.bidding) {
    const q = (step.offers[seat] as SaleOffer).quantity;
    return { min: q, max: q };
  }
  const stock = slotCrates(state, step, seat).reduce((a, b) => a + b, 0);
  const demand = (step.shared[step.item] ?? 0) + (step.privateLeft[seat] ?? 0);
  return { min: 0, max: Math.min(stock, demand) };
}

/** Settles every queued seller whose delivery is forced (one possible choice, or nothing to sell). */
function settle(state: BMState, ev: Events): BMState {
  let s = state;
  for (;;) {
    const step = s.step as SaleStep;
    const seat = step.queue[0];
    if (seat === undefined) return startItem(s, step, step.item + 1, ev);
    // There is always a delivery: committed crates are never more than the seller holds (BM-SA3).
    const [forced, other] = list(commitMove(s, step, seat), 2);
    if (other !== undefined || forced === undefined) return s;
    s = deliverCommit(s, step, seat, forced, ev);
  }
}

/** BM-SA4 (D): since engine 2 the seller allocates each sold and discarded crate (allocation.ts). */
const allocates = (state: BMState): boolean => state.engineVersion >= SINCE_ENGINE.sellerAllocates;

/** The delivery the seller serving now may make, in the form of the match's rules version. */
function commitMove(state: BMState, step: SaleStep, seat: Seat): Move<SaleCommit> {
  if (allocates(state)) {
    const wrong = err('bad-commit', 'Say how many crates you sell and discard from each Store.');
    return move<SaleCommit>('sale-commit', allocationFields(saleTerms(state, step, seat)), wrong);
  }
  const wrong = err('bad-commit', 'Say how many crates you take from each Store.');
  const crates = commitCrates(state, step, seat);
  return move<SaleCommit>('sale-commit', [field('crates', () => crates)], wrong);
}

function deliverCommit(state: BMState, step: SaleStep, seat: Seat, action: SaleCommit, ev: Events): BMState {
  if ('crates' in action) return deliverCommitted(state, step, seat, action.crates, ev);
  const committed = committedBy(saleTerms(state, step, seat), action.sold);
  return deliver(state, step, seat, { sold: action.sold, surplus: action.surplus, committed }, ev);
}

/**
 * BM-SA4 (D): the allocation the app proposes to the seller serving now, or null when nobody is
 * delivering or the match plays engine 1's delivery (the engine chose among committed crates).
 */
export function saleProposal(state: BMState): SaleAllocation | null {
  const step = state.step;
  if (step.phase !== 'sale' || !allocates(state)) return null;
  // While offers are sealed nobody is queued to deliver yet.
  const seat = step.queue[0];
  return seat === undefined ? null : propose(saleTerms(state, step, seat));
}

/** Engine 1, BM-SA4, BM-SA5: crates taken per Store slot, within what each holds and the bounds above. */
function commitCrates(state: BMState, step: SaleStep, seat: Seat): Choices<number[]> {
  const item = step.item;
  const bounds = commitBounds(state, step, seat);
  const wrong = err('bad-commit', 'Say how many crates you take from each Store.');
  const mustDeliver = err('must-deliver', `You committed ${bounds.min} ${label(item)} crates and must deliver exactly that many.`);
  return counts(slotCrates(state, step, seat), bounds, {
    wrong,
    slot: err('not-there', `Those Stores do not hold that many sellable ${label(item)} crates.`),
    below: mustDeliver,
    above: step.bidding ? mustDeliver : (max) => err('too-many', `There is demand for only ${max} ${label(item)} crates of yours.`),
  });
}

export function salePrompts(step: SaleStep): Prompt[] {
  if (step.sealed) return sealedPrompts(step.sealed);
  const seat = step.queue[0];
  return seat === undefined ? [] : [{ seat, kind: 'sale-commit', entry: 'open' }];
}

/** BM-SA3: quantity up to shared demand plus own private demand, and (D) own sellable crates. */
function maxOffer(state: BMState, step: SaleStep, seat: Seat): number {
  const p = player(state, seat);
  return Math.min(sellableCrates(p, step.item), (step.shared[step.item] ?? 0) + (step.privateLeft[seat] ?? 0));
}

/** BM-SA3 a sealed quantity and price (quantity 0 abstains, at $0); then the crates delivered. */
export function saleChoices(state: BMState, step: SaleStep, seat: Seat): Choices<SaleAction> {
  const item = step.item;
  if (step.sealed) {
    if (!step.sealed.eligible.includes(seat)) return nothing(err('not-eligible', `You cannot sell ${label(item)} now.`));
    const wrong = err('bad-offer', 'Choose a quantity and a price per crate.');
    const quantity = intRange(0, maxOffer(state, step, seat), {
      wrong, below: wrong, above: (most) => err('too-many', `You can offer at most ${most} ${label(item)} crates.`),
    });
    const price = (chosen: Record<string, unknown>) => chosen.quantity === 0
      ? intRange(0, 0, { wrong, below: wrong, above: err('abstain', 'Quantity 0 abstains: leave the price at $0.') })
      : intRange(0, MAX_PRICE[item] as number, {
        wrong, below: wrong, above: (max) => err('price-too-high', `${label(item)} cannot be sold above $${max}.`),
      });
    return anyOf([move<SaleAction>('sale-offer', [field('quantity', () => quantity), field('price', price)], wrong)], wrong);
  }
  if (step.queue[0] !== seat) return nothing(err('not-your-turn', 'It is not your turn to sell.'));
  return anyOf<SaleAction>([commitMove(state, step, seat)], err('bad-commit', 'Deliver the crates you sell now.'));
}

export function applySale(state: BMState, step: SaleStep, seat: Seat, action: SaleAction, ev: Events): BMState {
  if (action.type === 'sale-offer') {
    const offer = { quantity: action.quantity, price: action.price };
    const sealed = withEntry(step.sealed ?? openSealed<SaleOffer>('sale-offer', []), seat, offer);
    ev.push(publicEvent('sale-offer-submitted', { seat, item: ITEMS[step.item] }));
    const next = editSale(step, (d) => (d.sealed = sealed));
    return isComplete(sealed) ? reveal(state, next, ev) : withStep(state, next);
  }
  return settle(deliverCommit(state, step, seat, action, ev), ev);
}

function reveal(state: BMState, step: SaleStep, ev: Events): BMState {
  const entries = revealed(step.sealed ?? openSealed<SaleOffer>('sale-offer', []));
  const offers = step.offers.slice();
  for (const e of entries) offers[e.seat] = e.entry;
  const selling = entries.filter((e) => e.entry.quantity > 0).map((e) => ({ seat: e.seat, value: e.entry.price }));
  const { order, tieBreaks } = serviceOrder(state.turnOrder, selling, false);
  const shown = entries.map((e) => ({ seat: e.seat, quantity: e.entry.quantity, price: e.entry.price }));
  ev.push(publicEvent('sale-revealed', { item: ITEMS[step.item], entries: shown, order, tieBreaks }, true));
  const next = editSale(step, (d) => {
    d.sealed = null;
    d.offers = offers;
    d.queue = order;
    d.reveal = { entries: shown, order, tieBreaks };
  });
  return settle(withStep(state, next), ev);
}
