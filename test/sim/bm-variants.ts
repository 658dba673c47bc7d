// Brick & Mortar bot variants played head to head: one seat plays the variant, the others the
// base tuning, and the variant's seat is rotated over every seat so seat order cannot favour it.
import { DEFAULT_PARAMS, makeHeuristicBot, type BotParams } from '../../src/games/brick-and-mortar/bots';
import { brickAndMortarModule as module } from '../../src/games/brick-and-mortar/module';
import type { BotPolicy } from '../../src/games/game-module';
import { simulate } from './core';

const D = DEFAULT_PARAMS;

/**
 * The named variants the default bot must not lose to (docs/balance.md: "Brick & Mortar: tuning figures"),
 * each a change of the default tuning, so they stay variants when the defaults move. "the default
 * itself" changes nothing: its row is the noise of the run (the same games for every row).
 */
export const BOT_VARIANTS: Record<string, Partial<BotParams>> = {
  'the default itself': {},
  'never buys Stores': { noStores: true },
  'never takes debt': { avoidDebt: true },
  'points only at the end': { lateInvest: true },
  'half as eager': { eagerness: D.eagerness / 2 },
  'twice as eager': { eagerness: D.eagerness * 2 },
  'keeps less cash': { stockReserve: D.stockReserve / 2, storeReserve: D.storeReserve / 2 },
  'keeps more cash': { stockReserve: D.stockReserve * 1.5, storeReserve: D.storeReserve * 1.5 },
  'values Stores less': { flowScale: D.flowScale * 0.7 },
  'values Stores more': { flowScale: D.flowScale * 1.4 },
  'bids higher': { supplyTop: D.supplyTop + 0.3 },
  'sells dearer': { saleLow: D.saleLow + 0.2 },
  'shies from auctions': { longShot: 0.3 },
  'former default': { flowScale: 0.5, realised: 0.7, stockReserve: 1, storeReserve: 0.7, eagerness: 1, longShot: 0.3 },
};

export interface HeadToHead {
  games: number;
  /** Games the variant's seat won. */
  wins: number;
  /** The variant's average score minus the others' average, per game. */
  scoreEdge: number;
}

/** `gamesPerSeat` games with the variant in each seat in turn; the base bot everywhere else. */
export function headToHead(variant: Partial<BotParams>, base: Partial<BotParams>, players: number, gamesPerSeat: number, seed: string): HeadToHead {
  const v = makeHeuristicBot(variant);
  const b = makeHeuristicBot(base);
  let wins = 0;
  let games = 0;
  let edge = 0;
  for (let seat = 0; seat < players; seat++) {
    const bots: BotPolicy[] = Array.from({ length: players }, (_, i) => (i === seat ? v : b));
    const r = simulate({ module, players, games: gamesPerSeat, seed: `${seed}-v${seat}`, checkViews: false, bots });
    if (r.errors + r.invariantViolations > 0) throw new Error(`variant games broke: ${r.problems[0]}`);
    wins += Math.round((r.winRateBySeat[seat] ?? 0) * r.completed);
    games += r.completed;
    const mine = r.avgScoreBySeat[seat] ?? 0;
    const rest = r.avgScoreBySeat.reduce((a, s, i) => (i === seat ? a : a + s), 0) / (players - 1);
    edge += (mine - rest) * r.completed;
  }
  return { games, wins, scoreEdge: edge / Math.max(1, games) };
}
