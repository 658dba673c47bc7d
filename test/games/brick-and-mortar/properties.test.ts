// Property tests over random-legal games: every game ends by its final month, replay reproduces
// live play, apply accepts exactly the actions legal() lists (garbage is refused without change),
// views leak no sealed entry or hidden card, and crates and money are conserved.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameAction } from '../../../src/engine/action-shape';
import { stateHash } from '../../../src/engine/hash';
import { replayMatch } from '../../../src/engine/match';
import { brickAndMortar, type BMAction, type BMState } from '../../../src/games/brick-and-mortar';
import { ITEMS, ITEM_COUNT, START_CASH } from '../../../src/games/brick-and-mortar/constants';
import { storeCard } from '../../../src/games/brick-and-mortar/content';
import { playRandom, seats } from './random-play';

const game = brickAndMortar;

/** Invariants after every action; plain checks (expect() per value is too slow for thousands of steps). */
function invariants(before: BMState, after: BMState): void {
  const fail = (what: string) => {
    throw new Error(`invariant broken: ${what} (month ${after.month}, ${after.step.phase})`);
  };
  const n = after.players.length;
  const cash = after.players.reduce((a, p) => a + p.cash, 0);
  if (cash !== START_CASH * n + after.ledger.bankPaid - after.ledger.bankReceived) fail('money');
  const shelves = new Array<number>(ITEM_COUNT).fill(0);
  for (const p of after.players) {
    for (const s of p.stores) {
      storeCard(s.card).shelves.forEach((shelf, i) => {
        const c = s.crates[i] ?? 0;
        if (c < 0 || c > shelf.slots) fail('shelf over capacity');
        const t = ITEMS.indexOf(shelf.item);
        shelves[t] = (shelves[t] ?? 0) + c;
      });
    }
  }
  const l = after.ledger;
  for (let t = 0; t < ITEM_COUNT; t++) {
    if ((after.market[t] ?? 0) + shelves[t]! !== l.supplied[t]! + l.gifted[t]! - l.sold[t]! - l.surplus[t]! - l.closed[t]!) fail('crates');
  }
  after.players.forEach((p, i) => {
    if (p.cash < 0) fail('negative cash');
    if (p.points < 0) fail('negative points');
    if (p.debt < before.players[i]!.debt) fail('debt decreased');
    if (p.stores.length > 4) fail('too many Stores');
  });
  if (after.month > after.finalMonth) fail('past the final month');
}

describe('random-legal games', () => {
  it('run to the end by the final month, holding conservation invariants after every action', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer(), fc.boolean(), (n, seed, firstGame) => {
        const { state } = playRandom(n, `g${seed}`, { firstGame, onStep: invariants });
        const o = game.outcome(state)!;
        expect(o.ranking.slice().sort()).toEqual(state.players.map((_, i) => i));
        expect(state.month).toBeLessThanOrEqual(state.finalMonth);
      }),
      { seed: 20261129, numRuns: 250 },
    );
  }, 60_000);

  it('replaying the log reproduces live play exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer(), (n, seed) => {
        const options = { seats: seats(n), variants: { firstGame: false } };
        const { state, log } = playRandom(n, `r${seed}`);
        const replayed = replayMatch(game, options, `r${seed}`, log.map((e) => ({ ...e, barrier: false })));
        expect(replayed.ok).toBe(true);
        if (replayed.ok) expect(stateHash(replayed.value.state)).toBe(stateHash(state));
      }),
      { seed: 7, numRuns: 40 },
    );
  });
});

/** A corpus of states from random games, one per action, to probe apply and legal against. */
function corpus(): BMState[] {
  const states: BMState[] = [];
  for (const n of [2, 3, 4]) {
    for (let g = 0; g < 4; g++) {
      playRandom(n, `corpus-${n}-${g}`, { onStep: (before) => states.push(before) });
    }
  }
  return states;
}

const TYPES = [
  'keep', 'advertise', 'supply-price', 'stock', 'warehouse-move', 'warehouse-done', 'sale-offer', 'sale-commit',
  'buy-from-hand', 'start-auction', 'pass', 'raise', 'leave', 'close-store', 'open-store', 'finish-building', 'invest',
];

