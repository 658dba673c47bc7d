// Adventure Mart's entry for the simulator's table (test/sim/games.ts: `'adventure-mart':
// adventureMartSim`): every card in exactly one zone, Gold never negative, at most 4 Fixtures and
// Staff per Store, tokens within their supply, the game over after Day 5, no view carrying another
// seat's hand; and the tuning figures: Net Worth parts of winners and others, Sales per Day, how
// often each card is bought and how often by the winner, and how often Help from HQ decided the
// winner (the winner without every player's help would differ).
import type { GameEvent, Outcome, Seat } from '../../../src/engine/types';
import type { AMState } from '../../../src/games/adventure-mart';
import { CARDS } from '../../../src/games/adventure-mart/content';
import { DAYS, HELP_GOLD } from '../../../src/games/adventure-mart/constants';
import type { AnyGame } from '../../conformance/drive';
import type { SimResult } from '../../sim/core';
import type { SimSpec } from '../../sim/games';
import { round } from '../../sim/round';
import { invariants, noLeak } from './invariants';

export interface Tracker {
  bought: { key: string; seat: Seat }[];
  /** Net Worth each seat got from Help from HQ (3 Gold, or a claimed Fixture's Buy Cost). */
  helpWorth: number[];
  helps: number;
  sales: number;
}

export interface CardStat {
  /** Games in which the design was bought (queue, deck top or Help from HQ). */
  games: number;
  byWinner: number;
}

interface Totals {
  players: number;
  sales: number;
  helps: number;
  helpDecided: number;
  spreads: number[];
  cards: Record<string, CardStat>;
  winnerSums: Record<string, number>;
  otherSums: Record<string, number>;
}

const PARTS = ['stock', 'fixtures', 'gold', 'bonuses'];

function checkStep(before: AMState, after: AMState, _seat: Seat, events: GameEvent[], track: Tracker): string[] {
  try {
    invariants(before, after);
  } catch (e) {
    return [(e as Error).message];
  }
  for (const e of events) {
    const d = e.data ?? {};
    if ((e.type === 'bought' || e.type === 'bought-from-deck') && typeof d.card === 'number') {
      track.bought.push({ key: CARDS[d.card]!.key, seat: d.seat as Seat });
    }
    if (e.type === 'helped') {
      track.helps++;
      const seat = d.seat as Seat;
      const c = typeof d.card === 'number' ? CARDS[d.card] : undefined;
      track.helpWorth[seat] = (track.helpWorth[seat] ?? 0) + (c ? (c.kind === 'fixture' ? c.cost : 0) : HELP_GOLD);
      if (c) track.bought.push({ key: c.key, seat });
    }
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

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

export const adventureMartSim: SimSpec<AMState, Tracker, Totals> = {
  botName: 'heuristic',
  where: (s) => `day ${s.day}, ${s.stack.map((f) => f.f).join('>')}`,
  track: (n) => ({ bought: [], helpWorth: new Array<number>(n).fill(0), helps: 0, sales: 0 }),
  checkStep,
  checkViews,
  checkEnd: (s) => (s.day !== DAYS || s.history.length !== DAYS ? [`ended on day ${s.day} with ${s.history.length} Days recorded`] : []),

  start(players) {
    const cards: Record<string, CardStat> = {};
    for (const c of CARDS) if ((c.kind === 'stock' && !c.basic) || c.kind === 'fixture' || c.kind === 'staff') cards[c.key] = { games: 0, byWinner: 0 };
    const zero = () => Object.fromEntries(PARTS.map((k) => [k, 0]));
    return { players, sales: 0, helps: 0, helpDecided: 0, spreads: [], cards, winnerSums: zero(), otherSums: zero() };
  },

  addGame(totals, _state, outcome: Outcome, track) {
    totals.sales += track.sales;
    totals.helps += track.helps;
    const winner = outcome.ranking[0] as Seat;
    totals.spreads.push(Math.max(...outcome.scores) - Math.min(...outcome.scores));
    // Without anyone's help, would someone else have the highest Net Worth?
    const without = outcome.scores.map((s, i) => s - (track.helpWorth[i] ?? 0));
    const best = Math.max(...without);
    if ((without[winner] ?? 0) < best) totals.helpDecided++;
    const seen = new Set<string>();
    for (const b of track.bought) {
      const stat = totals.cards[b.key];
      if (!stat) continue;
      if (!seen.has(b.key)) {
        seen.add(b.key);
        stat.games++;
      }
    }
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
    return {
      game: r.game, players: r.players, games: r.games, completed: r.completed, errors: r.errors,
      invariantViolations: r.invariantViolations, winRateBySeat: r.winRateBySeat, avgScoreBySeat: r.avgScoreBySeat,
      avgActions: r.avgActions, msPerGame: r.msPerGame,
      salesPerDay: round(totals.sales / (c * DAYS), 2),
      helpDecidedWinner: round(totals.helpDecided / c),
      avgScoreSpread: r.avgScoreSpread, avgWinnerMargin: r.avgWinnerMargin, maxDecisionMs: r.maxDecisionMs,
      slowestKind: r.slowestKind, decisionsOver50Ms: r.decisionsOver50Ms,
      winnersVsOthers,
      cardBuys: totals.cards,
      problems: r.problems,
    };
  },

  report(r) {
    const middle = [
      `Sales per Day ${r.salesPerDay}; Help from HQ decided the winner in ${pct(r.helpDecidedWinner as number)} of games`,
    ];
    const tail = ['', 'Net Worth, winners vs others (average per player)'];
    for (const [k, v] of Object.entries(r.winnersVsOthers as Record<string, { winners: number; others: number }>)) {
      tail.push(`  ${k.padEnd(10)}${String(v.winners).padEnd(8)}${v.others}`);
    }
    tail.push('', 'card                         bought in   by winner');
    const cards = Object.entries(r.cardBuys as Record<string, CardStat>).sort((a, b) => b[1].games - a[1].games);
    for (const [key, s] of cards) tail.push(`  ${key.padEnd(27)}${pct(s.games / Math.max(1, r.completed)).padEnd(12)}${s.games ? pct(s.byWinner / s.games) : '-'}`);
    return { middle, tail };
  },
};

