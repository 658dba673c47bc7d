// Card effects called straight from the registry on hand-made states (found by mutation testing,
// npm run mutate: the clause tests reach these effects only through whole turns, so some edges
// were never tried): Luna's discard with exactly enough cards, a face-down Night Watch, the effects'
// answers outside the moment they are made for, and rules text for amounts no card prints yet.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/types';
import type { EffectRef } from '../../../src/games/adventure-mart/content/types';
import { ONGOING_EFFECTS } from '../../../src/games/adventure-mart/effects/ongoing';
import { QUEUE_EFFECTS } from '../../../src/games/adventure-mart/effects/queue';
import { REACT_EFFECTS } from '../../../src/games/adventure-mart/effects/react';
import { SELL_EFFECTS } from '../../../src/games/adventure-mart/effects/sell';
import type { Use } from '../../../src/games/adventure-mart/effects/types';
import { USE_EFFECTS } from '../../../src/games/adventure-mart/effects/use';
import type { Frame, ReactFrame, SaleFrame, Target, TurnFrame } from '../../../src/games/adventure-mart/state';
import { Cards, keys, makeState } from './builder';

const ref = (id: string, more: Record<string, unknown> = {}) => ({ id, ...more }) as unknown as EffectRef;

describe('AM-F4 Luna: guards', () => {
  it('AM-F4 with exactly as many cards as Luna asks, the hand is discarded at once (no choice to make)', () => {
    const cards = new Cards();
    const d = makeState({ players: [{ hand: ['mana-draught', 'moonpetal-tea'] }, {}], adventurers: ['luna'] }, cards);
    const luna = d.adventurers.queue[0]!;
    const ev: GameEvent[] = [];
    ONGOING_EFFECTS['discard-cards'].resolve(d, 0, luna, ref('discard-cards', { n: 2 }), ev);
    expect(d.stack).toEqual([]);
    expect(d.players[0]!.hand).toEqual([]);
    expect(keys(d.players[0]!.reorder)).toEqual(['mana-draught', 'moonpetal-tea']);
    expect(ev.map((e) => e.type)).toEqual(['discarded']);
  });

  it('AM-F4 with more cards than Luna asks, the owner picks which', () => {
    const d = makeState({ players: [{ hand: ['mana-draught', 'moonpetal-tea', 'dragonberry-blast'] }, {}], adventurers: ['luna'] });
    const luna = d.adventurers.queue[0]!;
    const ev: GameEvent[] = [];
    ONGOING_EFFECTS['discard-cards'].resolve(d, 0, luna, ref('discard-cards', { n: 2 }), ev);
    expect(d.stack).toEqual([{ f: 'pick', seat: 0, purpose: 'discard', left: 2, source: luna }]);
    expect(d.players[0]!.hand).toHaveLength(3);
    expect(ev).toEqual([]);
  });
});

describe('AM-F6 AM-O6 when added to a Ledger: guards', () => {
  it('AM-F6 Bluejay & Greyowl bar the next Sale and tell the table which one', () => {
    const d = makeState({ players: [{}, {}], adventurers: ['bluejay-greyowl'] });
    d.sales = 3;
    const ev: GameEvent[] = [];
    ONGOING_EFFECTS['no-stock-next'].resolve(d, 1, d.adventurers.queue[0]!, ref('no-stock-next'), ev);
    expect(d.players.map((p) => p.barredSale)).toEqual([0, 4]);
    expect(ev).toEqual([{ type: 'barred', visibility: 'public', data: { seat: 1, sale: 4 } }]);
  });

  it('AM-O6 Cleric Amara pays her Gold and says so, naming herself', () => {
    const d = makeState({ players: [{ gold: 1 }, {}], adventurers: ['amara'] });
    const amara = d.adventurers.queue[0]!;
    const ev: GameEvent[] = [];
    ONGOING_EFFECTS['ledger-gain'].resolve(d, 0, amara, ref('ledger-gain', { n: 2 }), ev);
    expect(d.players[0]!.gold).toBe(3);
    expect(ev).toEqual([{ type: 'gold-gained', visibility: 'public', data: { seat: 0, gold: 2, why: 'Cleric Amara' } }]);
  });
});

describe('AM-F5 AM-E7 Thieves and the Night Watch: guards', () => {
  it('AM-E7 a face-down Night Watch keeps no Thief out; face up it does', () => {
    const steal = (faceUp: boolean) => {
      const d = makeState({ players: [{ gold: 5, store: [['night-watch', faceUp]] }, { gold: 5 }], adventurers: ['shade'] });
      const ev: GameEvent[] = [];
      QUEUE_EFFECTS.steal.resolve(d, 0, d.adventurers.queue[0]!, ref('steal', { n: 2, victim: 'starter' }), ev);
      return { gold: d.players.map((p) => p.gold), events: ev };
    };
    expect(steal(false)).toEqual({ gold: [3, 5], events: [{ type: 'stolen', visibility: 'public', data: { seat: 0, gold: 2, asked: 2, why: 'Shade' } }] });
    expect(steal(true)).toEqual({ gold: [5, 5], events: [{ type: 'theft-prevented', visibility: 'public', data: { seat: 0, why: 'Shade' } }] });
  });
});

