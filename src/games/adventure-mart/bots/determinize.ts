// A world for the Hard bot: a whole Adventure Mart state built from one seat's view alone, at the
// start of a turn action (the decision it searches), with every hidden card dealt at random from
// what that seat has not seen: rivals' hands and Storerooms, its own Storeroom's order, the Depot
// decks, the face-down Adventurers and Bulletins. Nothing here reads a state, so the search cannot
// peek. Other moments (inside a Sale, a React window, a pick, the Day's close) give null: Normal.
import { seedRng, shuffle, type RngState } from '../../../engine/rng';
import type { Seat } from '../../../engine/types';
import { ENGINE_VERSION } from '../constants';
import { ADVENTURER_IDS, BASIC_SETS, BULLETIN_IDS, CARDS, FIXTURE_IDS, STAFF_IDS, STOCK_IDS } from '../content';
import type { CardId } from '../content/types';
import type { AMState, Player } from '../state';
import type { AMView } from '../view';
import { worthParts } from '../rules/review';

type Deal = (count: number) => CardId[] | null;

function pool(ids: readonly CardId[], seen: Set<CardId>, rng: RngState): [Deal, CardId[], RngState] {
  const [cards, next] = shuffle(rng, ids.filter((id) => !seen.has(id)));
  let at = 0;
  const deal: Deal = (count) => {
    if (at + count > cards.length) return null;
    at += count;
    return cards.slice(at - count, at);
  };
  return [deal, cards, next];
}

const cost = (id: CardId): number => {
  const c = CARDS[id];
  return c?.kind === 'stock' && !c.basic ? c.cost : 0;
};

/**
 * `count` cards of `pool` (shuffled) whose costs add up to `total`: a rival's hidden bought Stock,
 * which its public net worth counts. Depth-first over the shuffled pool, so any fitting set may come.
 */
function fitting(pool: readonly CardId[], count: number, total: number): CardId[] | null {
  const out: CardId[] = [];
  let steps = 0;
  const go = (from: number, left: number, sum: number): boolean => {
    if (++steps > 20000) return false;
    if (left === 0) return sum === total;
    for (let i = from; i <= pool.length - left; i++) {
      const c = cost(pool[i] as CardId);
      if (sum + c > total) continue;
      out.push(pool[i] as CardId);
      if (go(i + 1, left - 1, sum + c)) return true;
      out.pop();
    }
    return false;
  };
  return go(0, count, 0) ? out : null;
}

/**
 * One state consistent with everything `seat` sees in `view`, hidden cards dealt by `seed`; a deal
 * whose rivals' net worth (public: it counts their hidden Stock, and brand bonuses on it) differs
 * from the view's is dealt again, a few times at most. Null: this moment is not searched.
 */
export function determinize(view: AMView, seat: Seat, seed: string): AMState | null {
  for (let attempt = 0; attempt < 8; attempt++) {
    const s = deal(view, seat, attempt === 0 ? seed : `${seed}#${attempt}`);
    if (!s) return null;
    const fits = view.players.every((p) => {
      const w = worthParts(s, p.seat);
      return w.stock === p.worth.stock && w.bonuses === p.worth.bonuses;
    });
    if (fits) return s;
  }
  return null;
}

