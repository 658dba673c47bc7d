// Brick & Mortar's entry in the simulator's table: money and crates conserved, shelves within
// capacity, debt never falling, one Store bought per player per month, points bought within the
// limit, turn order by points after Investment; views never showing another seat's hands, face-down
// Demand or sealed entry; and the figures the tuning notes quote (months, how games end, what
// winners did, which Stores win).
import type { GameEvent, Outcome, Seat } from '../../src/engine/types';
import { brickAndMortar, type BMState } from '../../src/games/brick-and-mortar';
import { ITEMS, ITEM_COUNT, MAX_POINTS_BOUGHT, START_CASH, STORE_SLOTS } from '../../src/games/brick-and-mortar/constants';
import { REGULAR_STORES, STARTING_STORES, storeCard } from '../../src/games/brick-and-mortar/content';
import type { BMView } from '../../src/games/brick-and-mortar/view';
import type { SimResult } from './core';
import type { AnyGame } from '../conformance/drive';
import type { SimSpec } from './games';
import { round } from './round';

export interface Tracker {
  buysThisMonth: Map<string, number>;
  boughtStores: { card: string; seat: Seat }[];
  pointsBought: number[];
  pointsSold: number[];
  storesBought: number[];
  endedBy: string;
  /** Per seat: the Starting Store dealt at setup (read from the first action's state). */
  starting: string[];
}

export interface StarterStat {
  /** Players dealt this Starting Store. */
  dealt: number;
  /** Of those, players who won the game. */
  won: number;
}

export interface StoreStat {
  /** Games in which the Store was bought. */
  games: number;
  /** Of those, games won by its buyer. */
  byWinner: number;
}

interface Totals {
  players: number;
  months: number[];
  byThreshold: number;
  byFinal: number;
  reachedFinal: number;
  storeBuys: Record<string, StoreStat>;
  starters: Record<string, StarterStat>;
  winnerSums: Record<string, number>;
  otherSums: Record<string, number>;
}

const PARTS = ['points', 'stores', 'debt', 'cash', 'pointsBought', 'storesBought'];

export function newTracker(n: number): Tracker {
  return {
    buysThisMonth: new Map(), boughtStores: [], pointsBought: new Array<number>(n).fill(0),
    pointsSold: new Array<number>(n).fill(0), storesBought: new Array<number>(n).fill(0), endedBy: '',
    starting: [],
  };
}

/** Every invariant the simulator holds after each action; returns the broken ones, in words. */
export function checkInvariants(before: BMState, after: BMState, seat: Seat, events: GameEvent[], track: Tracker): string[] {
  const out: string[] = [];
  const n = after.players.length;
  if (track.starting.length === 0) track.starting = before.players.map((p) => p.stores[0]?.card ?? '');
  after.players.forEach((p, i) => {
    const prev = before.players[i];
    if (p.cash < 0) out.push(`seat ${i} cash ${p.cash} is negative`);
    if (p.points < 0) out.push(`seat ${i} points ${p.points} are negative`);
    if (prev && p.debt < prev.debt) out.push(`seat ${i} debt went down from ${prev.debt} to ${p.debt}`);
    if (p.stores.length > STORE_SLOTS) out.push(`seat ${i} has ${p.stores.length} Stores`);
  });
  const cash = after.players.reduce((a, p) => a + p.cash, 0);
  if (cash !== START_CASH * n + after.ledger.bankPaid - after.ledger.bankReceived) out.push(`money not conserved: players hold ${cash}`);

  const onShelves = new Array<number>(ITEM_COUNT).fill(0);
  after.players.forEach((p, i) => p.stores.forEach((s) => {
    storeCard(s.card).shelves.forEach((shelf, k) => {
      const count = s.crates[k] ?? 0;
      if (count > shelf.slots || count < 0) out.push(`seat ${i} ${s.card} shelf ${k} holds ${count} of ${shelf.slots}`);
      const t = ITEMS.indexOf(shelf.item);
      onShelves[t] = (onShelves[t] ?? 0) + count;
    });
  }));
  const l = after.ledger;
  for (let t = 0; t < ITEM_COUNT; t++) {
    const market = after.market[t] ?? 0;
    if (market < 0) out.push(`market ${ITEMS[t]} is ${market}`);
    const expected = (l.supplied[t] ?? 0) + (l.gifted[t] ?? 0) - (l.sold[t] ?? 0) - (l.surplus[t] ?? 0) - (l.closed[t] ?? 0);
    if (market + (onShelves[t] ?? 0) !== expected) {
      out.push(`${ITEMS[t]} crates not conserved: market ${market} + shelves ${onShelves[t]} vs ledger ${expected}`);
    }
  }
  if (after.month > after.finalMonth) out.push(`month ${after.month} is past the final month ${after.finalMonth}`);

  for (const e of events) {
    const data = e.data ?? {};
    if (e.type === 'month-started') track.buysThisMonth.clear();
    if (e.type === 'store-bought' || e.type === 'auction-won') {
      const buyer = data.seat as Seat;
      const key = `${after.month}:${buyer}`;
      const count = (track.buysThisMonth.get(key) ?? 0) + 1;
      track.buysThisMonth.set(key, count);
      if (count > 1) out.push(`seat ${buyer} bought ${count} Stores in month ${after.month}`);
      track.boughtStores.push({ card: data.card as string, seat: buyer });
      track.storesBought[buyer] = (track.storesBought[buyer] ?? 0) + 1;
    }
    if (e.type === 'invested') {
      const k = data.points as number;
      const who = data.seat as Seat;
      if (k > MAX_POINTS_BOUGHT) out.push(`seat ${who} bought ${k} points in one Investment phase`);
      if (k > 0) track.pointsBought[who] = (track.pointsBought[who] ?? 0) + k;
      if (k < 0) track.pointsSold[who] = (track.pointsSold[who] ?? 0) - k;
      // BM-C4, BM-I4: turn order is points descending, ties keeping their previous relative order.
      const expectedOrder = before.turnOrder.slice().sort((a, b) => (after.players[b]?.points ?? 0) - (after.players[a]?.points ?? 0));
      if (expectedOrder.join() !== after.turnOrder.join()) {
        out.push(`turn order ${after.turnOrder.join(',')} is not points order ${expectedOrder.join(',')} after Investment`);
      }
    }
    if (e.type === 'game-over') track.endedBy = String(data.reason);
  }
  if (before.step.phase === 'investment' && after.step.phase !== 'investment') {
    const pts = after.turnOrder.map((s) => after.players[s]?.points ?? 0);
    if (pts.some((p, i) => i > 0 && p > (pts[i - 1] ?? 0))) out.push(`turn order ${after.turnOrder.join(',')} not by points after Investment`);
  }
  if (before.step.phase === 'investment' && seat >= 0) {
    const gained = (after.players[seat]?.points ?? 0) - (before.players[seat]?.points ?? 0);
    if (gained > MAX_POINTS_BOUGHT) out.push(`seat ${seat} gained ${gained} points in one Investment opportunity`);
  }
  return out;
}

