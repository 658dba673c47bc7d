// Choices an effect asks for after it starts resolving: which cards to discard (Luna, AM-F4), which
// Stock to take from the Abyss (Abysswalker, AM-F7), and whether to use a Staff's On-Call effect
// right after hiring it from the queue (AM-G1, AM-F10).
import type { EntryMode } from '../../../engine/types';
import { card } from '../content';
import type { CardId } from '../content/types';
import type { AMState, PickFrame, Target } from '../state';
import { resolveUse, useTargets, withTarget } from './card-effects';
import { cardName, player, publicEvent, take, type Events } from './common';

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

export function pickLegal(s: AMState, f: PickFrame): PickAction[] {
  switch (f.purpose) {
    case 'discard':
      return player(s, f.seat).hand.map((id) => ({ type: 'discard' as const, card: id }));
    case 'abyss':
      return s.abyss.filter((id) => card(id).kind === 'stock').map((id) => ({ type: 'take' as const, card: id }));
    case 'on-call': {
      const slot = player(s, f.seat).store.find((x) => x.card === f.source);
      const out: PickAction[] = slot?.faceUp ? useTargets(s, f.seat, f.source).map((t) => withTarget({ type: 'on-call' as const }, t)) : [];
      out.push({ type: 'skip' });
      return out;
    }
  }
}

/** Settles a pick with no real choice left; false while the owner must choose. */
export function pickStep(d: AMState, f: PickFrame, ev: Events): boolean {
  if (f.left <= 0 || pickLegal(d, f).length === 0) {
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
