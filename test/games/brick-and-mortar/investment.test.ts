import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/types';
import { brickAndMortar } from '../../../src/games/brick-and-mortar';
import { finalMonth, pointsThreshold } from '../../../src/games/brick-and-mortar/constants';
import { storeCard } from '../../../src/games/brick-and-mortar/content';
import { advance } from '../../../src/games/brick-and-mortar/rules/phases';
import type { BMState } from '../../../src/games/brick-and-mortar/state';
import { act, makeState, one, play, prompted, reject, startPhase, type PlayerSpec } from './builder';

const invest = (players: PlayerSpec[], turnOrder?: number[]) => startPhase(makeState({ players, turnOrder }), 'investment');

describe('Investment', () => {
  it('BM-I1 each player has one opportunity in turn order; reordering gives no extra turn', () => {
    let s = invest([{}, {}, {}]);
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'invest' }]);
    // Seat 0 sells 5 points and drops to last: seat 1 comes next, seat 0 does not come round again.
    const r = act(s, 0, { type: 'invest', points: -5 });
    expect(one(r.events, 'invested').turnOrder).toEqual([1, 2, 0]);
    s = r.state;
    expect(prompted(s)).toEqual([{ seat: 1, kind: 'invest' }]);
    s = play(s, [[1, { type: 'invest', points: 0 }], [2, { type: 'invest', points: 0 }]]).state;
    expect(s.step.phase).not.toBe('investment');
  });

  it('BM-I1 the Investment opportunity is kept when turn order changes mid-phase: nobody unserved is skipped', () => {
    let s = invest([{}, { cash: 50 }, {}]);
    s = act(s, 0, { type: 'invest', points: 0 }).state;
    // Seat 1 buys 3 points and jumps ahead of seat 0; seat 2, still unserved, is next.
    const r = act(s, 1, { type: 'invest', points: 3 });
    expect(r.state.turnOrder).toEqual([1, 0, 2]);
    expect(prompted(r.state)).toEqual([{ seat: 2, kind: 'invest' }]);
  });

  it('BM-I2 at most 10 points bought per Investment phase, at $5 each', () => {
    const s = invest([{ cash: 100 }, {}]);
    expect(reject(s, 0, { type: 'invest', points: 11 }).message).toBe('At most 10 points can be bought in one Investment phase.');
    const r = act(s, 0, { type: 'invest', points: 10 });
    expect(one(r.events, 'invested')).toMatchObject({ points: 10, paid: 50 });
    expect(r.state.players[0]).toMatchObject({ cash: 50, points: 20 });
  });

  it('BM-I3 selling gives $3 per point, limited only by the points held', () => {
    const s = invest([{ points: 12 }, {}]);
    expect(reject(s, 0, { type: 'invest', points: -13 }).code).toBe('no-points');
    const r = act(s, 0, { type: 'invest', points: -12 });
    expect(r.state.players[0]).toMatchObject({ cash: 15 + 36, points: 0 });
  });

  it('BM-I4 score and turn order change immediately', () => {
    const s = invest([{ points: 10 }, { points: 9, cash: 20 }], [0, 1]);
    const r = act(s, 0, { type: 'invest', points: -2 });
    expect(r.state.players[0]!.points).toBe(8);
    expect(r.state.turnOrder).toEqual([1, 0]);
    expect(brickAndMortar.view(r.state, 'table').turnOrder).toEqual([1, 0]);
  });

  it('BM-I5 BM-D4 debt cannot be used to buy points', () => {
    const s = invest([{ cash: 4 }, {}]);
    expect(reject(s, 0, { type: 'invest', points: 1 }).message).toBe('Points cost $5 each, paid in cash: debt cannot buy points.');
    expect(brickAndMortar.legal(s, 0).some((a) => a.type === 'invest' && a.points > 0)).toBe(false);
  });
});

