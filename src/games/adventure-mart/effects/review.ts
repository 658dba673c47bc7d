// Review effects (AM-E1, AM-R1): bonus Gold counted at the end-of-game Review.
import { card, stockCard } from '../content';
import { BRAND_LABELS } from '../constants';
import { player } from '../rules/common';
import { ownedStock } from '../rules/storeroom';
import type { ReviewEffect } from './types';

const n = (p: { n?: number }): number => p.n ?? 0;

export const REVIEW_EFFECTS = {
  'brand-worth': {
    timing: 'review',
    text: (p) => `Review: +${n(p)} Gold for each ${p.brand ? BRAND_LABELS[p.brand] : ''} Stock card you own.`,
    gold: (s, seat, p) =>
      n(p) * ownedStock(s, seat).filter((id) => card(id).kind === 'stock' && !stockCard(id).basic && stockCard(id).brand === p.brand).length,
  },
  'ledger-worth': {
    timing: 'review',
    text: (p) => `Review: +${n(p)} Gold for each Adventurer in your Ledger.`,
    gold: (s, seat, p) => n(p) * player(s, seat).ledger.length,
  },
  'flat-worth': {
    timing: 'review',
    text: (p) => `Review: +${n(p)} Gold.`,
    gold: (_s, _seat, p) => n(p),
  },
} satisfies Record<string, ReviewEffect>;
