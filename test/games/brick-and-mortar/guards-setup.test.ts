// Setup at its edges (found by mutation testing, npm run mutate): the table sizes refused with their
// sentence, a first player outside the table, and the bookkeeping a new game starts from.
import { describe, expect, it } from 'vitest';
import { MARKET_CARDS } from '../../../src/games/brick-and-mortar/content';
import { initialState } from '../../../src/games/brick-and-mortar/rules/setup';
import { seats } from './random-play';

describe('Brick & Mortar guards: setup', () => {
  it('BM-C2 a table of 1 or 5 is refused with the sentence saying how many may play', () => {
    for (const n of [1, 5]) expect(() => initialState({ seats: seats(n) }, 'x')).toThrow(new RangeError('Brick & Mortar needs 2 to 4 players.'));
    expect(initialState({ seats: seats(4) }, 'x').players).toHaveLength(4);
  });

  it('BM-C4 a first player before the first seat is ignored like one past the last', () => {
    expect(initialState({ seats: seats(3), variants: { firstPlayer: -1 } }, 's').turnOrder).toEqual([0, 1, 2]);
  });

  it('BM-C3 BM-S5 a new game starts from an empty market, no history, an empty ledger, and the draft to come', () => {
    const s = initialState({ seats: seats(3) }, 's');
    expect(s).toMatchObject({
      month: 0, market: [0, 0, 0, 0, 0], marketDiscard: [], demand: [[], [], []], storeDiscard: [], draftDiscard: [], removed: [],
      row: [], preview: null, step: { phase: 'between', after: 'draft' }, history: [],
      ledger: { supplied: [0, 0, 0, 0, 0], gifted: [0, 0, 0, 0, 0], sold: [0, 0, 0, 0, 0], surplus: [0, 0, 0, 0, 0], closed: [0, 0, 0, 0, 0], bankPaid: 0, bankReceived: 0 },
    });
    // Each player's 5 Market cards come off the top of the deck; the deck keeps the rest.
    const dealt = s.players.flatMap((p) => p.market);
    expect(s.players.map((p) => p.market.length)).toEqual([5, 5, 5]);
    expect(new Set([...dealt, ...s.marketDeck]).size).toBe(MARKET_CARDS.length);
    expect(s.marketDeck).toHaveLength(MARKET_CARDS.length - 15);
    expect(s.players.map((p) => p.hand)).toEqual([[], [], []]);
  });
});
