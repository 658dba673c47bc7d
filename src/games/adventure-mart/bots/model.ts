// What the heuristic bot reads from its seat's view: its own hand and Store, what a card is worth to
// keep or to offer, the Adventurers not yet seen (the face-down ones are among them), and a rough
// guess at rivals' strength from public facts only (hand counts and what their Stock cost).
import type { Seat } from '../../../engine/types';
import { CARDS } from '../content';
import type { AdventurerCard, EffectRef, StockCard, StockType } from '../content/types';
import type { AMView, CardInfo, PlayerView } from '../view';

export type Desires = Record<StockType, number>;

export interface Ctx {
  view: AMView;
  seat: Seat;
  me: PlayerView;
  /** Days left after today. */
  daysLeft: number;
  /** Face-down Adventurers still to be served today. */
  waiting: number;
}

export function context(view: AMView, seat: Seat): Ctx {
  const me = view.players[seat] as PlayerView;
  return { view, seat, me, daysLeft: view.days - view.day, waiting: view.town.queue.filter((c) => c === null).length };
}

export function isStock(c: CardInfo): c is StockCard & { text: string } {
  return c.kind === 'stock';
}

export function effectOf(c: CardInfo): EffectRef | undefined {
  return c.kind === 'bulletin' ? undefined : c.effect;
}

/** Desired symbols of an Adventurer today (the Bulletin's extra symbol included). */
export function desiresOf(view: AMView, a: AdventurerCard): Desires {
  const out: Desires = { martial: 0, magic: 0, exotic: 0 };
  for (const t of a.desires) out[t] += 1;
  const extra = view.bulletin?.kind === 'bulletin' ? view.bulletin.rule.extraDesire : undefined;
  if (extra) out[extra] += 1;
  return out;
}

/** What a Stock card brings to an Offer for these desires, its "+" star counted against the others. */
export function contribution(card: CardInfo, want: Desires, others: readonly CardInfo[]): number {
  if (!isStock(card)) return 0;
  const m = want[card.type];
  if (m === 0) return 0;
  const plusFromOthers = others.filter((o) => isStock(o) && o.plus && o.id !== card.id).length;
  let v = (card.stars + plusFromOthers) * m;
  if (card.plus) for (const o of others) if (isStock(o) && o.id !== card.id) v += want[o.type];
  return v;
}

/** What a card in hand is worth kept for later Sales today (0 when no Sale is left). */
export function keepValue(ctx: Ctx, card: CardInfo): number {
  if (!isStock(card)) return 0;
  if (ctx.waiting === 0) return 0;
  return (card.stars + (card.plus ? 1 : 0)) * (ctx.waiting >= 2 ? 0.45 : 0.25);
}

/** Adventurers not seen in any Ledger or in the Abyss: the pool the face-down ones come from. */
export function unseenAdventurers(view: AMView): AdventurerCard[] {
  const seen = new Set<number>();
  for (const p of view.players) for (const c of p.ledger) seen.add(c.id);
  for (const c of view.abyss) seen.add(c.id);
  for (const c of view.town.queue) if (c) seen.add(c.id);
  const out: AdventurerCard[] = [];
  for (const c of CARDS) if (c.kind === 'adventurer' && !seen.has(c.id) && (c.firstGame || !view.firstGame)) out.push(c);
  return out;
}

/** Our best Quality against an Adventurer with all desired cards in hand, tokens and the Initiative. */
export function bestQuality(ctx: Ctx, hand: readonly CardInfo[], a: AdventurerCard, initiative: boolean): { quality: number; sell: number } {
  const want = desiresOf(ctx.view, a);
  const cards = hand.filter((c): c is StockCard & { text: string } => isStock(c) && want[c.type] > 0);
  const plus = cards.filter((c) => c.plus).length;
  let q = 0;
  let sell = 0;
  for (const c of cards) {
    q += (c.stars + plus - (c.plus ? 1 : 0)) * want[c.type];
    sell += c.sell;
  }
  const g = a.guild;
  if (g === 'fighters' || g === 'mages' || g === 'rangers') q += ctx.me.rep[g];
  if (initiative) q += 1;
  return { quality: q, sell };
}

