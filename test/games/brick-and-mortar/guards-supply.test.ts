// Supply as the table is told it (found by mutation testing, npm run mutate): each public event of
// a Supply phase, exactly, since the log and the screens read every field of them.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/types';
import { MIN_PRICE } from '../../../src/games/brick-and-mortar/constants';
import { act, find, makeState, one, play, reject, startPhase } from './builder';

const food = MIN_PRICE[0] as number;
const pantries = (n: number, market: number[]) => ({ ...makeState({ players: Array.from({ length: n }, () => ({ stores: ['st-pantry'] })) }), market });

function supply(n: number, market: number[]) {
  const events: GameEvent[] = [];
  return { state: startPhase(pantries(n, market), 'supply', events), events };
}

describe('Brick & Mortar guards: what the table is told of Supply', () => {
  it('BM-SU1 Supply begins by telling the month and the market\'s crates', () => {
    const { events } = supply(2, [6, 0, 0, 0, 0]);
    expect(events[0]).toEqual({ type: 'phase', visibility: 'public', data: { phase: 'supply', month: 2, market: [6, 0, 0, 0, 0] } });
  });

  it('BM-SU3 with enough crates for everyone the table is told there is no bid, the price, and why', () => {
    const { events } = supply(2, [6, 0, 0, 0, 0]);
    expect(one(events, 'supply-no-bid')).toEqual({
      item: 'food', available: 6, capacity: 6, eligible: [0, 1], price: food, reason: 'enough crates for everyone',
    });
  });

  it('BM-SU3 a type nobody can stock is skipped, and said so', () => {
    const { events } = supply(2, [0, 0, 0, 0, 2]);
    expect(one(events, 'supply-skipped')).toEqual({ item: 'art', reason: 'nobody can stock it' });
  });

  it('BM-SU4 bidding is announced with the crates, the room and who may bid; each sealed bid is told only as sent; the reveal shows them all', () => {
    const { state, events } = supply(2, [5, 0, 0, 0, 0]);
    expect(one(events, 'supply-bidding')).toEqual({ item: 'food', available: 5, capacity: 6, eligible: [0, 1] });
    const first = act(state, 0, { type: 'supply-price', price: 2 });
    expect(first.events).toEqual([{ type: 'supply-price-submitted', visibility: 'public', data: { seat: 0, item: 'food' } }]);
    const second = act(first.state, 1, { type: 'supply-price', price: 3 });
    expect(find(second.events, 'supply-revealed')).toEqual([{
      type: 'supply-revealed', visibility: 'public', reveals: true,
      data: { item: 'food', entries: [{ seat: 0, price: 2 }, { seat: 1, price: 3 }], order: [1, 0], tieBreaks: [false] },
    }]);
  });

  it('BM-SU5 BM-SU7 each stocking is told with the price, the bid, what was paid and where the crates went', () => {
    const { state } = supply(2, [6, 0, 0, 0, 0]);
    const r = act(state, 0, { type: 'stock', crates: [2] });
    expect(one(r.events, 'stocked')).toEqual({
      seat: 0, item: 'food', quantity: 2, price: food, bid: null, paid: 2 * food, debt: 0, cash: 15 - 2 * food,
      stores: [{ slot: 0, store: 'Family Pantry', count: 2, each: food, discount: 0 }],
    });
  });

  it('BM-SU6 a bidder left with nothing to buy is passed over, and the table is told', () => {
    const { state } = supply(3, [5, 0, 0, 0, 0]);
    const bids = play(state, [[0, { type: 'supply-price', price: 4 }], [1, { type: 'supply-price', price: 3 }], [2, { type: 'supply-price', price: 2 }]]);
    const r = play(bids.state, [[0, { type: 'stock', crates: [3] }], [1, { type: 'stock', crates: [2] }]]);
    expect(one(r.events, 'stock-skipped')).toEqual({ seat: 2, item: 'food' });
    expect(find(r.events, 'stocked').map((e) => (e.data as { bid: number | null }).bid)).toEqual([4, 3]);
  });
});

