// React effects (AM-E1, AM-E6): used in a React window at the moment the card names, announced, and
// resolved in the order announced once the window closes. Their cost (discarding the hand card,
// flipping the Store card) is paid on announcing; rules/react-window.ts does that.
import { cardName, currentSale, player, publicEvent, take } from '../rules/common';
import type { Target } from '../state';
import type { ReactEffect } from './types';

const n = (p: { n?: number }): number => p.n ?? 0;

export const REACT_EFFECTS = {
  /** AM-F12: Blue Mountain Sentinel stops an effect; the cancelled card's cost stays paid. */
  'cancel-sell': {
    timing: 'react', trigger: 'offer-made', from: 'store',
    text: () => 'React: when another player makes an Offer using a Sell effect, flip this face down: cancel one of those effects (its card is still flipped, banished or discarded).',
    targets: (s, frame) => {
      const sale = currentSale(s);
      if (!sale) return [];
      const out: Target[] = [];
      sale.uses.forEach((u, i) => {
        if (u.seat === frame.active && u.raise === sale.raises && !u.cancelled) out.push({ use: i });
      });
      return out;
    },
    resolve: (d, seat, source, _p, target, ev) => {
      const sale = currentSale(d);
      const use = target?.use === undefined ? undefined : sale?.uses[target.use];
      if (!use) return;
      use.cancelled = true;
      ev.push(publicEvent('effect-cancelled', { seat, victim: use.seat, card: use.source, name: cardName(use.source), why: cardName(source) }));
    },
  },
  /** A hand React (rare by design, AM-H2): the Offer just made loses Quality for this Sale. */
  smoke: {
    timing: 'react', trigger: 'offer-made', from: 'hand',
    text: (p) => `React: when another player makes an Offer in a Sale you are in, discard this from your hand: that Offer gets -${n(p)} Quality for the rest of the Sale.`,
    targets: (_s, frame) => [{ seat: frame.active }],
    resolve: (d, seat, source, _p, target, ev) => {
      const sale = currentSale(d);
      if (!sale || target?.seat === undefined) return;
      sale.uses.push({ seat, source, target: { seat: target.seat }, raise: sale.raises, cancelled: false });
      ev.push(publicEvent('offer-hit', { seat, victim: target.seat, why: cardName(source) }));
    },
    mods: (use, p) => (use.target?.seat === undefined ? [] : [{ seat: use.target.seat, stage: 'flat', n: -n(p) }]),
  },
  /** AM-F9: Shrine of the Kaiju. The returned item is not sold, so it earns no Gold. */
  'return-to-hand': {
    timing: 'react', trigger: 'sale-won', from: 'store',
    text: () => 'React: when you win a Sale, before Checkout, flip this face down: return one Stock card from your Offer to your hand (it earns no Gold).',
    targets: (s, frame, seat) => {
      const sale = currentSale(s);
      if (!sale || sale.winner !== seat || frame.active !== seat) return [];
      return (sale.offers[seat] ?? []).map((card) => ({ card }));
    },
    resolve: (d, seat, source, _p, target, ev) => {
      const sale = currentSale(d);
      const offer = sale?.offers[seat];
      const id = target?.card;
      if (!offer || id === undefined || !take(offer, id)) return;
      player(d, seat).hand.push(id);
      ev.push(publicEvent('returned-to-hand', { seat, card: id, name: cardName(id), why: cardName(source) }));
    },
  },
} satisfies Record<string, ReactEffect>;
