import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/types';
import { storeCard } from '../../../src/games/brick-and-mortar/content';
import { act, crates, demandCards, find, makeState, one, play, prompted, reject, startPhase, type PlayerSpec } from './builder';

/** A Sale with shared demand of `food` Food boxes (and optionally Clothing) on seat 0's Demand cards. */
function sale(players: PlayerSpec[], shared: { food?: number; clothing?: number }, turnOrder?: number[], engineVersion?: number) {
  const cards = [
    ...(shared.food ? demandCards('food', shared.food) : []),
    ...(shared.clothing ? demandCards('clothing', shared.clothing) : []),
  ];
  const state = makeState({ players, turnOrder, engineVersion, demand: players.map((_, i) => (i === 0 ? cards : [])) });
  const events: GameEvent[] = [];
  return { state: startPhase(state, 'sale', events), events, cards };
}

const pantry = (food: number, clothing = 0): PlayerSpec => ({ stores: [['st-pantry', [food, clothing]]] });

describe('Sale: demand and the no-bid case', () => {
  it('BM-SA1 the Demand cards are revealed; each box takes one crate; types resolve in order', () => {
    const { state, events } = sale([pantry(2, 1), pantry(3, 1)], { food: 2, clothing: 2 });
    const revealed = events.find((e) => e.type === 'demand-revealed');
    expect(revealed?.reveals).toBe(true);
    expect((revealed?.data as { shared: number[] }).shared).toEqual([2, 2, 0, 0, 0]);
    // Food first: 5 crates for 2 boxes means bidding on Food, Clothing waits.
    expect(prompted(state)).toEqual([{ seat: 0, kind: 'sale-offer' }, { seat: 1, kind: 'sale-offer' }]);
    expect(one(events, 'sale-bidding').item).toBe('food');
  });

  it('BM-SA2 with demand for every sellable crate there is no bid: sales at the maximum price, in turn order', () => {
    const { state, events } = sale([pantry(2), pantry(1)], { food: 3 }, [1, 0]);
    expect(one(events, 'sale-no-bid')).toMatchObject({ item: 'food', shared: 3, combined: 3, price: 6 });
    expect(prompted(state)).toEqual([{ seat: 1, kind: 'sale-commit' }]);
    const r = play(state, [[1, { type: 'sale-commit', sold: [1], surplus: [0] }], [0, { type: 'sale-commit', sold: [1], surplus: [0] }]]);
    const sold = find(r.events, 'sold').map((e) => e.data);
    expect(sold).toMatchObject([{ seat: 1, sold: 1, revenue: 6, bid: null }, { seat: 0, sold: 1, revenue: 6 }]);
    // Unsold crates stay in the Store.
    expect(crates(r.state, 0)).toEqual([1, 0]);
  });

  it('BM-SA2 a sole seller sells at the maximum price without a bid, up to the demand', () => {
    const { state, events } = sale([pantry(3), pantry(0)], { food: 2 });
    expect(one(events, 'sale-no-bid')).toMatchObject({ eligible: [0], reason: 'only one player can sell it' });
    expect(reject(state, 0, { type: 'sale-commit', sold: [3], surplus: [0] }).code).toBe('too-many');
    const r = act(state, 0, { type: 'sale-commit', sold: [2], surplus: [0] });
    expect(one(r.events, 'sold')).toMatchObject({ sold: 2, revenue: 12, surplus: 0 });
  });
});

