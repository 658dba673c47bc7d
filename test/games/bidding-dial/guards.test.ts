// The Bidding dial's edges that its rules tests left open (found by mutation testing, npm run
// mutate): the exact lists the table chooses from, each refusal's code and sentence, the events a
// round tells the log, and that nothing handed out (events, views, the outcome) shares an array with
// the state, nor the state with the action it was given.
import { describe, expect, it } from 'vitest';
import { biddingDial, type DialAction, type DialState } from '../../../src/games/bidding-dial';
import { ITEM_LABELS } from '../../../src/games/bidding-dial/constants';
import { outChoices } from '../../../src/games/bidding-dial/rules/round';
import { newOrders } from '../../../src/games/bidding-dial/rules/turn-order';
import { play, round, sitting } from './helpers';

const supply = (item: number, out: number[] = []): DialAction => ({ type: 'start-round', bidding: 'supply', item: item as 0, out });
const sale = (item: number, out: number[] = []): DialAction => ({ type: 'start-round', bidding: 'sale', item: item as 0, out });
const price = (p: number): DialAction => ({ type: 'supply-price', price: p });
const offer = (quantity: number, p: number): DialAction => ({ type: 'sale-offer', quantity, price: p });

/** The error an action must be refused with. */
function refusal(state: DialState, seat: number, action: unknown) {
  const r = biddingDial.apply(state, seat, action as DialAction);
  if (r.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  return r.error;
}

/** The first `count` members a Choices lists, and whether it went on after being told to stop. */
function firstOf<T>(choices: { walk(visit: (v: T) => boolean): boolean }, count: number) {
  const seen: T[] = [];
  const finished = choices.walk((v) => {
    seen.push(v);
    return seen.length < count;
  });
  return { seen, finished };
}

describe('Bidding dial: who is tapped out', () => {
  it('the table chooses from every set of tapped-out players, ascending, that leaves at least two taking part, each once', () => {
    const outs = (seats: number) => biddingDial.legal(sitting(seats), 0).filter((a) => a.type === 'start-round' && a.bidding === 'supply' && a.item === 0).map((a) => (a as { out: number[] }).out);
    expect(outs(2)).toEqual([[]]);
    expect(outs(3)).toEqual([[], [0], [1], [2]]);
    expect(outs(4)).toEqual([[], [0], [1], [0, 1], [2], [0, 2], [1, 2], [3], [0, 3], [1, 3], [2, 3]]);
    // Two biddings times five item types times those sets.
    expect(biddingDial.legal(sitting(3), 0).filter((a) => a.type === 'start-round')).toHaveLength(2 * 5 * 4);
  });

  it('the listing stops when told to, in listing order', () => {
    expect(firstOf(outChoices(3), 4)).toEqual({ seen: [[], [0], [1], [2]], finished: false });
    expect(firstOf(outChoices(3), 99).finished).toBe(true);
  });

  it('a tapped-out list naming a seat that is not at the table, or out of ascending order, or twice, is refused', () => {
    const s = sitting(4);
    for (const out of [[-1], [4], [1, 0], [1, 1]]) {
      expect(refusal(s, 0, supply(0, out))).toEqual({ code: 'bad-out', message: 'List the tapped-out players once each.' });
    }
    expect(play(s, 0, supply(0, [3])).state.round!.out).toEqual([3]);
  });

  it('too many tapped out is refused with its own code', () => {
    expect(refusal(sitting(3), 0, supply(0, [0, 2]))).toEqual({ code: 'too-few', message: 'At least 2 players must take part in a round.' });
  });

  it('a tapped-out player is told so, naming the item type', () => {
    const s = play(sitting(3), 0, supply(3, [1])).state;
    expect(refusal(s, 1, price(8))).toEqual({ code: 'tapped-out', message: `This player is tapped out of this ${ITEM_LABELS[3]} round.` });
  });
});

describe('Bidding dial: entries refused with a sentence', () => {
  it('BM-SA3 a Sale quantity over the dial\'s most is refused naming the most', () => {
    const s = play(sitting(2), 0, sale(1)).state;
    expect(refusal(s, 1, offer(21, 3))).toEqual({ code: 'too-many', message: 'The dial offers at most 20 crates.' });
  });

  it('BM-SA5 quantity 0 with a price is refused: it sits the Sale out at $0', () => {
    const s = play(sitting(2), 0, sale(1)).state;
    expect(refusal(s, 1, offer(0, 3))).toEqual({ code: 'abstain', message: 'Quantity 0 sits the Sale out: leave the price at $0.' });
  });

  it('an entry that is not whole numbers is refused with what the round asks for', () => {
    const supplying = play(sitting(2), 0, supply(1)).state;
    expect(refusal(supplying, 1, price(2.5))).toEqual({ code: 'bad-entry', message: 'Choose a price per crate.' });
    const selling = play(sitting(2), 0, sale(1)).state;
    expect(refusal(selling, 1, offer(1.5, 2))).toEqual({ code: 'bad-entry', message: 'Choose a quantity and a price per crate.' });
  });

  it('a Supply entry is a price alone: the revealed entries carry no quantity', () => {
    const r = round(sitting(2), supply(0), [[0, price(2)], [1, price(3)]]);
    expect(r.state.history[0]!.entries).toStrictEqual([{ seat: 0, price: 2 }, { seat: 1, price: 3 }]);
  });
});

describe('Bidding dial: the turn order', () => {
  it('BM-C4 a turn order that is not every player once is refused: too long, a fraction, a seat not at the table', () => {
    const s = sitting(3);
    for (const order of [[1, 2, 0, 0], [2, 0.5, 1], [0, 1, 3], [0, -1, 2]]) {
      expect(refusal(s, 0, { type: 'turn-order', order })).toEqual({ code: 'bad-order', message: 'Give the turn order as every player once.' });
    }
    expect(refusal(s, 0, { type: 'turn-order', order: [0, 1, 2] }).code).toBe('same-order');
  });

  it('the orders are listed in lexicographic order, the current one left out, and the listing stops when told to', () => {
    expect(firstOf(newOrders([0, 1, 2]), 2)).toEqual({ seen: [[0, 2, 1], [1, 0, 2]], finished: false });
    expect(firstOf(newOrders([1, 0, 2]), 2)).toEqual({ seen: [[0, 1, 2], [0, 2, 1]], finished: false });
    expect(firstOf(newOrders([0, 1, 2]), 99)).toEqual({ seen: [[0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]], finished: true });
  });
});

describe('Bidding dial: what the log is told', () => {
  it('starting a round, setting the turn order and ending the sitting each tell everyone exactly what happened', () => {
    const started = play(sitting(4), 0, sale(2, [1, 3]));
    expect(started.events).toEqual([
      { type: 'round-started', visibility: 'public', data: { number: 1, bidding: 'sale', item: 'electronics', eligible: [0, 2], out: [1, 3] } },
    ]);
    const ordered = play(sitting(3), 0, { type: 'turn-order', order: [2, 0, 1] });
    expect(ordered.events).toEqual([{ type: 'turn-order-set', visibility: 'public', data: { order: [2, 0, 1] } }]);
    const played = round(sitting(2), supply(0), [[0, price(1)], [1, price(2)]]).state;
    expect(play(played, 0, { type: 'end-sitting' }).events).toEqual([{ type: 'sitting-ended', visibility: 'public', data: { rounds: 1 } }]);
  });

  it('the reveal is an event undo never crosses', () => {
    const r = round(sitting(2), supply(0), [[0, price(1)], [1, price(2)]]);
    expect(r.events.map((e) => [e.type, e.reveals === true])).toEqual([['entry-locked', false], ['round-revealed', true]]);
  });
});

describe('Bidding dial: nothing handed out shares an array with the state', () => {
  it('changing an action\'s lists after it was applied changes nothing in the state', () => {
    const out = [1];
    const started = play(sitting(3), 0, supply(0, out)).state;
    out.push(2);
    expect(started.round!.out).toEqual([1]);
    const order = [2, 0, 1];
    const ordered = play(sitting(3), 0, { type: 'turn-order', order });
    order.reverse();
    expect(ordered.state.turnOrder).toEqual([2, 0, 1]);
    expect(ordered.events[0]!.data).toEqual({ order: [2, 0, 1] });
  });

  it('changing an event\'s, a view\'s or the outcome\'s lists changes nothing in the state', () => {
    const r = play(sitting(4), 0, sale(2, [1, 3]));
    const data = r.events[0]!.data as { eligible: number[]; out: number[] };
    data.eligible.push(9);
    data.out.push(9);
    expect(r.state.round!.sealed.eligible).toEqual([0, 2]);
    expect(r.state.round!.out).toEqual([1, 3]);
    const v = biddingDial.view(r.state, 'table');
    v.turnOrder.push(9);
    v.round!.out.push(9);
    expect(r.state.turnOrder).toEqual([0, 1, 2, 3]);
    expect(r.state.round!.out).toEqual([1, 3]);
    const ended = play(round(sitting(2), supply(0), [[0, price(1)], [1, price(2)]]).state, 0, { type: 'end-sitting' }).state;
    biddingDial.outcome(ended)!.ranking.reverse();
    expect(ended.turnOrder).toEqual([0, 1]);
  });
});

describe('Bidding dial: the outcome', () => {
  it('counts for each player only the rounds they took part in', () => {
    let s = round(sitting(3), supply(0, [1]), [[0, price(1)], [2, price(2)]]).state;
    s = round(s, supply(1), [[0, price(2)], [1, price(2)], [2, price(3)]]).state;
    s = play(s, 0, { type: 'end-sitting' }).state;
    expect(biddingDial.outcome(s)!.breakdown).toEqual([{ rounds: 2 }, { rounds: 1 }, { rounds: 2 }]);
  });
});
