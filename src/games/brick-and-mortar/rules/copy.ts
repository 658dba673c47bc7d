// Shallow copies written out field by field. V8 (Node 20) turns chained object spreads
// (`{ ...s, x }` applied to a spread result, again and again) into a slow path costing hundreds of
// nanoseconds each, while an explicit literal stays on the fast path (about 20 ns). Every state
// change copies only the changed path through these functions, then sets fields on the fresh copy.
import type {
  Auction, BMState, BuildingStep, Ledger, OpenStore, Player, SaleStep, SupplyStep,
} from '../state';

export function copyState(s: BMState): BMState {
  return {
    engineVersion: s.engineVersion, firstGame: s.firstGame, rng: s.rng, month: s.month, finalMonth: s.finalMonth,
    threshold: s.threshold, players: s.players, turnOrder: s.turnOrder, market: s.market, marketDeck: s.marketDeck,
    marketDiscard: s.marketDiscard, demand: s.demand, storeDeck: s.storeDeck, storeDiscard: s.storeDiscard,
    draftDiscard: s.draftDiscard, removed: s.removed, row: s.row, preview: s.preview, step: s.step, ledger: s.ledger,
    history: s.history,
  };
}

/** A copy of the state with `change` applied to the copy (never to the original). */
export function edit(s: BMState, change: (d: BMState) => void): BMState {
  const d = copyState(s);
  change(d);
  return d;
}

export function copyPlayer(p: Player): Player {
  return { name: p.name, cash: p.cash, points: p.points, debt: p.debt, stores: p.stores, hand: p.hand, market: p.market };
}

export function editPlayer(p: Player, change: (d: Player) => void): Player {
  const d = copyPlayer(p);
  change(d);
  return d;
}

export function copyLedger(l: Ledger): Ledger {
  return {
    supplied: l.supplied, gifted: l.gifted, sold: l.sold, surplus: l.surplus, closed: l.closed,
    bankPaid: l.bankPaid, bankReceived: l.bankReceived,
  };
}

export function editLedger(l: Ledger, change: (d: Ledger) => void): Ledger {
  const d = copyLedger(l);
  change(d);
  return d;
}

export function withCrates(store: OpenStore, crates: number[]): OpenStore {
  return { card: store.card, crates };
}

export function editBuilding(s: BuildingStep, change: (d: BuildingStep) => void): BuildingStep {
  const d: BuildingStep = {
    phase: 'building', served: s.served, passed: s.passed, hasBought: s.hasBought, bought: s.bought, actor: s.actor,
    stage: s.stage, auction: s.auction, rowBought: s.rowBought,
  };
  change(d);
  return d;
}

export function editAuction(a: Auction, change: (d: Auction) => void): Auction {
  const d: Auction = { card: a.card, starter: a.starter, high: a.high, bid: a.bid, active: a.active, toAct: a.toAct };
  change(d);
  return d;
}

export function editSupply(s: SupplyStep, change: (d: SupplyStep) => void): SupplyStep {
  const d: SupplyStep = {
    phase: 'supply', item: s.item, bidding: s.bidding, sealed: s.sealed, queue: s.queue, prices: s.prices,
    debtUsed: s.debtUsed, reveal: s.reveal,
  };
  change(d);
  return d;
}

export function editSale(s: SaleStep, change: (d: SaleStep) => void): SaleStep {
  const d: SaleStep = {
    phase: 'sale', item: s.item, bidding: s.bidding, sealed: s.sealed, shared: s.shared, privateLeft: s.privateLeft,
    queue: s.queue, offers: s.offers, reveal: s.reveal,
  };
  change(d);
  return d;
}
