// How a move gets a state of its own to change. `apply` never touches its argument: it takes one
// working copy (`working`), lets the rules change that copy in place, and returns it. The copy is
// written out field by field (arrays sliced, small objects as literals), which measured faster
// than structuredClone or a generic deep copy; the figures are in docs/performance.md.
import type {
  AMState, Depot, Draft, Frame, Player, ReactFrame, SaleFrame, Target, Use,
} from '../state';

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

function copyTarget(t: Target | null): Target | null {
  return t === null ? null : { ...t };
}

function copyUse(u: Use): Use {
  return { seat: u.seat, source: u.source, target: copyTarget(u.target), raise: u.raise, cancelled: u.cancelled };
}

function copyDraft(d: Draft | null): Draft | null {
  return d === null ? null : { seat: d.seat, cards: d.cards.slice(), uses: d.uses.map(copyUse) };
}

function copySale(s: SaleFrame): SaleFrame {
  return {
    f: 'sale', number: s.number, adventurer: s.adventurer, starter: s.starter, stage: s.stage, toAct: s.toAct,
    offers: s.offers.map((o) => (o === null ? null : o.slice())), out: s.out.slice(), draft: copyDraft(s.draft),
    uses: s.uses.map(copyUse), raises: s.raises, winner: s.winner,
  };
}

function copyReact(r: ReactFrame): ReactFrame {
  const w = r.window;
  return {
    f: 'react', trigger: r.trigger, active: r.active, hidden: r.hidden,
    window: {
      kind: w.kind, order: w.order.slice(), at: w.at,
      announced: w.announced.map((a) => ({ seat: a.seat, response: { source: a.response.source, target: copyTarget(a.response.target) } })),
    },
  };
}

function copyFrame(f: Frame): Frame {
  switch (f.f) {
    case 'day': return { f: 'day', turn: f.turn, stage: f.stage, lastStarter: f.lastStarter, finals: f.finals.slice() };
    case 'turn': return { f: 'turn', seat: f.seat, actions: f.actions, uses: f.uses, taken: f.taken, final: f.final };
    case 'sale': return copySale(f);
    case 'react': return copyReact(f);
    case 'pick': return { f: 'pick', seat: f.seat, purpose: f.purpose, left: f.left, source: f.source };
    case 'closing': return {
      f: 'closing', step: f.step, upkeep: f.upkeep.slice(), helped: f.helped,
      sealed: f.sealed === null ? null : { kind: f.sealed.kind, eligible: f.sealed.eligible.slice(), entries: f.sealed.entries.slice() },
    };
    case 'over': return { f: 'over' };
  }
}

/** A deep copy of the whole state that the rules may change in place. */
export function working(s: AMState): AMState {
  return {
    engineVersion: s.engineVersion, rng: s.rng, firstGame: s.firstGame, quickReacts: s.quickReacts, day: s.day,
    initiative: s.initiative, players: s.players.map(copyPlayer), stock: copyDepot(s.stock), fixtures: copyDepot(s.fixtures),
    staff: copyDepot(s.staff), adventurers: copyDepot(s.adventurers), bulletins: s.bulletins.slice(), bulletin: s.bulletin,
    abyss: s.abyss.slice(), box: s.box.slice(),
    supply: { fighters: s.supply.fighters, mages: s.supply.mages, rangers: s.supply.rangers, discount: s.supply.discount },
    sales: s.sales, stack: s.stack.map(copyFrame), history: s.history,
  };
}
