// Property tests over random-legal games: every game ends after Day 5; every card is in exactly one
// zone after every action; Gold never goes negative; no Store holds more than 4 Fixtures and Staff;
// tokens never exceed their supply; apply accepts exactly the actions legal() lists (garbage is
// refused with the state unchanged); replaying the log reproduces live play; and no view of
// another seat or of the table carries a hand, a Storeroom, a draft or a face-down Adventurer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameAction } from '../../../src/engine/action-shape';
import { stateHash } from '../../../src/engine/hash';
import { replayMatch } from '../../../src/engine/match';
import { adventureMart, type AMAction, type AMState } from '../../../src/games/adventure-mart';
import { DAYS } from '../../../src/games/adventure-mart/constants';
import { invariants, noLeak } from './invariants';
import { playRandom, seats } from './random-play';

const game = adventureMart;

describe('random-legal games', () => {
  it('end after Day 5 with every card in one zone, Gold never negative, Stores within 4, tokens within supply', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer(), fc.boolean(), fc.boolean(), (n, seed, firstGame, quickReacts) => {
        const { state } = playRandom(n, `g${seed}`, { variants: { firstGame, quickReacts }, onStep: invariants });
        const o = game.outcome(state)!;
        expect(o.ranking.slice().sort()).toEqual(state.players.map((_, i) => i));
        expect(state.day).toBe(DAYS);
        expect(state.history.map((h) => h.day)).toEqual([1, 2, 3, 4, 5]);
      }),
      { seed: 20261201, numRuns: 300 },
    );
  }, 120_000);

  it('no view of another seat or of the table carries a hand, a Storeroom or a face-down Adventurer', () => {
    for (const n of [2, 3, 4]) {
      let i = 0;
      playRandom(n, `leak-${n}`, { onStep: (_b, after) => { if (i++ % 5 === 0) noLeak(after); } });
    }
  });

  it('replaying the log reproduces live play exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer(), (n, seed) => {
        const options = { seats: seats(n), variants: {} };
        const { state, log } = playRandom(n, `r${seed}`);
        const replayed = replayMatch(game, options, `r${seed}`, log.map((e) => ({ ...e, barrier: false })));
        expect(replayed.ok).toBe(true);
        if (replayed.ok) expect(stateHash(replayed.value.state)).toBe(stateHash(state));
      }),
      { seed: 7, numRuns: 30 },
    );
  });
});

/** A corpus of states from random games, one per action, to probe apply and legal against. */
function corpus(): AMState[] {
  const states: AMState[] = [];
  for (const n of [2, 3, 4]) {
    for (let g = 0; g < 3; g++) {
      playRandom(n, `corpus-${n}-${g}`, { variants: { quickReacts: g === 2 }, onStep: (before) => states.push(before) });
    }
  }
  return states;
}

const TYPES = [
  'buy', 'buy-deck', 'start-sale', 'use', 'end-turn', 'offer-add', 'offer-take-back', 'offer-sell', 'offer-unsell', 'offer-confirm',
  'drop-out', 'topup-add', 'checkout', 'react', 'pass', 'discard', 'take', 'on-call', 'skip', 'keep', 'rehire', 'release',
  'help-claim', 'help-gold',
];

function mutate(action: AMAction, how: number, value: number): unknown {
  const a = JSON.parse(JSON.stringify(action)) as Record<string, unknown>;
  const keys = Object.keys(a).filter((k) => k !== 'type');
  const key = keys[how % Math.max(1, keys.length)];
  switch (how % 6) {
    case 0: if (key !== undefined) a[key] = typeof a[key] === 'number' ? (a[key] as number) + (value % 5) - 2 : value; return a;
    case 1: return { ...a, extra: value };
    case 2: if (key !== undefined) delete a[key]; return a;
    case 3: return { ...a, target: { card: value } };
    case 4: return { ...a, card: value, slot: value };
    default: return { ...a, type: TYPES[Math.abs(value) % TYPES.length] };
  }
}

describe('apply accepts exactly the legal actions', () => {
  const states = corpus();

  it('every listed action is accepted, for every seat, in sampled states', () => {
    fc.assert(
      fc.property(fc.nat(states.length - 1), (i) => {
        const state = states[i]!;
        for (let seat = 0; seat < state.players.length; seat++) {
          for (const action of game.legal(state, seat)) expect(game.apply(state, seat, action).ok).toBe(true);
        }
      }),
      { seed: 11, numRuns: 300 },
    );
  });

  it('mutated, random and garbage actions are accepted only when legal; a refusal leaves the state unchanged', () => {
    const garbage = fc.oneof(
      fc.anything(),
      fc.record({ type: fc.constantFrom(...TYPES) }, { requiredKeys: ['type'] }),
      fc.record({
        type: fc.constantFrom(...TYPES),
        card: fc.oneof(fc.integer({ min: -3, max: 200 }), fc.double(), fc.constant(null)),
        slot: fc.integer({ min: -1, max: 8 }),
        from: fc.constantFrom('stock', 'fixtures', 'staff', 'box'),
      }, { requiredKeys: ['type'] }),
      fc.constant({ type: 'start-sale', slot: Number.NaN }),
      fc.constant({ type: 'keep', card: Number.POSITIVE_INFINITY }),
      fc.record({ type: fc.constant('react'), card: fc.nat(190), target: fc.record({ seat: fc.integer({ min: -1, max: 4 }) }) }),
    );
    fc.assert(
      fc.property(
        fc.nat(states.length - 1), fc.integer({ min: -1, max: 4 }), fc.nat(), fc.nat(), fc.integer({ min: -5, max: 190 }), garbage, fc.boolean(),
        (i, seatPick, pick, how, value, junk, useMutation) => {
          const state = states[i]!;
          const pending = game.pending(state);
          const seat = seatPick === -1 ? (pending[0]?.seat ?? 0) : seatPick;
          const legal = seat >= 0 && seat < state.players.length ? game.legal(state, seat) : [];
          const candidate = useMutation && legal.length > 0 ? mutate(legal[pick % legal.length]!, how, value) : junk;
          const before = stateHash(state);
          const result = game.apply(state, seat, candidate as AMAction);
          const isLegal = typeof candidate === 'object' && candidate !== null && !Array.isArray(candidate)
            && typeof (candidate as { type?: unknown }).type === 'string'
            && legal.some((a) => sameAction(a, candidate as AMAction));
          expect(result.ok).toBe(isLegal);
          expect(stateHash(state)).toBe(before);
          if (!result.ok) expect(result.error.message.length).toBeGreaterThan(10);
        },
      ),
      { seed: 12, numRuns: 3000 },
    );
  });

  it('every prompted seat has a legal move, and seats not prompted have none (except a sealed keep being replaced)', () => {
    for (const state of states) {
      const pending = game.pending(state);
      for (const p of pending) expect(game.legal(state, p.seat).length).toBeGreaterThan(0);
      for (let seat = 0; seat < state.players.length; seat++) {
        if (pending.some((p) => p.seat === seat)) continue;
        const top = state.stack[state.stack.length - 1]!;
        if (top.f === 'closing' && top.step === 'keep') continue;
        expect(game.legal(state, seat)).toEqual([]);
      }
    }
  });
});
