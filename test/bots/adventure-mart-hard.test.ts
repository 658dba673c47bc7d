// Adventure Mart's Hard bot: its worlds (at the start of a turn action) agree with what the seat
// sees, and it never peeks: states that look the same to the seat, with other hidden cards (rivals'
// hands and Storerooms mixed, every deck and face-down Adventurer dealt again) and another future,
// get the same decision for the same seed and budget. Small budgets: AM rollouts are slow.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedRng, shuffle, type RngState } from '../../src/engine/rng';
import type { Seat } from '../../src/engine/types';
import { candidateMoves, candidatesFor, makeHardBot, searchDecision } from '../../src/games/bots/search';
import { adventureMart as game, type AMState } from '../../src/games/adventure-mart';
import { heuristicBot } from '../../src/games/adventure-mart/bots';
import { determinize } from '../../src/games/adventure-mart/bots/determinize';
import { amSearch } from '../../src/games/adventure-mart/bots/hard';
import type { BotPolicy } from '../../src/games/game-module';
import { seatsOf } from '../conformance/drive';
import { playSeats } from './play';

/** Turn actions met in play by Normal bots. */
function turns(players: number, seed: string, every: number, firstGame = false): AMState[] {
  const out: AMState[] = [];
  const seats = seatsOf(players);
  let k = 0;
  playSeats({ ...game, setup: (o, s) => game.setup({ ...o, variants: { firstGame } }, s) }, seats, seed, new Array<BotPolicy>(players).fill(heuristicBot), (s) => {
    const p = game.pending(s)[0];
    if (p && (p.kind === 'turn' || p.kind === 'final-action') && k++ % every === 0) out.push(s);
  });
  return out;
}

/** The same state with what the seat cannot see dealt again, and another future. */
function reshuffled(state: AMState, seat: Seat, seed: string): AMState {
  let rng: RngState = seedRng(seed);
  const mix = (cards: number[]) => {
    const [out, next] = shuffle(rng, cards);
    rng = next;
    return out;
  };
  const players = state.players.map((p, i) => {
    if (i === seat) return { ...p, storeroom: mix(p.storeroom) };
    // Hand and Storeroom together: the same cards owned (so the same public worth), another split.
    const hidden = mix([...p.hand, ...p.storeroom]);
    return { ...p, hand: hidden.slice(0, p.hand.length), storeroom: hidden.slice(p.hand.length) };
  });
  const faceDown = state.adventurers.queue.length;
  const town = mix([...state.adventurers.queue, ...state.adventurers.deck]);
  return {
    ...state, players, rng: seedRng(`${seed}:future`),
    stock: { ...state.stock, deck: mix(state.stock.deck) },
    fixtures: { ...state.fixtures, deck: mix(state.fixtures.deck) },
    staff: { ...state.staff, deck: mix(state.staff.deck) },
    adventurers: { queue: town.slice(0, faceDown), deck: town.slice(faceDown) },
    bulletins: mix(state.bulletins),
  };
}

describe("Adventure Mart's Hard bot", () => {
  const states = [...turns(2, 'am-hard-a', 4), ...turns(3, 'am-hard-b', 6, true), ...turns(4, 'am-hard-c', 8)];

  it('deals worlds that look to the seat exactly as its view, with the same legal moves', () => {
    let dealt = 0;
    for (const state of states) {
      const seat = game.pending(state)[0]!.seat;
      const view = game.view(state, seat);
      const world = determinize(view, seat, 'one');
      if (!world) continue;
      dealt++;
      expect(game.view(world, seat)).toEqual(view);
      expect(game.legal(world, seat)).toEqual(game.legal(state, seat));
    }
    expect(dealt).toBeGreaterThan(states.length * 0.9);
  });

  it('never peeks: two states alike to the seat, with other hidden cards and future, get the same decision', { timeout: 300_000 }, () => {
    const searched = states.filter((s) => game.legal(s, game.pending(s)[0]!.seat).length > 2);
    fc.assert(
      fc.property(fc.nat(searched.length - 1), fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), (i, other, seed) => {
        const a = searched[i]!;
        const seat = game.pending(a)[0]!.seat;
        const b = reshuffled(a, seat, `other:${other}`);
        expect(game.view(b, seat)).toEqual(game.view(a, seat));
        expect(JSON.stringify([b.stock.deck, b.rng])).not.toBe(JSON.stringify([a.stock.deck, a.rng]));
        const decide = (s: AMState) => searchDecision(amSearch, game.view(s, seat), game.legal(s, seat), seat, seed, { iterations: 4, candidates: 3 });
        const da = decide(a);
        expect(da.searched).toBe(true);
        expect(decide(b).action).toEqual(da.action);
      }),
      { numRuns: 5, seed: 31 },
    );
  });

  it("compares Normal's best few moves and its best of each other kind, as many as the budget can tell apart", () => {
    // Two worlds each before the first halving: 16 rollouts tell 4 candidates apart, 48 tell 6.
    expect([candidatesFor(16, 6), candidatesFor(24, 6), candidatesFor(48, 6), candidatesFor(4, 3)]).toEqual([4, 4, 6, 2]);
    let compared = 0;
    for (const state of states) {
      const seat = game.pending(state)[0]!.seat;
      const view = game.view(state, seat);
      const legal = game.legal(state, seat);
      if (legal.length < 3) continue;
      const cands = candidateMoves(amSearch, view, legal, seat, 's', 6);
      const keys = legal.map((a) => JSON.stringify(a));
      expect(cands[0]).toEqual(heuristicBot(view, legal, seat, 's'));
      expect(cands.every((a) => keys.includes(JSON.stringify(a)))).toBe(true);
      expect(new Set(cands.map((a) => JSON.stringify(a))).size).toBe(cands.length);
      // Normal's second choice, then its best of each other kind (never a random one of it).
      const rest = legal.filter((a) => JSON.stringify(a) !== JSON.stringify(cands[0]));
      expect(cands[1]).toEqual(heuristicBot(view, rest, seat, 's#n1'));
      const kinds = [...new Set(legal.map((a) => a.type))];
      for (const type of kinds.filter((t) => t !== cands[0]!.type).slice(0, 3)) {
        expect(cands).toContainEqual(heuristicBot(view, legal.filter((a) => a.type === type), seat, 's'));
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(10);
  });

  it('plays only legal moves, and the game ends', { timeout: 300_000 }, () => {
    const hard = makeHardBot(amSearch, { iterations: 3, candidates: 3 });
    const played = playSeats(game, seatsOf(2), 'am-hard-legal', [hard, heuristicBot]);
    expect(played.outcome?.ranking).toHaveLength(2);
  });
});
