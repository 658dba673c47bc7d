// Brick & Mortar's Hard bot: its worlds agree with what the seat sees, it never peeks (states that
// look the same to the seat, with other hidden cards and another future, get the same decision),
// it plays only legal moves to the end of a game, and with a small budget it beats Normal on most
// of a few fixed deals. Budgets here are small so CI stays quick; the full figures are the
// simulator's (README, "Bot levels").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedRng, shuffle } from '../../src/engine/rng';
import type { Seat } from '../../src/engine/types';
import { makeEasyBot } from '../../src/games/bots/easy';
import { makeHardBot, searchDecision } from '../../src/games/bots/search';
import { brickAndMortar as game, type BMAction, type BMState } from '../../src/games/brick-and-mortar';
import { heuristicBot } from '../../src/games/brick-and-mortar/bots';
import { determinize } from '../../src/games/brick-and-mortar/bots/determinize';
import { bmSearch } from '../../src/games/brick-and-mortar/bots/hard';
import type { BotPolicy } from '../../src/games/game-module';
import { seatsOf } from '../conformance/drive';
import { playSeats } from './play';

/** States met in play by Normal bots, every few moves. */
function corpus(players: number, seed: string, every: number): BMState[] {
  const out: BMState[] = [];
  playSeats(game, seatsOf(players), seed, new Array<BotPolicy>(players).fill(heuristicBot), (s, k) => {
    if (k % every === 0) out.push(s);
  });
  return out;
}

/** What a seat sees, less who else has entered a sealed value (a world leaves those to the rollout). */
function seen(state: BMState, seat: Seat): string {
  const v = game.view(state, seat) as unknown as Record<string, { sealed?: object } & object>;
  const step = v.step as { sealed?: object | null };
  return JSON.stringify({ ...v, prompts: null, step: { ...step, sealed: step.sealed ? { ...step.sealed, submitted: null } : step.sealed } });
}

/** The same state with every card the seat cannot see dealt again, and another future. */
function reshuffled(state: BMState, seat: Seat, seed: string): BMState {
  let rng = seedRng(seed);
  const rivals = state.players.map((_, i) => i).filter((i) => i !== seat);
  const demandHidden = state.step.phase !== 'sale';
  const draft = state.step.phase === 'draft' ? state.step : null;
  const market = [...state.marketDeck, ...rivals.flatMap((i) => [...state.players[i]!.market, ...(demandHidden ? state.demand[i]! : [])])];
  const stores = [...state.storeDeck, ...state.draftDiscard, ...rivals.flatMap((i) => [...state.players[i]!.hand, ...(draft?.hands[i] ?? [])])];
  let m: number[];
  let st: string[];
  [m, rng] = shuffle(rng, market);
  [st, rng] = shuffle(rng, stores);
  const take = <T>(list: T[], n: number) => list.splice(0, n);
  const players = state.players.map((p, i) => (i === seat ? p : { ...p, market: take(m, p.market.length), hand: take(st, p.hand.length) }));
  const demand = state.demand.map((d, i) => (i === seat || !demandHidden ? d : take(m, d.length)));
  const step = draft ? { ...draft, hands: draft.hands.map((h, i) => (i === seat ? h : take(st, h.length))) } : state.step;
  return {
    ...state, players, demand, step, rng: seedRng(`${seed}:future`),
    marketDeck: take(m, state.marketDeck.length), storeDeck: take(st, state.storeDeck.length), draftDiscard: take(st, state.draftDiscard.length),
  };
}

const budget = { iterations: 8, candidates: 4 };
const hardFrom = (state: BMState, seat: Seat, seed: string) =>
  searchDecision(bmSearch, game.view(state, seat), game.legal(state, seat), seat, seed, budget);

