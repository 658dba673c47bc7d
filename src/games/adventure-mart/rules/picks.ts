// Choices an effect asks for after it starts resolving: which cards to discard (Luna, AM-F4), which
// Stock to take from the Abyss (Abysswalker, AM-F7), and whether to use a Staff's On-Call effect
// right after hiring it from the queue (AM-G1, AM-F10).
import type { Choices } from '../../../engine/choices';
import type { EntryMode } from '../../../engine/types';
import { card } from '../content';
import type { CardId } from '../content/types';
import type { AMState, PickFrame, Target } from '../state';
import { resolveUse, sameTarget, useTargets, withTarget } from './card-effects';
import { cardName, decision, hasFields, isEmpty, player, publicEvent, take, type Events } from './common';

export type PickAction =
  | { type: 'discard'; card: CardId }
  | { type: 'take'; card: CardId }
  | { type: 'on-call'; target?: Target }
  | { type: 'skip' };

export const PICK_KINDS: Record<PickFrame['purpose'], string> = { discard: 'discard', abyss: 'take-from-abyss', 'on-call': 'on-call' };

/** Discarding from hand and On-Call choices show the hand; the Abyss is public. */
export function pickEntry(f: PickFrame): EntryMode {
  return f.purpose === 'abyss' ? 'open' : 'private';
}

const isAbyssStock = (id: CardId): boolean => card(id).kind === 'stock';

/** On-Call targets, when the Staff is still face up in the Store (else only skipping). */
function onCallTargets(s: AMState, f: PickFrame): (Target | null)[] {
  const slot = player(s, f.seat).store.find((x) => x.card === f.source);
  return slot?.faceUp ? useTargets(s, f.seat, f.source) : [];
}

/** What the effect asks of its owner: a hand card to discard, a Stock from the Abyss, or On-Call. */
export function pickChoices(s: AMState, f: PickFrame): Choices<PickAction> {
  switch (f.purpose) {
    case 'discard': {
      const hand = player(s, f.seat).hand;
      return decision<PickAction>((visit) => hand.every((id) => visit({ type: 'discard', card: id })), {
        discard: (a) => hasFields(a, ['card']) && hand.includes(a.card as CardId),
      });
    }
    case 'abyss':
      return decision<PickAction>((visit) => s.abyss.every((id) => !isAbyssStock(id) || visit({ type: 'take', card: id })), {
        take: (a) => hasFields(a, ['card']) && s.abyss.includes(a.card as CardId) && isAbyssStock(a.card as CardId),
      });
    case 'on-call':
      return decision<PickAction>(
        (visit) => onCallTargets(s, f).every((t) => visit(withTarget({ type: 'on-call' as const }, t))) && visit({ type: 'skip' }),
        {
          'on-call': (a) => hasFields(a, [], ['target']) && onCallTargets(s, f).some((t) => sameTarget(a.target, t)),
          skip: (a) => hasFields(a, []),
        },
      );
  }
}

/** Settles a pick with no real choice left; false while the owner must choose. */
export function pickStep(d: AMState, f: PickFrame): boolean {
  if (f.left <= 0 || isEmpty(pickChoices(d, f))) {
    d.stack.pop();
    return true;
  }
  return false;
}

export function applyPick(d: AMState, f: PickFrame, a: PickAction, ev: Events): void {
  const p = player(d, f.seat);
  switch (a.type) {
    case 'discard':
      take(p.hand, a.card);
      p.reorder.push(a.card);
      f.left -= 1;
      ev.push(publicEvent('discarded', { seat: f.seat, cards: [a.card], names: [cardName(a.card)], why: cardName(f.source) }));
      return;
    case 'take':
      take(d.abyss, a.card);
      p.hand.push(a.card);
      f.left -= 1;
      ev.push(publicEvent('taken-from-abyss', { seat: f.seat, card: a.card, name: cardName(a.card), why: cardName(f.source) }));
      return;
    case 'on-call':
      f.left = 0;
      resolveUse(d, f.seat, f.source, a.target ?? null, ev, true);
      return;
    case 'skip':
      f.left = 0;
      return;
  }
}
