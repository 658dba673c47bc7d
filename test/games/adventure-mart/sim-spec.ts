// Adventure Mart's entry in the simulator's table (test/sim/games.ts): every card in exactly one
// zone, Gold never negative, at most 4 Fixtures and Staff per Store, tokens within their supply, the
// game over after Day 5, no view carrying another seat's hand; and the tuning figures: Net Worth
// parts of winners and others, Sales per Day, per card how often it was offered face up, bought
// when offered, and bought by the winner, Staff hires and re-hires, and how often Help from HQ
// decided the winner or changed the ranking.
import type { GameEvent, Outcome, Seat } from '../../../src/engine/types';
import type { AMState } from '../../../src/games/adventure-mart';
import { CARD_COUNT, CARDS } from '../../../src/games/adventure-mart/content';
import { DAYS, HELP_GOLD } from '../../../src/games/adventure-mart/constants';
import { effectRef, reviewEffect } from '../../../src/games/adventure-mart/effects/registry';
import type { AnyGame } from '../../conformance/drive';
import type { SimResult } from '../../sim/core';
import type { ReportOptions, SimSpec } from '../../sim/games';
import { round } from '../../sim/round';
import { invariants, noLeak } from './invariants';

export interface Tracker {
  bought: { key: string; seat: Seat }[];
  /** Card ids seen face up in a Depot queue this game (or bought from a deck top). */
  offered: Uint8Array;
  /**
   * Net Worth each seat got from Help from HQ: 3 Gold, or a claimed card's Buy / Hire Cost (a
   * claimed Staff scores nothing itself but spares Gold its owner would otherwise pay for it); a
   * claimed Fixture's Review bonus is added at the end if it is still in the Store face up.
   */
  helpWorth: number[];
  claimed: { seat: Seat; card: number }[];
  helpTaken: { gold: number; fixture: number; staff: number };
  sales: number;
  staffHires: number;
  rehires: number;
}

export interface CardStat {
  kind: 'stock' | 'fixture' | 'staff';
  /** Games in which a copy was face up in its queue. */
  offered: number;
  /** Games in which a copy was bought (queue, deck top or Help from HQ). */
  games: number;
  /** Of those, games in which the winner bought it. */
  byWinner: number;
}

interface Totals {
  players: number;
  sales: number;
  helpDecided: number;
  helpRanking: number;
  helpTaken: { gold: number; fixture: number; staff: number };
  staffHires: number;
  rehires: number;
  cards: Record<string, CardStat>;
  winnerSums: Record<string, number>;
  otherSums: Record<string, number>;
}

const PARTS = ['stock', 'fixtures', 'gold', 'bonuses'];
const KINDS = ['stock', 'fixture', 'staff'] as const;

function scanQueues(s: AMState, into: Uint8Array): void {
  for (const id of s.stock.queue) into[id] = 1;
  for (const id of s.fixtures.queue) into[id] = 1;
  for (const id of s.staff.queue) into[id] = 1;
}

function checkStep(before: AMState, after: AMState, _seat: Seat, events: GameEvent[], track: Tracker): string[] {
  try {
    invariants(before, after);
  } catch (e) {
    return [(e as Error).message];
  }
  scanQueues(after, track.offered);
  for (const e of events) {
    const d = e.data ?? {};
    // A Stock card bought from a deck is named only in its buyer's own event (AM-G3).
    const boughtUnseen = e.type === 'you-drew' && d.bought === true && Array.isArray(d.cards) ? d.cards[0] : undefined;
    const boughtCard = e.type === 'bought' || e.type === 'bought-from-deck' ? d.card : boughtUnseen;
    if (typeof boughtCard === 'number') {
      const c = CARDS[boughtCard]!;
      track.bought.push({ key: c.key, seat: d.seat as Seat });
      track.offered[boughtCard] = 1;
      if (c.kind === 'staff') track.staffHires++;
    }
    if (e.type === 'helped') {
      const seat = d.seat as Seat;
      const c = typeof d.card === 'number' ? CARDS[d.card] : undefined;
      const worth = c && (c.kind === 'fixture' || c.kind === 'staff') ? c.cost : HELP_GOLD;
      track.helpWorth[seat] = (track.helpWorth[seat] ?? 0) + worth;
      if (!c) track.helpTaken.gold++;
      else if (c.kind === 'fixture') track.helpTaken.fixture++;
      else track.helpTaken.staff++;
      if (c) {
        track.bought.push({ key: c.key, seat });
        track.claimed.push({ seat, card: d.card as number });
      }
    }
    if (e.type === 'rehired') track.rehires++;
    if (e.type === 'checkout') track.sales++;
  }
  return [];
}