describe("Brick & Mortar's Hard bot", () => {
  const states = [...corpus(2, 'hard-a', 9), ...corpus(3, 'hard-b', 11), ...corpus(4, 'hard-c', 13)];

  it('deals worlds that look to the seat exactly as its view, with the same legal moves, and differ elsewhere', () => {
    let differ = 0;
    for (const state of states) {
      const seat = game.pending(state)[0]?.seat;
      if (seat === undefined) continue;
      const view = game.view(state, seat);
      const a = determinize(view, seat, 'one');
      const b = determinize(view, seat, 'two');
      expect(a).not.toBeNull();
      expect(seen(a!, seat)).toBe(seen(state, seat));
      expect(JSON.stringify(game.legal(a!, seat))).toBe(JSON.stringify(game.legal(state, seat)));
      if (JSON.stringify(a!.storeDeck) !== JSON.stringify(b!.storeDeck)) differ++;
    }
    expect(differ).toBeGreaterThan(states.length / 2);
  });

  it('never peeks: two states alike to the seat, with other hidden cards and future, get the same decision', () => {
    const searched = states.filter((s) => {
      const p = game.pending(s)[0];
      return p && bmSearch.matters(game.view(s, p.seat), game.legal(s, p.seat), p.seat) && game.legal(s, p.seat).length > 1;
    });
    expect(searched.length).toBeGreaterThan(10);
    fc.assert(
      fc.property(fc.nat(searched.length - 1), fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), (i, other, seed) => {
        const a = searched[i]!;
        const seat = game.pending(a)[0]!.seat;
        const b = reshuffled(a, seat, `other:${other}`);
        expect(game.view(b, seat)).toEqual(game.view(a, seat));
        // The other state really hides other cards (or the seat would see nothing to guess).
        const hidden = (s: BMState) => JSON.stringify([s.storeDeck, s.marketDeck, s.rng]);
        expect(hidden(b)).not.toBe(hidden(a));
        const da = hardFrom(a, seat, seed);
        expect(da.searched).toBe(true);
        expect(hardFrom(b, seat, seed).action).toEqual(da.action);
      }),
      { numRuns: 12, seed: 31 },
    );
  });

  it('Easy and Hard play only legal moves, and every game ends', { timeout: 120_000 }, () => {
    const hard = makeHardBot(bmSearch, { iterations: 4, candidates: 3 });
    const easy = makeEasyBot(heuristicBot);
    for (const [players, seats] of [[2, [hard, easy]], [3, [easy, heuristicBot, hard]]] as const) {
      const played = playSeats(game, seatsOf(players), `legal-${players}`, seats as unknown as BotPolicy[]);
      expect(played.outcome).not.toBeNull();
    }
  });

  it('beats Normal on most of eight fixed two-player deals, seats swapped (small budget)', { timeout: 300_000 }, () => {
    const hard = makeHardBot(bmSearch, { iterations: 12 });
    let wins = 0;
    for (let deal = 0; deal < 8; deal++) {
      for (const hardSeat of [0, 1]) {
        const seats: BotPolicy[] = hardSeat === 0 ? [hard, heuristicBot] : [heuristicBot, hard];
        const played = playSeats(game, seatsOf(2), `smoke-${deal}`, seats);
        if (played.outcome?.ranking[0] === hardSeat) wins++;
      }
    }
    expect(wins).toBeGreaterThan(8);
  });
});


describe('the search under a time budget (the worker)', () => {
  it('stops when its time is up, even before every candidate has one world, and keeps a listed move', () => {
    const states = corpus(2, 'time-budget', 5).filter((s) => {
      const p = game.pending(s)[0];
      return p && bmSearch.matters(game.view(s, p.seat), game.legal(s, p.seat), p.seat) && game.legal(s, p.seat).length > 2;
    });
    const state = states[3]!;
    const seat = game.pending(state)[0]!.seat;
    const view = game.view(state, seat);
    const legal = game.legal(state, seat);
    // A clock that says each look at it took a second: the budget of 800 ms is gone after the first rollout.
    let t = 0;
    const out = searchDecision(bmSearch, view, legal, seat, 'timed', { iterations: 400, ms: 800, clock: () => (t += 1000) });
    expect(out.rollouts).toBe(1);
    expect(out.action).toEqual(heuristicBot(view, legal, seat, 'timed'));
    // A roomy clock: it paces itself and spends up to its iterations.
    const roomy = searchDecision(bmSearch, view, legal, seat, 'timed', { iterations: 12, ms: 1e9, clock: () => 1 });
    expect(roomy.rollouts).toBeGreaterThan(6);
    expect(legal).toContainEqual(roomy.action);
  });

  it('begins a rollout only when the longest one so far still fits, so it ends within its time', () => {
    const state = corpus(2, 'time-budget', 5).filter((s) => {
      const p = game.pending(s)[0];
      return p && bmSearch.matters(game.view(s, p.seat), game.legal(s, p.seat), p.seat) && game.legal(s, p.seat).length > 2;
    })[3]!;
    const seat = game.pending(state)[0]!.seat;
    // A clock that counts the moves applied: a rollout's time is its length, as on a device.
    let t = 0;
    const counted = { ...bmSearch, game: { ...game, apply: (s: BMState, who: Seat, a: BMAction) => ((t += 1), game.apply(s, who, a)) } };
    const run = (ms: number) => {
      t = 0;
      const out = searchDecision(counted, game.view(state, seat), game.legal(state, seat), seat, 'paced', { iterations: 40, ms, clock: () => t });
      return { ...out, took: t };
    };
    const unbounded = run(1e9);
    const perRollout = unbounded.took / unbounded.rollouts;
    for (const ms of [3, 5.5, 9.5].map((k) => Math.round(k * perRollout))) {
      const out = run(ms);
      expect(out.rollouts, `${ms} moves' time`).toBeGreaterThan(1);
      expect(out.took, `${ms} moves' time`).toBeLessThanOrEqual(ms);
    }
  });
});
