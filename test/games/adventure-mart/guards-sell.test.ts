// Sell effects called straight from the registry on hand-made Offers (found by mutation testing,
// npm run mutate): what a trade-in may discard while other cards of the hand are already spoken
// for, a Soul Blade paid with a Staff that is no longer there, the Bard beside the Initiative.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/types';
import type { EffectRef } from '../../../src/games/adventure-mart/content/types';
import { SELL_EFFECTS } from '../../../src/games/adventure-mart/effects/sell';
import type { SellContext, Use } from '../../../src/games/adventure-mart/effects/types';
import type { Draft, SaleFrame } from '../../../src/games/adventure-mart/state';
import { idIn, makeState } from './builder';

const ref = (id: string, n: number) => ({ id, n }) as unknown as EffectRef;
const use = (seat: number, source: number, target: Use['target']): Use => ({ seat, source, target, raise: 1, cancelled: false });

describe('AM-E1 trade-in: guards', () => {
  it('AM-E1 a trade-in may discard any other hand card not added to the Offer nor already paying for another effect', () => {
    const s = makeState({ players: [{ hand: ['veterans-spear', 'sages-lantern', 'pet-slime', 'powerstone', 'wanderers-cloak'] }, {}] });
    const h = s.players[0]!.hand;
    const [spear, lantern, slime, stone, cloak] = ['veterans-spear', 'sages-lantern', 'pet-slime', 'powerstone', 'wanderers-cloak'].map((k) => idIn(h, k));
    // The spear and the lantern are being added; the lantern's own trade-in already pays with the slime.
    const draft: Draft = { seat: 0, cards: [spear!, lantern!], uses: [use(0, lantern!, { pay: slime! })] };
    const ctx = { s, sale: {} as SaleFrame, seat: 0, source: spear!, p: ref('trade-in', 2), draft } as SellContext;
    expect(SELL_EFFECTS['trade-in'].targets(ctx)).toEqual([{ pay: stone }, { pay: cloak }]);
  });
});

describe('AM-F15 Soul Blade paid: guards', () => {
  it('AM-F15 a Staff no longer in the Store pays nothing: no other card of the Store is banished in its place', () => {
    const d = makeState({ players: [{ hand: ['hungry-soul-blade'], store: ['cashier', 'display-counter'] }, {}] });
    const blade = d.players[0]!.hand[0]!;
    const store = d.players[0]!.store.slice();
    const ev: GameEvent[] = [];
    SELL_EFFECTS['soul-sacrifice'].pay(d, use(0, blade, { pay: 9999 }), ref('soul-sacrifice', 3), ev);
    SELL_EFFECTS['soul-sacrifice'].pay(d, use(0, blade, null), ref('soul-sacrifice', 3), ev);
    SELL_EFFECTS['trade-in'].pay(d, use(0, blade, null), ref('trade-in', 2), ev);
    expect(d.players[0]!.store).toEqual(store);
    expect(d.abyss).toEqual([]);
    expect(ev).toEqual([]);
  });
});

describe('AM-F13 Red Mountain Bard: guards', () => {
  it('AM-F13 beside the Initiative the Bard adds its Quality to the whole Offer, as a flat bonus', () => {
    expect(SELL_EFFECTS.bard.mods(use(2, 7, { initiative: true }), ref('bard', 3))).toEqual([{ seat: 2, stage: 'flat', n: 3 }]);
    expect(SELL_EFFECTS.bard.mods(use(2, 7, { card: 40 }), ref('bard', 3))).toEqual([{ card: 40, stage: 'effect', n: 3 }]);
  });
});

describe('AM-O3 the Hexer: guards', () => {
  it('AM-O3 the Hexer takes its Quality off the chosen rival\'s whole Offer, as a flat malus', () => {
    expect(SELL_EFFECTS['offer-cut'].mods(use(0, 7, { seat: 2 }), ref('offer-cut', 3))).toEqual([{ seat: 2, stage: 'flat', n: -3 }]);
  });
});
