// Investment at its edges (found by mutation testing, npm run mutate): each refusal with its code
// and its sentence, and the limit between the cap of 10 points and a player's cash.
import { describe, expect, it } from 'vitest';
import { brickAndMortar, type BMState } from '../../../src/games/brick-and-mortar';
import { act, makeState, one, prompted, reject, startPhase, type PlayerSpec } from './builder';

const invest = (players: PlayerSpec[]) => startPhase(makeState({ players }), 'investment');

describe('Brick & Mortar guards: Investment', () => {
  it('BM-I1 only the player whose opportunity it is may invest; the others are told so and have no moves', () => {
    const s = invest([{}, {}]);
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'invest' }]);
    expect(brickAndMortar.legal(s, 1)).toEqual([]);
    expect(reject(s, 1, { type: 'invest', points: 0 })).toEqual({ code: 'not-your-turn', message: 'It is not your Investment opportunity.' });
  });

  it('BM-I2 asking for more than 10 points is refused as over the cap, with its code', () => {
    expect(reject(invest([{ cash: 100 }, {}]), 0, { type: 'invest', points: 11 })).toEqual({
      code: 'cap', message: 'At most 10 points can be bought in one Investment phase.',
    });
  });

  it('BM-I2 BM-I5 exactly 10 points that the cash cannot pay for is a lack of cash, not the cap', () => {
    // $45 buys 9 points: 10 is within the cap, so the refusal is about cash.
    expect(reject(invest([{ cash: 45 }, {}]), 0, { type: 'invest', points: 10 })).toEqual({
      code: 'no-cash', message: 'Points cost $5 each, paid in cash: debt cannot buy points.',
    });
  });

  it('BM-I3 selling more points than held is refused with its sentence', () => {
    expect(reject(invest([{ points: 4 }, {}]), 0, { type: 'invest', points: -5 })).toEqual({
      code: 'no-points', message: 'You cannot sell more points than you have.',
    });
  });

  it('BM-I2 an amount that is not a whole number of points is refused with the sentence saying what to give', () => {
    for (const points of [1.5, '2', null]) {
      expect(reject(invest([{}, {}]), 0, { type: 'invest', points })).toEqual({
        code: 'bad-invest', message: 'Say how many points you buy (or sell), or pass.',
      });
    }
  });

  it('BM-I2 BM-I3 BM-I4 each investment is told with what was paid or received, and the new turn order', () => {
    const sold = act(invest([{}, {}]), 0, { type: 'invest', points: -3 });
    expect(one(sold.events, 'invested')).toEqual({ seat: 0, points: -3, paid: 0, received: 9, turnOrder: [1, 0] });
    const bought = act(invest([{ cash: 20 }, {}]), 0, { type: 'invest', points: 2 });
    expect(one(bought.events, 'invested')).toEqual({ seat: 0, points: 2, paid: 10, received: 0, turnOrder: [0, 1] });
    const passed = act(invest([{}, {}]), 0, { type: 'invest', points: 0 });
    expect(one(passed.events, 'invested')).toEqual({ seat: 0, points: 0, paid: 0, received: 0, turnOrder: [0, 1] });
  });

  it('BM-E2 the higher final score wins before cash is looked at', () => {
    const over: BMState = { ...makeState({ players: [{ points: 12, cash: 1 }, { points: 10, cash: 40 }] }), step: { phase: 'over' } };
    expect(brickAndMortar.outcome(over)!.ranking).toEqual([0, 1]);
  });
});
