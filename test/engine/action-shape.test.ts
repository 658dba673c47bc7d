import { describe, expect, it } from 'vitest';
import { checkActionShape, findLegal, sameJson } from '../../src/engine/action-shape';
import type { Action } from '../../src/engine/types';

describe('action shape', () => {
  it('accepts a plain move and refuses everything that is not plain, finite, small JSON', () => {
    expect(checkActionShape({ type: 'bid', amount: 3, cards: [1, 2] })).toBeNull();
    const bad: unknown[] = [
      null, 3, 'bid', [], {}, { type: '' }, { type: 7 },
      { type: 'bid', amount: Number.NaN }, { type: 'bid', amount: Infinity },
      { type: 'bid', f: () => 1 }, { type: 'bid', d: new Date(0) },
      { type: 'bid', deep: { a: { b: { c: { d: 1 } } } } },
      { type: 'bid', list: new Array(65).fill(0) }, { type: 'x'.repeat(121) },
    ];
    for (const value of bad) {
      const problem = checkActionShape(value);
      expect(problem?.code).toBe('bad-shape');
      expect(problem?.message).toMatch(/^That move is not understood/);
    }
  });

  it('compares moves by value, not by key order', () => {
    expect(sameJson({ a: 1, b: [2] }, { b: [2], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
    const legal = [{ type: 'bid', amount: 1 }, { type: 'bid', amount: 2 }];
    expect(findLegal(legal, { amount: 2, type: 'bid' } as Action)).toBe(legal[1]);
    expect(findLegal(legal, { type: 'bid', amount: '2' } as Action)).toBeUndefined();
  });
});
