import { describe, expect, it } from 'vitest';
import { bestBy, clockwiseFrom, inTieOrder, nextClockwise, roundFromLeftOf, tieWinner } from '../../src/engine/seating';
import { announce, hasAnnounced, isClosed, openWindow, pass, respondent, windowPrompts } from '../../src/engine/response-window';

describe('seating helpers', () => {
  it('go clockwise and wrap round the table', () => {
    expect(nextClockwise(4, 3)).toBe(0);
    expect(clockwiseFrom(4, 2)).toEqual([2, 3, 0, 1]);
    expect(roundFromLeftOf(3, 1)).toEqual([2, 0, 1]);
  });

  it('break ties for the holder first, then the nearest clockwise from the holder', () => {
    expect(tieWinner(4, 2, [0, 2, 3])).toBe(2);
    expect(tieWinner(4, 2, [0, 1])).toBe(0);
    expect(tieWinner(4, 3, [1, 2])).toBe(1);
    expect(tieWinner(4, 0, [])).toBeNull();
    expect(inTieOrder(4, 2, [0, 1, 2, 3])).toEqual([2, 3, 0, 1]);
  });

  it('find the best seat by a score with the tie order from the holder', () => {
    const gold = [3, 7, 7, 1];
    expect(bestBy(4, 0, (s) => gold[s]!)).toBe(1);
    expect(bestBy(4, 2, (s) => gold[s]!)).toBe(2);
    expect(bestBy(4, 2, (s) => gold[s]!, true)).toBe(3);
    expect(bestBy(4, 0, (s) => gold[s]!, false, [0, 3])).toBe(0);
  });
});

describe('response window', () => {
  it('asks each seat in order, lets a seat respond before passing, and closes after the last', () => {
    let w = openWindow<string>('react', [1, 2, 0]);
    expect(windowPrompts(w, 'private')).toEqual([{ seat: 1, kind: 'react', entry: 'private' }]);
    w = announce(w, 'shield');
    expect(respondent(w)).toBe(1);
    expect(hasAnnounced(w, 1, (r) => r === 'shield')).toBe(true);
    expect(hasAnnounced(w, 2, (r) => r === 'shield')).toBe(false);
    w = pass(pass(w));
    expect(respondent(w)).toBe(0);
    w = announce(w, 'mirror');
    w = pass(w);
    expect(isClosed(w)).toBe(true);
    expect(windowPrompts(w, 'private')).toEqual([]);
    expect(w.announced).toEqual([{ seat: 1, response: 'shield' }, { seat: 0, response: 'mirror' }]);
  });
});
