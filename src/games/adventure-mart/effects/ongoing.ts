// Ongoing effects (AM-E1): always active while their card is face up in a Store (AM-E7), or, for an
// Adventurer's "when added to your Ledger" effect, resolved once when it joins a Ledger.
import type { Seat } from '../../../engine/types';
import { adventurerCard, card } from '../content';
import type { AMState, PickFrame } from '../state';
import { cardName, player, publicEvent, type Events } from '../rules/common';
import { draw } from '../rules/storeroom';
import { HAND_SIZE } from '../constants';
import type { OngoingEffect } from './types';

const n = (p: { n?: number }): number => p.n ?? 0;

/** AM-F4: discards what the hand holds, or asks which cards when there is a choice. */
function discardCards(d: AMState, seat: Seat, source: number, count: number, ev: Events): void {
  const p = player(d, seat);
  if (p.hand.length <= count) {
    const cards = p.hand.splice(0);
    p.reorder.push(...cards);
    ev.push(publicEvent('discarded', { seat, cards, names: cards.map(cardName), why: cardName(source) }));
    return;
  }
  const pick: PickFrame = { f: 'pick', seat, purpose: 'discard', left: count, source };
  d.stack.push(pick);
}

export const ONGOING_EFFECTS = {
  /** AM-F8: Autoforge, Enchantment Table, Town Cartograph (and the Haggler, any type): queue buys only. */
  'queue-discount': {
    timing: 'ongoing',
    text: (p) => `Ongoing: ${p.type ? `${cap(p.type)} ` : ''}Stock in the Stock Queue costs you ${n(p)} Gold less (not the top of the deck).`,
    purchaseDiscount: (p, what) =>
      what.from === 'stock' && !what.deck && what.card.kind === 'stock' && (!p.type || what.card.type === p.type) ? n(p) : 0,
  },
  'hire-discount': {
    timing: 'ongoing',
    text: (p) => `Ongoing: Staff in the Staff Queue cost you ${n(p)} Gold less.`,
    purchaseDiscount: (p, what) => (what.from === 'staff' && !what.deck ? n(p) : 0),
  },
  'install-discount': {
    timing: 'ongoing',
    text: (p) => `Ongoing: Fixtures in the Fixture Queue cost you ${n(p)} Gold less.`,
    purchaseDiscount: (p, what) => (what.from === 'fixtures' && !what.deck ? n(p) : 0),
  },
  'guild-bonus': {
    timing: 'ongoing',
    text: (p) => `Ongoing: +${n(p)} Quality to your Offers to ${cap(p.guild ?? '')}.`,
    offerBonus: (p, adventurer) => (adventurer.guild === p.guild ? n(p) : 0),
  },
  'rep-boost': {
    timing: 'ongoing',
    text: (p) => `Ongoing: +${n(p)} Quality to your Offers to any guild whose Reputation token you hold.`,
    offerBonus: (p, adventurer, holder) => {
      const g = adventurer.guild;
      return g === 'fighters' || g === 'mages' || g === 'rangers' ? (holder.rep[g] > 0 ? n(p) : 0) : 0;
    },
  },
  'type-bonus': {
    timing: 'ongoing',
    text: (p) => `Ongoing: each ${cap(p.type ?? '')} Stock card in your Offers gets +${n(p)} Quality.`,
    cardBonus: (p, stock) => (stock.type === p.type ? n(p) : 0),
  },
  'hand-size': {
    timing: 'ongoing',
    text: (p) => `Ongoing: at Store Closing you draw up to ${HAND_SIZE + n(p)} cards.`,
    handSize: (p) => n(p),
  },
  'thief-guard': {
    timing: 'ongoing',
    text: () => 'Ongoing: Thieves steal nothing from you.',
    guardsTheft: true,
  },
  /** AM-F4: Luna. */
  'discard-cards': {
    timing: 'ongoing', when: 'ledger',
    text: (p) => `When added to your Ledger: discard ${n(p)} cards from your hand.`,
    resolve: (d, seat, source, p, ev) => discardCards(d, seat, source, n(p), ev),
  },
  /** AM-F7: Abysswalker. Nothing can be taken from an empty Abyss. */
  'abyss-take': {
    timing: 'ongoing', when: 'ledger',
    text: () => 'When added to your Ledger: take one Stock card from the Abyss into your hand.',
    resolve: (d, seat, source, _p, ev) => {
      if (!d.abyss.some((id) => card(id).kind === 'stock')) {
        ev.push(publicEvent('abyss-empty', { seat, why: cardName(source) }));
        return;
      }
      d.stack.push({ f: 'pick', seat, purpose: 'abyss', left: 1, source });
    },
  },
  /** AM-F6: Bluejay & Greyowl. */
  'no-stock-next': {
    timing: 'ongoing', when: 'ledger',
    text: () => 'When added to your Ledger: you may offer no Stock in the next Sale (tokens and effects still count).',
    resolve: (d, seat, _source, _p, ev) => {
      player(d, seat).barredSale = d.sales + 1;
      ev.push(publicEvent('barred', { seat, sale: d.sales + 1 }));
    },
  },
  'ledger-gain': {
    timing: 'ongoing', when: 'ledger',
    text: (p) => `When added to your Ledger: ${gainText(p)}.`,
    resolve: (d, seat, source, p, ev) => {
      if (p.n) {
        player(d, seat).gold += p.n;
        ev.push(publicEvent('gold-gained', { seat, gold: p.n, why: cardName(source) }));
      }
      if (p.draw) draw(d, seat, p.draw, ev);
    },
  },
} satisfies Record<string, OngoingEffect>;

export function gainText(p: { n?: number; draw?: number }): string {
  const parts: string[] = [];
  if (p.n) parts.push(`gain ${p.n} Gold`);
  if (p.draw) parts.push(`draw ${p.draw} card${p.draw === 1 ? '' : 's'}`);
  return parts.join(' and ');
}

export function cap(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** An Adventurer's "when added to your Ledger" effect, if it has one (AM-O6, AM-F14). */
export function resolveLedgerEffect(d: AMState, seat: Seat, adventurer: number, ev: Events): void {
  const ref = adventurerCard(adventurer).effect;
  if (!ref) return;
  const def = (ONGOING_EFFECTS as Record<string, OngoingEffect>)[ref.id];
  if (def?.when === 'ledger' && def.resolve) def.resolve(d, seat, adventurer, ref, ev);
}
