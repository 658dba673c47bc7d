import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/types';
import { brickAndMortar } from '../../../src/games/brick-and-mortar';
import { MIN_PRICE } from '../../../src/games/brick-and-mortar/constants';
import { itemIndex, storeCard } from '../../../src/games/brick-and-mortar/content';
import { act, crates, find, makeState, one, play, prompted, reject, startPhase } from './builder';

const two = (a: object = {}, b: object = {}) => makeState({ players: [{ stores: ['st-pantry'], ...a }, { stores: ['st-pantry'], ...b }] });

describe('Supply: when a bid is needed (BM-SU3)', () => {
  it('BM-SU3 exact equality of supply and combined empty capacity needs no bid', () => {
    // Family Pantry holds 3 Food: 2 players x 3 = 6 crates of room, and 6 Food in the market.
    const events: never[] = [];
    const s = startPhase({ ...two(), market: [6, 0, 0, 0, 0] }, 'supply', events);
    expect(one(events, 'supply-no-bid')).toMatchObject({ item: 'food', available: 6, capacity: 6 });
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'supply-buy' }]);
  });

  it('BM-SU3 one crate short of the combined capacity forces secret bids', () => {
    const s = startPhase({ ...two(), market: [5, 0, 0, 0, 0] }, 'supply');
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'supply-price' }, { seat: 1, kind: 'supply-price' }]);
  });

  it('BM-SU3 BM-ST3 Warehouse capacity is ignored for the no-bid test', () => {
    // Seat 0 also owns a Warehouse with 4 Food slots: counted, the room would be 10 > 6.
    const state = makeState({
      players: [{ stores: ['st-pantry', 'dockside-warehouse'] }, { stores: ['st-pantry'] }],
      market: { food: 6 },
    });
    const events: never[] = [];
    const s = startPhase(state, 'supply', events);
    expect(one(events, 'supply-no-bid')).toMatchObject({ capacity: 6 });
    expect(prompted(s)[0]?.kind).toBe('supply-buy');
  });

  it('BM-SU3 when only one player can stock the type there is no bid, and they buy at the minimum', () => {
    // Seat 1's Food shelf is full: only seat 0 can stock, though 2 crates are fewer than 3 slots... of both.
    const state = makeState({
      players: [{ stores: ['st-pantry'] }, { stores: [['st-pantry', [3, 0]]] }],
      market: { food: 2 },
    });
    const events: never[] = [];
    let s = startPhase(state, 'supply', events);
    expect(one(events, 'supply-no-bid')).toMatchObject({ eligible: [0], reason: 'only one player can stock it' });
    expect(one(act(s, 0, { type: 'stock', crates: [2] }).events, 'stocked')).toMatchObject({ price: 1, bid: null, paid: 2, cash: 13 });
  });

  it('BM-SU3 players choose amounts in turn order, and a type with no market crates is skipped', () => {
    const state = makeState({ players: [{ stores: ['st-pantry'] }, { stores: ['st-pantry'] }], turnOrder: [1, 0], market: { food: 6 } });
    const events: never[] = [];
    const s = startPhase(state, 'supply', events);
    expect(prompted(s)).toEqual([{ seat: 1, kind: 'supply-buy' }]);
    const after = play(s, [[1, { type: 'stock', crates: [3] }], [0, { type: 'stock', crates: [1] }]]);
    // Clothing had no crates: no Clothing prompt followed; the Supply phase is over.
    expect(after.state.step.phase).not.toBe('supply');
    expect(after.state.market).toEqual([2, 0, 0, 0, 0]);
  });

  it('BM-SU3 a player who cannot pay for one crate (debt used, no free stocking) cannot stock', () => {
    // Food first: seat 0 takes debt for Food; then for Clothing seat 0 is out and seat 1 stocks alone.
    const state = makeState({
      players: [{ cash: 0, stores: ['st-pantry'] }, { stores: ['st-pantry'] }],
      market: { food: 6, clothing: 1 },
    });
    let s = startPhase(state, 'supply');
    s = play(s, [[0, { type: 'stock', crates: [1] }], [1, { type: 'stock', crates: [0] }]]).state;
    expect(s.players[0]!.debt).toBe(1);
    // Clothing: 1 crate, combined room of the able players is 1 (seat 1 only): no bid, seat 1 alone.
    expect(prompted(s)).toEqual([{ seat: 1, kind: 'supply-buy' }]);
  });

  it('BM-SU3 BM-SU9 "can stock it": no cash but no debt yet can stock; after debt, only a Store that stocks the type free keeps a player able', () => {
    // Seat 0 has $0: debt may still fund one crate, so it can stock Food (alone: seat 1's Food shelf is full).
    // Then, with debt taken, seat 0 can still stock Clothing because Bargain Bin stocks it free at $2.
    const state = makeState({
      players: [{ cash: 0, stores: ['st-pantry', 'bargain-bin'] }, { stores: [['st-pantry', [3, 0]]] }],
      market: { food: 1, clothing: 5 },
    });
    const events: never[] = [];
    const s = startPhase(state, 'supply', events);
    expect(one(events, 'supply-no-bid')).toMatchObject({ item: 'food', eligible: [0] });
    const food = act(s, 0, { type: 'stock', crates: [1, 0] });
    expect(one(food.events, 'stocked')).toMatchObject({ debt: 1 });
    // Both can stock Clothing; the combined directly stockable room is 1 + 3 (seat 0) + 1 (seat 1) = 5.
    expect(one(food.events, 'supply-no-bid')).toMatchObject({ item: 'clothing', eligible: [0, 1], capacity: 5 });
    expect(prompted(food.state)).toEqual([{ seat: 0, kind: 'supply-buy' }]);
  });
  it('BM-SU3 BM-SU9 the no-bid test sums the room of the players able to stock only: a player out after debt does not count', () => {
    // Seat 0 ($0) takes debt for the only Food crate and is then out of Clothing, though its Clothing shelf is empty.
    // Seats 1 and 2 (Food shelves full) can stock Clothing: the market holds exactly their combined room.
    const shelves = storeCard('st-pantry').shelves;
    const clothingRoom = shelves.filter((s) => s.item === 'clothing').reduce((n, s) => n + s.slots, 0);
    const foodFull: [string, number[]] = ['st-pantry', shelves.map((s) => (s.item === 'food' ? s.slots : 0))];
    const state = makeState({
      players: [{ cash: 0, stores: ['st-pantry'] }, { stores: [foodFull] }, { stores: [foodFull] }],
      market: { food: 1, clothing: 2 * clothingRoom },
    });
    const events: GameEvent[] = [];
    const s = startPhase(state, 'supply', events);
    expect(one(events, 'supply-no-bid')).toMatchObject({ item: 'food', eligible: [0] });
    const food = act(s, 0, { type: 'stock', crates: [1] });
    expect(food.state.players[0]!.debt).toBeGreaterThan(0);
    // Counting seat 0's empty Clothing room would make it one crate short and force bids.
    expect(one(food.events, 'supply-no-bid')).toMatchObject({ item: 'clothing', eligible: [1, 2], capacity: 2 * clothingRoom });
    expect(find(food.events, 'supply-bidding')).toEqual([]);
    expect(prompted(food.state)).toEqual([{ seat: 1, kind: 'supply-buy' }]);
  });
  it('BM-SU3 BM-SU9 after debt, a Store that only discounts the type (not to $0) does not keep a player able to stock it', () => {
    // Outlet Hall stocks Clothing cheaper, but not free: once seat 0 has taken debt for Food, it is out of Clothing.
    const discount = storeCard('outlet-hall').stockDiscount?.find((d) => d.item === 'clothing')?.amount ?? 0;
    expect(discount).toBeGreaterThan(0);
    expect(discount).toBeLessThan(MIN_PRICE[itemIndex('clothing')]!);
    const shelves = storeCard('st-pantry').shelves;
    const foodFull: [string, number[]] = ['st-pantry', shelves.map((s) => (s.item === 'food' ? s.slots : 0))];
    const state = makeState({
      players: [{ cash: 0, stores: ['st-pantry', 'outlet-hall'] }, { stores: [foodFull] }],
      market: { food: 1, clothing: 1 },
    });
    const s = startPhase(state, 'supply');
    const food = act(s, 0, { type: 'stock', crates: [1, 0] });
    expect(food.state.players[0]!.debt).toBeGreaterThan(0);
    expect(one(food.events, 'supply-no-bid')).toMatchObject({ item: 'clothing', eligible: [1], reason: 'only one player can stock it' });
    expect(prompted(food.state)).toEqual([{ seat: 1, kind: 'supply-buy' }]);
  });
});

