// Sell effects (AM-E1): used while composing an Offer, paid when the raise is confirmed. A Stock
// card's Sell effect works only while the card is in the Offer (AM-O6); a Store card's is used by
// flipping it face down (rules/offer.ts does the flip).
import { card } from '../content';
import type { Target } from '../state';
import { cardName, player, take } from '../rules/common';
import { offered, reserved, rivalsWithOffers } from './offer-cards';
import type { SellContext, SellEffect } from './types';

const n = (p: { n?: number }): number => p.n ?? 0;

/** Own offered Stock cards as targets. */
function ownCards(ctx: SellContext): Target[] {
  return offered(ctx.sale, ctx.seat, ctx.draft).map((card) => ({ card }));
}

const boostSelf = (stage: 'effect') => (use: { source: number }, p: { n?: number }) => [{ card: use.source, stage, n: n(p) }];

export const SELL_EFFECTS = {
  /** AM-F15: Hungry Soul Blade, Bloodwood Wand, Coven's Cauldron may banish a face-down Staff too. */
  'soul-sacrifice': {
    timing: 'sell', from: 'offer',
    text: (p) => `Sell: banish one of your Staff (face up or down): this card gets +${n(p)} Quality.`,
    targets: (ctx) => {
      const busy = reserved(ctx.draft);
      return player(ctx.s, ctx.seat).store
        .filter((slot) => !busy.has(slot.card) && card(slot.card).kind === 'staff')
        .map((slot) => ({ pay: slot.card }));
    },
    pay: (d, use, _p, ev) => {
      const p = player(d, use.seat);
      const pay = use.target?.pay;
      const i = p.store.findIndex((slot) => slot.card === pay);
      if (pay === undefined || i < 0) return;
      p.store.splice(i, 1);
      d.abyss.push(pay);
      ev.push({ type: 'banished', visibility: 'public', data: { seat: use.seat, card: pay, name: cardName(pay), why: cardName(use.source) } });
    },
    mods: boostSelf('effect'),
  },
  'trade-in': {
    timing: 'sell', from: 'offer',
    text: (p) => `Sell: discard another card from your hand: this card gets +${n(p)} Quality.`,
    targets: (ctx) => {
      const busy = reserved(ctx.draft);
      return player(ctx.s, ctx.seat).hand
        .filter((id) => !ctx.draft.cards.includes(id) && !busy.has(id))
        .map((id) => ({ pay: id }));
    },
    pay: (d, use, _p, ev) => {
      const p = player(d, use.seat);
      const pay = use.target?.pay;
      if (pay === undefined || !take(p.hand, pay)) return;
      p.reorder.push(pay);
      ev.push({ type: 'discarded', visibility: 'public', data: { seat: use.seat, cards: [pay], names: [cardName(pay)], why: cardName(use.source) } });
    },
    mods: boostSelf('effect'),
  },
  import: {
    timing: 'sell', from: 'offer',
    text: (p) => `Sell: pay 1 Gold: this card gets +${n(p)} Quality.`,
    targets: () => [null],
    gold: () => 1,
    pay: (d, use) => {
      player(d, use.seat).gold -= 1;
    },
    mods: boostSelf('effect'),
  },
  /** AM-F11: Minibeans changes Base Quality, before any other effect. */
  'base-boost': {
    timing: 'sell', from: 'store',
    text: (p) => `Sell: flip face down: +${n(p)} Base Quality to one Stock card in your Offer.`,
    targets: ownCards,
    mods: (use, p) => (use.target?.card === undefined ? [] : [{ card: use.target.card, stage: 'base', n: n(p) }]),
  },
  /** AM-F11: Pippinboots lowers another player's Base Quality (never below 0). */
  'base-cut': {
    timing: 'sell', from: 'store',
    text: (p) => `Sell: flip face down: -${n(p)} Base Quality to one Stock card in another player's Offer.`,
    targets: (ctx) => rivalsWithOffers(ctx.sale, ctx.seat).flatMap((seat) => (ctx.sale.offers[seat] ?? []).map((card) => ({ card }))),
    mods: (use, p) => (use.target?.card === undefined ? [] : [{ card: use.target.card, stage: 'base', n: -n(p) }]),
  },
  /** AM-F13: only alongside a Stock card or the Initiative; banished when that Stock is discarded. */
  bard: {
    timing: 'sell', from: 'store',
    text: (p) => `Sell: flip face down and join one Stock card in your Offer (+${n(p)} Quality) or the Initiative (+${n(p)}). If that Stock is discarded or banished, banish the Bard.`,
    targets: (ctx) => {
      const out: Target[] = ownCards(ctx);
      if (ctx.s.initiative === ctx.seat) out.push({ initiative: true });
      return out;
    },
    mods: (use, p) => {
      if (use.target?.initiative) return [{ seat: use.seat, stage: 'flat', n: n(p) }];
      return use.target?.card === undefined ? [] : [{ card: use.target.card, stage: 'effect', n: n(p) }];
    },
  },
  'card-boost': {
    timing: 'sell', from: 'store',
    text: (p) => `Sell: flip face down: one Stock card in your Offer gets +${n(p)} Quality.`,
    targets: ownCards,
    mods: (use, p) => (use.target?.card === undefined ? [] : [{ card: use.target.card, stage: 'effect', n: n(p) }]),
  },
  'offer-boost': {
    timing: 'sell', from: 'store',
    text: (p) => `Sell: flip face down: your Offer gets +${n(p)} Quality.`,
    targets: () => [null],
    mods: (use, p) => [{ seat: use.seat, stage: 'flat', n: n(p) }],
  },
  'offer-cut': {
    timing: 'sell', from: 'store',
    text: (p) => `Sell: flip face down: another player's Offer gets -${n(p)} Quality.`,
    targets: (ctx) => rivalsWithOffers(ctx.sale, ctx.seat).map((seat) => ({ seat })),
    mods: (use, p) => (use.target?.seat === undefined ? [] : [{ seat: use.target.seat, stage: 'flat', n: -n(p) }]),
  },
} satisfies Record<string, SellEffect>;
