// Auctions and the row refresh at their edges (found by mutation testing, npm run mutate): what
// the log is told of each raise and each player leaving, the bid-too-low sentence naming the least
// raise, the cap of cash plus $2 a point, and the row refresh as an undo barrier whose events share
// nothing with the state.
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../../src/engine/hash';
import { brickAndMortar } from '../../../src/games/brick-and-mortar';
import type { GameEvent } from '../../../src/engine/types';
import { AUCTION_CREDIT_PER_POINT } from '../../../src/games/brick-and-mortar/constants';
import { auctionCap } from '../../../src/games/brick-and-mortar/rules/auction';
import { act, find, makeState, prompted, reject, startPhase, type PlayerSpec } from './builder';

const trio = (): PlayerSpec[] => [{ hand: ['gadget-hut'] }, { hand: ['silver-spoon'] }, { hand: ['phone-bar'] }];

function building(players: PlayerSpec[]) {
  const events: GameEvent[] = [];
  const state = startPhase(makeState({ players }), 'building', events);
  return { state, events };
}

describe('BM-B4 auctions: guards', () => {
  it('BM-B4 each raise and each leaving is told to everyone with the seat, the Store and the bid', () => {
    let s = act(building(trio()).state, 0, { type: 'start-auction', card: 'greengrocer', bid: 4 }).state;
    const raised = act(s, 1, { type: 'raise', bid: 5 });
    expect(raised.events).toEqual([{ type: 'auction-raised', visibility: 'public', data: { seat: 1, bid: 5, card: 'greengrocer' } }]);
    s = raised.state;
    const left = act(s, 2, { type: 'leave' });
    expect(left.events).toEqual([{ type: 'auction-left', visibility: 'public', data: { seat: 2, card: 'greengrocer', bid: 5 } }]);
  });

  it('BM-B4 a bidder who is not the one to act is told it is not their turn', () => {
    const s = act(building(trio()).state, 0, { type: 'start-auction', card: 'greengrocer', bid: 4 }).state;
    expect(reject(s, 2, { type: 'raise', bid: 5 })).toEqual({ code: 'not-your-turn', message: 'It is not your turn to bid.' });
    expect(reject(s, 0, { type: 'leave' })).toEqual({ code: 'not-your-turn', message: 'It is not your turn to bid.' });
    expect(reject(s, 1, { type: 'raise', bid: 15 + 2 * 10 + 1 })).toEqual({ code: 'bid-too-high', message: 'No bid may exceed your cash plus $2 for each point you hold.' });
  });

  it('BM-B4 a raise below the least allowed names that least amount', () => {
    const s = act(building(trio()).state, 0, { type: 'start-auction', card: 'greengrocer', bid: 4 }).state;
    expect(reject(s, 1, { type: 'raise', bid: 4 })).toEqual({ code: 'bid-too-low', message: 'You must raise to at least $5.' });
  });

  it('BM-B4 (D) the cap is cash plus $2 for each point, for any points', () => {
    const s = makeState({ players: [{ cash: 7, points: 3 }, { cash: 0, points: 0 }, { cash: 2, points: 11 }] });
    expect(auctionCap(s, 0)).toBe(7 + AUCTION_CREDIT_PER_POINT * 3);
    expect(auctionCap(s, 1)).toBe(0);
    expect(auctionCap(s, 2)).toBe(2 + AUCTION_CREDIT_PER_POINT * 11);
    expect(AUCTION_CREDIT_PER_POINT).toBe(2);
  });
});

describe('BM-B8 the row refresh: guards', () => {
  it('BM-B8 the refresh is an undo barrier, and its discarded list is the log\'s own copy', () => {
    const { state } = building([{}, {}]);
    const before = stateHash(state);
    let s = state;
    const events: GameEvent[] = [];
    for (let i = 0; i < 6 && s.step.phase === 'building'; i++) {
      const seat = prompted(s)[0]!.seat;
      const done = brickAndMortar.legal(s, seat).find((a) => a.type === 'pass' || a.type === 'finish-building')!;
      const r = act(s, seat, done);
      s = r.state;
      events.push(...r.events);
    }
    const refreshed = find(events, 'row-refreshed');
    expect(refreshed).toHaveLength(1);
    expect(refreshed[0]).toMatchObject({ visibility: 'public', reveals: true, data: { discarded: ['greengrocer', 'thrift-corner', 'denim-depot', 'deli-counter'], wholeRow: true } });
    (refreshed[0]!.data as { discarded: string[] }).discarded.push('changed');
    expect(stateHash(state)).toBe(before);
    expect(state.row).toEqual(['greengrocer', 'thrift-corner', 'denim-depot', 'deli-counter']);
  });
});
