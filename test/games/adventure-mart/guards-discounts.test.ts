// The Store cards' purchase discounts (effects/ongoing.ts), each against every kind of buy (found by
// mutation testing, npm run mutate: the clause tests bought only what each discount applies to).
// AM-F8: a Stock discount applies to the Stock Queue only, of its type (the Haggler: any type),
// never to a deck top; the Recruiter and the Carpenter discount only their own queue.
import { describe, expect, it } from 'vitest';
import { card, idOf } from '../../../src/games/adventure-mart/content';
import type { EffectRef } from '../../../src/games/adventure-mart/content/types';
import { ONGOING_EFFECTS } from '../../../src/games/adventure-mart/effects/ongoing';
import type { Purchase } from '../../../src/games/adventure-mart/effects/types';

const effectOf = (key: string) => (card(idOf(key)) as unknown as { effect: EffectRef }).effect;
const buy = (from: Purchase['from'], key: string, deck = false): Purchase => ({ from, card: card(idOf(key)), deck });
const discount = (storeCard: string, what: Purchase) => {
  const ref = effectOf(storeCard);
  const def = ONGOING_EFFECTS[ref.id as keyof typeof ONGOING_EFFECTS] as { purchaseDiscount?: (p: EffectRef, w: Purchase) => number };
  return def.purchaseDiscount!(ref, what);
};

describe('AM-F8 purchase discounts: guards', () => {
  it('AM-F8 Autoforge discounts martial Stock in the Stock Queue only: not another type, not the deck top, not a Fixture or Staff', () => {
    expect(discount('autoforge', buy('stock', 'iron-longsword'))).toBe(1);
    expect(discount('autoforge', buy('stock', 'iron-longsword', true))).toBe(0);
    expect(discount('autoforge', buy('stock', 'apprentice-wand'))).toBe(0);
    expect(discount('autoforge', buy('fixtures', 'display-counter'))).toBe(0);
    expect(discount('autoforge', buy('staff', 'showman'))).toBe(0);
  });

  it('AM-F8 the Haggler discounts Stock of any type in the Stock Queue, never the deck top nor other queues', () => {
    expect(discount('haggler', buy('stock', 'apprentice-wand'))).toBe(1);
    expect(discount('haggler', buy('stock', 'iron-longsword'))).toBe(1);
    expect(discount('haggler', buy('stock', 'apprentice-wand', true))).toBe(0);
    expect(discount('haggler', buy('fixtures', 'display-counter'))).toBe(0);
    expect(discount('haggler', buy('staff', 'showman'))).toBe(0);
  });

  it('the Recruiter discounts Staff in the Staff Queue only; the Carpenter Fixtures in the Fixture Queue only', () => {
    expect(discount('recruiter', buy('staff', 'showman'))).toBe(2);
    expect(discount('recruiter', buy('staff', 'showman', true))).toBe(0);
    expect(discount('recruiter', buy('fixtures', 'display-counter'))).toBe(0);
    expect(discount('recruiter', buy('stock', 'iron-longsword'))).toBe(0);
    expect(discount('carpenter', buy('fixtures', 'display-counter'))).toBe(3);
    expect(discount('carpenter', buy('fixtures', 'display-counter', true))).toBe(0);
    expect(discount('carpenter', buy('staff', 'showman'))).toBe(0);
    expect(discount('carpenter', buy('stock', 'iron-longsword'))).toBe(0);
  });
});
