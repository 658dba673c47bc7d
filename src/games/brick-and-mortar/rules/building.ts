// Building (BM-B1..BM-B8): from February, in turn order each player has one purchasing opportunity:
// buy a Store from hand at its printed cost, start an auction for a public Store, or pass. Right
// after their opportunity ends they may close Stores and open the new one (BM-B6, BM-B7 (D)); a
// player who won someone else's auction does so at their own turn position. When everyone is done,
// the public row is refreshed (BM-B8).
import type { Prompt, Seat } from '../../../engine/types';
import { STORE_SLOTS } from '../constants';
import { itemIndex, storeCard } from '../content';
import type { BMState, BuildingStep } from '../state';
import { among, anyOf, field, intRange, move, nothing, type Choices } from '../../../engine/choices';
import { bump, err, player, publicEvent, withPlayer, withStep, type Events } from './common';
import { edit, editBuilding, editLedger, editPlayer } from './copy';
import { auctionCap, auctionChoices, auctionPrompts, applyAuction, BID_TOO_HIGH, startAuction, type AuctionAction } from './auction';
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

/** BM-B1..BM-B4 the purchasing opportunity, or an auction under way; BM-B6 managing Stores after it. */
export function buildingChoices(state: BMState, step: BuildingStep, seat: Seat): Choices<BuildAction> {
  if (step.auction) return auctionChoices(state, step.auction, seat);
  if (seat !== step.actor) return nothing(err('not-your-turn', 'It is not your Building opportunity.'));
  const p = player(state, seat);
  if (step.stage === 'choose') {
    const notInRow = err('not-in-row', 'Only the four public Stores can be auctioned; the preview cannot.');
    const notInHand = err('not-in-hand', 'You can only buy a Store from your own hand.');
    const cap = auctionCap(state, seat);
    return anyOf<BuildAction>([
      move('buy-from-hand', [field('card', () => among(p.hand, notInHand))], notInHand),
      move('start-auction', [
        field('card', () => among(state.row, notInRow)),
        field('bid', (c) => {
          const cost = storeCard(c.card as string).cost;
          const tooLow = err('bid-too-low', `The opening bid must be at least the printed cost, $${cost}.`);
          return intRange(cost, cap, { wrong: tooLow, below: tooLow, above: BID_TOO_HIGH });
        }),
      ], notInRow),
      move('pass', [], err('bad-action', 'That is not a Building choice.')),
    ], err('bad-action', 'Buy a Store from your hand, start an auction, or pass.'));
  }
  const wrong = err('bad-action', 'That is not a Store management choice.');
  const noStore = err('no-store', 'There is no Store in that slot.');
  const cannotOpen = !step.bought[seat]
    ? err('nothing-to-open', 'You have no newly bought Store to open.')
    : p.stores.length >= STORE_SLOTS ? err('no-slot', 'All four slots are full: close a Store first.') : null;
  return anyOf<BuildAction>([
    move('close-store', [field('slot', () => intRange(0, p.stores.length - 1, { wrong: noStore, below: noStore, above: noStore }))], noStore),
    move('open-store', [], wrong, cannotOpen),
    move('finish-building', [], wrong),
  ], err('bad-action', 'Close Stores, open your new Store, or finish.'));
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
