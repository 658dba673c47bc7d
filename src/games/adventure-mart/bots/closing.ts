// Store Closing and effect choices: keep the best card for tomorrow, re-hire Staff worth their
// wage, take the most valuable help from HQ, discard the least useful cards, take the dearest Stock
// from the Abyss, always use an On-Call effect.
import type { RngState } from '../../../engine/rng';
import type { AMAction } from '../rules/turns';
import type { CardInfo } from '../view';
import { best, ofType } from './choice';
import { isStock, storeCardValue, type Ctx } from './model';

const strength = (c: CardInfo | undefined): number => (c && isStock(c) ? c.stars + (c.plus ? 1 : 0) + (c.basic ? 0 : 0.5) + (c.effect ? 0.3 : 0) : 0);

function find(ctx: Ctx, id: number | null | undefined): CardInfo | undefined {
  if (id === null || id === undefined) return undefined;
  const v = ctx.view;
  const pool = [
    ...(ctx.me.hand ?? []), ...ctx.me.store.map((s) => s.card), ...v.abyss, ...v.depot.fixtures.queue.map((q) => q.card), ...v.depot.staff.queue.map((q) => q.card),
  ];
  return pool.find((c) => c.id === id);
}

export function keepDecision(ctx: Ctx, legal: readonly AMAction[], rng: RngState): AMAction {
  const keeps = ofType(legal, 'keep');
  return best(keeps, (a) => (a.card === null ? 0.5 : strength(find(ctx, a.card))), rng) ?? (legal[0] as AMAction);
}

export function upkeepDecision(ctx: Ctx, legal: readonly AMAction[], rng: RngState): AMAction {
  const score = (a: AMAction): number => {
    if (a.type !== 'rehire' && a.type !== 'release') return -1;
    const c = find(ctx, a.card);
    if (!c || c.kind !== 'staff') return 0;
    const worth = storeCardValue(c, ctx.daysLeft - 1) - c.cost;
    return a.type === 'rehire' ? worth : 0;
  };
  return best(legal, score, rng) ?? (legal[0] as AMAction);
}

export function helpDecision(ctx: Ctx, legal: readonly AMAction[], rng: RngState): AMAction {
  const score = (a: AMAction): number => {
    if (a.type === 'help-gold') return 3;
    if (a.type !== 'help-claim') return -1;
    const c = find(ctx, a.card);
    if (!c) return -1;
    let v = storeCardValue(c, ctx.daysLeft - 1) + (c.kind === 'fixture' ? c.cost : 0);
    if (a.replace !== undefined) {
      const r = ctx.me.store.find((s) => s.card.id === a.replace)?.card;
      if (r) v -= storeCardValue(r, ctx.daysLeft - 1) + (r.kind === 'fixture' ? r.cost : 0);
    }
    return v;
  };
  return best(legal, score, rng) ?? (legal[0] as AMAction);
}

export function pickDecision(ctx: Ctx, legal: readonly AMAction[], rng: RngState): AMAction {
  const first = legal[0] as AMAction;
  switch (first.type) {
    case 'discard':
      return best(legal, (a) => (a.type === 'discard' ? -strength(find(ctx, a.card)) : -99), rng) ?? first;
    case 'take':
      return best(legal, (a) => {
        const c = a.type === 'take' ? find(ctx, a.card) : undefined;
        return c && isStock(c) ? c.cost + c.stars * 0.3 : 0;
      }, rng) ?? first;
    default: {
      const uses = legal.filter((a) => a.type === 'on-call');
      if (uses.length === 0) return first;
      return best(uses, (a) => (a.type === 'on-call' && a.target?.card !== undefined ? -strength(find(ctx, a.target.card)) : 0), rng) ?? first;
    }
  }
}
