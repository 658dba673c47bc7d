// Composing an Offer, one step at a time (AM-O2, AM-O4, AM-O5): add a card from hand, use a Sell
// effect, take back a card added in this raise (offered cards stay), confirm, or drop out. The draft
// lives in the Sale frame and shows only in its owner's view until confirmed; Sell effects are paid
// on confirming. A confirmed raise must beat the highest standing Offer; only the Initiative holder
// may offer no Stock. Dropping out returns the Offer's cards to hand for the rest of the Sale.
import type { Choices } from '../../../engine/choices';
import type { Seat } from '../../../engine/types';
import type { CardId } from '../content/types';
import { offered, reserved } from '../effects/offer-cards';
import { effectRef as refOf, sellEffect } from '../effects/registry';
import type { AMState, Draft, SaleFrame, Target } from '../state';
import { cardName, decision, hasFields, player, publicEvent, take, type Events } from './common';
import { sameTarget, withTarget } from './card-effects';
import { allMods, isDesired, offerQuality, standings } from './quality';
import { openReactWindow } from './react-window';

export type OfferAction =
  | { type: 'offer-add'; card: CardId }
  | { type: 'offer-take-back'; card: CardId }
  | { type: 'offer-sell'; card: CardId; target?: Target }
  | { type: 'offer-unsell'; card: CardId }
  | { type: 'offer-confirm' }
  | { type: 'drop-out' };

/** AM-F6: Stock may not be offered in this Sale by this player. */
export function barred(s: AMState, sale: SaleFrame, seat: Seat): boolean {
  return player(s, seat).barredSale === sale.number;
}

/** A hand card that may join the draft now (`busy`: what the draft already spends or uses). */
function mayAdd(s: AMState, sale: SaleFrame, draft: Draft, busy: Set<CardId>, id: CardId): boolean {
  return !draft.cards.includes(id) && !busy.has(id) && isDesired(s, sale.adventurer, id);
}

/** Hand cards that may join the draft now. */
export function addable(s: AMState, sale: SaleFrame, draft: Draft): CardId[] {
  if (barred(s, sale, draft.seat)) return [];
  const busy = reserved(draft);
  return player(s, draft.seat).hand.filter((id) => mayAdd(s, sale, draft, busy, id));
}

/** Gold the draft's planned effects will cost. */
function plannedGold(draft: Draft): number {
  let g = 0;
  for (const u of draft.uses) {
    const def = sellEffect(u.source);
    const ref = refOf(u.source);
    if (def?.gold && ref) g += def.gold(ref);
  }
  return g;
}

function used(sale: SaleFrame, draft: Draft, source: CardId): boolean {
  return sale.uses.some((u) => u.source === source) || draft.uses.some((u) => u.source === source);
}

/** Cards whose Sell effect the drafting seat may consider: offered ones, and face-up Store cards not busy. */
function sellSources(s: AMState, sale: SaleFrame, draft: Draft): CardId[] {
  const p = player(s, draft.seat);
  const busy = reserved(draft);
  const sources: CardId[] = [];
  for (const id of offered(sale, draft.seat, draft)) if (sellEffect(id)?.from === 'offer') sources.push(id);
  for (const slot of p.store) if (slot.faceUp && sellEffect(slot.card)?.from === 'store' && !busy.has(slot.card)) sources.push(slot.card);
  return sources;
}

/** The legal targets of one source's Sell effect now; none when it is used or cannot be paid. */
function sellTargets(s: AMState, sale: SaleFrame, draft: Draft, source: CardId): (Target | null)[] {
  if (used(sale, draft, source)) return [];
  const def = sellEffect(source);
  const ref = refOf(source);
  if (!def || !ref) return [];
  const gold = player(s, draft.seat).gold - plannedGold(draft);
  if ((def.gold?.(ref) ?? 0) > gold) return []; // AM-G5, AM-E3: a cost that cannot be paid
  return def.targets({ s, sale, seat: draft.seat, source, p: ref, draft });
}

/** Sources whose Sell effect the drafting seat may use now, each with its legal targets. */
export function sellOptions(s: AMState, sale: SaleFrame, draft: Draft): { source: CardId; targets: (Target | null)[] }[] {
  const out: { source: CardId; targets: (Target | null)[] }[] = [];
  for (const source of sellSources(s, sale, draft)) {
    const targets = sellTargets(s, sale, draft, source);
    if (targets.length > 0) out.push({ source, targets });
  }
  return out;
}

/** AM-O5: the draft beats every other standing Offer (effects on them included); AM-O4 no-Stock rule. */
export function canConfirm(s: AMState, sale: SaleFrame, draft: Draft): boolean {
  const seat = draft.seat;
  if (offered(sale, seat, draft).length === 0 && s.initiative !== seat) return false;
  const q = standings(s, sale, draft);
  const mine = offerQuality(s, sale, seat, draft, allMods(sale, draft)).total;
  return q.every((v, other) => other === seat || v === null || mine > v);
}

