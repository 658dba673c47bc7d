// The value of an Offer (AM-O2, AM-O3, AM-O4, AM-O7). Order: printed stars with Base Quality
// changes first (AM-F11, never below 0), then card effects ("+" stars included), then tokens, then
// the Adventurer. (D) The Adventurer multiplies each Stock card by the number of its type's symbols
// (AM-F3: a Bulletin's extra symbol counts too); token, Initiative and other flat bonuses have no
// type and are never multiplied. Computed fresh from the Sale each time, never stored.
import type { Seat } from '../../../engine/types';
import { INITIATIVE_QUALITY, REP_QUALITY } from '../constants';
import { adventurerCard, card, stockCard } from '../content';
import type { AdventurerCard, CardId, StockType } from '../content/types';
import { offered } from '../effects/offer-cards';
import { effectRef as cardEffect, ongoingEffect, reactEffect, sellEffect } from '../effects/registry';
import type { Mod } from '../effects/types';
import type { AMState, Draft, QualityParts, SaleFrame, Use } from '../state';

export type { QualityParts } from '../state';
import { today } from './bulletin';
import { player } from './common';

export type Desires = Record<StockType, number>;

/** Symbols of each type the Adventurer desires today (printed, plus the Bulletin's extra one). */
export function desires(s: AMState, adventurer: AdventurerCard): Desires {
  const out: Desires = { martial: 0, magic: 0, exotic: 0 };
  for (const t of adventurer.desires) out[t] += 1;
  const extra = today(s).extraDesire;
  if (extra) out[extra] += 1;
  return out;
}

/** AM-O2: a Stock card the Adventurer desires. */
export function isDesired(s: AMState, adventurer: CardId, stock: CardId): boolean {
  const c = card(stock);
  return c.kind === 'stock' && desires(s, adventurerCard(adventurer))[c.type] > 0;
}

/** Gold to Spend today (a Bulletin may add to it). */
export function goldToSpend(s: AMState, adventurer: CardId): number {
  return adventurerCard(adventurer).gold + (today(s).goldToSpend ?? 0);
}

export interface CardQuality {
  card: CardId;
  name: string;
  type: StockType;
  printed: number;
  /** Printed stars after Base Quality changes. */
  base: number;
  /** "+" stars of other cards and card-effect bonuses. */
  effects: number;
  multiplier: number;
  value: number;
}

export interface Quality {
  total: number;
  cards: CardQuality[];
  parts: QualityParts;
}

function modsOf(use: Use): Mod[] {
  if (use.cancelled) return [];
  const ref = cardEffect(use.source);
  if (!ref) return [];
  const sell = sellEffect(use.source);
  if (sell) return sell.mods(use, ref);
  const react = reactEffect(use.source);
  return react?.mods ? react.mods(use, ref) : [];
}

/** Every Quality change in force: confirmed uses, plus the draft's planned ones when given. */
export function allMods(sale: SaleFrame, draft: Draft | null): Mod[] {
  const out: Mod[] = [];
  for (const u of sale.uses) out.push(...modsOf(u));
  if (draft) for (const u of draft.uses) out.push(...modsOf(u));
  return out;
}

/** The Offer of `seat` as it stands (with `draft` when it is theirs), and its parts. */
export function offerQuality(s: AMState, sale: SaleFrame, seat: Seat, draft: Draft | null = sale.draft, mods = allMods(sale, draft)): Quality {
  const adv = adventurerCard(sale.adventurer);
  const want = desires(s, adv);
  const cards = offered(sale, seat, draft);
  const holder = player(s, seat);
  const ongoing = holder.store.filter((slot) => slot.faceUp).map((slot) => ({ def: ongoingEffect(slot.card), ref: cardEffect(slot.card) }));
  const plusCards = cards.filter((id) => stockCard(id).plus);
  const rows: CardQuality[] = cards.map((id) => {
    const c = stockCard(id);
    let base = c.stars;
    let effects = 0;
    for (const m of mods) {
      if (m.card !== id) continue;
      if (m.stage === 'base') base += m.n;
      else if (m.stage === 'effect') effects += m.n;
    }
    base = Math.max(0, base);
    effects += plusCards.filter((other) => other !== id).length;
    for (const o of ongoing) if (o.def?.cardBonus && o.ref) effects += o.def.cardBonus(o.ref, c);
    const multiplier = want[c.type];
    return { card: id, name: c.name, type: c.type, printed: c.stars, base, effects, multiplier, value: Math.max(0, base + effects) * multiplier };
  });
  let flat = 0;
  for (const m of mods) if (m.stage === 'flat' && m.seat === seat) flat += m.n;
  for (const o of ongoing) if (o.def?.offerBonus && o.ref) flat += o.def.offerBonus(o.ref, adv, holder);
  const g = adv.guild;
  const tokens = g === 'fighters' || g === 'mages' || g === 'rangers' ? holder.rep[g] * (REP_QUALITY + (today(s).repBonus ?? 0)) : 0;
  const initiative = s.initiative === seat ? INITIATIVE_QUALITY + (today(s).initiativeBonus ?? 0) : 0;
  const stock = rows.reduce((a, r) => a + r.value, 0);
  return { total: Math.max(0, stock + flat + tokens + initiative), cards: rows, parts: { stock, effects: flat, tokens, initiative } };
}

/** Every seat's current Quality (null for seats without an Offer or out of the Sale). */
export function standings(s: AMState, sale: SaleFrame, draft: Draft | null = sale.draft): (number | null)[] {
  const mods = allMods(sale, draft);
  return sale.offers.map((o, seat) => {
    if (sale.out[seat]) return null;
    if (o === null && !(draft && draft.seat === seat)) return null;
    return offerQuality(s, sale, seat, draft, mods).total;
  });
}

