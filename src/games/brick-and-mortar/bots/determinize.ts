// A world for the Hard bot: a whole Brick & Mortar state built from one seat's view alone, with
// every hidden card dealt at random from what that seat has not seen (rivals' Store and Market
// hands, face-down Demand, draft hands, the decks, the discards). Rivals' sealed entries not yet
// revealed are left unsubmitted, so the rollout's bots enter them afresh. Nothing here reads a
// state: a view in, a plausible state out, so the search cannot peek.
import { seedRng, shuffle, type RngState } from '../../../engine/rng';
import { openSealed, type SealedView } from '../../../engine/sealed';
import type { Seat } from '../../../engine/types';
import { ENGINE_VERSION, ITEMS } from '../constants';
import { MARKET_CARDS, REGULAR_STORES } from '../content';
import type { BMState, Ledger, Player, Step } from '../state';
import type { BMView, StepView } from '../view';

const zero = () => [0, 0, 0, 0, 0];
const itemOf = (name: string): 0 => ITEMS.indexOf(name as (typeof ITEMS)[number]) as 0;

/** A sealed step as the seat knows it: its own entry, everyone else's still to come. */
function sealedFrom<E>(v: SealedView<E>, seat: Seat) {
  const step = openSealed<E>(v.kind, v.eligible);
  const i = v.eligible.indexOf(seat);
  if (i >= 0 && v.own !== undefined) step.entries[i] = v.own;
  return step;
}

/** Supply prices while bids are sealed: only the seat's own (its prompt shows it) is known. */
function sealedPrices(players: number, seat: Seat, own: unknown): number[] {
  const out = new Array<number>(players).fill(0);
  if (typeof own === 'number') out[seat] = own;
  return out;
}

/** Deals `count` cards off the front of a shuffled pool. */
function dealer<T>(pool: T[]) {
  let at = 0;
  return (count: number): T[] | null => {
    if (at + count > pool.length) return null;
    at += count;
    return pool.slice(at - count, at);
  };
}

function stepFrom(sv: StepView, seat: Seat, players: number, draftHands: string[][], ownPrice: unknown): Step {
  switch (sv.phase) {
    case 'draft':
      return { phase: 'draft', round: sv.round, hands: draftHands, sealed: sealedFrom(sv.sealed, seat) };
    case 'building':
      return {
        phase: 'building', actor: sv.actor, stage: sv.stage, served: sv.served.slice(), passed: sv.passed.slice(),
        hasBought: sv.hasBought.slice(), bought: sv.bought.map((b) => b?.id ?? null), rowBought: sv.rowBought,
        auction: sv.auction ? { ...sv.auction, card: sv.auction.card.id, active: sv.auction.active.slice() } : null,
      };
    case 'advertising':
      return { phase: 'advertising', sealed: sealedFrom(sv.sealed, seat) };
    case 'supply':
      return {
        phase: 'supply', item: itemOf(sv.item), bidding: sv.bidding, sealed: sv.sealed ? sealedFrom(sv.sealed, seat) : null,
        queue: sv.queue.slice(), prices: sv.prices?.slice() ?? sealedPrices(players, seat, ownPrice), debtUsed: sv.debtUsed.slice(),
        reveal: sv.reveal,
      };
    case 'warehouse':
      return { phase: 'warehouse', queue: sv.queue.slice(), direction: sv.direction.slice() };
    case 'sale':
      return {
        phase: 'sale', item: itemOf(sv.item), bidding: sv.bidding, sealed: sv.sealed ? sealedFrom(sv.sealed, seat) : null,
        shared: sv.shared.slice(), privateLeft: sv.privateLeft.slice(), queue: sv.queue.slice(),
        offers: sv.offers?.slice() ?? new Array(players).fill(null), reveal: sv.reveal,
      };
    case 'investment':
      return { phase: 'investment', served: sv.served.slice() };
    default:
      return { phase: 'over' };
  }
}

/**
 * One state consistent with everything `seat` sees in `view`, hidden cards dealt by `seed`. Null
 * when the view cannot be a seat's (a table view) or the cards do not add up.
 */