function deal(view: AMView, seat: Seat, seed: string): AMState | null {
  const me = view.players[seat];
  const turn = view.turn;
  if (view.viewer !== seat || !turn || turn.seat !== seat || view.sale || view.react || view.pick || view.closing) return null;
  if (!me?.hand || !me.storeroom || !view.you) return null;
  const n = view.players.length;
  const used = (ids: readonly CardId[]) => (view.firstGame ? ids.filter((id) => CARDS[id]?.firstGame) : ids);
  const ids = (cards: readonly { id: CardId }[]) => cards.map((c) => c.id);
  const seen = new Set<CardId>([
    ...ids(me.hand), ...ids(me.storeroom), ...ids(view.abyss),
    ...view.players.flatMap((p) => [...ids(p.reorder), ...p.store.map((s) => s.card.id), ...ids(p.ledger)]),
    ...(['stock', 'fixtures', 'staff'] as const).flatMap((d) => view.depot[d].queue.map((q) => q.card.id)),
    ...view.town.queue.flatMap((c) => (c ? [c.id] : [])),
    ...(view.bulletin ? [view.bulletin.id] : []),
  ]);
  let rng = seedRng(`am-world:${seed}`);
  let fixtures: Deal, staff: Deal, adventurers: Deal, bulletins: Deal;
  const left: CardId[][] = [[], [], [], [], []];
  // Bought Stock not seen; each rival's own Basic set not seen is in its hand or Storeroom.
  let bought: CardId[];
  [bought, rng] = shuffle(rng, used(STOCK_IDS).filter((id) => !seen.has(id)));
  [fixtures, left[1]!, rng] = pool(used(FIXTURE_IDS), seen, rng);
  [staff, left[2]!, rng] = pool(used(STAFF_IDS), seen, rng);
  [adventurers, left[3]!, rng] = pool(used(ADVENTURER_IDS), seen, rng);
  [bulletins, left[4]!, rng] = pool(used(BULLETIN_IDS), seen, rng);

  const players: Player[] = [];
  for (const p of view.players) {
    const own = p.seat === seat;
    let storeroom: CardId[];
    let hand: CardId[];
    if (own) {
      [storeroom, rng] = shuffle(rng, ids(me.storeroom));
      hand = ids(me.hand);
    } else {
      const basic = (BASIC_SETS[p.seat] ?? []).filter((id) => !seen.has(id));
      const extra = p.handCount + p.storeroomCount - basic.length;
      const value = p.worth.stock - p.reorder.reduce((sum, c) => sum + cost(c.id), 0);
      const mine = extra < 0 ? null : fitting(bought, extra, value);
      if (!mine) return null;
      bought = bought.filter((id) => !mine.includes(id));
      let hidden: CardId[];
      [hidden, rng] = shuffle(rng, [...basic, ...mine]);
      hand = hidden.slice(0, p.handCount);
      storeroom = hidden.slice(p.handCount);
    }
    players.push({
      name: p.name, gold: p.gold, hand, storeroom, reorder: ids(p.reorder), store: p.store.map((s) => ({ card: s.card.id, faceUp: s.faceUp })),
      ledger: ids(p.ledger), rep: { ...p.rep }, discounts: p.discounts, barredSale: p.barredSale,
    });
  }
  const depot = (d: 'stock' | 'fixtures' | 'staff', deal: Deal) => {
    const deck = deal(view.depot[d].deck);
    return deck ? { deck, queue: view.depot[d].queue.map((q) => q.card.id) } : null;
  };
  const stockDepot = depot('stock', (count) => (count <= bought.length ? bought.slice(0, count) : null));
  left[0] = bought.slice(view.depot.stock.deck);
  const fixtureDepot = depot('fixtures', fixtures);
  const staffDepot = depot('staff', staff);
  const townQueue = view.town.queue.map((c) => (c ? c.id : adventurers(1)?.[0]));
  const townDeck = adventurers(view.town.deck);
  const bulletinDeck = bulletins(view.bulletinsLeft);
  if (!stockDepot || !fixtureDepot || !staffDepot || !townDeck || !bulletinDeck || townQueue.some((c) => c === undefined)) return null;
  // The box is never read by a rule; it holds as many cards as the table sees it hold.
  const unused = view.firstGame ? CARDS.filter((c) => !c.firstGame).map((c) => c.id) : [];
  const box = [...BASIC_SETS.slice(n).flat(), ...unused, ...left.flat()].slice(0, view.boxed);
  // AM-T1: the turn's end is offered once an action was taken (its legal moves say so).
  const taken = !turn.final && view.you.legal.some((a) => a.type === 'end-turn') ? 1 : 0;
  return {
    engineVersion: ENGINE_VERSION,
    rng: seedRng(`am-future:${seed}:${rng.join(',')}`),
    firstGame: view.firstGame,
    quickReacts: view.quickReacts,
    day: view.day,
    initiative: view.initiative,
    players,
    stock: stockDepot,
    fixtures: fixtureDepot,
    staff: staffDepot,
    adventurers: { deck: townDeck, queue: townQueue as CardId[] },
    bulletins: bulletinDeck,
    bulletin: view.bulletin?.id ?? null,
    abyss: ids(view.abyss),
    box,
    supply: { ...view.supply },
    sales: view.sales,
    stack: [
      { f: 'day', turn: seat, stage: view.phase === 'final' ? 'final' : 'trading', lastStarter: view.lastStarter, finals: view.finals.slice() },
      { f: 'turn', seat, actions: turn.actions, uses: turn.uses, taken, final: turn.final },
    ],
    history: view.history.map((h) => ({ ...h, gold: h.gold.slice(), worth: h.worth.slice(), sales: h.sales.slice() })),
  };
}
