// The shape check's and the choices' exact bounds and fallbacks, which action-shape.test.ts and
// choices.test.ts left open (found by mutation testing, npm run mutate): each limit accepted at
// the limit and refused one past it, nested lists checked item by item, null-prototype objects as
// plain as any, value comparison across kinds, and the reasons the building blocks give.
import { describe, expect, it } from 'vitest';
import { checkActionShape, sameAction, sameJson } from '../../src/engine/action-shape';
import { counts, intRange, list, nothing, sidedPicks } from '../../src/engine/choices';
import { err } from '../../src/engine/result';
import type { Action } from '../../src/engine/types';

const problem = (value: unknown) => checkActionShape(value)?.message ?? null;

describe('action shape: each limit, at the limit and one past it', () => {
  it('a text of 120 characters, a list of 64 items and 24 fields pass; one more does not', () => {
    expect(problem({ type: 'x', text: 'a'.repeat(120) })).toBeNull();
    expect(problem({ type: 'x', text: 'a'.repeat(121) })).toBe('That move is not understood: a text value is too long.');
    expect(problem({ type: 'x', list: new Array(64).fill(1) })).toBeNull();
    expect(problem({ type: 'x', list: new Array(65).fill(1) })).toBe('That move is not understood: a list is too long.');
    const fields = (n: number) => Object.fromEntries([['type', 'x'], ...Array.from({ length: n - 1 }, (_, i) => [`k${i}`, i])]);
    expect(problem(fields(24))).toBeNull();
    expect(problem(fields(25))).toBe('That move is not understood: it has too many fields.');
  });

  it('every item of a list is checked, not only the first, and lists count towards the depth', () => {
    expect(problem({ type: 'x', list: [1, 2, Number.NaN] })).toBe('That move is not understood: a number is not a finite number.');
    expect(problem({ type: 'x', list: [[[1]]] })).toBeNull();
    expect(problem({ type: 'x', list: [[[[1]]]] })).toBe('That move is not understood: it is nested too deeply.');
  });

  it('an object without a prototype is plain JSON too', () => {
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { a: 1 });
    expect(problem({ type: 'x', bare })).toBeNull();
  });

  it('a value that is not an object at all is told so', () => {
    for (const value of ['bid', 3, true, undefined]) expect(problem(value)).toBe('That move is not understood: it is not a move at all.');
  });
});

describe('sameJson and sameAction across kinds', () => {
  it('a value against null, a primitive or the other kind of container is never the same', () => {
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson({}, null)).toBe(false);
    expect(sameJson(1, {})).toBe(false);
    expect(sameJson({}, 1)).toBe(false);
    expect(sameJson('a', 'a')).toBe(true);
    expect(sameJson({ 0: 1, length: 1 }, [1])).toBe(false);
    expect(sameJson([1, 2], [1, 2])).toBe(true);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson([1], [1, 1])).toBe(false);
  });

  it('undefined fields count as absent on either side, and a different type is a different move', () => {
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(sameJson({ a: undefined, b: 1 }, { c: 2, b: 1 })).toBe(false);
    expect(sameAction({ type: 'a' } as Action, { type: 'b' } as Action)).toBe(false);
    expect(sameAction({ type: 'a', n: 1 } as Action, { n: 1, type: 'a' } as Action)).toBe(true);
  });
});

describe('choices: reasons and limits', () => {
  const wrong = err('wrong', 'Wrong.');

  it('list with a limit of 0 lists nothing; with 1, one', () => {
    const r = intRange(1, 5, { wrong, below: wrong, above: wrong });
    expect(list(r, 0)).toEqual([]);
    expect(list(r, -1)).toEqual([]);
    expect(list(r, 1)).toEqual([1]);
  });

  it('nothing lists nothing, finishes its walk, and refuses with its reason', () => {
    const reason = err('none', 'Nothing now.');
    const n = nothing<number>(reason);
    const seen: number[] = [];
    expect(n.walk((v) => (seen.push(v), true))).toBe(true);
    expect(seen).toEqual([]);
    expect(n.refuse(1)).toBe(reason);
  });

  it('a reason given as a function is told the bound and the value', () => {
    const r = intRange(2, 5, { wrong, below: (min, v) => err('low', `${v} < ${min}`), above: (max, v) => err('high', `${v} > ${max}`) });
    expect(r.refuse(1)).toEqual({ code: 'low', message: '1 < 2' });
    expect(r.refuse(9)).toEqual({ code: 'high', message: '9 > 5' });
  });

  it('counts refused by the extra condition give its own reason, or the shape\'s when it has none', () => {
    const refused = err('broke', 'Not enough money.');
    const even = (c: readonly number[]) => (c[0]! + c[1]!) % 2 === 0;
    const base = { wrong, slot: wrong, below: wrong, above: wrong };
    expect(counts([2, 2], { min: 0, max: 4 }, { ...base, refused }, even).refuse([1, 0])).toBe(refused);
    expect(counts([2, 2], { min: 0, max: 4 }, base, even).refuse([1, 0])).toBe(wrong);
    expect(counts([2, 2], { min: 0, max: 4 }, base, even).refuse([1, 1])).toBeNull();
  });

  it('sidedPicks lists in ascending card order without reordering the cards it was given', () => {
    const cards = [9, 5, 7];
    const picks = list(sidedPicks(cards, 1, ['a', 'b'], { wrong, absent: wrong, order: wrong }));
    expect(picks).toEqual([{ a: [5], b: [] }, { a: [], b: [5] }, { a: [7], b: [] }, { a: [], b: [7] }, { a: [9], b: [] }, { a: [], b: [9] }]);
    expect(cards).toEqual([9, 5, 7]);
  });
});