function checkViews(_game: AnyGame<AMState>, state: AMState): string[] {
  try {
    noLeak(state);
    return [];
  } catch (e) {
    return [(e as Error).message];
  }
}

/** The ranking by these scores, ties kept in the order of `tieOrder` (the real ranking's tie-breaks). */
function rankBy(scores: number[], tieOrder: readonly Seat[]): Seat[] {
  return tieOrder.slice().sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || tieOrder.indexOf(a) - tieOrder.indexOf(b));
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const share = (a: number, b: number) => (b > 0 ? round(a / b) : 0);

export const adventureMartSim: SimSpec<AMState, Tracker, Totals> = {
  botName: 'heuristic',
  where: (s) => `day ${s.day}, ${s.stack.map((f) => f.f).join('>')}`,
  track: (n) => ({
    bought: [], offered: new Uint8Array(CARD_COUNT), helpWorth: new Array<number>(n).fill(0), claimed: [],
    helpTaken: { gold: 0, fixture: 0, staff: 0 }, sales: 0, staffHires: 0, rehires: 0,
  }),
  checkStep,
  checkViews,
  checkEnd: (s) => (s.day !== DAYS || s.history.length !== DAYS ? [`ended on day ${s.day} with ${s.history.length} Days recorded`] : []),

  start(players) {
    const cards: Record<string, CardStat> = {};
    for (const c of CARDS) {
      if ((c.kind === 'stock' && !c.basic) || c.kind === 'fixture' || c.kind === 'staff') cards[c.key] = { kind: c.kind, offered: 0, games: 0, byWinner: 0 };
    }
    const zero = () => Object.fromEntries(PARTS.map((k) => [k, 0]));
    return {
      players, sales: 0, helpDecided: 0, helpRanking: 0, helpTaken: { gold: 0, fixture: 0, staff: 0 }, staffHires: 0, rehires: 0,
      cards, winnerSums: zero(), otherSums: zero(),
    };
  },

  addGame(totals, state, outcome: Outcome, track) {
    scanQueues(state, track.offered);
    totals.sales += track.sales;
    totals.staffHires += track.staffHires;
    totals.rehires += track.rehires;
    for (const k of ['gold', 'fixture', 'staff'] as const) totals.helpTaken[k] += track.helpTaken[k];
    for (const { seat, card } of track.claimed) {
      const ref = effectRef(card);
      const review = reviewEffect(card);
      const slot = state.players[seat]?.store.find((x) => x.card === card);
      if (ref && review && slot?.faceUp) track.helpWorth[seat] = (track.helpWorth[seat] ?? 0) + review.gold(state, seat, ref);
    }
    const winner = outcome.ranking[0] as Seat;
    // Without everyone's help, would someone else have the highest Net Worth, or the order differ?
    const without = outcome.scores.map((s, i) => s - (track.helpWorth[i] ?? 0));
    const ranked = rankBy(without, outcome.ranking);
    if (ranked[0] !== winner) totals.helpDecided++;
    if (ranked.join() !== outcome.ranking.join()) totals.helpRanking++;
    const offered = new Set<string>();
    track.offered.forEach((v, id) => {
      if (v) offered.add(CARDS[id]!.key);
    });
    for (const key of offered) if (totals.cards[key]) totals.cards[key]!.offered++;
    const bought = new Set(track.bought.map((b) => b.key));
    for (const key of bought) if (totals.cards[key]) totals.cards[key]!.games++;
    const byWinner = new Set(track.bought.filter((b) => b.seat === winner).map((b) => b.key));
    for (const key of byWinner) if (totals.cards[key]) totals.cards[key]!.byWinner++;
    outcome.breakdown.forEach((parts, i) => {
      const into = i === winner ? totals.winnerSums : totals.otherSums;
      for (const k of PARTS) into[k] = (into[k] ?? 0) + (parts[k] ?? 0);
    });
  },

  summarise(r, totals, completed): SimResult {
    const c = Math.max(1, completed);
    const n = totals.players;
    const winnersVsOthers: Record<string, { winners: number; others: number }> = {};
    for (const k of PARTS) {
      winnersVsOthers[k] = { winners: round((totals.winnerSums[k] ?? 0) / c, 2), others: round((totals.otherSums[k] ?? 0) / (c * Math.max(1, n - 1)), 2) };
    }
    // Per kind: the average design's share of games bought in, and of games offered in which it was bought.
    const byKind: Record<string, { boughtIn: number; boughtWhenOffered: number; lowest: string }> = {};
    for (const kind of KINDS) {
      // Designs never offered (outside the first-game subset) say nothing about buying.
      const stats = Object.entries(totals.cards).filter(([, s]) => s.kind === kind && s.offered > 0);
      const rates = stats.map(([key, s]) => ({ key, rate: share(s.games, s.offered) }));
      const lowest = rates.sort((a, b) => a.rate - b.rate)[0];
      byKind[kind] = {
        boughtIn: round(stats.reduce((a, [, s]) => a + s.games, 0) / (c * Math.max(1, stats.length))),
        boughtWhenOffered: round(rates.reduce((a, x) => a + x.rate, 0) / Math.max(1, rates.length)),
        lowest: lowest ? `${lowest.key} ${pct(lowest.rate)}` : '',
      };
    }
    const helps = totals.helpTaken.gold + totals.helpTaken.fixture + totals.helpTaken.staff;
    return {
      game: r.game, players: r.players, games: r.games, completed: r.completed, errors: r.errors,
      invariantViolations: r.invariantViolations, winRateBySeat: r.winRateBySeat, avgScoreBySeat: r.avgScoreBySeat,
      avgActions: r.avgActions, msPerGame: r.msPerGame,
      salesPerDay: round(totals.sales / (c * DAYS), 2),
      helpDecidedWinner: round(totals.helpDecided / c),
      helpChangedRanking: round(totals.helpRanking / c),
      helpTaken: { gold: share(totals.helpTaken.gold, helps), fixture: share(totals.helpTaken.fixture, helps), staff: share(totals.helpTaken.staff, helps) },
      staffHiresPerPlayer: round(totals.staffHires / (c * n), 2),
      rehiresPerGame: round(totals.rehires / c, 2),
      avgScoreSpread: r.avgScoreSpread, avgWinnerMargin: r.avgWinnerMargin, maxDecisionMs: r.maxDecisionMs,
      slowestKind: r.slowestKind, decisionsOver50Ms: r.decisionsOver50Ms,
      winnersVsOthers,
      byKind,
      cardBuys: totals.cards,
      problems: r.problems,
    };
  },

  report(r, options: ReportOptions = {}) {
    const help = r.helpTaken as Record<string, number>;
    const middle = [
      `Sales per Day ${r.salesPerDay}; Help from HQ decided the winner in ${pct(r.helpDecidedWinner as number)} of games and changed the ranking in ${pct(r.helpChangedRanking as number)}`,
      `Help from HQ taken as Gold ${pct(help.gold ?? 0)}, a Fixture ${pct(help.fixture ?? 0)}, a Staff ${pct(help.staff ?? 0)}; Staff hired ${r.staffHiresPerPlayer} per player per game, ${r.rehiresPerGame} re-hires per game`,
    ];
    const tail = ['', 'Net Worth, winners vs others (average per player)'];
    for (const [k, v] of Object.entries(r.winnersVsOthers as Record<string, { winners: number; others: number }>)) {
      tail.push(`  ${k.padEnd(10)}${String(v.winners).padEnd(8)}${v.others}`);
    }
    tail.push('', 'kind      bought in (avg design)   bought when offered   lowest');
    for (const [k, v] of Object.entries(r.byKind as Record<string, { boughtIn: number; boughtWhenOffered: number; lowest: string }>)) {
      tail.push(`  ${k.padEnd(8)}${pct(v.boughtIn).padEnd(25)}${pct(v.boughtWhenOffered).padEnd(22)}${v.lowest}`);
    }
    if (options.cards) {
      tail.push('', 'card                         kind     offered in  bought in   when offered  by winner');
      const cards = Object.entries(r.cardBuys as Record<string, CardStat>).sort((a, b) => a[1].kind.localeCompare(b[1].kind) || b[1].games - a[1].games);
      const games = Math.max(1, r.completed);
      for (const [key, s] of cards) {
        tail.push(`  ${key.padEnd(27)}${s.kind.padEnd(9)}${pct(s.offered / games).padEnd(12)}${pct(s.games / games).padEnd(12)}${(s.offered ? pct(s.games / s.offered) : '-').padEnd(14)}${s.games ? pct(s.byWinner / s.games) : '-'}`);
      }
    }
    return { middle, tail };
  },
};