function mutate(action: BMAction, how: number, value: number): unknown {
  const a = JSON.parse(JSON.stringify(action)) as Record<string, unknown>;
  const keys = Object.keys(a).filter((k) => k !== 'type');
  const key = keys[how % Math.max(1, keys.length)];
  switch (how % 6) {
    case 0: if (key !== undefined) a[key] = typeof a[key] === 'number' ? (a[key] as number) + (value % 3) - 1 : value; return a;
    case 1: return { ...a, extra: value };
    case 2: if (key !== undefined) delete a[key]; return a;
    case 3: if (key !== undefined && Array.isArray(a[key])) (a[key] as unknown[]).push(value); return a;
    case 4: if (key !== undefined && Array.isArray(a[key]) && (a[key] as unknown[]).length > 0) (a[key] as number[])[0] = value; return a;
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
        price: fc.oneof(fc.integer({ min: -3, max: 30 }), fc.double()),
        quantity: fc.integer({ min: -1, max: 9 }),
      }),
      fc.record({ type: fc.constantFrom('invest', 'raise', 'supply-price'), points: fc.integer({ min: -60, max: 15 }), bid: fc.integer({ min: -1, max: 60 }), price: fc.integer({ min: -1, max: 30 }) }, { requiredKeys: ['type'] }),
      fc.constant({ type: 'invest', points: Number.NaN }),
      fc.constant({ type: 'supply-price', price: Number.POSITIVE_INFINITY }),
      fc.record({ type: fc.constant('stock'), crates: fc.array(fc.integer({ min: -1, max: 5 }), { maxLength: 5 }) }),
      fc.record({ type: fc.constant('sale-commit'), crates: fc.array(fc.integer({ min: -1, max: 5 }), { maxLength: 5 }) }),
    );
    fc.assert(
      fc.property(
        fc.nat(states.length - 1), fc.integer({ min: -1, max: 5 }), fc.nat(), fc.nat(), fc.integer({ min: -5, max: 40 }), garbage, fc.boolean(),
        (i, seatPick, pick, how, value, junk, useMutation) => {
          const state = states[i]!;
          const pending = game.pending(state);
          const seat = seatPick === -1 ? (pending[0]?.seat ?? 0) : seatPick;
          const legal = seat >= 0 && seat < state.players.length ? game.legal(state, seat) : [];
          const candidate = useMutation && legal.length > 0 ? mutate(legal[pick % legal.length]!, how, value) : junk;
          const before = stateHash(state);
          const result = game.apply(state, seat, candidate as BMAction);
          const isLegal = typeof candidate === 'object' && candidate !== null && !Array.isArray(candidate)
            && typeof (candidate as { type?: unknown }).type === 'string'
            && legal.some((a) => sameAction(a, candidate as BMAction));
          expect(result.ok).toBe(isLegal);
          expect(stateHash(state)).toBe(before);
          if (!result.ok) {
            expect(result.error.code.length).toBeGreaterThan(0);
            expect(result.error.message).toMatch(/[.!]$/);
          }
        },
      ),
      { seed: 12, numRuns: 4000 },
    );
  }, 60_000);
});

describe('views keep secrets', () => {
  /** Seats other than `owner`, plus the table. */
  const others = (state: BMState, owner: number) => [...state.players.map((_, s) => s).filter((s) => s !== owner), 'table' as const];

  it('no view but the owner\'s shows a sealed entry, a Market hand, a Store hand or a face-down Demand card', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer(), (n, seed) => {
        let checked = 0;
        playRandom(n, `v${seed}`, {
          onStep: (_before, after) => {
            if (checked++ % 7 !== 0) return;
            for (let owner = 0; owner < n; owner++) {
              // Change everything secret about `owner`: other viewers must see exactly the same view.
              const altered = alterSecrets(after, owner);
              for (const viewer of others(after, owner)) {
                expect(JSON.stringify(game.view(altered, viewer))).toBe(JSON.stringify(game.view(after, viewer)));
              }
              const table = game.view(after, 'table');
              expect(table.players.some((p) => p.marketHand || p.storeHand || p.draftHand)).toBe(false);
              expect(JSON.stringify(table)).not.toContain('"own"');
            }
          },
        });
      }),
      { seed: 5, numRuns: 30 },
    );
  }, 60_000);

  it('deck order never appears in any view', () => {
    let state = game.setup({ seats: seats(3) }, 'deck');
    for (let k = 0; k < 40; k++) {
      const p = game.pending(state)[0]!;
      const r = game.apply(state, p.seat, game.legal(state, p.seat)[0]!);
      if (r.ok) state = r.state;
    }
    for (const viewer of [0, 1, 2, 'table'] as const) {
      const v = game.view(state, viewer) as unknown as Record<string, unknown>;
      const text = JSON.stringify(v);
      expect(text).not.toContain(JSON.stringify(state.storeDeck.slice(0, 3)).slice(1, -1));
      expect(text).not.toContain(JSON.stringify(state.marketDeck.slice(0, 3)).slice(1, -1));
      expect(v.counts).toMatchObject({ storeDeck: state.storeDeck.length, marketDeck: state.marketDeck.length });
    }
  });
});

/**
 * The same state with `owner`'s secrets replaced by other values of the same shape: Market hand,
 * Store hand, face-down Demand cards, draft hand and sealed entry. Only `owner` should notice.
 */
function alterSecrets(state: BMState, owner: number): BMState {
  const swapNum = (ids: number[]) => ids.map((id) => ((id + 6) % 60) + 1);
  const swapStore = (ids: string[]) => ids.map((id) => (id === 'gadget-hut' ? 'phone-bar' : 'gadget-hut'));
  const players = state.players.map((p, i) => (i === owner ? { ...p, market: swapNum(p.market), hand: swapStore(p.hand) } : p));
  const demandSecret = state.step.phase !== 'sale';
  const demand = state.demand.map((d, i) => (i === owner && demandSecret ? swapNum(d) : d));
  let step = state.step;
  if ('sealed' in step && step.sealed) {
    const sealed = step.sealed as { eligible: number[]; entries: unknown[] };
    const k = sealed.eligible.indexOf(owner);
    if (k >= 0 && sealed.entries[k] !== null) {
      const entries = sealed.entries.slice();
      entries[k] = { altered: true };
      step = { ...step, sealed: { ...sealed, entries } } as typeof step;
    }
  }
  if (step.phase === 'draft') {
    const hands = step.hands.map((h, i) => (i === owner ? swapStore(h) : h));
    step = { ...step, hands };
  }
  return { ...state, players, demand, step };
}
