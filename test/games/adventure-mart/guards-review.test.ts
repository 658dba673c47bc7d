// The Review's tie order with every seat level (the clause test has two), and the Storeroom's draw
// events, which no test read (found by mutation testing, npm run mutate).
import { describe, expect, it } from 'vitest';
import { adventureMart } from '../../../src/games/adventure-mart';
import { advance } from '../../../src/games/adventure-mart/rules/day';
import { draw } from '../../../src/games/adventure-mart/rules/storeroom';
import type { AMState } from '../../../src/games/adventure-mart/state';
import type { GameEvent } from '../../../src/engine/types';
import { keys, makeState } from './builder';

function review(spec: Parameters<typeof makeState>[0]): AMState {
  const s = makeState({ day: 5, ...spec });
  s.stack = [{ f: 'day', turn: 0, stage: 'final', lastStarter: 0, finals: [] }];
  advance(s, []);
  return s;
}

describe('Adventure Mart guards: the Review\'s tie order', () => {
  it.each([[1, [1, 2, 3, 0]], [3, [3, 0, 1, 2]]])('AM-R2 AM-O9 four seats level in Net Worth and Adventurers rank from the Initiative holder (seat %i) clockwise', (initiative, ranking) => {
    const s = review({ players: [{ gold: 4 }, { gold: 4 }, { gold: 4 }, { gold: 4 }], initiative });
    expect(adventureMart.outcome(s)!.ranking).toEqual(ranking);
  });
});

describe('Adventure Mart guards: what a draw tells the table (AM-C4)', () => {
  it('AM-C4 a draw tells everyone how many, only the drawer which cards, and both are reveals undo never crosses', () => {
    const s = makeState({ players: [{ storeroom: ['iron-longsword', 'arcane-tome', 'griffin-egg'] }, {}] });
    const ev: GameEvent[] = [];
    expect(draw(s, 0, 2, ev)).toBe(2);
    const drawn = s.players[0]!.hand;
    expect(keys(drawn)).toEqual(['iron-longsword', 'arcane-tome']);
    expect(ev).toEqual([
      { type: 'drew', visibility: 'public', reveals: true, data: { seat: 0, count: 2 } },
      { type: 'you-drew', visibility: { seat: 0 }, reveals: true, data: { seat: 0, cards: drawn, names: ['Iron Longsword', 'Arcane Tome'] } },
    ]);
  });
});
