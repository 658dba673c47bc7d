// What an Offer holds while it is composed (effects/offer-cards.ts), from hand-made Sale frames
// (found by mutation testing, npm run mutate): a seat's Offer with its own draft only, as a copy;
// the cards a draft already spends; the rivals still in with an Offer (AM-O5).
import { describe, expect, it } from 'vitest';
import { offered, reserved, rivalsWithOffers } from '../../../src/games/adventure-mart/effects/offer-cards';
import type { Draft, SaleFrame, Use } from '../../../src/games/adventure-mart/state';

const frame = (offers: (number[] | null)[], out: boolean[], draft: Draft | null = null) => ({ offers, out, draft }) as unknown as SaleFrame;
const use = (source: number, pay?: number): Use => ({ seat: 0, source, target: pay === undefined ? null : { pay }, raise: 1 }) as unknown as Use;

describe('AM-O2 an Offer being composed: guards', () => {
  it('a seat\'s Offer is its confirmed Stock plus its own draft, never another seat\'s draft, and always a copy', () => {
    const sale = frame([[10, 11], [20], null], [false, false, false], { seat: 0, cards: [12], uses: [] });
    expect(offered(sale, 0)).toEqual([10, 11, 12]);
    expect(offered(sale, 1)).toEqual([20]);
    expect(offered(sale, 2)).toEqual([]);
    expect(offered(sale, 0, null)).toEqual([10, 11]);
    const copy = offered(sale, 1);
    copy.push(99);
    expect(sale.offers[1]).toEqual([20]);
  });

  it('a draft reserves the cards its uses come from and the cards they pay with', () => {
    expect([...reserved({ seat: 0, cards: [], uses: [use(5), use(6, 7)] })].sort()).toEqual([5, 6, 7]);
    expect(reserved({ seat: 0, cards: [3], uses: [] }).size).toBe(0);
  });

  it('AM-O5 rivals are the other seats still in the Sale that have an Offer on the table', () => {
    const sale = frame([[1], [2], null, [4], [5]], [false, false, false, true, false]);
    expect(rivalsWithOffers(sale, 0)).toEqual([1, 4]);
    expect(rivalsWithOffers(sale, 4)).toEqual([0, 1]);
  });
});
