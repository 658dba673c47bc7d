// Help from HQ (AM-K3): the player with the lowest Ledger Gold total (the Quietest Store; ties to the
// Initiative holder, then clockwise) gets help. The top Staff and Fixture cards are drawn into their
// queues; the player claims one face-up Staff or Fixture free (no On-Call effect, AM-F10), making
// room if the Store is full (AM-G2), or takes 3 Gold instead.
import type { Choices } from '../../../engine/choices';
import type { Seat } from '../../../engine/types';
import { HELP_GOLD, STORE_SLOTS } from '../constants';
import type { CardId } from '../content/types';
import type { AMState, ClosingFrame } from '../state';
import { cardName, decision, hasFields, player, publicEvent, take, type Events } from './common';
import { quietest } from './standing';
import { deal } from './store-opening';

export type HelpAction = { type: 'help-claim'; card: CardId; replace?: CardId } | { type: 'help-gold' };

export function beginHelp(d: AMState, f: ClosingFrame, ev: Events): void {
  f.step = 'help';
  f.helped = quietest(d);
  const staff = deal(d.staff, 1);
  const fixtures = deal(d.fixtures, 1);
  ev.push(publicEvent('help-from-hq', { seat: f.helped, staff, fixtures, names: [...staff, ...fixtures].map(cardName) }, true));
}

/** The helped player claims a face-up Fixture or Staff (naming the card it replaces in a full Store), or takes Gold. */
export function helpChoices(s: AMState, seat: Seat): Choices<HelpAction> {
  const store = player(s, seat).store;
  const full = store.length >= STORE_SLOTS;
  return decision<HelpAction>(
    (visit) => [...s.fixtures.queue, ...s.staff.queue].every((id) => (full
      ? store.every((slot) => visit({ type: 'help-claim', card: id, replace: slot.card }))
      : visit({ type: 'help-claim', card: id })))
      && visit({ type: 'help-gold' }),
    {
      'help-claim': (a) => hasFields(a, ['card'], ['replace'])
        && (s.fixtures.queue.includes(a.card as CardId) || s.staff.queue.includes(a.card as CardId))
        && (full ? store.some((slot) => slot.card === a.replace) : a.replace === undefined),
      'help-gold': (a) => hasFields(a, []),
    },
  );
}

export function applyHelp(d: AMState, seat: Seat, a: HelpAction, ev: Events): void {
  const p = player(d, seat);
  if (a.type === 'help-gold') {
    p.gold += HELP_GOLD;
    ev.push(publicEvent('helped', { seat, gold: HELP_GOLD }));
    return;
  }
  if (!take(d.fixtures.queue, a.card)) take(d.staff.queue, a.card);
  if (a.replace !== undefined) {
    const i = p.store.findIndex((slot) => slot.card === a.replace);
    if (i >= 0) {
      p.store.splice(i, 1);
      d.abyss.push(a.replace);
    }
  }
  p.store.push({ card: a.card, faceUp: true });
  ev.push(publicEvent('helped', { seat, card: a.card, name: cardName(a.card), replaced: a.replace ?? null }));
}