/** A rival's expected Offer: cards in hand that match, times their average stars (public guesses only). */
export function rivalQuality(ctx: Ctx, p: PlayerView, a: AdventurerCard): number {
  const want = desiresOf(ctx.view, a);
  const symbols = want.martial + want.magic + want.exotic;
  const distinct = (want.martial > 0 ? 1 : 0) + (want.magic > 0 ? 1 : 0) + (want.exotic > 0 ? 1 : 0);
  const bought = p.worth.stock / 4.5;
  const avgStars = (9 * 1.3 + bought * 3) / (9 + bought);
  const matching = p.handCount * (distinct / 3);
  let q = matching * avgStars * (symbols / Math.max(1, distinct));
  const g = a.guild;
  if (g === 'fighters' || g === 'mages' || g === 'rangers') q += p.rep[g];
  return q * 0.8;
}

export function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** Expected Gold from starting a Sale now against a random unseen Adventurer. */
export function saleExpectation(ctx: Ctx): number {
  const pool = unseenAdventurers(ctx.view);
  if (pool.length === 0) return 0;
  const hand = ctx.me.hand ?? [];
  const bonus = ctx.view.bulletin?.kind === 'bulletin' ? ctx.view.bulletin.rule.goldToSpend ?? 0 : 0;
  let total = 0;
  for (const a of pool) {
    const mine = bestQuality(ctx, hand, a, true);
    let rival = 0;
    ctx.view.players.forEach((p, s) => {
      if (s !== ctx.seat) rival = Math.max(rival, rivalQuality(ctx, p, a));
    });
    const win = sigmoid((mine.quality - rival) / 2);
    const gold = Math.min(a.gold + bonus, Math.max(1, mine.sell + 1));
    total += win * gold;
  }
  return total / pool.length;
}

/** A Fixture's or Staff's worth per remaining Day, from its effect (rough, for buying and re-hiring). */
export function storeCardValue(c: CardInfo, daysLeft: number): number {
  const e = effectOf(c);
  if (!e) return 0;
  const n = e.n ?? 0;
  const days = daysLeft + 1;
  switch (e.id) {
    case 'gain': return (n + (e.draw ?? 0) * 0.9) * days;
    case 'queue-discount': return (e.type ? 0.8 : 1.4) * days;
    case 'hire-discount':
    case 'install-discount': return 0.3 * Math.max(1, n) * days;
    case 'guild-bonus': return 0.7 * days;
    case 'rep-boost': return 0.6 * days;
    case 'type-bonus': return 1.0 * days;
    // One more card at every Store Closing left: about a fifth more to offer each Day.
    case 'hand-size': return 2 * n * daysLeft;
    case 'thief-guard': return 0.3 * days;
    case 'offer-boost': return 0.5 * n * days;
    case 'card-boost':
    case 'base-boost':
    case 'base-cut':
    case 'offer-cut':
    case 'bard': return 0.5 * Math.max(1, n) * days;
    case 'cancel-sell':
    case 'return-to-hand': return 0.6 * days;
    case 'restock': return 0.3 * days;
    case 'pawn': return (0.8 + n) * Math.min(days, 3);
    case 'recall': return 0.9 * days;
    case 'lure': return 1.5 * days;
    case 'brand-worth': return 2.5;
    case 'ledger-worth': return n * 4;
    case 'flat-worth': return n;
    default: return 0.3 * days;
  }
}

/** Worth of a Stock card bought now, beyond its Buy Cost (which the Review pays back). */
export function stockValue(ctx: Ctx, c: CardInfo): number {
  if (!isStock(c)) return 0;
  const days = ctx.daysLeft + (ctx.waiting > 0 ? 0.6 : 0.1);
  let v = (c.stars - 1.3) * 0.55 + (c.plus ? 0.6 : 0) + (c.sell - 1.5) * 0.25;
  const e = c.effect;
  if (e) {
    if (e.id === 'extra-action') v += 0.6;
    else if (e.id === 'gain') v += (e.draw ?? 0) * 0.4;
    else if (e.id === 'smoke') v += 0.5;
    else if (e.id === 'import' || e.id === 'trade-in' || e.id === 'soul-sacrifice') v += 0.5;
    else if (e.id === 'recall') v += 0.3;
  }
  return v * days;
}