describe('AM-E1 effects asked outside their moment: guards', () => {
  const noSale = () => makeState({ players: [{}, {}] });
  const frame = (active: number) => ({ f: 'react', trigger: 'offer-made', active, hidden: false }) as unknown as ReactFrame;

  it('AM-F12 the Sentinel has nothing to cancel and AM-F9 the Shrine nothing to return outside a Sale', () => {
    expect(REACT_EFFECTS['cancel-sell'].targets(noSale(), frame(1))).toEqual([]);
    expect(REACT_EFFECTS['return-to-hand'].targets(noSale(), frame(0), 0)).toEqual([]);
  });

  it('AM-F12 the Sentinel may cancel only the Sell effects of the Offer just made: that seat, that raise, not yet cancelled', () => {
    const d = noSale();
    const use = (seat: number, raise: number, cancelled = false) => ({ seat, source: 1, target: null, raise, cancelled });
    const uses = [use(1, 2), use(0, 3), use(1, 3, true), use(1, 3), use(2, 3)];
    d.stack = [{ f: 'sale', uses, raises: 3 } as unknown as SaleFrame];
    expect(REACT_EFFECTS['cancel-sell'].targets(d, frame(1))).toEqual([{ use: 3 }]);
  });

  it('AM-F9 the Shrine offers its return only to the Sale\'s winner, in the winner\'s own window', () => {
    const d = noSale();
    d.stack = [{ f: 'sale', winner: 1, offers: [[5], [7, 8]], uses: [], raises: 1 } as unknown as SaleFrame];
    const targets = (active: number, seat: number) => REACT_EFFECTS['return-to-hand'].targets(d, frame(active), seat);
    expect(targets(1, 1)).toEqual([{ card: 7 }, { card: 8 }]);
    expect(targets(0, 0)).toEqual([]);
    expect(targets(0, 1)).toEqual([]);
  });

  it('AM-E6 a React resolved with no Sale left or no target changes nothing and says nothing', () => {
    const sale = () => ({ f: 'sale', winner: 0, offers: [[5], [6]], uses: [], raises: 1 }) as unknown as SaleFrame;
    for (const id of ['cancel-sell', 'smoke', 'return-to-hand'] as const) {
      const cases: [Frame[], Target | null][] = [[[], { use: 0, seat: 0, card: 5 }], [[sale()], null]];
      for (const [stack, target] of cases) {
        const d = noSale();
        d.stack = stack;
        const before = JSON.stringify(d);
        const ev: GameEvent[] = [];
        REACT_EFFECTS[id].resolve(d, 1, 0, ref(id, { n: 2 }), target, ev);
        expect(JSON.stringify(d), id).toBe(before);
        expect(ev, id).toEqual([]);
      }
    }
  });

  it('AM-O3 a Quality effect whose use names no card or Offer changes no Quality', () => {
    const use = { seat: 0, source: 1, target: null, raise: 1, cancelled: false } as unknown as Use;
    expect(REACT_EFFECTS.smoke.mods(use, ref('smoke', { n: 2 }))).toEqual([]);
    for (const id of ['base-boost', 'base-cut', 'bard', 'card-boost', 'offer-cut'] as const) {
      expect(SELL_EFFECTS[id].mods(use, ref(id, { n: 1 })), id).toEqual([]);
    }
  });

  it('AM-F2 an extra action goes to the turn under any frame above it', () => {
    const d = makeState({ players: [{}, {}] });
    const turn = { f: 'turn', seat: 0, actions: 1 } as unknown as TurnFrame;
    d.stack = [turn, { f: 'pick', seat: 0, purpose: 'discard', left: 1, source: 0 }];
    USE_EFFECTS['extra-action'].resolve(d, 0, 0, ref('extra-action'), null, []);
    expect(turn.actions).toBe(2);
  });
});

describe('AM-E1 rules text for any amount: guards', () => {
  it('AM-E1 every player draws one card, or several cards; a Pawn with or without Gold', () => {
    expect(QUEUE_EFFECTS['all-draw'].text(ref('all-draw', { n: 1 }))).toBe('When revealed: every player draws 1 card.');
    expect(QUEUE_EFFECTS['all-draw'].text(ref('all-draw', { n: 2 }))).toBe('When revealed: every player draws 2 cards.');
    expect(USE_EFFECTS.pawn.text(ref('pawn', { n: 2 }))).toBe('Use: banish a Basic Stock card from your hand and gain 2 Gold.');
    expect(USE_EFFECTS.pawn.text(ref('pawn'))).toBe('Use: banish a Basic Stock card from your hand.');
  });
});