describe('Utilities and debt', () => {
  /** Runs a Sale with no demand, which goes straight on to Utilities. */
  function throughUtilities(players: PlayerSpec[]): { state: BMState; events: GameEvent[] } {
    const events: GameEvent[] = [];
    const state = startPhase(makeState({ players }), 'sale', events);
    return { state, events };
  }

  it('BM-U1 each player pays the utilities printed on each open Store', () => {
    const { state, events } = throughUtilities([{ cash: 10, stores: ['st-pantry', 'gem-vault'] }, { stores: ['st-pantry'] }]);
    const paid = events.filter((e) => e.type === 'utilities-paid').map((e) => e.data);
    expect(paid).toMatchObject([{ seat: 0, amount: 4, debt: 0 }, { seat: 1, amount: 1, debt: 0 }]);
    expect(state.players.map((p) => p.cash)).toEqual([6, 14]);
  });

  it('BM-U1 BM-D2 BM-D4 utilities are compulsory: a shortfall is covered by debt, the odd dollar kept', () => {
    const { state, events } = throughUtilities([{ cash: 3, stores: ['st-pantry', 'gem-vault'] }, {}]);
    expect(events.find((e) => e.type === 'utilities-paid')?.data).toMatchObject({ seat: 0, amount: 4, debt: 1 });
    expect(state.players[0]).toMatchObject({ cash: 1, debt: 1 });
  });

  it('BM-D1 each debt point gives $2 now and costs 1 point at final scoring', () => {
    const { state } = throughUtilities([{ cash: 0, stores: ['st-pantry', 'gem-vault'] }, {}]);
    // $4 due with no cash: exactly 2 debt points.
    expect(state.players[0]).toMatchObject({ cash: 0, debt: 2 });
    const over: BMState = { ...state, step: { phase: 'over' } };
    const o = brickAndMortar.outcome(over)!;
    expect(o.breakdown[0]).toMatchObject({ points: 10, debt: 2 });
    expect(o.scores[0]).toBe(10 + storeCard('gem-vault').finalPoints - 2);
  });

  it('BM-D2 when a payment needs an odd amount, the leftover dollar is kept as cash', () => {
    const { state } = throughUtilities([{ cash: 0, stores: ['st-pantry'] }, {}]);
    expect(state.players[0]).toMatchObject({ cash: 1, debt: 1 });
  });

  it('BM-D3 debt is never repaid and moves neither the score nor the turn order', () => {
    const { state } = throughUtilities([{ cash: 0, points: 12, stores: ['st-pantry', 'gem-vault'] }, { points: 11 }]);
    expect(state.players[0]).toMatchObject({ points: 12, debt: 2 });
    expect(state.turnOrder).toEqual([0, 1]);
    const kinds = new Set(brickAndMortar.legal(state, 0).map((a) => a.type));
    expect(kinds).toEqual(new Set(['invest']));
    // Cash can buy points but never pays back debt.
    const r = act({ ...state, players: state.players.map((p, i) => (i === 0 ? { ...p, cash: 10 } : p)) }, 0, { type: 'invest', points: 2 });
    expect(r.state.players[0]).toMatchObject({ debt: 2, cash: 0, points: 14 });
  });

  it('BM-D4 debt is taken only to cover what cash cannot', () => {
    const { state } = throughUtilities([{ cash: 4, stores: ['st-pantry', 'gem-vault'] }, {}]);
    expect(state.players[0]).toMatchObject({ cash: 0, debt: 0 });
  });
});

