// The Brick & Mortar simulator: plays bot-only games through the kernel (startMatch, applyChecked)
// and checks the game's invariants after every action. The bots see only view(state, seat) and
// legal(state, seat); the invariant checks read the full state (the simulator is a test tool).
import { applyChecked, startMatch } from '../../src/engine/match';
import type { Action, GameEvent, Seat, SetupOptions } from '../../src/engine/types';
import { brickAndMortar, type BMAction, type BMState } from '../../src/games/brick-and-mortar';
import { heuristicBot, randomBot } from '../../src/games/brick-and-mortar/bots';
import { ITEMS, ITEM_COUNT, MAX_POINTS_BOUGHT, START_CASH, STORE_SLOTS } from '../../src/games/brick-and-mortar/constants';
import { REGULAR_STORES, storeCard } from '../../src/games/brick-and-mortar/content';
import type { BMView } from '../../src/games/brick-and-mortar/view';
import type { BotPolicy } from '../../src/games/registry';

const game = brickAndMortar;

export const POLICIES: Record<string, BotPolicy> = { heuristic: heuristicBot, random: randomBot };

export interface SimOptions {
  players: number;
  games: number;
  seed: string;
  firstGame?: boolean;
  /** One policy per seat (default: the heuristic bot everywhere). */
  bots?: BotPolicy[];
  /** Check every viewer's view after every action (default true). */
  checkViews?: boolean;
  /** Stop a game that runs longer than this many actions (an error). */
  maxActions?: number;
  /** Called with each finished game's record (the benchmark records logs this way). */
  onGame?: (game: GameRecord) => void;
  /** A clock for msPerGame and bot timings (the CLI passes performance.now). */
  now?: () => number;
}

export interface GameRecord {
  options: SetupOptions;
  seed: string;
  start: BMState;
  log: { seat: Seat; action: Action }[];
  final: BMState;
}

export interface StoreStat {
  /** Games in which the Store was bought. */
  games: number;
  /** Of those, games won by its buyer. */
  byWinner: number;
}

export interface SimResult {
  game: string;
  players: number;
  games: number;
  completed: number;
  errors: number;
  invariantViolations: number;
  winRateBySeat: number[];
  avgScoreBySeat: number[];
  avgActions: number;
  avgMonths: number;
  msPerGame: number;
  medianMonths: number;
  monthsHistogram: Record<string, number>;
  endedByThreshold: number;
  endedByFinalMonth: number;
  /** Share of games still running in the final month (whatever ended them). */
  reachedFinalMonth: number;
  avgScoreSpread: number;
  avgWinnerMargin: number;
  maxDecisionMs: number;
  /** The prompt kind of the slowest decision, and how many decisions took over 50 ms. */
  slowestKind: string;
  decisionsOver50Ms: number;
  winnersVsOthers: Record<string, { winners: number; others: number }>;
  storeBuys: Record<string, StoreStat>;
  /** The first few error and violation messages, with game seed and action index. */
  problems: string[];
}

interface Tracker {
  buysThisMonth: Map<string, number>;
  boughtStores: { card: string; seat: Seat }[];
  pointsBought: number[];
  pointsSold: number[];
  storesBought: number[];
  endedBy: string;
}

const round = (x: number, digits = 3): number => Number(x.toFixed(digits));

function seatsFor(n: number): SetupOptions['seats'] {
  return ['Ana', 'Ben', 'Cy', 'Di'].slice(0, n).map((name) => ({ name, kind: 'bot' as const }));
}