/** The sealed entry of `seat` in the state's current secret step, if any. */
function sealedEntry(state: BMState, seat: Seat): unknown {
  const step = state.step;
  const sealed = 'sealed' in step ? step.sealed : null;
  if (!sealed) return undefined;
  const i = sealed.eligible.indexOf(seat);
  return i >= 0 ? (sealed.entries[i] ?? undefined) : undefined;
}

/** No view but the owner's shows a sealed entry, a Market or Store hand, or face-down Demand. */
export function checkViews(state: BMState, game: AnyGame<BMState> = brickAndMortar): string[] {
  const out: string[] = [];
  const viewers: (Seat | 'table')[] = ['table', ...state.players.map((_, i) => i)];
  for (const viewer of viewers) {
    const v: BMView = game.view(state, viewer);
    for (const p of v.players) {
      if (p.seat === viewer) continue;
      if (p.marketHand !== undefined) out.push(`${viewer} sees seat ${p.seat}'s Market hand`);
      if (p.storeHand !== undefined) out.push(`${viewer} sees seat ${p.seat}'s Store hand`);
      if (p.draftHand !== undefined) out.push(`${viewer} sees seat ${p.seat}'s draft hand`);
      if (p.demand !== undefined && state.step.phase !== 'sale') out.push(`${viewer} sees seat ${p.seat}'s face-down Demand cards`);
    }
    const step = v.step as { sealed?: { own?: unknown } | null };
    const own = step.sealed?.own;
    if (viewer === 'table') {
      if (own !== undefined) out.push('the table view shows a sealed entry');
      if (v.you !== undefined) out.push('the table view shows prompt details');
    } else if (own !== undefined && JSON.stringify(own) !== JSON.stringify(sealedEntry(state, viewer))) {
      out.push(`seat ${viewer}'s view shows a sealed entry that is not its own`);
    }
  }
  return out;
}

