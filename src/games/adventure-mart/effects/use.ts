// Use effects (AM-E1, AM-E2, AM-E3): an action on your turn instead of Spending Gold or starting a
// Sale, from a card in hand or a face-up card in your Store. The rules pay the card's disposal
// (discard, flip, banish) once the effect has resolved (AM-E2). An effect that could do nothing now
// lists no target; the rules still offer it untargeted unless its target is its cost (AM-E3, D).
import { adventurerCard, card, stockCard } from '../content';
import type { Target, TurnFrame } from '../state';
import { cardName, player, publicEvent, take } from '../rules/common';
import { busiest } from '../rules/standing';
import { draw } from '../rules/storeroom';
import { gainText, resolveLedgerEffect } from './ongoing';
import type { UseEffect } from './types';

const n = (p: { n?: number }): number => p.n ?? 0;

export const USE_EFFECTS = {
  /** AM-F2: Dragonberry Blast. */
  'extra-action': {
    timing: 'use',
    text: () => 'Use: discard this card: take one more action this turn.',
    targets: () => [null],
    resolve: (d, seat, source, _p, _t, ev) => {
      for (let i = d.stack.length - 1; i >= 0; i--) {
        const f = d.stack[i];
        if (f?.f === 'turn') {
          (f as TurnFrame).actions += 1;
          break;
        }
      }
      ev.push(publicEvent('extra-action', { seat, why: cardName(source) }));
    },
  },
  gain: {
    timing: 'use',
    text: (p) => `Use: ${gainText(p)}.`,
    targets: () => [null],
    resolve: (d, seat, source, p, _t, ev) => {
      if (p.n) {
        player(d, seat).gold += p.n;
        ev.push(publicEvent('gold-gained', { seat, gold: p.n, why: cardName(source) }));
      }
      if (p.draw) draw(d, seat, p.draw, ev);
    },
  },
  recall: {
    timing: 'use',
    text: () => 'Use: take one card from your Reorder Pile into your hand.',
    targets: (s, seat, source) => player(s, seat).reorder.filter((id) => id !== source).map((id) => ({ card: id })),
    resolve: (d, seat, source, _p, target, ev) => {
      const p = player(d, seat);
      const id = target?.card;
      if (id === undefined || !take(p.reorder, id)) return;
      p.hand.push(id);
      ev.push(publicEvent('recalled', { seat, card: id, name: cardName(id), why: cardName(source) }));
    },
  },
  restock: {
    timing: 'use',
    text: (p) => `Use: deal ${n(p)} cards from the Stock Deck into the Stock Queue.`,
    targets: (s) => (s.stock.deck.length > 0 ? [null] : []),
    resolve: (d, seat, source, p, _t, ev) => {
      const dealt = d.stock.deck.splice(0, n(p));
      d.stock.queue.push(...dealt);
      ev.push(publicEvent('restocked', { seat, cards: dealt, names: dealt.map(cardName), why: cardName(source) }, true));
    },
  },
  /** Banish a Basic Stock card from your hand (thinning the deck) and gain Gold. */
  pawn: {
    timing: 'use',
    // The banished Basic Stock is what the Gold is paid for: without one the cost cannot be paid.
    paidWithTarget: true,
    text: (p) => `Use: banish a Basic Stock card from your hand${n(p) ? ` and gain ${n(p)} Gold` : ''}.`,
    targets: (s, seat, source) =>
      player(s, seat).hand.filter((id) => id !== source && card(id).kind === 'stock' && stockCard(id).basic).map((id) => ({ card: id })),
    resolve: (d, seat, source, p, target, ev) => {
      const pl = player(d, seat);
      const id = target?.card;
      if (id === undefined || !take(pl.hand, id)) return;
      d.abyss.push(id);
      pl.gold += n(p);
      ev.push(publicEvent('banished', { seat, card: id, name: cardName(id), why: cardName(source), gold: n(p) }));
    },
  },
  'cash-in': {
    timing: 'use',
    text: (p) => `Use: banish this card: gain ${n(p)} Gold.`,
    targets: () => [null],
    resolve: (d, seat, source, p, _t, ev) => {
      player(d, seat).gold += n(p);
      ev.push(publicEvent('gold-gained', { seat, gold: n(p), why: cardName(source) }));
    },
  },
  /** AM-F14: Samwell Soots lures an Adventurer; the victim keeps any Reputation token. */
  lure: {
    timing: 'use',
    text: () => "Use: move one Adventurer from the Busiest other Store's Ledger to yours. Its \"when revealed\" effect does not happen again; its other effects resolve as usual.",
    targets: (s, seat) => {
      const others = s.players.map((_, i) => i).filter((i) => i !== seat && player(s, i).ledger.length > 0);
      const victim = busiest(s, others);
      if (victim === null) return [];
      return player(s, victim).ledger.map((id): Target => ({ seat: victim, card: id }));
    },
    resolve: (d, seat, source, _p, target, ev) => {
      const id = target?.card;
      const from = target?.seat;
      if (id === undefined || from === undefined || !take(player(d, from).ledger, id)) return;
      player(d, seat).ledger.push(id);
      ev.push(publicEvent('lured', { seat, from, card: id, name: adventurerCard(id).name, why: cardName(source) }));
      resolveLedgerEffect(d, seat, id, ev);
    },
  },
} satisfies Record<string, UseEffect>;
