// Building (BM-B1..BM-B8): from February, in turn order each player has one purchasing opportunity:
// buy a Store from hand at its printed cost, start an auction for a public Store, or pass. Right
// after their opportunity ends they may close Stores and open the new one (BM-B6, BM-B7 (D)); a
// player who won someone else's auction does so at their own turn position. When everyone is done,
// the public row is refreshed (BM-B8).
import type { GameError, Prompt, Seat } from '../../../engine/types';
import { STORE_SLOTS } from '../constants';
import { itemIndex, storeCard } from '../content';
import type { BMState, BuildingStep } from '../state';
import { bump, err, exactKeys, isInt, player, publicEvent, withPlayer, withStep, type Events } from './common';
import { edit, editBuilding, editLedger, editPlayer } from './copy';
import { auctionCap, auctionLegal, auctionPrompts, applyAuction, checkAuction, startAuction, type AuctionAction } from './auction';
import { ledgerPayment, payWithDebt } from './debt';
import { fillRow } from './decks';
import { emptyStore, placeCrates, totalCrates } from './stores';
import { firstUnserved, resort } from './turn-order';

export type BuildAction =
  | { type: 'buy-from-hand'; card: string }
  | { type: 'start-auction'; card: string; bid: number }
  | { type: 'pass' }
  | { type: 'close-store'; slot: number }
  | { type: 'open-store' }
  | { type: 'finish-building' }
  | AuctionAction;

export function beginBuilding(state: BMState, ev: Events): BMState {
  ev.push(publicEvent('phase', { phase: 'building', month: state.month }));
  const none = state.players.map(() => false);
  const step: BuildingStep = {
    phase: 'building', served: none, passed: none, hasBought: none, bought: state.players.map(() => null),
    actor: 0, stage: 'choose', auction: null, rowBought: false,
  };
  return nextActor(state, step, ev);
}

/** The first player in (current) turn order who has not had their opportunity. */
function nextActor(state: BMState, step: BuildingStep, ev: Events): BMState {
  const seat = firstUnserved(state, step.served);
  if (seat === null) return refreshRow(state, step, ev);
  return withStep(state, editBuilding(step, (d) => {
    d.actor = seat;
    d.stage = step.hasBought[seat] ? 'manage' : 'choose';
    d.auction = null;
  }));
}

/** BM-B8: discard the oldest public Store (or all four if none was bought), refill, new preview. */
function refreshRow(state: BMState, step: BuildingStep, ev: Events): BMState {
  const discarded = step.rowBought ? state.row.slice(0, 1) : state.row.slice();
  ev.push(publicEvent('row-refreshed', { discarded, wholeRow: !step.rowBought }, true));
  const s = edit(state, (d) => {
    d.row = state.row.slice(discarded.length);
    d.storeDiscard = [...state.storeDiscard, ...discarded];
  });
  return withStep(fillRow(s, ev), { phase: 'between', after: 'building' });
}

export function buildingPrompts(step: BuildingStep): Prompt[] {
  if (step.auction) return auctionPrompts(step.auction);
  return [{ seat: step.actor, kind: step.stage === 'choose' ? 'build' : 'manage-stores', entry: 'open' }];
}

export function buildingLegal(state: BMState, step: BuildingStep, seat: Seat): BuildAction[] {
  if (step.auction) return auctionLegal(state, step.auction, seat);
  if (seat !== step.actor) return [];
  const p = player(state, seat);
  if (step.stage === 'choose') {
    const out: BuildAction[] = p.hand.map((card) => ({ type: 'buy-from-hand', card }));
    const cap = auctionCap(state, seat);
    for (const card of state.row) {
      for (let bid = storeCard(card).cost; bid <= cap; bid++) out.push({ type: 'start-auction', card, bid });
    }
    out.push({ type: 'pass' });
    return out;
  }
  const out: BuildAction[] = p.stores.map((_, slot) => ({ type: 'close-store', slot }));
  if (step.bought[seat] && p.stores.length < STORE_SLOTS) out.push({ type: 'open-store' });
  out.push({ type: 'finish-building' });
  return out;
}

export function checkBuilding(state: BMState, step: BuildingStep, seat: Seat, action: Record<string, unknown>): GameError | null {
  if (step.auction) return checkAuction(state, step.auction, seat, action);
  if (seat !== step.actor) return err('not-your-turn', 'It is not your Building opportunity.');
  const p = player(state, seat);
  const t = action.type;
  if (step.stage === 'choose') {
    if (t === 'pass') return exactKeys(action, ['type']) ? null : err('bad-action', 'That is not a Building choice.');
    if (t === 'buy-from-hand') {
      if (!exactKeys(action, ['type', 'card']) || !p.hand.includes(action.card as string)) return err('not-in-hand', 'You can only buy a Store from your own hand.');
      return null;
    }
    if (t === 'start-auction') {
      if (!exactKeys(action, ['type', 'card', 'bid']) || !state.row.includes(action.card as string)) {
        return err('not-in-row', 'Only the four public Stores can be auctioned; the preview cannot.');
      }
      const bid = action.bid;
      const cost = storeCard(action.card as string).cost;
      if (!isInt(bid) || bid < cost) return err('bid-too-low', `The opening bid must be at least the printed cost, $${cost}.`);
      if (bid > auctionCap(state, seat)) return err('bid-too-high', 'No bid may exceed your cash plus $2 for each point you hold.');
      return null;
    }
    return err('bad-action', 'Buy a Store from your hand, start an auction, or pass.');
  }
  if (t === 'finish-building') return exactKeys(action, ['type']) ? null : err('bad-action', 'That is not a Store management choice.');
  if (t === 'open-store') {
    if (!exactKeys(action, ['type'])) return err('bad-action', 'That is not a Store management choice.');
    if (!step.bought[seat]) return err('nothing-to-open', 'You have no newly bought Store to open.');
    if (p.stores.length >= STORE_SLOTS) return err('no-slot', 'All four slots are full: close a Store first.');
    return null;
  }
  if (t === 'close-store') {
    const slot = action.slot;
    if (!exactKeys(action, ['type', 'slot']) || !isInt(slot) || slot < 0 || slot >= p.stores.length) {
      return err('no-store', 'There is no Store in that slot.');
    }
    return null;
  }
  return err('bad-action', 'Close Stores, open your new Store, or finish.');
}

