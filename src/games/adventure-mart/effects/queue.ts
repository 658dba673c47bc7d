// Queue effects (AM-E1): active only while the card is in a queue, including an Adventurer's
// "when revealed" effect at the start of a Sale (AM-O1).
import type { Seat } from '../../../engine/types';
import { card } from '../content';
import { cardName, loseGold, player, publicEvent } from '../rules/common';
import { poorest, richest } from '../rules/standing';
import { draw } from '../rules/storeroom';
import type { AMState } from '../state';
import type { OngoingEffect, QueueEffect } from './types';
import { ONGOING_EFFECTS } from './ongoing';

const n = (p: { n?: number }): number => p.n ?? 0;

/** A face-up Night Watch keeps Thieves out (AM-E7: face down it does nothing). */
function guarded(s: AMState, seat: Seat): boolean {
  return player(s, seat).store.some((slot) => {
    if (!slot.faceUp) return false;
    const c = card(slot.card);
    if (c.kind !== 'fixture' && c.kind !== 'staff') return false;
    const def = (ONGOING_EFFECTS as Record<string, OngoingEffect>)[c.effect.id];
    return def?.guardsTheft === true;
  });
}

export const QUEUE_EFFECTS = {
  /** AM-F5: a Thief takes up to the stated amount, never more than the victim has. */
  steal: {
    timing: 'queue', when: 'revealed',
    text: (p) => {
      const who = p.victim === 'each' ? 'each player' : p.victim === 'starter' ? 'the player who started this Sale' : 'the Richest Manager';
      return `When revealed: ${who} loses up to ${n(p)} Gold to the Supply.`;
    },
    resolve: (d, starter, source, p, ev) => {
      let victims: Seat[];
      if (p.victim === 'each') victims = d.players.map((_, i) => i);
      else if (p.victim === 'starter') victims = [starter];
      else {
        const r = richest(d);
        victims = r === null ? [] : [r];
      }
      for (const seat of victims) {
        if (guarded(d, seat)) {
          ev.push(publicEvent('theft-prevented', { seat, why: cardName(source) }));
          continue;
        }
        const lost = loseGold(player(d, seat), n(p));
        ev.push(publicEvent('stolen', { seat, gold: lost, asked: n(p), why: cardName(source) }));
      }
    },
  },
  'all-draw': {
    timing: 'queue', when: 'revealed',
    text: (p) => `When revealed: every player draws ${n(p)} card${n(p) === 1 ? '' : 's'}.`,
    resolve: (d, _starter, _source, p, ev) => {
      d.players.forEach((_, seat) => draw(d, seat, n(p), ev));
    },
  },
  'poor-discount': {
    timing: 'queue', when: 'in-queue',
    text: (p) => `Queue: the Poorest Manager pays ${n(p)} Gold less for this card.`,
    purchaseDiscount: (s, seat, p) => (poorest(s) === seat ? n(p) : 0),
  },
} satisfies Record<string, QueueEffect>;
