import { describe, expect, it } from 'vitest';
import { startMatch } from '../../../src/engine/match';
import type { GameEvent } from '../../../src/engine/types';
import { brickAndMortar, type BMState } from '../../../src/games/brick-and-mortar';
import { ITEMS, MAX_PRICE, MIN_PRICE, STORE_SLOTS } from '../../../src/games/brick-and-mortar/constants';
import { FIRST_GAME_HANDS, FIRST_GAME_HANDS_CONTENT_3, MARKET_CARDS, REGULAR_STORES, STARTING_STORES } from '../../../src/games/brick-and-mortar/content';
import { startGame } from '../../../src/games/brick-and-mortar/rules/phases';
import { initialState } from '../../../src/games/brick-and-mortar/rules/setup';
import type { DraftStep } from '../../../src/games/brick-and-mortar/state';
import { act, find, makeState, play, prompted, reject, startPhase } from './builder';
import { seats } from './random-play';

const setup = (n: number, seed = 's', variants: object = {}) => brickAndMortar.setup({ seats: seats(n), variants }, seed);

describe('Components', () => {
  it('BM-C1 five item types in a fixed order with their minimum and maximum prices', () => {
    expect(ITEMS).toEqual(['food', 'clothing', 'electronics', 'jewelry', 'art']);
    expect(MIN_PRICE).toEqual([1, 2, 4, 7, 10]);
    expect(MAX_PRICE).toEqual([6, 8, 12, 18, 25]);
    // Supply resolves Food before Electronics, whatever the market holds.
    const s = startPhase(makeState({ players: [{ stores: ['st-kiosk'] }], market: { food: 1, electronics: 1 } }), 'supply');
    expect(brickAndMortar.view(s, 0).you).toMatchObject({ kind: 'supply-buy', item: 'food', minPrice: 1 });
  });

  it('BM-C2 2 to 4 players, each a person or a bot', () => {
    expect([brickAndMortar.minSeats, brickAndMortar.maxSeats]).toEqual([2, 4]);
    expect(startMatch(brickAndMortar, { seats: seats(1) }, 'x').ok).toBe(false);
    expect(startMatch(brickAndMortar, { seats: [...seats(4), { name: 'Eve', kind: 'bot' }] }, 'x').ok).toBe(false);
    const mixed = startMatch(brickAndMortar, { seats: [{ name: 'Ana', kind: 'person' }, { name: 'Bot', kind: 'bot' }] }, 'x');
    expect(mixed.ok).toBe(true);
    expect(() => initialState({ seats: seats(1) }, 'x')).toThrow();
  });

  it('BM-C3 each player starts with $15, 10 points, no debt and a board of 4 slots', () => {
    const s = setup(3);
    for (const p of s.players) expect(p).toMatchObject({ cash: 15, points: 10, debt: 0 });
    expect(STORE_SLOTS).toBe(4);
  });

  it('BM-C4 the initial turn order is the seating order, or starts at a random seat', () => {
    expect(setup(4).turnOrder).toEqual([0, 1, 2, 3]);
    const firsts = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const order = setup(4, `r${i}`, { randomFirstPlayer: true }).turnOrder;
      firsts.add(order[0]!);
      // Still the seating order, rotated.
      expect(order.map((s) => (s - order[0]! + 4) % 4)).toEqual([0, 1, 2, 3]);
    }
    expect(firsts.size).toBeGreaterThan(1);
  });

  it('BM-C4 a chosen first player starts the seating order; a seat that is not at the table is ignored', () => {
    expect(setup(4, 's', { firstPlayer: 2 }).turnOrder).toEqual([2, 3, 0, 1]);
    expect(setup(3, 's', { firstPlayer: 1 }).turnOrder).toEqual([1, 2, 0]);
    expect(setup(3, 's', { firstPlayer: 7 }).turnOrder).toEqual([0, 1, 2]);
    expect(setup(3, 's', { firstPlayer: 1.5 }).turnOrder).toEqual([0, 1, 2]);
  });

  it('BM-C4 turn order is points descending; equal points keep their previous relative order', () => {
    let s = startPhase(makeState({ players: [{ points: 10 }, { points: 10, cash: 40 }, { points: 12 }], turnOrder: [2, 0, 1] }), 'investment');
    s = play(s, [[2, { type: 'invest', points: -2 }]]).state;
    // Seat 2 now ties at 10 with seats 0 and 1 and keeps its place in front of them.
    expect(s.turnOrder).toEqual([2, 0, 1]);
    s = play(s, [[0, { type: 'invest', points: 0 }], [1, { type: 'invest', points: 1 }]]).state;
    expect(s.turnOrder).toEqual([1, 2, 0]);
  });

  it('BM-C5 crates keep their type from market to shelf to general supply, and are conserved', () => {
    const state = makeState({ players: [{ stores: ['st-kiosk'] }], market: { food: 3, clothing: 1, electronics: 2 } });
    let s = startPhase(state, 'supply');
    s = play(s, [[0, { type: 'stock', crates: [2] }], [0, { type: 'stock', crates: [1] }], [0, { type: 'stock', crates: [1] }]]).state;
    expect(s.players[0]!.stores[0]!.crates).toEqual([2, 1, 1]);
    expect(s.market).toEqual([1, 0, 1, 0, 0]);
  });
});