describe('Supply: type by type (BM-SU2)', () => {
  it('BM-SU2 each type is finished for everyone before the next type starts, in BM-C1 order', () => {
    const state = makeState({
      players: [{ stores: ['st-pantry'] }, { stores: ['st-pantry'] }],
      market: { food: 6, clothing: 1, art: 0 },
    });
    let s = startPhase(state, 'supply');
    // Food (no bid) for seat 0, then seat 1; Clothing is bid only after both have had Food.
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'supply-buy' }]);
    s = act(s, 0, { type: 'stock', crates: [1] }).state;
    expect(prompted(s)).toEqual([{ seat: 1, kind: 'supply-buy' }]);
    expect(brickAndMortar.view(s, 1).step).toMatchObject({ phase: 'supply', item: 'food' });
    s = act(s, 1, { type: 'stock', crates: [0] }).state;
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'supply-price' }, { seat: 1, kind: 'supply-price' }]);
    expect(brickAndMortar.view(s, 1).step).toMatchObject({ phase: 'supply', item: 'clothing' });
  });
});

describe('Supply: secret bids and stocking order', () => {
  const three = () => makeState({
    players: [{ stores: ['st-pantry'] }, { stores: ['st-pantry'] }, { stores: ['st-pantry'] }],
    market: { food: 2 },
  });

  it('BM-SU4 highest bid stocks first; equal bids go in reverse turn order, and the reveal flags the tie', () => {
    let s = startPhase(three(), 'supply');
    const r = play(s, [[0, { type: 'supply-price', price: 3 }], [2, { type: 'supply-price', price: 2 }], [1, { type: 'supply-price', price: 3 }]]);
    const reveal = one(r.events, 'supply-revealed');
    expect(r.events.find((e) => e.type === 'supply-revealed')?.reveals).toBe(true);
    expect(reveal.order).toEqual([1, 0, 2]);
    expect(reveal.tieBreaks).toEqual([true, false]);
    s = r.state;
    expect(prompted(s)).toEqual([{ seat: 1, kind: 'supply-buy' }]);
  });

  it('BM-SU4 bids must lie between the minimum stocking price and the maximum selling price', () => {
    const s = startPhase(makeState({
      players: [{ stores: ['gadget-hut'] }, { stores: ['gadget-hut'] }],
      market: { electronics: 3 },
    }), 'supply');
    expect(reject(s, 0, { type: 'supply-price', price: 3 }).message).toBe('Electronics cannot be stocked below $4.');
    expect(reject(s, 0, { type: 'supply-price', price: 13 }).code).toBe('price-too-high');
    act(s, 0, { type: 'supply-price', price: 12 });
  });

  it('BM-SU4 an owner may replace a sealed bid until the last one arrives', () => {
    let s = startPhase(three(), 'supply');
    s = play(s, [[0, { type: 'supply-price', price: 2 }], [0, { type: 'supply-price', price: 6 }]]).state;
    expect(prompted(s).map((p) => p.seat)).toEqual([1, 2]);
    const r = play(s, [[1, { type: 'supply-price', price: 3 }], [2, { type: 'supply-price', price: 4 }]]);
    expect(one(r.events, 'supply-revealed').order).toEqual([0, 2, 1]);
  });

  it('BM-SU5 each bidder buys at their own bid, up to room and market crates, and may buy zero', () => {
    let s = startPhase(three(), 'supply');
    s = play(s, [[0, { type: 'supply-price', price: 5 }], [1, { type: 'supply-price', price: 4 }], [2, { type: 'supply-price', price: 1 }]]).state;
    expect(reject(s, 0, { type: 'stock', crates: [3] }).code).toBe('not-enough-crates');
    const r = act(s, 0, { type: 'stock', crates: [0] });
    expect(one(r.events, 'stocked')).toMatchObject({ seat: 0, quantity: 0 });
    const r2 = act(r.state, 1, { type: 'stock', crates: [2] });
    expect(one(r2.events, 'stocked')).toMatchObject({ seat: 1, quantity: 2, price: 4, bid: 4, paid: 8, cash: 7 });
    // Market empty: seat 2's opportunity offers nothing and is passed over.
    expect(find(r2.events, 'stock-skipped')[0]?.data).toMatchObject({ seat: 2 });
  });

  it('BM-SU5 a bidder cannot stock beyond the room in their Stores', () => {
    const state = makeState({ players: [{ stores: ['st-pantry'] }, { stores: ['st-pantry'] }], market: { food: 5 } });
    let s = startPhase(state, 'supply');
    s = play(s, [[0, { type: 'supply-price', price: 2 }], [1, { type: 'supply-price', price: 1 }]]).state;
    expect(reject(s, 0, { type: 'stock', crates: [4] }).code).toBe('no-room');
  });

  it('BM-SU6 nobody returns for a second opportunity after lower bidders', () => {
    let s = startPhase(three(), 'supply');
    s = play(s, [[0, { type: 'supply-price', price: 5 }], [1, { type: 'supply-price', price: 4 }], [2, { type: 'supply-price', price: 3 }]]).state;
    s = play(s, [[0, { type: 'stock', crates: [0] }], [1, { type: 'stock', crates: [1] }], [2, { type: 'stock', crates: [0] }]]).state;
    // One Food is left and seat 0 has room and money, yet the Food round is over for good.
    expect(s.market[0]).toBe(1);
    expect(s.step.phase).not.toBe('supply');
  });

  it('BM-SU7 BM-ST2 bought crates fill the top shelf of their type, then the next shelf down; the rest stay in the market', () => {
    const state = makeState({ players: [{ stores: ['supermarket'] }], market: { food: 9 } });
    let s = startPhase(state, 'supply');
    s = act(s, 0, { type: 'stock', crates: [5] }).state;
    expect(crates(s, 0)).toEqual([4, 1, 0]);
    expect(s.market[0]).toBe(4);
  });

  it('BM-SU8 a discount changes the amount paid, never the bid used for priority', () => {
    // Seat 0's Corner Grocer stocks Food $1 cheaper. Both bid $3: the tie still goes to reverse turn order.
    const state = makeState({
      players: [{ stores: ['corner-grocer'] }, { stores: ['st-pantry'] }],
      market: { food: 3 },
    });
    let s = startPhase(state, 'supply');
    const r = play(s, [[0, { type: 'supply-price', price: 3 }], [1, { type: 'supply-price', price: 3 }]]);
    expect(one(r.events, 'supply-revealed').order).toEqual([1, 0]);
    s = act(r.state, 1, { type: 'stock', crates: [1] }).state;
    const stocked = act(s, 0, { type: 'stock', crates: [2] });
    expect(one(stocked.events, 'stocked')).toMatchObject({ seat: 0, quantity: 2, bid: 3, paid: 4, cash: 11 });
    expect((one(stocked.events, 'stocked').stores as { discount: number }[])[0]?.discount).toBe(1);
  });

  it('BM-SU9 debt can fund only one crate, and a debt-funded crate keeps the odd dollar as cash', () => {
    const state = makeState({ players: [{ cash: 1, stores: ['gadget-hut'] }], market: { electronics: 3 } });
    let s = startPhase(state, 'supply');
    // Two $4 crates with $1 cash: debt would fund more than one crate.
    expect(reject(s, 0, { type: 'stock', crates: [2] }).message).toBe('You cannot pay for that: debt can fund only one crate.');
    // $4 with $1 in hand: 2 debt points give $4, $1 is left over.
    expect(one(act(s, 0, { type: 'stock', crates: [1] }).events, 'stocked')).toMatchObject({ paid: 4, debt: 2, cash: 1 });
  });

  it('BM-SU9 after taking debt, no more paid stocking that Supply phase, though free stocking still works', () => {
    // Seat 0 takes debt for Food, then cannot pay for Electronics; Bargain Bin stocks Clothing free at $2.
    const state = makeState({
      players: [{ cash: 0, stores: ['st-pantry', 'bargain-bin', 'gadget-hut'] }],
      market: { food: 2, clothing: 2, electronics: 2 },
    });
    let s = startPhase(state, 'supply');
    const food = act(s, 0, { type: 'stock', crates: [1, 0, 0] });
    expect(one(food.events, 'stocked')).toMatchObject({ paid: 1, debt: 1, cash: 1 });
    s = food.state;
    // Clothing: the Pantry shelf would cost $2, Bargain Bin $0.
    expect(reject(s, 0, { type: 'stock', crates: [1, 0, 0] }).code).toBe('cannot-afford');
    const r = act(s, 0, { type: 'stock', crates: [0, 2, 0] });
    expect(one(r.events, 'stocked')).toMatchObject({ quantity: 2, paid: 0, debt: 0 });
    // Electronics: no free room and debt already used, so seat 0 cannot stock it at all.
    expect(find(r.events, 'supply-skipped')[0]?.data).toMatchObject({ item: 'electronics' });
  });
});
