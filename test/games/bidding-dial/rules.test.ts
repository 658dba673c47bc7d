// The Bidding dial's rules, each test from a hand-made sitting. The service order is Brick &
// Mortar's own (BM-SU4, BM-SA3); the price bounds are BM-C1's.
import { describe, expect, it } from 'vitest';
import { biddingDial, type DialAction, type RoundRecord } from '../../../src/games/bidding-dial';
import { MAX_OFFER_QUANTITY, MAX_PRICE, MIN_PRICE } from '../../../src/games/bidding-dial/constants';
import { serviceOrder } from '../../../src/games/brick-and-mortar/rules/service-order';
import { play, round, sitting } from './helpers';

const supply = (item: number, out: number[] = []): DialAction => ({ type: 'start-round', bidding: 'supply', item: item as 0, out });
const sale = (item: number, out: number[] = []): DialAction => ({ type: 'start-round', bidding: 'sale', item: item as 0, out });
const price = (p: number): DialAction => ({ type: 'supply-price', price: p });
const offer = (quantity: number, p: number): DialAction => ({ type: 'sale-offer', quantity, price: p });

function revealedRecord(events: { type: string; data?: Record<string, unknown> }[]): RoundRecord {
  const e = events.find((x) => x.type === 'round-revealed');
  if (!e) throw new Error('no reveal');
  return e.data as unknown as RoundRecord;
}

describe('Bidding dial: a round', () => {
  it('between rounds only the first person in turn order is awaited, in the open, to choose the next round', () => {
    const s = sitting(3, [2, 0, 1]);
    expect(biddingDial.pending(s)).toEqual([{ seat: 2, kind: 'next-round', entry: 'open' }]);
    expect(biddingDial.legal(s, 0)).toEqual([]);
    const withBots = { ...s, kinds: ['person', 'person', 'bot'] as ('person' | 'bot')[] };
    expect(biddingDial.pending(withBots)[0]!.seat).toBe(0);
  });

  it('every player enters in secret unless tapped out, and at least two must take part', () => {
    const s = sitting(4);
    const r = play(s, 0, supply(2, [1]));
    expect(biddingDial.pending(r.state)).toEqual([
      { seat: 0, kind: 'supply-price', entry: 'sealed' },
      { seat: 2, kind: 'supply-price', entry: 'sealed' },
      { seat: 3, kind: 'supply-price', entry: 'sealed' },
    ]);
    expect(biddingDial.legal(r.state, 1)).toEqual([]);
    const refused = biddingDial.apply(sitting(3), 0, supply(0, [0, 2]));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toBe('At least 2 players must take part in a round.');
  });

  it('BM-SU4 BM-C1 a Supply price runs from the type\'s minimum stocking price to its maximum selling price', () => {
    for (let item = 0; item < 5; item++) {
      const r = play(sitting(2), 0, supply(item));
      const prices = biddingDial.legal(r.state, 1).map((a) => (a as { price: number }).price);
      expect(prices[0]).toBe(MIN_PRICE[item]);
      expect(prices.at(-1)).toBe(MAX_PRICE[item]);
      expect(prices).toHaveLength(MAX_PRICE[item]! - MIN_PRICE[item]! + 1);
    }
    const electronics = play(sitting(2), 0, supply(2)).state;
    const low = biddingDial.apply(electronics, 0, price(3));
    expect(low.ok === false && low.error.message).toBe('Electronics cannot be stocked below $4 a crate.');
    const high = biddingDial.apply(electronics, 0, price(13));
    expect(high.ok === false && high.error.message).toBe('Electronics goes no higher than $12 a crate.');
  });

  it('BM-SA3 BM-SA5 a Sale offer is a quantity and a price from $0 to the type\'s maximum; quantity 0 abstains at $0', () => {
    const s = play(sitting(2), 0, sale(4)).state;
    const legal = biddingDial.legal(s, 0).filter((a) => a.type === 'sale-offer') as { quantity: number; price: number }[];
    expect(legal[0]).toEqual({ type: 'sale-offer', quantity: 0, price: 0 });
    expect(legal.filter((a) => a.quantity === 0)).toHaveLength(1);
    expect(legal.filter((a) => a.quantity === 1).map((a) => a.price)).toEqual(Array.from({ length: MAX_PRICE[4]! + 1 }, (_, p) => p));
    expect(Math.max(...legal.map((a) => a.quantity))).toBe(MAX_OFFER_QUANTITY);
    expect(biddingDial.apply(s, 0, offer(2, 26)).ok).toBe(false);
    expect(biddingDial.apply(s, 0, offer(0, 5)).ok).toBe(false);
    expect(biddingDial.apply(s, 0, offer(2, 0)).ok).toBe(true);
  });

  it('an entry can be changed by its owner until the last one is in; nothing is revealed before', () => {
    let s = play(sitting(3), 0, supply(0)).state;
    s = play(s, 0, price(2)).state;
    const changed = play(s, 0, price(5));
    expect(changed.events.map((e) => e.type)).toEqual(['entry-locked']);
    expect(changed.events[0]!.data).toEqual({ seat: 0, number: 1, replaced: true });
    s = play(changed.state, 1, price(3)).state;
    expect(biddingDial.view(s, 'table').round!.sealed).toEqual({ kind: 'supply-price', eligible: [0, 1, 2], submitted: [true, true, false] });
    expect(biddingDial.view(s, 1).round!.sealed.own).toEqual({ price: 3 });
    expect(JSON.stringify(biddingDial.view(s, 2))).not.toContain('"own"');
    const last = play(s, 2, price(1));
    expect(revealedRecord(last.events).entries).toEqual([{ seat: 0, price: 5 }, { seat: 1, price: 3 }, { seat: 2, price: 1 }]);
    expect(last.state.round).toBeNull();
    expect(biddingDial.apply(last.state, 0, price(4)).ok).toBe(false);
  });
});