describe('Setup', () => {
  it('BM-S1 Starting Stores: only those for the player count, one each, open in slot 1 and empty, never drafted', () => {
    for (const n of [2, 3, 4]) {
      const s = setup(n, `s1-${n}`);
      const allowed = STARTING_STORES.filter((c) => (c.minPlayers ?? 0) <= n).map((c) => c.id);
      const dealt = s.players.map((p) => p.stores[0]!.card);
      expect(new Set(dealt).size).toBe(n);
      for (const card of dealt) expect(allowed).toContain(card);
      for (const p of s.players) expect(p.stores).toEqual([{ card: p.stores[0]!.card, crates: p.stores[0]!.crates.map(() => 0) }]);
      const starting = new Set(STARTING_STORES.map((c) => c.id));
      const step = s.step as DraftStep;
      expect([...s.storeDeck, ...step.hands.flat(), ...s.row].some((c) => starting.has(c))).toBe(false);
    }
    expect(STARTING_STORES.map((c) => c.minPlayers)).toEqual([2, 2, 3, 4]);
  });

  it('BM-S2 the draft: 4 cards each, keep one secretly, pass the rest clockwise, until 3; the last is discarded', () => {
    let s = setup(3, 'draft');
    expect(prompted(s).map((p) => p.kind)).toEqual(['draft-keep', 'draft-keep', 'draft-keep']);
    expect(brickAndMortar.pending(s).every((p) => p.entry === 'sealed')).toBe(true);
    const hands0 = (s.step as DraftStep).hands.map((h) => h.slice());
    expect(hands0.every((h) => h.length === 4)).toBe(true);
    expect(reject(s, 0, { type: 'keep', card: hands0[1]![0] }).code).toBe('not-in-hand');
    const events: GameEvent[] = [];
    const keep = (seat: number) => (s.step as DraftStep).hands[seat]![0]!;
    const first = [keep(0), keep(1), keep(2)];
    for (const seat of [2, 0, 1]) {
      const r = act(s, seat, { type: 'keep', card: keep(seat) });
      s = r.state;
      events.push(...r.events);
    }
    // Seat 1 now holds what seat 0 passed: seat 0's hand without its keep.
    expect((s.step as DraftStep).hands[1]).toEqual(hands0[0]!.filter((c) => c !== first[0]));
    // Keeps stay secret: no public event names a kept card.
    const publicText = JSON.stringify(events.filter((e) => e.visibility === 'public'));
    for (const card of first) expect(publicText).not.toContain(card);
    for (let round = 0; round < 2; round++) for (const seat of [0, 1, 2]) s = act(s, seat, { type: 'keep', card: keep(seat) }).state;
    expect(s.players.every((p) => p.hand.length === 3)).toBe(true);
    expect(s.draftDiscard.length).toBe(3);
    expect(s.month).toBe(1);
  });

  it('BM-S3 a first game uses the preset hands of 3 and skips the draft', () => {
    const s = setup(4, 'first', { firstGame: true });
    expect(s.players.map((p) => p.hand)).toEqual(FIRST_GAME_HANDS.slice(0, 4).map((h) => h.slice()));
    expect(s.step.phase).toBe('advertising');
    for (const h of FIRST_GAME_HANDS) expect(h.length).toBe(3);
    const two = setup(2, 'first2', { firstGame: true });
    // Preset hands of absent seats stay in the Store deck.
    expect([...two.storeDeck, ...two.row, two.preview]).toEqual(expect.arrayContaining(FIRST_GAME_HANDS[3]!.slice()));
  });

  it('BM-S3 a first game made under content 3 is dealt content 3\'s preset hands; this version\'s otherwise', () => {
    const seatsOf4 = seats(4);
    const dealt = (contentVersion?: number) =>
      brickAndMortar.setup({ seats: seatsOf4, variants: { firstGame: true }, contentVersion }, 'first').players.map((p) => p.hand);
    expect(brickAndMortar.alsoPlaysContent).toEqual([3]);
    expect(dealt(3)).toEqual(FIRST_GAME_HANDS_CONTENT_3.map((h) => h.slice()));
    expect(dealt(brickAndMortar.contentVersion)).toEqual(FIRST_GAME_HANDS.map((h) => h.slice()));
    expect(dealt()).toEqual(FIRST_GAME_HANDS.map((h) => h.slice()));
    expect(FIRST_GAME_HANDS).not.toEqual(FIRST_GAME_HANDS_CONTENT_3);
    // Both sets: 3 distinct regular Stores per hand, none shared between hands, no Fulfillment Center.
    for (const hands of [FIRST_GAME_HANDS, FIRST_GAME_HANDS_CONTENT_3]) {
      const all = hands.flat();
      expect(new Set(all).size).toBe(12);
      for (const id of all) expect(REGULAR_STORES.find((c) => c.id === id)?.special).not.toBe('fulfillment');
    }
  });

  it('BM-S4 the public row holds 4 Stores, oldest first, plus a face-up preview from the deck', () => {
    const s = setup(2, 'row', { firstGame: true });
    expect(s.row.length).toBe(4);
    expect(s.preview).not.toBeNull();
    const v = brickAndMortar.view(s, 'table');
    expect(v.row.map((c) => c.id)).toEqual(s.row);
    expect(v.preview?.id).toBe(s.preview);
    expect(JSON.stringify(v)).not.toContain(s.storeDeck[0]!);
  });

  it('BM-S5 Market cards picture 1 to 4 crates and 1 to 4 boxes; hands of 5; the discard reshuffles when the deck runs out', () => {
    for (const c of MARKET_CARDS) {
      expect(c.supply.count).toBeGreaterThanOrEqual(1);
      expect(c.supply.count).toBeLessThanOrEqual(4);
      expect(c.demand.count).toBeGreaterThanOrEqual(1);
      expect(c.demand.count).toBeLessThanOrEqual(4);
    }
    const s = setup(4, 'hands');
    expect(s.players.every((p) => p.market.length === 5)).toBe(true);
    // An almost empty deck: drawing back up after Advertising reshuffles the discard pile.
    const state = makeState({ players: [{ market: [1, 2, 3, 4, 5] }, { market: [6, 7, 8, 9, 10] }], marketDeck: [11], month: 1 });
    let a = startPhase({ ...state, marketDiscard: [20, 21, 22, 23] }, 'advertising');
    const r = play(a, [[0, { type: 'advertise', supply: [1, 2], demand: [] }], [1, { type: 'advertise', supply: [], demand: [6, 7] }]]);
    expect(find(r.events, 'market-reshuffled').length).toBe(1);
    expect(r.state.players.every((p) => p.market.length === 5)).toBe(true);
    a = r.state;
    expect(a.marketDiscard).toEqual([]);
  });

  it('BM-S1 BM-S2 content: Starting Stores apart from about 40 regular Stores with every special kind', () => {
    expect(REGULAR_STORES.length).toBeGreaterThanOrEqual(38);
    const kinds = (k: string) => REGULAR_STORES.filter((c) => c.special === k).length;
    expect(kinds('warehouse')).toBeGreaterThanOrEqual(2);
    expect(kinds('knockoff')).toBeGreaterThanOrEqual(3);
    expect(kinds('fulfillment')).toBeGreaterThanOrEqual(3);
    expect(REGULAR_STORES.some((c) => c.starting)).toBe(false);
    expect(new Set(REGULAR_STORES.map((c) => c.id)).size).toBe(REGULAR_STORES.length);
    expect(MARKET_CARDS.length).toBe(60);
  });

  it('BM-S2 a game outside the first-game variant starts with the draft', () => {
    const s = startGame(initialState({ seats: seats(2) }, 'x'), []);
    expect(s.step.phase).toBe('draft');
    const t: BMState = setup(2, 'x');
    expect(t.step.phase).toBe('draft');
  });
});