export function determinize(view: BMView, seat: Seat, seed: string): BMState | null {
  if (view.viewer !== seat) return null;
  let rng: RngState = seedRng(`bm-world:${seed}`);
  const me = view.players[seat];
  if (!me?.storeHand || !me.marketHand) return null;

  // Store cards this seat has seen where they are now; every other regular Store is unseen.
  const seenStores = new Set<string>([
    ...me.storeHand.map((c) => c.id), ...(me.draftHand ?? []).map((c) => c.id), ...view.row.map((c) => c.id),
    ...(view.preview ? [view.preview.id] : []), ...view.players.flatMap((p) => p.stores.map((s) => s.card.id)),
    ...view.piles.storeDiscard, ...view.piles.removed,
  ]);
  if (view.step.phase === 'building') {
    for (const b of view.step.bought) if (b) seenStores.add(b.id);
    if (view.step.auction) seenStores.add(view.step.auction.card.id);
  }
  const seenMarket = new Set<number>([
    ...me.marketHand.map((c) => c.id), ...view.players.flatMap((p) => (p.demand ?? []).map((c) => c.id)), ...view.piles.marketDiscard,
  ]);
  const [stores, r1] = shuffle(rng, REGULAR_STORES.map((c) => c.id).filter((id) => !seenStores.has(id)));
  const [market, r2] = shuffle(r1, MARKET_CARDS.map((c) => c.id).filter((id) => !seenMarket.has(id)));
  rng = r2;
  const dealStores = dealer(stores);
  const dealMarket = dealer(market);

  const draftHands: string[][] = [];
  const players: Player[] = [];
  const demand: number[][] = [];
  for (const p of view.players) {
    const own = p.seat === seat;
    const hand = own ? me.storeHand.map((c) => c.id) : dealStores(p.storeHandCount);
    const marketHand = own ? me.marketHand.map((c) => c.id) : dealMarket(p.marketHandCount);
    const played = p.demand ? p.demand.map((c) => c.id) : dealMarket(p.demandCount);
    const draft = own ? (me.draftHand ?? []).map((c) => c.id) : dealStores(p.draftHandCount ?? 0);
    if (!hand || !marketHand || !played || !draft) return null;
    draftHands.push(draft);
    demand.push(played);
    players.push({
      name: p.name, cash: p.cash, points: p.points, debt: p.debt,
      stores: p.stores.map((s) => ({ card: s.card.id, crates: s.crates.slice() })), hand, market: marketHand,
    });
  }
  const c = view.counts;
  const storeDeck = dealStores(c.storeDeck);
  const draftDiscard = dealStores(c.draftDiscard);
  const marketDeck = dealMarket(c.marketDeck);
  if (!storeDeck || !draftDiscard || !marketDeck) return null;
  const { marketDiscard, storeDiscard, removed } = view.piles;

  // The ledger only sums for the simulator's checks; no rule reads it back.
  const ledger: Ledger = { supplied: zero(), gifted: zero(), sold: zero(), surplus: zero(), closed: zero(), bankPaid: 0, bankReceived: 0 };
  return {
    engineVersion: ENGINE_VERSION,
    firstGame: false,
    // The world's future draws are its own: the real generator's state is as hidden as the decks.
    rng: seedRng(`bm-future:${seed}:${rng.join(',')}`),
    month: view.month,
    finalMonth: view.finalMonth,
    threshold: view.pointsThreshold,
    players,
    turnOrder: view.turnOrder.slice(),
    market: ITEMS.map((name) => view.market[name] ?? 0),
    marketDeck,
    marketDiscard: marketDiscard.slice(),
    demand,
    storeDeck,
    storeDiscard: storeDiscard.slice(),
    draftDiscard,
    removed: removed.slice(),
    row: view.row.map((s) => s.id),
    preview: view.preview?.id ?? null,
    step: stepFrom(view.step, seat, view.players.length, draftHands, view.you?.price),
    ledger,
    history: view.history.map((h) => ({ ...h, points: h.points.slice(), cash: h.cash.slice(), debt: h.debt.slice() })),
  };
}