/** Every invariant the simulator holds after each action; returns the broken ones, in words. */
export function checkInvariants(before: BMState, after: BMState, seat: Seat, events: GameEvent[], track: Tracker): string[] {
  const out: string[] = [];
  const n = after.players.length;
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
export function checkViews(state: BMState): string[] {
  const out: string[] = [];
  const viewers: (Seat | 'table')[] = ['table', ...state.players.map((_, i) => i)];
  for (const viewer of viewers) {
    const v = game.view(state, viewer);
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

export function simulate(opts: SimOptions): SimResult {
  const n = opts.players;
  const now = opts.now ?? (() => 0);
  const bots = opts.bots ?? new Array<BotPolicy>(n).fill(heuristicBot);
  const maxActions = opts.maxActions ?? 20000;
  const checkEveryView = opts.checkViews ?? true;
  const wins = new Array<number>(n).fill(0);
  const scoreSum = new Array<number>(n).fill(0);
  const months: number[] = [];
  const problems: string[] = [];
  const storeBuys: Record<string, StoreStat> = {};
  for (const card of REGULAR_STORES) storeBuys[card.id] = { games: 0, byWinner: 0 };
  const parts = ['points', 'stores', 'debt', 'cash', 'pointsBought', 'storesBought'];
  const winnerSums: Record<string, number> = {};
  const otherSums: Record<string, number> = {};
  for (const k of parts) {
    winnerSums[k] = 0;
    otherSums[k] = 0;
  }
  let completed = 0;
  let errors = 0;
  let violations = 0;
  let actions = 0;
  let spread = 0;
  let margin = 0;
  let byThreshold = 0;
  let byFinal = 0;
  let reachedFinal = 0;
  let maxDecision = 0;
  let slowestKind = '';
  let over50 = 0;
  const t0 = now();
  const note = (msg: string) => {
    if (problems.length < 20) problems.push(msg);
  };

  for (let g = 0; g < opts.games; g++) {
    const seed = `${opts.seed}-${n}p-${g}`;
    const options: SetupOptions = { seats: seatsFor(n), variants: { firstGame: opts.firstGame === true } };
    const started = startMatch(game, options, seed);
    if (!started.ok) {
      errors++;
      note(`${seed}: setup refused: ${started.error.message}`);
      continue;
    }
    const start = started.value.state;
    let state = start;
    const log: GameRecord['log'] = [];
    const track: Tracker = {
      buysThisMonth: new Map(), boughtStores: [], pointsBought: new Array<number>(n).fill(0),
      pointsSold: new Array<number>(n).fill(0), storesBought: new Array<number>(n).fill(0), endedBy: '',
    };
    let failed = false;
    if (checkEveryView) {
      for (const v of checkViews(state)) {
        violations++;
        note(`${seed} at setup: ${v}`);
      }
    }
    while (game.outcome(state) === null) {
      if (log.length >= maxActions) {
        errors++;
        failed = true;
        note(`${seed}: no end after ${maxActions} actions (month ${state.month}, ${state.step.phase})`);
        break;
      }
      const prompt = game.pending(state)[0];
      if (!prompt) {
        errors++;
        failed = true;
        note(`${seed} action ${log.length}: nobody is prompted in phase ${state.step.phase}`);
        break;
      }
      const seat = prompt.seat;
      const view: BMView = game.view(state, seat);
      const legal = game.legal(state, seat);
      let action: Action;
      const b0 = now();
      try {
        action = (bots[seat] ?? heuristicBot)(view, legal, seat, `${seed}:${log.length}:${seat}`);
      } catch (e) {
        errors++;
        failed = true;
        note(`${seed} action ${log.length}: bot threw ${(e as Error).message}`);
        break;
      }
      const took = now() - b0;
      if (took > maxDecision) {
        maxDecision = took;
        slowestKind = prompt.kind;
      }
      if (took > 50) over50++;
      const applied = applyChecked(game, n, state, seat, action);
      if (!applied.ok) {
        errors++;
        failed = true;
        note(`${seed} action ${log.length}: ${JSON.stringify(action)} refused: ${applied.error.message}`);
        break;
      }
      for (const v of checkInvariants(state, applied.value.state, seat, applied.value.events, track)) {
        violations++;
        note(`${seed} action ${log.length} (${JSON.stringify(action as BMAction)} by ${seat}): ${v}`);
      }
      state = applied.value.state;
      log.push({ seat, action });
      if (checkEveryView) {
        for (const v of checkViews(state)) {
          violations++;
          note(`${seed} action ${log.length - 1}: ${v}`);
        }
      }
    }
    if (failed) continue;
    const outcome = game.outcome(state);
    if (!outcome) continue;
    if (state.month > state.finalMonth) {
      violations++;
      note(`${seed}: ended in month ${state.month}, after the final month`);
    }
    completed++;
    actions += log.length;
    months.push(state.month);
    if (state.month >= state.finalMonth) reachedFinal++;
    if (track.endedBy === 'points threshold') byThreshold++;
    else byFinal++;
    const winner = outcome.ranking[0] as Seat;
    wins[winner] = (wins[winner] ?? 0) + 1;
    outcome.scores.forEach((s, i) => (scoreSum[i] = (scoreSum[i] ?? 0) + s));
    const sorted = outcome.scores.slice().sort((a, b) => b - a);
    spread += (sorted[0] ?? 0) - (sorted[sorted.length - 1] ?? 0);
    margin += (sorted[0] ?? 0) - (sorted[1] ?? 0);
    const seen = new Set<string>();
    for (const b of track.boughtStores) {
      const stat = storeBuys[b.card];
      if (!stat || seen.has(b.card)) continue;
      seen.add(b.card);
      stat.games++;
      if (b.seat === winner) stat.byWinner++;
    }
    outcome.breakdown.forEach((parts0, i) => {
      const row: Record<string, number> = {
        ...parts0, pointsBought: track.pointsBought[i] ?? 0, storesBought: track.storesBought[i] ?? 0,
      };
      const into = i === winner ? winnerSums : otherSums;
      for (const k of parts) into[k] = (into[k] ?? 0) + (row[k] ?? 0);
    });
    opts.onGame?.({ options, seed, start, log, final: state });
  }
  const elapsed = now() - t0;
  const c = Math.max(1, completed);
  const histogram: Record<string, number> = {};
  for (const m of months) histogram[m] = (histogram[m] ?? 0) + 1;
  const winnersVsOthers: SimResult['winnersVsOthers'] = {};
  for (const k of parts) {
    winnersVsOthers[k] = { winners: round((winnerSums[k] ?? 0) / c, 2), others: round((otherSums[k] ?? 0) / (c * Math.max(1, n - 1)), 2) };
  }
  return {
    game: game.id,
    players: n,
    games: opts.games,
    completed,
    errors,
    invariantViolations: violations,
    winRateBySeat: wins.map((w) => round(w / c)),
    avgScoreBySeat: scoreSum.map((s) => round(s / c, 2)),
    avgActions: round(actions / c, 1),
    avgMonths: round(months.reduce((a, b) => a + b, 0) / c, 2),
    msPerGame: round(elapsed / Math.max(1, opts.games), 2),
    medianMonths: median(months),
    monthsHistogram: histogram,
    endedByThreshold: round(byThreshold / c),
    endedByFinalMonth: round(byFinal / c),
    reachedFinalMonth: round(reachedFinal / c),
    avgScoreSpread: round(spread / c, 2),
    avgWinnerMargin: round(margin / c, 2),
    maxDecisionMs: round(maxDecision, 2),
    slowestKind,
    decisionsOver50Ms: over50,
    winnersVsOthers,
    storeBuys,
    problems,
  };
}

/** Policies by name, one per seat, cycling through the list (e.g. "heuristic,random"). */
export function seatPolicies(names: string[], players: number): BotPolicy[] {
  const out: BotPolicy[] = [];
  for (let i = 0; i < players; i++) {
    const name = names[i % names.length] ?? 'heuristic';
    const policy = POLICIES[name];
    if (!policy) throw new Error(`Unknown bot "${name}"; known: ${Object.keys(POLICIES).join(', ')}`);
    out.push(policy);
  }
  return out;
}