function median(list: number[]): number {
  if (list.length === 0) return 0;
  const s = list.slice().sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

export const brickAndMortarSim: SimSpec<BMState, Tracker, Totals> = {
  botName: 'heuristic',
  where: (state) => `month ${state.month}, ${state.step.phase}`,
  track: newTracker,
  checkStep: checkInvariants,
  checkViews: (game, state) => checkViews(state, game),
  checkEnd: (state) => (state.month > state.finalMonth ? [`ended in month ${state.month}, after the final month`] : []),

  start(players) {
    const storeBuys: Record<string, StoreStat> = {};
    for (const card of REGULAR_STORES) storeBuys[card.id] = { games: 0, byWinner: 0 };
    const starters: Record<string, StarterStat> = {};
    for (const card of STARTING_STORES) if ((card.minPlayers ?? 0) <= players) starters[card.id] = { dealt: 0, won: 0 };
    const zero = () => Object.fromEntries(PARTS.map((k) => [k, 0]));
    return { players, months: [], byThreshold: 0, byFinal: 0, reachedFinal: 0, storeBuys, starters, winnerSums: zero(), otherSums: zero() };
  },

  addGame(totals, state, outcome: Outcome, track) {
    totals.months.push(state.month);
    if (state.month >= state.finalMonth) totals.reachedFinal++;
    if (track.endedBy === 'points threshold') totals.byThreshold++;
    else totals.byFinal++;
    const winner = outcome.ranking[0] as Seat;
    track.starting.forEach((id, seat) => {
      const stat = totals.starters[id];
      if (!stat) return;
      stat.dealt++;
      if (seat === winner) stat.won++;
    });
    const seen = new Set<string>();
    for (const b of track.boughtStores) {
      const stat = totals.storeBuys[b.card];
      if (!stat || seen.has(b.card)) continue;
      seen.add(b.card);
      stat.games++;
      if (b.seat === winner) stat.byWinner++;
    }
    outcome.breakdown.forEach((parts, i) => {
      const row: Record<string, number> = { ...parts, pointsBought: track.pointsBought[i] ?? 0, storesBought: track.storesBought[i] ?? 0 };
      const into = i === winner ? totals.winnerSums : totals.otherSums;
      for (const k of PARTS) into[k] = (into[k] ?? 0) + (row[k] ?? 0);
    });
  },

  summarise(r, totals, completed) {
    const c = Math.max(1, completed);
    const n = totals.players;
    const histogram: Record<string, number> = {};
    for (const m of totals.months) histogram[m] = (histogram[m] ?? 0) + 1;
    const winnersVsOthers: Record<string, { winners: number; others: number }> = {};
    for (const k of PARTS) {
      winnersVsOthers[k] = {
        winners: round((totals.winnerSums[k] ?? 0) / c, 2),
        others: round((totals.otherSums[k] ?? 0) / (c * Math.max(1, n - 1)), 2),
      };
    }
    // The key order is the published --json layout (the tuning notes and tests read it).
    return {
      game: r.game, players: r.players, games: r.games, completed: r.completed, errors: r.errors,
      invariantViolations: r.invariantViolations, winRateBySeat: r.winRateBySeat, avgScoreBySeat: r.avgScoreBySeat,
      avgActions: r.avgActions,
      avgMonths: round(totals.months.reduce((a, b) => a + b, 0) / c, 2),
      msPerGame: r.msPerGame,
      medianMonths: median(totals.months),
      monthsHistogram: histogram,
      endedByThreshold: round(totals.byThreshold / c),
      endedByFinalMonth: round(totals.byFinal / c),
      reachedFinalMonth: round(totals.reachedFinal / c),
      avgScoreSpread: r.avgScoreSpread, avgWinnerMargin: r.avgWinnerMargin, maxDecisionMs: r.maxDecisionMs,
      slowestKind: r.slowestKind, decisionsOver50Ms: r.decisionsOver50Ms,
      winnersVsOthers,
      storeBuys: totals.storeBuys,
      winRateByStarter: Object.fromEntries(Object.entries(totals.starters).map(([id, s]) => [id, { dealt: s.dealt, winRate: round(s.won / Math.max(1, s.dealt)) }])),
      problems: r.problems,
    };
  },

  report(r) {
    const histogram = r.monthsHistogram as Record<string, number>;
    const middle = [
      `months: average ${r.avgMonths}, median ${r.medianMonths}; ${Object.entries(histogram).map(([m, k]) => `month ${m}: ${k}`).join(', ')}`,
      `ended by the points threshold ${pct(r.endedByThreshold as number)}, by the final month ${pct(r.endedByFinalMonth as number)}; final month reached in ${pct(r.reachedFinalMonth as number)}`,
    ];
    middle.push('', `starting Store        dealt   win rate (fair ${pct(1 / r.players)})`);
    for (const [id, s] of Object.entries(r.winRateByStarter as Record<string, { dealt: number; winRate: number }>)) {
      middle.push(`  ${id.padEnd(20)}${String(s.dealt).padEnd(8)}${pct(s.winRate)}`);
    }
    const tail = ['', 'winners vs others (average per player)'];
    for (const [k, v] of Object.entries(r.winnersVsOthers as Record<string, { winners: number; others: number }>)) {
      tail.push(`  ${k.padEnd(14)}${String(v.winners).padEnd(8)}${v.others}`);
    }
    tail.push('', 'Store                     bought in   by winner');
    const stores = Object.entries(r.storeBuys as Record<string, StoreStat>).sort((a, b) => b[1].games - a[1].games);
    for (const [id, s] of stores) {
      tail.push(`  ${id.padEnd(24)}${pct(s.games / Math.max(1, r.completed)).padEnd(12)}${s.games ? pct(s.byWinner / s.games) : '-'}`);
    }
    return { middle, tail };
  },
};
