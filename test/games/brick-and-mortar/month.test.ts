import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/types';
import { brickAndMortar } from '../../../src/games/brick-and-mortar';
import { marketCard, storeCard } from '../../../src/games/brick-and-mortar/content';
import { act, crates, demandCards, find, makeState, one, play, prompted, reject, startPhase } from './builder';
import { playRandom, seats } from './random-play';

describe('The month', () => {
  it('BM-M1 phases run Building, Advertising, Supply, Sale, Utilities, Investment; January has no Building', () => {
    const { events } = playRandom(3, 'm1', { firstGame: true });
    const byMonth = new Map<number, string[]>();
    for (const e of events) {
      if (e.type !== 'phase') continue;
      const d = e.data as { phase: string; month: number };
      byMonth.set(d.month, [...(byMonth.get(d.month) ?? []), d.phase]);
    }
    // January's Advertising began during setup (no events are kept from setup).
    expect(brickAndMortar.setup({ seats: seats(3), variants: { firstGame: true } }, 'm1').step.phase).toBe('advertising');
    expect(byMonth.get(1)).toEqual(['supply', 'sale', 'utilities', 'investment']);
    for (const [month, phases] of byMonth) {
      if (month === 1) continue;
      expect(phases).toEqual(['building', 'advertising', 'supply', 'sale', 'utilities', 'investment']);
    }
  });
});

describe('Advertising', () => {
  const hands = () => makeState({ players: [{ market: [1, 21, 31, 41, 51] }, { market: [2, 22, 32, 42, 52] }], market: { food: 2 }, month: 1 });

  it('BM-A1 every player secretly plays exactly 2 Market cards, each as Supply or Demand', () => {
    const s = startPhase(hands(), 'advertising');
    expect(brickAndMortar.pending(s)).toEqual([
      { seat: 0, kind: 'advertise', entry: 'sealed' },
      { seat: 1, kind: 'advertise', entry: 'sealed' },
    ]);
    expect(reject(s, 0, { type: 'advertise', supply: [1], demand: [] }).code).toBe('bad-play');
    expect(reject(s, 0, { type: 'advertise', supply: [1, 21, 31], demand: [] }).code).toBe('bad-play');
    expect(reject(s, 0, { type: 'advertise', supply: [2], demand: [1] }).code).toBe('not-in-hand');
    expect(reject(s, 0, { type: 'advertise', supply: [1, 1], demand: [] }).code).toBe('not-in-hand');
    expect(brickAndMortar.legal(s, 0).length).toBe(40);
    // An entry may be replaced until the last one arrives.
    const t = play(s, [[0, { type: 'advertise', supply: [1, 21], demand: [] }], [0, { type: 'advertise', supply: [], demand: [1, 21] }]]).state;
    expect(prompted(t)).toEqual([{ seat: 1, kind: 'advertise' }]);
  });

  it('BM-A1 BM-SU1 Supply cards are revealed and their crates join leftover market crates; Demand cards stay face down; hands refill to 5', () => {
    let s = startPhase(hands(), 'advertising');
    s = act(s, 0, { type: 'advertise', supply: [1], demand: [21] }).state;
    const r = act(s, 1, { type: 'advertise', supply: [2, 22], demand: [] });
    const reveal = r.events.find((e) => e.type === 'advertising-revealed')!;
    expect(reveal.reveals).toBe(true);
    const text = JSON.stringify(reveal);
    expect(text).not.toContain('"card":21');
    expect((reveal.data as { entries: { seat: number; demandCount: number }[] }).entries[0]).toMatchObject({ seat: 0, demandCount: 1 });
    const added = [1, 2, 22].map((id) => marketCard(id).supply);
    const expectFood = 2 + added.filter((x) => x.item === 'food').reduce((a, x) => a + x.count, 0);
    expect(r.state.ledger.supplied.reduce((a, b) => a + b, 0)).toBe(added.reduce((a, x) => a + x.count, 0));
    // Supply resolved from these crates (nobody has room for them all, so the game waits in Supply).
    expect(r.state.market[0]! + (r.state.players.reduce((a, p) => a + p.stores[0]!.crates[0]!, 0))).toBe(expectFood);
    expect(r.state.marketDiscard).toEqual([1, 2, 22]);
    expect(r.state.demand).toEqual([[21], []]);
    expect(r.state.players.every((p) => p.market.length === 5)).toBe(true);
    const drawnPrivately = find(r.events, 'market-drawn');
    expect(drawnPrivately.every((e) => e.visibility !== 'public' && e.reveals === true)).toBe(true);
    // Seat 1 and the table do not see seat 0's face-down Demand card.
    expect(brickAndMortar.view(r.state, 1).players[0]!.demand).toBeUndefined();
    expect(brickAndMortar.view(r.state, 0).players[0]!.demand?.map((c) => c.id)).toEqual([21]);
  });
});