/** The starter must make an Offer; everyone else may drop out. */
export function canDropOut(sale: SaleFrame, seat: Seat): boolean {
  return !(seat === sale.starter && sale.offers[seat] === null);
}

/** The acting seat's raise, one step at a time (AM-O2, AM-O4, AM-O5). */
export function offerChoices(s: AMState, sale: SaleFrame): Choices<OfferAction> {
  const draft = sale.draft;
  if (!draft) return decision<OfferAction>(() => true, {});
  const hand = player(s, draft.seat).hand;
  return decision<OfferAction>(
    (visit) => addable(s, sale, draft).every((card) => visit({ type: 'offer-add', card }))
      && draft.cards.every((card) => visit({ type: 'offer-take-back', card }))
      && sellOptions(s, sale, draft).every((o) => o.targets.every((t) => visit(withTarget({ type: 'offer-sell' as const, card: o.source }, t))))
      && draft.uses.every((u) => visit({ type: 'offer-unsell', card: u.source }))
      && (!canConfirm(s, sale, draft) || visit({ type: 'offer-confirm' }))
      && (!canDropOut(sale, draft.seat) || visit({ type: 'drop-out' })),
    {
      'offer-add': (a) => hasFields(a, ['card']) && hand.includes(a.card as CardId) && !barred(s, sale, draft.seat)
        && mayAdd(s, sale, draft, reserved(draft), a.card as CardId),
      'offer-take-back': (a) => hasFields(a, ['card']) && draft.cards.includes(a.card as CardId),
      'offer-sell': (a) => hasFields(a, ['card'], ['target']) && sellSources(s, sale, draft).includes(a.card as CardId)
        && sellTargets(s, sale, draft, a.card as CardId).some((t) => sameTarget(a.target, t)),
      'offer-unsell': (a) => hasFields(a, ['card']) && draft.uses.some((u) => u.source === a.card),
      'offer-confirm': (a) => hasFields(a, []) && canConfirm(s, sale, draft),
      'drop-out': (a) => hasFields(a, []) && canDropOut(sale, draft.seat),
    },
  );
}

function confirm(d: AMState, sale: SaleFrame, draft: Draft, ev: Events): void {
  const seat = draft.seat;
  const p = player(d, seat);
  const quality = offerQuality(d, sale, seat, draft);
  for (const id of draft.cards) take(p.hand, id);
  (sale.offers[seat] ??= []).push(...draft.cards);
  sale.raises += 1;
  for (const u of draft.uses) {
    u.raise = sale.raises;
    const slot = p.store.find((x) => x.card === u.source);
    if (slot) slot.faceUp = false;
    const def = sellEffect(u.source);
    const ref = refOf(u.source);
    if (def?.pay && ref) def.pay(d, u, ref, ev);
    sale.uses.push(u);
  }
  ev.push(publicEvent('offer-made', {
    seat, sale: sale.number, raise: sale.raises, added: draft.cards, names: draft.cards.map(cardName),
    effects: draft.uses.map((u) => ({ card: u.source, name: cardName(u.source), target: u.target })),
    cards: (sale.offers[seat] ?? []).slice(), quality: quality.total, parts: quality.parts,
  }, true));
  sale.draft = null;
  sale.stage = 'next';
  openReactWindow(d, 'offer-made', seat);
}

function dropOut(d: AMState, sale: SaleFrame, seat: Seat, ev: Events): void {
  const back = sale.offers[seat] ?? [];
  player(d, seat).hand.push(...back);
  sale.offers[seat] = null;
  sale.out[seat] = true;
  sale.draft = null;
  sale.stage = 'next';
  ev.push(publicEvent('dropped-out', { seat, sale: sale.number, returned: back.length }));
}

export function applyOffer(d: AMState, sale: SaleFrame, a: OfferAction, ev: Events): void {
  const draft = sale.draft as Draft;
  switch (a.type) {
    case 'offer-add':
      draft.cards.push(a.card);
      return;
    case 'offer-take-back':
      take(draft.cards, a.card);
      // A Sell effect works only while its card is offered; effects aimed at the card go too.
      draft.uses = draft.uses.filter((u) => u.source !== a.card && u.target?.card !== a.card);
      return;
    case 'offer-sell':
      draft.uses.push({ seat: draft.seat, source: a.card, target: a.target ?? null, raise: sale.raises + 1, cancelled: false });
      return;
    case 'offer-unsell':
      draft.uses = draft.uses.filter((u) => u.source !== a.card);
      return;
    case 'offer-confirm':
      confirm(d, sale, draft, ev);
      return;
    case 'drop-out':
      dropOut(d, sale, draft.seat, ev);
      return;
  }
}
