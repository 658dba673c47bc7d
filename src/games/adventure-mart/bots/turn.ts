// A turn or final action: buy what is worth more than it costs (the Review pays Stock and Fixtures
// back at their Buy Cost, so a good buy is close to free), start a Sale when the hand can win one,
// use an effect when it brings something. Final actions pass unless something is worth doing.
import type { RngState } from '../../../engine/rng';
import { CARDS } from '../content';
import type { AMAction } from '../rules/turns';
import type { CardInfo } from '../view';
import { best } from './choice';
import { effectOf, isStock, keepValue, saleExpectation, stockValue, storeCardValue, type Ctx } from './model';

const info = (ctx: Ctx, id: number): CardInfo | undefined => {
  const all = [
    ...ctx.view.depot.stock.queue.map((q) => q.card), ...ctx.view.depot.fixtures.queue.map((q) => q.card), ...ctx.view.depot.staff.queue.map((q) => q.card),
    ...(ctx.me.hand ?? []), ...ctx.me.store.map((s) => s.card), ...ctx.me.reorder,
  ];
  return all.find((c) => c.id === id);
};

function price(ctx: Ctx, from: 'stock' | 'fixtures' | 'staff', id: number): number {
  return ctx.view.depot[from].queue.find((q) => q.card.id === id)?.costs[ctx.seat] ?? 99;
}

/** What losing a Store card to make room costs (a Fixture's Buy Cost leaves the Review too). */
function replaced(ctx: Ctx, id: number | undefined): number {
  if (id === undefined) return 0;
  const slot = ctx.me.store.find((s) => s.card.id === id);
  if (!slot) return 0;
  const c = slot.card;
  return (c.kind === 'fixture' ? c.cost : 0) + (slot.faceUp ? storeCardValue(c, ctx.daysLeft) : storeCardValue(c, ctx.daysLeft) * 0.5);
}

function buyScore(ctx: Ctx, a: Extract<AMAction, { type: 'buy' }>): number {
  const c = info(ctx, a.card);
  if (!c) return -99;
  let paid = price(ctx, a.from, a.card);
  let extra = 0;
  if (a.tradeIn !== undefined) {
    const rule = ctx.view.bulletin?.kind === 'bulletin' ? ctx.view.bulletin.rule.tradeIn ?? 0 : 0;
    paid = Math.max(1, paid - rule);
    const t = info(ctx, a.tradeIn);
    extra -= t && isStock(t) ? (t.basic ? -0.3 : t.cost) + keepValue(ctx, t) : 0;
  }
  if (a.from === 'stock') return (isStock(c) ? c.cost : 0) - paid + stockValue(ctx, c) + extra;
  if (a.from === 'fixtures') return (c.kind === 'fixture' ? c.cost : 0) - paid + storeCardValue(c, ctx.daysLeft) - replaced(ctx, a.replace);
  return storeCardValue(c, ctx.daysLeft) - paid - replaced(ctx, a.replace) + (c.kind === 'staff' && c.onCall ? 0.5 : 0);
}

function deckScore(ctx: Ctx, a: Extract<AMAction, { type: 'buy-deck' }>): number {
  const cost = ctx.view.depot[a.from].deckCosts[ctx.seat] ?? 4;
  const days = ctx.daysLeft + 1;
  if (a.from === 'stock') return 4.6 - cost + 0.7 * days - 0.8;
  if (a.from === 'fixtures') return 4.2 - cost + 0.6 * days - replaced(ctx, a.replace) - 0.8;
  return 1.8 * days * 0.5 - cost - replaced(ctx, a.replace) - 0.8;
}

function useScore(ctx: Ctx, a: Extract<AMAction, { type: 'use' }>, bestBuy: number): number {
  const c = info(ctx, a.card);
  const e = c ? effectOf(c) : undefined;
  if (!c || !e) return -99;
  const n = e.n ?? 0;
  switch (e.id) {
    case 'gain': return n + (e.draw ?? 0) * (ctx.waiting > 0 ? 0.9 : 0.1) - (isStock(c) ? keepValue(ctx, c) : 0.2);
    case 'extra-action': return bestBuy > 0.5 || ctx.waiting > 0 ? 1.5 : -1;
    case 'recall': {
      const t = a.target?.card === undefined ? undefined : info(ctx, a.target.card);
      return t && isStock(t) && ctx.waiting > 0 ? t.stars * 0.4 - 0.3 : -1;
    }
    // An empty Stock Deck deals nothing (the Use is still offered, AM-E3).
    case 'restock': return ctx.view.depot.stock.deck === 0 ? -1 : ctx.me.gold >= 4 ? 0.4 : -0.5;
    case 'pawn': return 0.8 + n;
    case 'cash-in': return ctx.waiting === 0 && ctx.daysLeft === 0 ? -1 : -0.2;
    case 'lure': {
      const t = a.target?.card === undefined ? undefined : CARDS[a.target.card];
      if (!t || t.kind !== 'adventurer') return -1;
      const bonus = t.effect?.id === 'flat-worth' ? t.effect.n ?? 0 : 0;
      return bonus + 0.5 - (t.effect?.id === 'discard-cards' ? 1.5 : 0);
    }
    default: return 0;
  }
}

export function turnDecision(ctx: Ctx, legal: readonly AMAction[], rng: RngState): AMAction {
  const buys = legal.filter((a): a is Extract<AMAction, { type: 'buy' }> => a.type === 'buy');
  const bestBuy = buys.reduce((m, a) => Math.max(m, buyScore(ctx, a)), -Infinity);
  const sale = legal.some((a) => a.type === 'start-sale') ? saleExpectation(ctx) : 0;
  const score = (a: AMAction): number => {
    switch (a.type) {
      case 'buy': return buyScore(ctx, a);
      case 'buy-deck': return deckScore(ctx, a);
      case 'use': return useScore(ctx, a, bestBuy);
      case 'start-sale': return sale + 0.3;
      case 'end-turn': return 0;
      default: return -1;
    }
  };
  return best(legal, score, rng) ?? (legal[0] as AMAction);
}
