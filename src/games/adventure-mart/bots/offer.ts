// Sales: raise by as little as beats the highest Offer, spending the cards and effects that cost
// least for the Quality they add, and drop out when the Adventurer's Gold is not worth what it
// would take. After winning, add cards for Gold only while that Gold beats keeping them. Reacts
// spoil a rival's Offer when the Sale is worth it, or return a card the Adventurer will not pay for.
import type { RngState } from '../../../engine/rng';
import type { AMAction } from '../rules/turns';
import type { CardInfo } from '../view';
import { best, ofType } from './choice';
import { contribution, effectOf, isStock, keepValue, type Ctx } from './model';

interface Option {
  action: AMAction;
  gain: number;
  cost: number;
}

function cardById(ctx: Ctx, id: number): CardInfo | undefined {
  const sale = ctx.view.sale;
  const pool = [...(ctx.me.hand ?? []), ...ctx.me.store.map((s) => s.card), ...(sale?.offers.flatMap((o) => o?.cards ?? []) ?? [])];
  return pool.find((c) => c.id === id);
}

/** The Quality each legal raise step adds, and what it costs us. */
function options(ctx: Ctx, legal: readonly AMAction[]): Option[] {
  const sale = ctx.view.sale!;
  const want = sale.desires;
  const mine = [...(sale.offers[ctx.seat]?.cards ?? []), ...(ctx.view.you?.draft?.cards ?? [])];
  const out: Option[] = [];
  for (const a of ofType(legal, 'offer-add')) {
    const c = cardById(ctx, a.card);
    if (!c) continue;
    out.push({ action: a, gain: contribution(c, want, mine), cost: keepValue(ctx, c) - (isStock(c) ? c.sell * 0.3 : 0) });
  }
  for (const a of ofType(legal, 'offer-sell')) {
    const src = cardById(ctx, a.card);
    const e = src ? effectOf(src) : undefined;
    if (!src || !e) continue;
    const n = e.n ?? 0;
    const targetCard = a.target?.card === undefined ? undefined : cardById(ctx, a.target.card);
    const mult = targetCard && isStock(targetCard) ? want[targetCard.type] : isStock(src) ? want[src.type] : 1;
    let gain = 0;
    let cost = 0.4;
    switch (e.id) {
      case 'base-boost': case 'card-boost': gain = n * mult; break;
      case 'bard': gain = a.target?.initiative ? n : n * mult; cost = a.target?.initiative ? 0.4 : 2; break;
      case 'offer-boost': gain = n; break;
      case 'base-cut': gain = n * mult; break;
      case 'offer-cut': gain = a.target?.seat === sale.leader ? n : 0; break;
      case 'import': gain = n * mult; cost = 1; break;
      case 'trade-in': {
        const pay = a.target?.pay === undefined ? undefined : cardById(ctx, a.target.pay);
        gain = n * mult;
        cost = pay ? keepValue(ctx, pay) + 0.2 : 1;
        break;
      }
      case 'soul-sacrifice': {
        const staff = ctx.me.store.find((s) => s.card.id === a.target?.pay);
        gain = n * mult;
        cost = staff ? (staff.faceUp ? 3 : 0.8) : 3;
        break;
      }
      default: gain = 0;
    }
    // Cuts on rivals only help against the Offer to beat.
    if ((e.id === 'base-cut') && targetCard && !sale.offers[sale.leader ?? -1]?.cards.some((c) => c.id === targetCard.id)) gain = 0;
    if (gain > 0) out.push({ action: a, gain, cost });
  }
  return out;
}

export function offerDecision(ctx: Ctx, legal: readonly AMAction[], rng: RngState): AMAction {
  const sale = ctx.view.sale!;
  const draft = ctx.view.you?.draft;
  const can = (type: string) => legal.find((a) => a.type === type);
  const confirm = can('offer-confirm');
  const drop = can('drop-out');
  if (!draft) return confirm ?? drop ?? (legal[0] as AMAction);
  const q = draft.quality.total;
  const beat = draft.beat ?? -1;
  if (confirm) return confirm;
  const need = beat + 1 - q;
  const opts = options(ctx, legal).sort((x, y) => x.cost / x.gain - y.cost / y.gain);
  // Can we get there, and is it worth it?
  let got = 0;
  let spent = 0;
  for (const o of opts) {
    if (got >= need) break;
    got += o.gain;
    spent += o.cost;
  }
  const offered = [...(sale.offers[ctx.seat]?.cards ?? []), ...draft.cards];
  const sellNow = offered.reduce((s, c) => s + (isStock(c) ? c.sell : 0), 0);
  const prize = Math.min(sale.goldToSpend, Math.max(1, sellNow + 2));
  if (got < need || spent > prize * 0.9) return drop ?? (opts[0]?.action as AMAction) ?? (legal[0] as AMAction);
  const pick = best(opts, (o) => -o.cost / Math.max(0.01, o.gain) + Math.min(o.gain, need) * 0.01, rng);
  return pick?.action ?? drop ?? (legal[0] as AMAction);
}

export function topupDecision(ctx: Ctx, legal: readonly AMAction[], rng: RngState): AMAction {
  const sale = ctx.view.sale!;
  const winner = sale.offers[ctx.seat];
  const sold = (winner?.cards ?? []).reduce((s, c) => s + (isStock(c) ? c.sell : 0), 0);
  const gap = sale.goldToSpend - sold;
  const adds = ofType(legal, 'topup-add');
  const score = (a: (typeof adds)[number]): number => {
    const c = cardById(ctx, a.card);
    return c && isStock(c) ? Math.min(c.sell, gap) - keepValue(ctx, c) : -1;
  };
  const pick = best(adds, score, rng);
  if (pick && score(pick) > 0.2) return pick;
  return legal.find((a) => a.type === 'checkout') ?? (legal[0] as AMAction);
}

export function reactDecision(ctx: Ctx, legal: readonly AMAction[], rng: RngState): AMAction {
  const pass = legal.find((a) => a.type === 'pass') as AMAction;
  const sale = ctx.view.sale;
  const reacts = ofType(legal, 'react');
  if (!sale || reacts.length === 0) return pass;
  const score = (a: (typeof reacts)[number]): number => {
    const c = cardById(ctx, a.card);
    const e = c ? effectOf(c) : undefined;
    if (!c || !e) return -1;
    if (e.id === 'smoke') return sale.goldToSpend >= 6 && !sale.out[ctx.seat] ? 1 : -1;
    if (e.id === 'cancel-sell') {
      const use = a.target?.use === undefined ? undefined : sale.uses[a.target.use];
      const n = use ? effectOf(use.card)?.n ?? 1 : 0;
      return sale.goldToSpend >= 5 ? n - 0.5 : -1;
    }
    if (e.id === 'return-to-hand') {
      const t = a.target?.card === undefined ? undefined : cardById(ctx, a.target.card);
      if (!t || !isStock(t)) return -1;
      const mine = sale.offers[ctx.seat]?.cards ?? [];
      const sell = mine.reduce((s, x) => s + (isStock(x) ? x.sell : 0), 0);
      const lost = Math.max(0, Math.min(sale.goldToSpend, sell) - Math.min(sale.goldToSpend, sell - t.sell));
      return t.stars * 0.5 - lost;
    }
    return -1;
  };
  const pick = best(reacts, score, rng);
  return pick && score(pick) > 0 ? pick : pass;
}