describe('Warehouses', () => {
  const owner = (pantry = [3, 1]) => makeState({
    players: [{ stores: [['st-pantry', pantry], 'dockside-warehouse'] }, { stores: ['st-pantry'] }],
  });

  it('BM-ST3 a Warehouse cannot be stocked directly', () => {
    const s = startPhase({ ...owner([1, 1]), market: [9, 0, 0, 0, 0] }, 'supply');
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'supply-buy' }]);
    expect(reject(s, 0, { type: 'stock', crates: [0, 1] }).code).toBe('no-room');
    expect(brickAndMortar.legal(s, 0).every((a) => a.type === 'stock' && a.crates[1] === 0)).toBe(true);
  });

  it('BM-ST3 once per Supply phase, after the last type, the owner moves crates in or out without paying', () => {
    const events: GameEvent[] = [];
    let s = startPhase(owner(), 'supply', events);
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'warehouse-move' }]);
    const r = act(s, 0, { type: 'warehouse-move', item: 'food', from: 0, to: 1, count: 2 });
    expect(one(r.events, 'warehouse-moved')).toMatchObject({ item: 'food', count: 2, from: 'Family Pantry', to: 'Dockside Warehouse' });
    s = r.state;
    expect(crates(s, 0, 0)).toEqual([1, 1]);
    expect(crates(s, 0, 1)).toEqual([2, 0]);
    expect(s.players[0]!.cash).toBe(15);
    // One direction per type in a session, so the session always ends.
    expect(reject(s, 0, { type: 'warehouse-move', item: 'food', from: 1, to: 0, count: 1 }).code).toBe('no-move');
    s = act(s, 0, { type: 'warehouse-move', item: 'clothing', from: 0, to: 1, count: 1 }).state;
    s = act(s, 0, { type: 'warehouse-move', item: 'food', from: 0, to: 1, count: 1 }).state;
    // Nothing more can move: the session closed by itself and the game went on.
    expect(s.step.phase).not.toBe('warehouse');
  });

  it('BM-ST3 a move is limited by the room of the receiving Store for the type', () => {
    // The Pantry has room for `room` Food; the Warehouse holds one Food more than that.
    const pantryFood = storeCard('st-pantry').shelves.find((s) => s.item === 'food')!.slots;
    const room = 1;
    const pantry = storeCard('st-pantry').shelves.map((s) => (s.item === 'food' ? pantryFood - room : 0));
    const warehouse = storeCard('dockside-warehouse').shelves.map((s) => (s.item === 'food' ? room + 1 : 0));
    const state = makeState({ players: [{ stores: [['st-pantry', pantry], ['dockside-warehouse', warehouse]] }, { stores: ['st-pantry'] }] });
    const s = startPhase(state, 'supply');
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'warehouse-move' }]);
    expect(reject(s, 0, { type: 'warehouse-move', item: 'food', from: 1, to: 0, count: room + 1 }).code).toBe('too-many');
    const r = act(s, 0, { type: 'warehouse-move', item: 'food', from: 1, to: 0, count: room });
    expect(crates(r.state, 0, 0)).toEqual(storeCard('st-pantry').shelves.map((sh, i) => (sh.item === 'food' ? pantryFood : pantry[i])));
    expect(crates(r.state, 0, 1)).toEqual(storeCard('dockside-warehouse').shelves.map((sh) => (sh.item === 'food' ? 1 : 0)));
  });

  it('BM-ST3 Warehouse crates are sellable inventory', () => {
    const state = makeState({
      players: [{ stores: [['st-pantry', [0, 0]], ['dockside-warehouse', [2, 0]]] }, { stores: ['st-pantry'] }],
      demand: [demandCards('food', 2), []],
    });
    const events: GameEvent[] = [];
    const s = startPhase(state, 'sale', events);
    expect(one(events, 'sale-no-bid')).toMatchObject({ eligible: [0], combined: 2 });
    const r = act(s, 0, { type: 'sale-commit', sold: [0, 2], surplus: [0, 0] });
    expect(one(r.events, 'sold')).toMatchObject({ sold: 2, revenue: 12 });
  });
});