describe('Sale: secret offers', () => {
  it('BM-SA3 lowest price sells first; equal prices go in reverse turn order', () => {
    const { state } = sale([pantry(3), pantry(3), pantry(3)], { food: 4 });
    const r = play(state, [
      [0, { type: 'sale-offer', quantity: 2, price: 4 }],
      [1, { type: 'sale-offer', quantity: 2, price: 4 }],
      [2, { type: 'sale-offer', quantity: 1, price: 5 }],
    ]);
    const reveal = one(r.events, 'sale-revealed');
    expect(reveal.order).toEqual([1, 0, 2]);
    expect(reveal.tieBreaks).toEqual([true, false]);
    expect(find(r.events, 'sold').map((e) => (e.data as { seat: number }).seat)).toEqual([1, 0, 2]);
  });

  it('BM-SA3 quantity is at most shared demand plus own private demand and own crates; price $0 to the maximum', () => {
    const { state } = sale([pantry(3), pantry(3)], { food: 2 });
    expect(reject(state, 0, { type: 'sale-offer', quantity: 3, price: 2 }).code).toBe('too-many');
    expect(reject(state, 0, { type: 'sale-offer', quantity: 1, price: 7 }).message).toBe('Food cannot be sold above $6.');
    expect(reject(state, 0, { type: 'sale-offer', quantity: 1, price: -1 }).code).toBe('bad-offer');
    act(state, 0, { type: 'sale-offer', quantity: 2, price: 0 });
  });

  it('BM-SA3 the quantity offered is capped by the seller\'s own sellable crates, even when demand is larger', () => {
    // Seat 0 holds 1 Food against 2 shared boxes (seat 1's 3 crates force bids): it may offer 1, never 2.
    const { state } = sale([pantry(1), pantry(3)], { food: 2 });
    expect(prompted(state)).toEqual([{ seat: 0, kind: 'sale-offer' }, { seat: 1, kind: 'sale-offer' }]);
    expect(reject(state, 0, { type: 'sale-offer', quantity: 2, price: 1 }).code).toBe('too-many');
    act(state, 0, { type: 'sale-offer', quantity: 1, price: 1 });
  });

  it('BM-SA4 committed crates must be sold; a shortfall is discarded as surplus; uncommitted crates stay', () => {
    const { state } = sale([pantry(3), pantry(3)], { food: 3 });
    const r = play(state, [[0, { type: 'sale-offer', quantity: 2, price: 5 }], [1, { type: 'sale-offer', quantity: 2, price: 2 }]]);
    const sold = find(r.events, 'sold').map((e) => e.data);
    expect(sold).toMatchObject([{ seat: 1, sold: 2, surplus: 0, revenue: 4 }, { seat: 0, committed: 2, sold: 1, surplus: 1, revenue: 5 }]);
    expect(crates(r.state, 0)).toEqual([1, 0]);
    expect(r.state.ledger.surplus).toEqual([1, 0, 0, 0, 0]);
    // Surplus goes to the general supply, not the market.
    expect(r.state.market).toEqual([0, 0, 0, 0, 0]);
  });

  it('BM-SA4 the seller chooses which Stores the crates sold come from', () => {
    const players: PlayerSpec[] = [{ stores: [['st-pantry', [2, 0]], ['greengrocer', [3]]] }, pantry(3)];
    const { state } = sale(players, { food: 2 });
    const s = play(state, [[0, { type: 'sale-offer', quantity: 2, price: 1 }], [1, { type: 'sale-offer', quantity: 0, price: 0 }]]).state;
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'sale-commit' }]);
    expect(reject(s, 0, { type: 'sale-commit', sold: [1, 0], surplus: [0, 0] }).code).toBe('fill-first');
    const r = act(s, 0, { type: 'sale-commit', sold: [0, 2], surplus: [0, 0] });
    expect(crates(r.state, 0, 0)).toEqual([2, 0]);
    expect(crates(r.state, 0, 1)).toEqual([1]);
  });

  it('BM-SA4 BM-ST6 under engine 1, when demand runs short, the engine sells the committed crates that earn most and the rest are surplus', () => {
    // Engine 1 (kept for its matches): seat 0 commits one Food from the Pantry and one from Bakery Row (a Food sale bonus); one box is left for it.
    const bonus = storeCard('bakery-row').saleBonus?.find((b) => b.item === 'food')?.amount ?? 0;
    expect(bonus).toBeGreaterThan(0);
    const players: PlayerSpec[] = [{ stores: [['st-pantry', [1, 0]], ['bakery-row', [1, 0]]] }, pantry(3)];
    const { state } = sale(players, { food: 2 }, undefined, 1);
    const price = 4;
    const r = play(state, [[0, { type: 'sale-offer', quantity: 2, price }], [1, { type: 'sale-offer', quantity: 1, price: price - 1 }]]);
    const sold = find(r.events, 'sold').map((e) => e.data);
    expect(sold).toMatchObject([{ seat: 1, sold: 1 }, { seat: 0, committed: 2, sold: 1, surplus: 1, revenue: price + bonus }]);
    expect((sold[1] as { stores: unknown[] }).stores).toMatchObject([{ slot: 1, sold: 1, bonus }]);
  });

  it('BM-SA5 a $0 offer is a real sale with no base revenue; quantity 0 abstains', () => {
    const players: PlayerSpec[] = [{ stores: [['bakery-row', [2, 0]]] }, pantry(3), pantry(3)];
    const { state } = sale(players, { food: 3 });
    expect(reject(state, 1, { type: 'sale-offer', quantity: 0, price: 3 }).code).toBe('abstain');
    const r = play(state, [
      [0, { type: 'sale-offer', quantity: 2, price: 0 }],
      [1, { type: 'sale-offer', quantity: 0, price: 0 }],
      [2, { type: 'sale-offer', quantity: 1, price: 0 }],
    ]);
    expect(one(r.events, 'sale-revealed').order).toEqual([2, 0]);
    const sold = find(r.events, 'sold').map((e) => e.data);
    // Seat 2 sells at $0 and earns nothing; Bakery Row's +$1 still pays seat 0 $1 a crate.
    expect(sold).toMatchObject([{ seat: 2, sold: 1, revenue: 0 }, { seat: 0, sold: 2, revenue: 2 }]);
    expect(crates(r.state, 1)).toEqual([3, 0]);
  });

  it('BM-SA6 sold crates return to the general supply, not the market; Demand cards are discarded; unfilled demand is gone', () => {
    const state = makeState({
      players: [pantry(1), pantry(0)],
      market: { food: 4 },
      demand: [demandCards('food', 3), []],
    });
    const s = startPhase(state, 'sale');
    const r = act(s, 0, { type: 'sale-commit', sold: [1], surplus: [0] });
    expect(r.state.market).toEqual([4, 0, 0, 0, 0]);
    expect(r.state.ledger.sold).toEqual([1, 0, 0, 0, 0]);
    expect(r.state.demand).toEqual([[], []]);
    expect(r.state.marketDiscard).toEqual(expect.arrayContaining(demandCards('food', 3)));
    expect(find(r.events, 'sale-finished')[0]?.data).toMatchObject({ unfilled: [2, 0, 0, 0, 0] });
  });

  it('BM-SA7 a sale bonus changes the amount received, never the price used for priority', () => {
    const players: PlayerSpec[] = [{ stores: [['bakery-row', [2, 0]]] }, pantry(2)];
    const { state } = sale(players, { food: 2 });
    const r = play(state, [[0, { type: 'sale-offer', quantity: 2, price: 4 }], [1, { type: 'sale-offer', quantity: 2, price: 4 }]]);
    // Tie at $4: seat 1 (later in turn order) sells first despite seat 0's bonus.
    expect(one(r.events, 'sale-revealed').order).toEqual([1, 0]);
    const sold = find(r.events, 'sold').map((e) => e.data);
    expect(sold).toMatchObject([{ seat: 1, sold: 2, revenue: 8 }, { seat: 0, sold: 0, surplus: 2 }]);
  });

  it('BM-SA7 BM-ST6 a bonus adds to each crate sold from its Store', () => {
    const players: PlayerSpec[] = [{ stores: [['bakery-row', [2, 0]]] }, pantry(2)];
    const { state } = sale(players, { food: 2 });
    const r = play(state, [[0, { type: 'sale-offer', quantity: 2, price: 3 }], [1, { type: 'sale-offer', quantity: 2, price: 4 }]]);
    expect(find(r.events, 'sold')[0]?.data).toMatchObject({ seat: 0, sold: 2, revenue: 8, price: 3 });
  });

  it('BM-SA8 only players with sellable crates and reachable demand are eligible; an unsellable type is skipped', () => {
    // Seat 1 holds Clothing but there is no Clothing demand and no Fulfillment Center: not eligible.
    const { state, events } = sale([pantry(2), pantry(1, 1)], { food: 2 });
    expect(prompted(state)).toEqual([{ seat: 0, kind: 'sale-offer' }, { seat: 1, kind: 'sale-offer' }]);
    const r = play(state, [[0, { type: 'sale-offer', quantity: 1, price: 6 }], [1, { type: 'sale-offer', quantity: 0, price: 0 }]]);
    expect([...events, ...r.events].some((e) => e.type.startsWith('sale-') && (e.data as { item?: string }).item === 'clothing')).toBe(false);
    expect(crates(r.state, 1)).toEqual([1, 1]);
  });
});