describe('Bidding dial: the reveal in service order', () => {
  it('BM-SU4 highest Supply price stocks first; equal prices go in reverse turn order, and the tie-break is reported', () => {
    // Turn order Ana, Ben, Cy: Cy is last, so Cy goes before Ana at the same price.
    const r = round(sitting(3), supply(0), [[0, price(4)], [1, price(6)], [2, price(4)]]);
    const rec = revealedRecord(r.events);
    expect(rec.order).toEqual([1, 2, 0]);
    expect(rec.tieBreaks).toEqual([false, true]);
  });

  it('BM-SU4 the tie-break follows the turn order the table set: reversed order, reversed tie', () => {
    let s = sitting(3);
    s = play(s, 0, { type: 'turn-order', order: [2, 1, 0] }).state;
    const rec = revealedRecord(round(s, supply(0), [[0, price(4)], [1, price(6)], [2, price(4)]]).events);
    expect(rec.order).toEqual([1, 0, 2]);
    expect(rec.tieBreaks).toEqual([false, true]);
    expect(rec.turnOrder).toEqual([2, 1, 0]);
  });

  it('BM-SA3 lowest Sale price sells first; equal prices go in reverse turn order; BM-SA5 quantity 0 sits out, $0 is a real offer', () => {
    const s = sitting(4, [3, 1, 0, 2]);
    const rec = revealedRecord(round(s, sale(1), [[0, offer(2, 5)], [1, offer(1, 0)], [2, offer(0, 0)], [3, offer(3, 5)]]).events);
    // Ben at $0 first; Ana and Di at $5: Ana is later in turn order (3, 1, 0, 2), so Ana goes first.
    expect(rec.order).toEqual([1, 0, 3]);
    expect(rec.tieBreaks).toEqual([false, true]);
    expect(rec.abstained).toEqual([2]);
    expect(rec.entries.map((e) => e.seat)).toEqual([3, 1, 0, 2]);
  });

  it('the order is Brick & Mortar\'s own service-order function applied to the entries (one rule, not a copy)', () => {
    const s = sitting(4, [1, 3, 0, 2]);
    const prices = [7, 9, 7, 9];
    const rec = revealedRecord(round(s, supply(3), prices.map((p, seat) => [seat, price(p)])).events);
    const bm = serviceOrder([1, 3, 0, 2], prices.map((value, seat) => ({ seat, value })), true);
    expect({ order: rec.order, tieBreaks: rec.tieBreaks }).toEqual(bm);
  });

  it('tapped-out players are listed, enter nothing and are not served', () => {
    const rec = revealedRecord(round(sitting(3), supply(1, [1]), [[2, price(3)], [0, price(3)]]).events);
    expect(rec.out).toEqual([1]);
    expect(rec.order).toEqual([2, 0]);
  });
});