export function applyBuilding(state: BMState, step: BuildingStep, seat: Seat, action: BuildAction, ev: Events): BMState {
  switch (action.type) {
    case 'raise':
    case 'leave':
      return applyAuction(state, step, seat, action, ev);
    case 'start-auction':
      return startAuction(state, step, seat, action.card, action.bid, ev);
    case 'pass': {
      ev.push(publicEvent('building-passed', { seat }));
      const passed = step.passed.map((v, i) => v || i === seat);
      return withStep(state, editBuilding(step, (d) => {
        d.passed = passed;
        d.stage = 'manage';
      }));
    }
    case 'buy-from-hand': {
      const card = storeCard(action.card);
      const p = player(state, seat);
      const paid = payWithDebt(editPlayer(p, (d) => (d.hand = p.hand.filter((c) => c !== card.id))), card.cost);
      const s = ledgerPayment(withPlayer(state, seat, paid.player), card.cost, paid.debt);
      ev.push(publicEvent('store-bought', { seat, card: card.id, store: card.name, from: 'hand', paid: card.cost, debt: paid.debt }));
      return withStep(s, editBuilding(step, (d) => {
        d.bought = step.bought.map((b, i) => (i === seat ? card.id : b));
        d.hasBought = step.hasBought.map((v, i) => v || i === seat);
        d.stage = 'manage';
      }));
    }
    case 'close-store':
      return closeStore(state, seat, action.slot, ev);
    case 'open-store':
      return openStore(state, step, seat, ev);
    case 'finish-building': {
      const unopened = step.bought[seat];
      let s = state;
      if (unopened) {
        s = edit(s, (d) => (d.removed = [...d.removed, unopened]));
        ev.push(publicEvent('store-removed', { seat, card: unopened, store: storeCard(unopened).name, reason: 'not opened' }));
      }
      ev.push(publicEvent('building-finished', { seat }));
      const served = step.served.map((v, i) => v || i === seat);
      const bought = step.bought.map((b, i) => (i === seat ? null : b));
      return nextActor(s, editBuilding(step, (d) => {
        d.served = served;
        d.bought = bought;
      }), ev);
    }
  }
}

/** BM-B6: a closed Store leaves the game; its crates return to the general supply; Stores slide left. */
function closeStore(state: BMState, seat: Seat, slot: number, ev: Events): BMState {
  const p = player(state, seat);
  const closing = p.stores[slot];
  if (!closing) return state;
  const crates = totalCrates([closing]);
  let closed = state.ledger.closed;
  crates.forEach((n, item) => (closed = bump(closed, item, n)));
  const s = withPlayer(state, seat, editPlayer(p, (d) => (d.stores = p.stores.filter((_, i) => i !== slot))));
  ev.push(publicEvent('store-closed', { seat, slot, card: closing.card, store: storeCard(closing.card).name, crates }));
  return edit(s, (d) => {
    d.removed = [...s.removed, closing.card];
    d.ledger = editLedger(s.ledger, (l) => (l.closed = closed));
  });
}

/** BM-B6, BM-B7: the new Store opens in the leftmost empty slot; abilities may stock it or give points. */
function openStore(state: BMState, step: BuildingStep, seat: Seat, ev: Events): BMState {
  const id = step.bought[seat];
  if (!id) return state;
  const card = storeCard(id);
  const p = player(state, seat);
  let store = emptyStore(card);
  let gifted = state.ledger.gifted;
  for (const gift of card.openingStock ?? []) {
    store = placeCrates(store, itemIndex(gift.item), gift.count);
    gifted = bump(gifted, itemIndex(gift.item), gift.count);
  }
  const points = card.openingPoints ?? 0;
  let s = withPlayer(state, seat, editPlayer(p, (d) => {
    d.stores = [...p.stores, store];
    d.points += points;
  }));
  s = resort(edit(s, (d) => (d.ledger = editLedger(s.ledger, (l) => (l.gifted = gifted)))));
  ev.push(publicEvent('store-opened', {
    seat, slot: p.stores.length, card: id, store: card.name, stock: card.openingStock ?? [], points, turnOrder: s.turnOrder.slice(),
  }));
  return withStep(s, editBuilding(step, (d) => (d.bought = step.bought.map((b, i) => (i === seat ? null : b)))));
}