describe('Sale: Knockoff Stores and Fulfillment Centers', () => {
  const knock = (): PlayerSpec[] => [{ stores: [['bargain-bin', [2]]] }, pantry(0, 1)];

  it('BM-ST4 Knockoff crates force the bidding procedure even when demand suffices', () => {
    const { events, state } = sale(knock(), { clothing: 5 });
    expect(one(events, 'sale-bidding')).toMatchObject({ item: 'clothing', shared: 5, combined: 3, forcedByKnockoff: true });
    expect(prompted(state).map((p) => p.kind)).toEqual(['sale-offer', 'sale-offer']);
  });

  it('BM-ST4 committed Knockoff crates sell when a rival commits at least one crate of the type', () => {
    const { state } = sale(knock(), { clothing: 5 });
    const r = play(state, [[0, { type: 'sale-offer', quantity: 2, price: 5 }], [1, { type: 'sale-offer', quantity: 1, price: 8 }]]);
    expect(find(r.events, 'sold')[0]?.data).toMatchObject({ seat: 0, sold: 2, knockoffKept: 0, revenue: 10 });
  });

  it('BM-ST4 without a rival seller, committed Knockoff crates stay in their Store, neither sold nor surplus', () => {
    const { state } = sale(knock(), { clothing: 5 });
    const r = play(state, [[0, { type: 'sale-offer', quantity: 2, price: 5 }], [1, { type: 'sale-offer', quantity: 0, price: 0 }]]);
    expect(find(r.events, 'sold')[0]?.data).toMatchObject({ seat: 0, sold: 0, surplus: 0, knockoffKept: 2, revenue: 0 });
    expect(crates(r.state, 0)).toEqual([2]);
  });

  it('BM-ST4 a sole seller of Knockoff crates sells none without bidding: nothing is offered and the crates stay', () => {
    const { state, events } = sale([{ stores: [['bargain-bin', [2]]] }, pantry(0, 0)], { clothing: 2 });
    expect(one(events, 'sale-no-bid')).toMatchObject({ item: 'clothing', eligible: [0] });
    // No rival can commit a crate, so there is nothing to choose: the Sale goes on without a prompt.
    expect(state.step.phase).not.toBe('sale');
    expect(find(events, 'sold').map((e) => e.data)).toMatchObject([{ seat: 0, sold: 0, surplus: 0, revenue: 0 }]);
    expect(crates(state, 0)).toEqual([2]);
  });

  it('BM-ST5 private Fulfillment Center demand is used before any crate is discarded as surplus', () => {
    const players: PlayerSpec[] = [{ stores: [['st-pantry', [3, 0]], 'parcel-hub'] }, pantry(3)];
    const { state } = sale(players, { food: 2 });
    const r = play(state, [[0, { type: 'sale-offer', quantity: 3, price: 5 }], [1, { type: 'sale-offer', quantity: 2, price: 2 }]]);
    // Seat 1 takes the 2 shared boxes; seat 0's 3 crates go 2 to the Parcel Hub, 1 surplus.
    expect(find(r.events, 'sold').map((e) => e.data)).toMatchObject([
      { seat: 1, toShared: 2 },
      { seat: 0, toShared: 0, toPrivate: 2, surplus: 1, revenue: 10 },
    ]);
    // The Fulfillment Center holds no crates.
    expect(r.state.players[0]!.stores[1]!.crates).toEqual([]);
  });

  it('BM-ST5 a seller fills shared demand first, then their own private demand', () => {
    const players: PlayerSpec[] = [{ stores: [['st-pantry', [3, 0]], 'parcel-hub'] }, pantry(3)];
    const { state } = sale(players, { food: 2 });
    const r = play(state, [[0, { type: 'sale-offer', quantity: 3, price: 2 }], [1, { type: 'sale-offer', quantity: 2, price: 4 }]]);
    expect(find(r.events, 'sold').map((e) => e.data)).toMatchObject([
      { seat: 0, toShared: 2, toPrivate: 1, surplus: 0 },
      { seat: 1, sold: 0, surplus: 2 },
    ]);
  });

  it('BM-ST5 private demand stays out of the no-bid comparison, and a sole seller fills it without bidding', () => {
    const players: PlayerSpec[] = [{ stores: [['st-pantry', [3, 0]], 'parcel-hub'] }, pantry(0)];
    const { state, events } = sale(players, {});
    expect(one(events, 'sale-no-bid')).toMatchObject({ item: 'food', shared: 0, eligible: [0] });
    const r = act(state, 0, { type: 'sale-commit', sold: [2, 0], surplus: [0, 0] });
    expect(one(r.events, 'sold')).toMatchObject({ toPrivate: 2, revenue: 12 });
    const both = sale([{ stores: [['st-pantry', [2, 0]], 'parcel-hub'] }, pantry(1)], { food: 3 });
    expect(one(both.events, 'sale-no-bid')).toMatchObject({ shared: 3, combined: 3 });
  });
});
