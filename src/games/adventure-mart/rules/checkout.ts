// After winning (AM-O6, AM-O8, AM-O4): while the Offer's total Sell Price is below the Adventurer's
// Gold to Spend the winner may add more Stock of desired types (for Gold only: no Sell effects).
// Checkout pays min(total Sell Price, Gold to Spend), or 1 Gold for a Stock-less Offer; the Stock
// goes to the winner's Reorder Pile, the Adventurer to their Ledger (its Ledger effect resolves),
// and Adepts, Vanguards and Wayfinders grant their guild's token, Draconic Executives a Discount
// token, while the supply lasts (AM-F16).
import type { Choices } from '../../../engine/choices';
import type { Seat } from '../../../engine/types';
import { INITIATIVE_GOLD, SINCE_ENGINE } from '../constants';
import { adventurerCard, stockCard } from '../content';
import type { CardId, RepGuild } from '../content/types';
import { resolveLedgerEffect } from '../effects/ongoing';
import { effectRef } from '../effects/registry';
import type { AMState, SaleFrame } from '../state';
import { cardName, decision, hasFields, player, publicEvent, take, type Events } from './common';
import { goldToSpend, isDesired } from './quality';

export type TopupAction = { type: 'topup-add'; card: CardId } | { type: 'checkout' };

export function sellPrice(cards: readonly CardId[]): number {
  let total = 0;
  for (const id of cards) total += stockCard(id).sell;
  return total;
}

export function checkoutGold(s: AMState, sale: SaleFrame): number {
  const cards = sale.offers[sale.winner as Seat] ?? [];
  const limit = goldToSpend(s, sale.adventurer);
  if (cards.length > 0) return Math.min(sellPrice(cards), limit);
  // AM-O4: only the Initiative holder's Offer may hold no Stock, and only it is paid. Another winner
  // whose Offer holds none returned its Stock (Shrine of the Kaiju, AM-F9): it earns nothing. Engine
  // 1 paid any such Offer; its matches keep that (constants.ts, ENGINE_VERSION).
  const paid = sale.winner === s.initiative || s.engineVersion < SINCE_ENGINE.stocklessPaidToInitiativeOnly;
  return paid ? Math.min(INITIATIVE_GOLD, limit) : 0;
}

/** The winner may add desired Stock from hand, or go to Checkout (AM-O6). */
export function topupChoices(s: AMState, sale: SaleFrame): Choices<TopupAction> {
  const hand = player(s, sale.winner as Seat).hand;
  const desired = (id: CardId) => isDesired(s, sale.adventurer, id);
  return decision<TopupAction>(
    (visit) => hand.every((card) => !desired(card) || visit({ type: 'topup-add', card })) && visit({ type: 'checkout' }),
    {
      'topup-add': (a) => hasFields(a, ['card']) && hand.includes(a.card as CardId) && desired(a.card as CardId),
      checkout: (a) => hasFields(a, []),
    },
  );
}

export function applyTopup(d: AMState, sale: SaleFrame, a: TopupAction, ev: Events): void {
  const winner = sale.winner as Seat;
  if (a.type === 'checkout') {
    sale.stage = 'checkout';
    return;
  }
  take(player(d, winner).hand, a.card);
  (sale.offers[winner] ??= []).push(a.card);
  ev.push(publicEvent('topped-up', { seat: winner, card: a.card, name: cardName(a.card) }, true));
  if (sellPrice(sale.offers[winner] ?? []) >= goldToSpend(d, sale.adventurer)) sale.stage = 'checkout';
}

const REP_ROLES: Record<string, RepGuild> = { adept: 'mages', vanguard: 'fighters', wayfinder: 'rangers' };

export function checkout(d: AMState, sale: SaleFrame, ev: Events): void {
  const winner = sale.winner as Seat;
  const p = player(d, winner);
  const cards = sale.offers[winner] ?? [];
  const gold = checkoutGold(d, sale);
  p.gold += gold;
  p.reorder.push(...cards);
  sale.offers[winner] = [];
  // AM-F13: a Red Mountain Bard that joined a Stock card now discarded is banished at once; a
  // cancelled one too (AM-F12: only its effect was stopped).
  for (const u of sale.uses) {
    if (u.seat !== winner || effectRef(u.source)?.id !== 'bard' || u.target?.card === undefined || !cards.includes(u.target.card)) continue;
    const i = p.store.findIndex((slot) => slot.card === u.source);
    if (i < 0) continue;
    p.store.splice(i, 1);
    d.abyss.push(u.source);
    ev.push(publicEvent('banished', { seat: winner, card: u.source, name: cardName(u.source), why: `${cardName(u.target.card)} was discarded` }));
  }
  take(d.adventurers.queue, sale.adventurer);
  p.ledger.push(sale.adventurer);
  const a = adventurerCard(sale.adventurer);
  const tokens: string[] = [];
  const guild = REP_ROLES[a.role];
  if (guild && a.guild === guild) {
    if (d.supply[guild] > 0) {
      d.supply[guild] -= 1;
      p.rep[guild] += 1;
      tokens.push(guild);
    } else tokens.push(`no ${guild} token left`);
  }
  if (a.role === 'draconic-executive') {
    if (d.supply.discount > 0) {
      d.supply.discount -= 1;
      p.discounts += 1;
      tokens.push('discount');
    } else tokens.push('no discount token left');
  }
  ev.push(publicEvent('checkout', {
    seat: winner, sale: sale.number, adventurer: sale.adventurer, name: a.name, gold, cards, names: cards.map(cardName), tokens,
  }, true));
  resolveLedgerEffect(d, winner, sale.adventurer, ev);
}