describe('Brick & Mortar guards: Supply after debt', () => {
  // Seat 0 alone can stock Food and pays its one crate with debt; in Clothing it still may bid,
  // since its Bargain Bin stocks free at the minimum (BM-SU9), but not at a higher bid.
  function afterDebt() {
    const state = makeState({
      players: [{ cash: 0, stores: ['st-pantry', 'bargain-bin'] }, { stores: ['bargain-bin'] }],
      market: { food: 1, clothing: 5 },
    });
    const s = startPhase(state, 'supply');
    return act(s, 0, { type: 'stock', crates: [1, 0] }).state;
  }

  it('BM-SU9 after debt a bidder whose price makes none of their Stores free is passed over', () => {
    const s = afterDebt();
    expect(s.players[0]).toMatchObject({ debt: 1, cash: 1 });
    const bids = play(s, [[0, { type: 'supply-price', price: 3 }], [1, { type: 'supply-price', price: 4 }]]);
    const r = act(bids.state, 1, { type: 'stock', crates: [0] });
    expect(one(r.events, 'stock-skipped')).toEqual({ seat: 0, item: 'clothing' });
    expect(r.state.step.phase).not.toBe('supply');
  });

  it('BM-SU9 after debt a bidder at the minimum may still stock free where a Store makes it free', () => {
    const s = afterDebt();
    const bids = play(s, [[0, { type: 'supply-price', price: 2 }], [1, { type: 'supply-price', price: 4 }]]);
    const r = act(bids.state, 1, { type: 'stock', crates: [0] });
    expect(find(r.events, 'stock-skipped')).toEqual([]);
    expect(r.state.step).toMatchObject({ phase: 'supply', queue: [0] });
    expect(reject(r.state, 0, { type: 'stock', crates: [1, 0] })).toEqual({ code: 'cannot-afford', message: 'After taking debt this Supply phase you cannot pay for more crates.' });
    const free = act(r.state, 0, { type: 'stock', crates: [0, 3] });
    expect(one(free.events, 'stocked')).toMatchObject({ seat: 0, quantity: 3, price: 2, paid: 0, debt: 0 });
  });
});

describe('Brick & Mortar guards: what a Supply refusal says', () => {
  it('BM-SU4 a seat that cannot stock the type may not bid, and a bid above the maximum is refused with the maximum', () => {
    const s = startPhase(makeState({ market: { food: 4 }, players: [{}, {}, { stores: ['bargain-bin'] }] }), 'supply');
    expect(reject(s, 2, { type: 'supply-price', price: 2 })).toEqual({ code: 'not-eligible', message: 'You cannot stock Food now.' });
    expect(reject(s, 0, { type: 'supply-price', price: 7 })).toEqual({ code: 'price-too-high', message: 'Food cannot be bid above $6.' });
  });

  // The labels are read by every refusal naming a type; Jewelry and Art were named by no test.
  it.each([
    ['jewelry', 'silver-spoon', 'Jewelry'],
    ['art', 'gallery-nine', 'Art'],
  ] as const)('BM-SU4 a seat with no %s shelf may not bid, and the refusal names the type', (item, shelf, name) => {
    const s = startPhase(makeState({ market: { [item]: 3 }, players: [{ stores: [shelf] }, { stores: [shelf] }, {}] }), 'supply');
    expect(reject(s, 2, { type: 'supply-price', price: 2 })).toEqual({ code: 'not-eligible', message: `You cannot stock ${name} now.` });
  });

  it('BM-SU9 debt funds the dearest crate bought, counting only Stores that take crates', () => {
    // At $3 a Pantry crate costs $3 and a Corner Grocer crate $2 ($1 off); seat 0 has $1.
    const state = makeState({ market: { food: 5 }, players: [{ cash: 1, stores: ['st-pantry', 'corner-grocer'] }, {}] });
    const s = play(startPhase(state, 'supply'), [[0, { type: 'supply-price', price: 3 }], [1, { type: 'supply-price', price: 1 }]]).state;
    expect(reject(s, 0, { type: 'stock', crates: [0, 2] })).toEqual({ code: 'cannot-afford', message: 'You cannot pay for that: debt can fund only one crate.' });
    expect(one(act(s, 0, { type: 'stock', crates: [0, 1] }).events, 'stocked')).toMatchObject({
      paid: 2, debt: 1, cash: 1, stores: [{ slot: 1, store: 'Corner Grocer', count: 1, each: 2, discount: 1 }],
    });
    expect(reject(s, 0, { type: 'stock', crates: [4, 0] })).toEqual({ code: 'no-room', message: 'Those Stores have no room for that many Food crates.' });
    expect(reject(s, 0, { type: 'stock', crates: [3, 3] })).toEqual({ code: 'not-enough-crates', message: 'The market does not hold that many Food crates.' });
  });
});
