import { describe, expect, it } from 'vitest';
import { adventureMart } from '../../../src/games/adventure-mart';
import { advance } from '../../../src/games/adventure-mart/rules/day';
import type { AMState } from '../../../src/games/adventure-mart/state';
import { costOf, makeState } from './builder';
import { playRandom } from './random-play';

function review(spec: Parameters<typeof makeState>[0]): AMState {
  const s = makeState({ day: 5, ...spec });
  s.stack = [{ f: 'day', turn: 0, stage: 'final', lastStarter: 0, finals: [] }];
  advance(s, []);
  return s;
}

describe('The Review (AM-R1..AM-R3)', () => {
  it('AM-R1 Net Worth = Buy Cost of owned non-basic Stock + Buy Cost of Fixtures (face down too) + Gold + Review bonuses; Staff and Basic Stock score nothing', () => {
    const s = review({
      players: [
        {
          gold: 7, hand: ['iron-longsword', 'powerstone'], storeroom: ['arcane-tome'], reorder: ['griffin-egg', 'pet-slime'],
          store: ['ivaldi-showcase', ['trophy-wall', false], 'cashier'], ledger: ['helga', 'orsolo'],
        },
        {},
      ],
    });
    const o = adventureMart.outcome(s)!;
    // Stock 4 + 6 + 4; both Fixtures' Buy Costs; Gold 7; bonuses: Showcase 1 (one Ivaldi card) + Orsolo 3; the face-down Trophy Wall gives none.
    const fixtures = costOf('ivaldi-showcase') + costOf('trophy-wall');
    expect(o.breakdown[0]).toEqual({ stock: 14, fixtures, gold: 7, bonuses: 4 });
    expect(o.scores[0]).toBe(14 + fixtures + 7 + 4);
  });

  it('AM-R2 the highest Net Worth wins; a tie goes to more Adventurers, then to the Initiative holder and clockwise', () => {
    const tie = review({ players: [{ gold: 5 }, { gold: 5, ledger: ['wren'] }, { gold: 5 }, { gold: 2 }], initiative: 2 });
    expect(adventureMart.outcome(tie)!.ranking).toEqual([1, 2, 0, 3]);
  });

  it('AM-R3 the end screen gets each Net Worth broken down by line, and a record of each Day for the chart', () => {
    const { state } = playRandom(3, 'review-lines');
    const o = adventureMart.outcome(state)!;
    for (const b of o.breakdown) expect(Object.keys(b)).toEqual(['stock', 'fixtures', 'gold', 'bonuses']);
    expect(o.scores).toEqual(o.breakdown.map((b) => b.stock! + b.fixtures! + b.gold! + b.bonuses!));
    expect(state.history.map((h) => h.day)).toEqual([1, 2, 3, 4, 5]);
    expect(state.history[4]!.worth).toEqual(o.scores);
    expect(adventureMart.view(state, 'table').outcome).toEqual(o);
  });
});