describe('End of month and end of game', () => {
  const endOfMonth = (state: BMState): { state: BMState; events: GameEvent[] } => {
    const events: GameEvent[] = [];
    return { state: advance({ ...state, step: { phase: 'between', after: 'investment' } }, events), events };
  };

  it('BM-M2 the game ends after the final month: October with 2 or 3 players, September with 4', () => {
    expect(makeState({ players: [{}, {}] }).finalMonth).toBe(10);
    expect(makeState({ players: [{}, {}, {}] }).finalMonth).toBe(10);
    expect(makeState({ players: [{}, {}, {}, {}] }).finalMonth).toBe(9);
    const sept = endOfMonth(makeState({ players: [{}, {}, {}, {}], month: 9 }));
    expect(sept.state.step.phase).toBe('over');
    const sept3 = endOfMonth(makeState({ players: [{}, {}, {}], month: 9 }));
    expect(sept3.state.step.phase).toBe('building');
    expect(sept3.state.month).toBe(10);
  });

  it('BM-M2 the game ends when a player reaches 45 score-track points after Investment (35 with 4 players)', () => {
    const three = endOfMonth(makeState({ players: [{ points: 44 }, {}, {}], month: 4 }));
    expect(three.state.step.phase).toBe('building');
    const reached = endOfMonth(makeState({ players: [{ points: 45 }, {}, {}], month: 4 }));
    expect(reached.state.step.phase).toBe('over');
    expect(reached.events.find((e) => e.type === 'game-over')?.data).toMatchObject({ reason: 'points threshold' });
    const four = endOfMonth(makeState({ players: [{}, {}, {}, { points: 35 }], month: 4 }));
    expect(four.state.step.phase).toBe('over');
    // Store points and debt do not count toward the threshold.
    const stores = endOfMonth(makeState({ players: [{ points: 40, stores: ['auction-atelier', 'mall-anchor'] }, {}], month: 4 }));
    expect(stores.state.step.phase).toBe('building');
  });

  it('BM-M2 debt does not lower the score-track points that reach the threshold', () => {
    const players = 3;
    const indebted = endOfMonth(makeState({ players: [{ points: pointsThreshold(players), debt: 3 }, {}, {}], month: finalMonth(players) - 1 }));
    expect(indebted.state.step.phase).toBe('over');
    expect(indebted.events.find((e) => e.type === 'game-over')?.data).toMatchObject({ reason: 'points threshold' });
  });

  it('BM-E1 final score = points + final points of open Stores - debt', () => {
    const s: BMState = { ...makeState({ players: [{ points: 20, debt: 3, stores: ['st-pantry', 'gallery-nine', 'gem-vault'] }, {}] }), step: { phase: 'over' } };
    const o = brickAndMortar.outcome(s)!;
    const stores = storeCard('st-pantry').finalPoints + storeCard('gallery-nine').finalPoints + storeCard('gem-vault').finalPoints;
    expect(stores).toBeGreaterThan(0);
    expect(o.scores[0]).toBe(20 + stores - 3);
    expect(o.breakdown[0]).toEqual({ points: 20, stores, debt: 3, cash: 15 });
    expect(brickAndMortar.outcome(makeState({ players: [{}, {}] }))).not.toBeNull();
    expect(brickAndMortar.outcome(startPhase(makeState({ players: [{}, {}] }), 'investment'))).toBeNull();
  });

  it('BM-E2 ties go to the most cash, then to the player later in turn order', () => {
    const byCash: BMState = { ...makeState({ players: [{ cash: 5 }, { cash: 9 }, { cash: 5 }] }), step: { phase: 'over' } };
    expect(brickAndMortar.outcome(byCash)!.ranking).toEqual([1, 2, 0]);
    const byOrder: BMState = { ...makeState({ players: [{}, {}, {}], turnOrder: [2, 0, 1] }), step: { phase: 'over' } };
    expect(brickAndMortar.outcome(byOrder)!.ranking).toEqual([1, 0, 2]);
  });

  it('BM-E3 the month that ends the game is recorded in the history too', () => {
    const players = 2;
    const last = finalMonth(players);
    const before = makeState({ players: [{ points: 12, cash: 3, debt: 1 }, {}], month: last });
    const over = endOfMonth(before);
    expect(over.state.step.phase).toBe('over');
    expect(over.state.history).toEqual([{
      month: last,
      points: before.players.map((p) => p.points),
      cash: before.players.map((p) => p.cash),
      debt: before.players.map((p) => p.debt),
    }]);
    expect(brickAndMortar.view(over.state, 'table').history.length).toBe(1);
  });

  it('BM-E3 points and cash are recorded month by month for the end screen, with the score broken down', () => {
    let s = endOfMonth(makeState({ players: [{ points: 12, cash: 3 }, {}], month: 2 })).state;
    s = endOfMonth({ ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, points: 15 } : p)) }).state;
    expect(s.history).toEqual([
      { month: 2, points: [12, 10], cash: [3, 15], debt: [0, 0] },
      { month: 3, points: [15, 10], cash: [3, 15], debt: [0, 0] },
    ]);
    const over: BMState = { ...s, step: { phase: 'over' } };
    const v = brickAndMortar.view(over, 'table');
    expect(v.history.length).toBe(2);
    expect(v.outcome?.breakdown[0]).toEqual({ points: 15, stores: 0, debt: 0, cash: 3 });
  });
});