describe('Bidding dial: the sitting', () => {
  it('keeps every revealed round in the history, and a new round starts with the same players', () => {
    let s = round(sitting(2), supply(0), [[0, price(1)], [1, price(2)]]).state;
    s = round(s, sale(0), [[1, offer(1, 4)], [0, offer(2, 3)]]).state;
    expect(s.history.map((h) => [h.number, h.bidding, h.order])).toEqual([[1, 'supply', [1, 0]], [2, 'sale', [0, 1]]]);
    expect(biddingDial.view(s, 'table').history).toHaveLength(2);
    expect(biddingDial.pending(s)[0]!.kind).toBe('next-round');
  });

  it('the turn order can be set between rounds to any order of the players but the current one', () => {
    const s = sitting(3);
    const orders = biddingDial.legal(s, 0).filter((a) => a.type === 'turn-order');
    expect(orders).toHaveLength(5);
    const same = biddingDial.apply(s, 0, { type: 'turn-order', order: [0, 1, 2] });
    expect(same.ok === false && same.error.message).toBe('That is already the turn order.');
    expect(biddingDial.apply(s, 0, { type: 'turn-order', order: [0, 0, 2] }).ok).toBe(false);
    const set = play(s, 0, { type: 'turn-order', order: [1, 2, 0] });
    expect(biddingDial.pending(set.state)[0]!.seat).toBe(1);
  });

  it('ending the sitting leaves nobody awaited and lists everyone', () => {
    const s = play(round(sitting(2), supply(0), [[0, price(1)], [1, price(2)]]).state, 0, { type: 'end-sitting' }).state;
    expect(biddingDial.pending(s)).toEqual([]);
    expect(biddingDial.outcome(s)).toEqual({ ranking: [0, 1], scores: [0, 0], breakdown: [{ rounds: 1 }, { rounds: 1 }] });
    expect(biddingDial.legal(s, 0)).toEqual([]);
  });
});

describe('Bidding dial: the turn order during a round', () => {
  it('BM-SU4 the table can set the turn order mid-round without changing who is awaited; the reveal uses the order in force at the last entry', () => {
    let s = play(sitting(3), 0, supply(0)).state;
    s = play(s, 0, price(4)).state;
    const awaited = biddingDial.pending(s);
    // Ana stands for the table (first person in turn order) even though she has entered.
    const set = play(s, 0, { type: 'turn-order', order: [2, 1, 0] });
    expect(biddingDial.pending(set.state)).toEqual(awaited);
    expect(set.events.some((e) => e.reveals === true)).toBe(false);
    // Only the table's person may: Ben is awaited, but the turn order is not his to set.
    expect(biddingDial.legal(s, 1).some((a) => a.type === 'turn-order')).toBe(false);
    s = play(set.state, 1, price(6)).state;
    const rec = revealedRecord(play(s, 2, price(4)).events);
    // Reversed order Cy, Ben, Ana: Ana is now last, so Ana goes before Cy at $4.
    expect(rec.order).toEqual([1, 0, 2]);
    expect(rec.turnOrder).toEqual([2, 1, 0]);
  });
});
