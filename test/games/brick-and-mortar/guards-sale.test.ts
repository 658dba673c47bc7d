// The Sale as the table is told it (found by mutation testing, npm run mutate): each public event
// of a Sale, exactly, since the log and the screens read every field of them.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/types';
import { act, demandCards, find, makeState, one, play, reject, type PlayerSpec, startPhase } from './builder';
import type { SaleStep } from '../../../src/games/brick-and-mortar/state';

/** A Sale with `food` shared Food boxes on seat 0's Demand cards. */
function sale(players: PlayerSpec[], food: number, turnOrder?: number[]) {
  const cards = demandCards('food', food);
  const state = makeState({ players, turnOrder, month: 5, demand: players.map((_, i) => (i === 0 ? cards : [])) });
  const events: GameEvent[] = [];
  return { state: startPhase(state, 'sale', events), events, cards };
}

const pantry = (food: number): PlayerSpec => ({ stores: [['st-pantry', [food, 0]]] });

describe('Brick & Mortar guards: what the table is told of a Sale', () => {
  it('BM-SA1 the Sale begins by revealing every seat\'s Demand cards in turn order, with the shared boxes per type', () => {
    const { events, cards } = sale([pantry(2), pantry(1)], 3, [1, 0]);
    expect(events[0]).toEqual({ type: 'phase', visibility: 'public', data: { phase: 'sale', month: 5 } });
    expect(events[1]).toEqual({
      type: 'demand-revealed', visibility: 'public', reveals: true,
      data: {
        entries: [{ seat: 1, demand: [] }, { seat: 0, demand: cards.map((card) => ({ card, item: 'food', boxes: expect.any(Number) })) }],
        shared: [3, 0, 0, 0, 0],
      },
    });
    const boxes = (events[1]!.data as { entries: { demand: { boxes: number }[] }[] }).entries[1]!.demand.map((d) => d.boxes);
    expect(boxes.reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('BM-SA2 with demand for every crate the table is told there is no bid, and why', () => {
    const { events } = sale([pantry(2), pantry(1)], 3, [1, 0]);
    expect(one(events, 'sale-no-bid')).toEqual({
      item: 'food', shared: 3, combined: 3, eligible: [1, 0], price: 6, reason: 'enough demand for everyone',
    });
  });

  it('BM-SA3 bidding is announced with the demand, the crates and who may bid; each sealed offer is told only as sent', () => {
    const { state, events } = sale([pantry(3), pantry(3)], 2);
    expect(one(events, 'sale-bidding')).toEqual({ item: 'food', shared: 2, combined: 6, eligible: [0, 1], forcedByKnockoff: false });
    const first = act(state, 0, { type: 'sale-offer', quantity: 2, price: 4 });
    expect(first.events).toEqual([{ type: 'sale-offer-submitted', visibility: 'public', data: { seat: 0, item: 'food' } }]);
    const second = act(first.state, 1, { type: 'sale-offer', quantity: 1, price: 3 });
    expect(find(second.events, 'sale-revealed')).toEqual([{
      type: 'sale-revealed', visibility: 'public', reveals: true,
      data: { item: 'food', entries: [{ seat: 0, quantity: 2, price: 4 }, { seat: 1, quantity: 1, price: 3 }], order: [1, 0], tieBreaks: [false] },
    }]);
  });

  it('BM-SA3 a seller who abstains (quantity 0) is shown in the reveal but not served', () => {
    const { state } = sale([pantry(3), pantry(3)], 2);
    const r = play(state, [[0, { type: 'sale-offer', quantity: 0, price: 0 }], [1, { type: 'sale-offer', quantity: 2, price: 5 }]]);
    expect(one(r.events, 'sale-revealed')).toMatchObject({ entries: [{ seat: 0, quantity: 0, price: 0 }, { seat: 1, quantity: 2, price: 5 }], order: [1], tieBreaks: [] });
  });

  it('BM-SA6 the end of the Sale tells how many Demand cards were discarded and the demand left unfilled per type', () => {
    const { state, cards } = sale([pantry(1), pantry(0)], 3);
    const r = act(state, 0, { type: 'sale-commit', sold: [1], surplus: [0] });
    expect(one(r.events, 'sale-finished')).toEqual({ discarded: cards.length, unfilled: [2, 0, 0, 0, 0] });
    expect(r.state.demand).toEqual([[], []]);
    expect(r.state.marketDiscard.slice(-cards.length)).toEqual(cards);
  });

  it('BM-ST4 bidding is said to be forced by Knockoff crates only when the demand would have sufficed, exactly so at equality', () => {
    const knock = (clothing: number) => {
      const state = makeState({ players: [{ stores: [['bargain-bin', [2]]] }, { stores: [['st-pantry', [0, 1]]] }], demand: [demandCards('clothing', clothing), []] });
      const events: GameEvent[] = [];
      startPhase(state, 'sale', events);
      return one(events, 'sale-bidding');
    };
    // 3 crates (2 of them Knockoff) for 2 boxes: a bid is needed anyway.
    expect(knock(2)).toEqual({ item: 'clothing', shared: 2, combined: 3, eligible: [0, 1], forcedByKnockoff: false });
    // 3 crates for 3 boxes: enough for everyone, but the Knockoff crates force the bid.
    expect(knock(3)).toEqual({ item: 'clothing', shared: 3, combined: 3, eligible: [0, 1], forcedByKnockoff: true });
  });

  it('BM-SA3 each refused offer says why, with its code', () => {
    const { state } = sale([pantry(3), pantry(3)], 2);
    expect(reject(state, 0, { type: 'sale-offer', quantity: 1.5, price: 2 })).toEqual({ code: 'bad-offer', message: 'Choose a quantity and a price per crate.' });
    expect(reject(state, 0, { type: 'sale-offer', quantity: 3, price: 2 })).toEqual({ code: 'too-many', message: 'You can offer at most 2 Food crates.' });
    expect(reject(state, 0, { type: 'sale-offer', quantity: 0, price: 3 })).toEqual({ code: 'abstain', message: 'Quantity 0 abstains: leave the price at $0.' });
    expect(reject(state, 0, { type: 'sale-offer', quantity: 1, price: 7 })).toEqual({ code: 'price-too-high', message: 'Food cannot be sold above $6.' });
  });

  it('BM-SA3 the reveal leaves the state it was applied to as it was', () => {
    const { state } = sale([pantry(3), pantry(3)], 2);
    const waiting = act(state, 0, { type: 'sale-offer', quantity: 2, price: 4 }).state;
    const revealed = act(waiting, 1, { type: 'sale-offer', quantity: 1, price: 3 });
    expect(find(revealed.events, 'sale-revealed')).toHaveLength(1);
    expect((waiting.step as SaleStep).offers).toEqual([null, null]);
  });
});
