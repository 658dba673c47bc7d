// How a move gets a state of its own to change. `apply` never touches its argument: it takes one
// working copy (`working`), lets the rules change that copy in place, and returns it. The copy is
// written out field by field (arrays sliced, small objects as literals), which measured faster
// than structuredClone or a generic deep copy; the figures are in docs/performance.md. Each frame
// on the stack is copied by its own entry in the table of frames (frames.ts).
import type { AMState, Depot, Player } from '../state';
import { frameOf } from './frames';

function copyPlayer(p: Player): Player {
  return {
    name: p.name, gold: p.gold, hand: p.hand.slice(), storeroom: p.storeroom.slice(), reorder: p.reorder.slice(),
    store: p.store.map((s) => ({ card: s.card, faceUp: s.faceUp })), ledger: p.ledger.slice(),
    rep: { fighters: p.rep.fighters, mages: p.rep.mages, rangers: p.rep.rangers }, discounts: p.discounts,
    barredSale: p.barredSale,
  };
}

function copyDepot(d: Depot): Depot {
  return { deck: d.deck.slice(), queue: d.queue.slice() };
}

/** A deep copy of the whole state that the rules may change in place. */
export function working(s: AMState): AMState {
  return {
    engineVersion: s.engineVersion, rng: s.rng, firstGame: s.firstGame, quickReacts: s.quickReacts, day: s.day,
    initiative: s.initiative, players: s.players.map(copyPlayer), stock: copyDepot(s.stock), fixtures: copyDepot(s.fixtures),
    staff: copyDepot(s.staff), adventurers: copyDepot(s.adventurers), bulletins: s.bulletins.slice(), bulletin: s.bulletin,
    abyss: s.abyss.slice(), box: s.box.slice(),
    supply: { fighters: s.supply.fighters, mages: s.supply.mages, rangers: s.supply.rangers, discount: s.supply.discount },
    sales: s.sales, stack: s.stack.map((f) => frameOf(f).copy(f)), history: s.history,
  };
}
