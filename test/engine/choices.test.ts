// The building blocks of legality (rules/choices.ts): each one lists its members and tests a value,
// and the two must agree, since `legal()` lists and `apply` tests through them. Checked for random
// parameters against near misses and garbage: a value is accepted exactly when it is listed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameJson } from '../../src/engine/action-shape';
import {
  among, anyOf, counts, field, fields, intRange, list, move, nothing, sidedPicks, type Choices,
} from '../../src/engine/choices';

const no = (code: string) => ({ code, message: code });
const rangeReasons = { wrong: no('wrong'), below: no('below'), above: no('above') };

/** Accepted exactly when listed, for every candidate; every refusal carries a code. */
function agrees<T>(choices: Choices<T>, candidates: unknown[]): void {
  const members = list(choices);
  for (const m of members) expect(choices.refuse(m)).toBeNull();
  for (const c of candidates) {
    const listed = members.some((m) => sameJson(m, c));
    const problem = choices.refuse(c);
    if (listed !== (problem === null)) throw new Error(`disagree on ${JSON.stringify(c)}: listed ${listed}, refused ${JSON.stringify(problem)}`);
  }
}

const junk = fc.oneof(fc.integer({ min: -3, max: 12 }), fc.double(), fc.string({ maxLength: 3 }), fc.constant(null), fc.array(fc.integer({ min: -1, max: 5 }), { maxLength: 4 }));

describe('choices: listing and testing agree', () => {
  it('intRange', () => {
    fc.assert(fc.property(fc.integer({ min: -4, max: 6 }), fc.integer({ min: -4, max: 8 }), fc.array(junk, { maxLength: 20 }), (min, max, extra) => {
      const r = intRange(min, max, rangeReasons);
      agrees(r, [...extra, min - 1, max + 1, min, max, 1.5]);
      expect(list(r)).toEqual(Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i));
    }), { seed: 7, numRuns: 200 });
  });

  it('among and nothing', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.string({ maxLength: 2 }), { maxLength: 5 }), fc.array(junk, { maxLength: 10 }), (values, extra) => {
      agrees(among(values, no('absent')), [...values, ...extra, 'zz']);
      agrees(nothing(no('none')), [...values, ...extra]);
    }), { seed: 8, numRuns: 200 });
  });

  it('counts, with totals and an extra condition', () => {
    const arb = fc.record({
      room: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 3 }),
      min: fc.integer({ min: 0, max: 3 }),
      max: fc.integer({ min: 0, max: 6 }),
      odd: fc.boolean(),
    });
    fc.assert(fc.property(arb, fc.array(fc.array(fc.integer({ min: -1, max: 4 }), { minLength: 0, maxLength: 4 }), { maxLength: 30 }), (p, extra) => {
      const accept = (c: readonly number[]) => !p.odd || c.reduce((a, b) => a + b, 0) % 2 === 1;
      const c = counts(p.room, { min: p.min, max: p.max }, { ...rangeReasons, slot: no('slot'), refused: no('refused') }, accept);
      agrees(c, [...extra, 'x', null, p.room.map(() => 1.5)]);
      const limited = list(c, 2);
      expect(limited).toEqual(list(c).slice(0, 2));
    }), { seed: 9, numRuns: 300 });
  });

  it('sidedPicks: every combination, each card on either side, sides ascending', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { maxLength: 5 }), fc.array(fc.record({ a: fc.array(fc.integer({ min: 0, max: 10 }), { maxLength: 3 }), b: fc.array(fc.integer({ min: 0, max: 10 }), { maxLength: 3 }) }), { maxLength: 30 }), (cards, extra) => {
      const picks = sidedPicks(cards, 2, ['a', 'b'], { wrong: no('wrong'), absent: no('absent'), order: no('order') });
      agrees(picks, extra);
      const n = cards.length;
      expect(list(picks).length).toBe(n < 2 ? 0 : (n * (n - 1) / 2) * 4);
    }), { seed: 10, numRuns: 200 });
  });

  it('move and anyOf: exact fields, dependent fields, unavailable moves, unknown types', () => {
    const offer = move('offer', [
      field('quantity', () => intRange(0, 2, rangeReasons)),
      field('price', (c) => intRange(0, c.quantity === 0 ? 0 : 3, rangeReasons)),
    ], no('shape'));
    const split = move('split', [fields(['a', 'b'], () => sidedPicks([4, 7, 9], 2, ['a', 'b'], { wrong: no('w'), absent: no('x'), order: no('o') }))], no('shape'));
    const closed = move('open', [], no('shape'), no('unavailable'));
    const all = anyOf([offer, split, closed, move('pass', [], no('shape'))], no('unknown'));
    const candidates: unknown[] = [
      { type: 'offer', quantity: 0, price: 1 }, { type: 'offer', quantity: 1, price: 3, extra: 1 }, { type: 'offer', quantity: 1 },
      { type: 'offer', quantity: 1, price: 3, note: undefined }, { type: 'split', a: [9, 4], b: [] }, { type: 'split', a: [4], b: [4] },
      { type: 'open' }, { type: 'pass', x: 1 }, { type: 'other' }, { type: 'pass' },
    ];
    agrees(all, candidates);
    expect(all.refuse({ type: 'open' })).toEqual(no('unavailable'));
    expect(all.refuse({ type: 'other' })).toEqual(no('unknown'));
    expect(list(all)).toContainEqual({ type: 'split', a: [7], b: [4] });
    expect(list(all).filter((a) => (a as { type: string }).type === 'offer').length).toBe(1 + 2 * 4);
  });
});
