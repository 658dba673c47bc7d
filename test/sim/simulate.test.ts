// The simulator's core, run for a few games per player count: every game completes with no error
// and no invariant violation (checked after every action, views included), the JSON summary has
// the agreed keys, and the invariant checker does catch a broken state.
import { describe, expect, it } from 'vitest';
import { brickAndMortar, type BMState } from '../../src/games/brick-and-mortar';
import { randomBot } from '../../src/games/brick-and-mortar/bots';
import { brickAndMortarModule as module } from '../../src/games/brick-and-mortar/module';
import { checkInvariants, checkViews, newTracker } from './brick-and-mortar';
import { simulate } from './core';
import { sealedBidBot, sealedBidGame } from '../engine/sealed-bid-game';

const KEYS = ['game', 'players', 'games', 'completed', 'errors', 'invariantViolations', 'winRateBySeat', 'avgScoreBySeat', 'avgActions', 'avgMonths', 'msPerGame'];

describe('simulate', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: heuristic games end by the final month with every invariant held`, () => {
      const r = simulate({ module, players, games: 15, seed: 'vitest' });
      expect(r.problems).toEqual([]);
      expect(r).toMatchObject({ game: 'brick-and-mortar', players, games: 15, completed: 15, errors: 0, invariantViolations: 0 });
      expect(Object.keys(r).slice(0, KEYS.length)).toEqual(KEYS);
      expect(r.winRateBySeat).toHaveLength(players);
      expect(r.winRateBySeat.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 2);
      expect(r.avgMonths).toBeLessThanOrEqual(players === 4 ? 9 : 10);
    });
  }

  it('a run split into parts by firstDeal plays the same deals as one run', () => {
    const seats = (r: { winRateBySeat: number[]; games: number }) => r.winRateBySeat.map((w) => Math.round(w * r.games));
    const whole = simulate({ module, players: 2, games: 4, seed: 'parts', rotate: true, checkViews: false });
    const parts = [0, 1].map((firstDeal) => simulate({ module, players: 2, games: 2, seed: 'parts', rotate: true, checkViews: false, firstDeal }));
    const summed = [0, 1].map((s) => parts.reduce((n, r) => n + (seats(r)[s] ?? 0), 0));
    expect(summed).toEqual(seats(whole));
    expect(parts[1]?.avgScoreBySeat).not.toEqual(parts[0]?.avgScoreBySeat);
  });

  it('random bots, first-game hands: still no error or violation', () => {
    const r = simulate({ module, players: 3, games: 4, seed: 'random', bots: [randomBot, randomBot, randomBot], firstGame: true });
    expect(r.problems).toEqual([]);
    expect(r.errors + r.invariantViolations).toBe(0);
  });

  it('takes any game: the kernel\'s test game, with only the contract checks, reports the same keys', () => {
    const testGame = { game: sealedBidGame, bot: sealedBidBot };
    const r = simulate({ module: testGame, players: 3, games: 10, seed: 'any-game' });
    expect(r.problems).toEqual([]);
    expect(r).toMatchObject({ game: 'sealed-bid-test', players: 3, completed: 10, errors: 0, invariantViolations: 0 });
    expect(Object.keys(r)).toEqual(expect.arrayContaining(KEYS.filter((k) => k !== 'avgMonths')));
    // A bot that breaks the rules is reported as an error, not a crash.
    const cheat = simulate({ module: { game: sealedBidGame, bot: () => ({ type: 'bid', amount: 99 }) }, players: 2, games: 1, seed: 'cheat' });
    expect(cheat.errors).toBe(1);
    expect(cheat.problems[0]).toMatch(/refused/);
  });

  it('the checks catch broken states: negative cash, lost crates, falling debt, leaked hands', () => {
    let before: BMState | null = null;
    simulate({ module, players: 2, games: 1, seed: 'broken', checkViews: false, onGame: (g) => (before = g.final as BMState) });
    const ok = before as unknown as BMState;
    const track = newTracker(2);
    const broken: BMState = {
      ...ok,
      players: ok.players.map((p, i) => (i === 0 ? { ...p, cash: -1, debt: p.debt - 1 } : p)),
      market: ok.market.map((n, i) => (i === 0 ? n + 1 : n)),
    };
    const found = checkInvariants(ok, broken, 0, [], track).join('\n');
    expect(found).toMatch(/cash -1 is negative/);
    expect(found).toMatch(/debt went down/);
    expect(found).toMatch(/food crates not conserved/);
    expect(checkViews(ok)).toEqual([]);
    const view = brickAndMortar.view;
    try {
      // A view that leaked seat 1's Market hand to seat 0 must be reported.
      (brickAndMortar as { view: typeof view }).view = (s, viewer) => {
        const v = view(s, viewer);
        return { ...v, players: v.players.map((p) => ({ ...p, marketHand: [] })) };
      };
      expect(checkViews(ok).some((m: string) => /Market hand/.test(m))).toBe(true);
    } finally {
      (brickAndMortar as { view: typeof view }).view = view;
    }
  });
});
