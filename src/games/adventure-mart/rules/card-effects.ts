// Use a Card Effect (AM-E1..AM-E3, AM-E7): a Use effect from a card in hand or a face-up card in the
// Store, as a turn's action. Its effect resolves as far as it can (AM-E3), then the card is discarded,
// flipped face down or banished as it says (AM-E2). A face-down card has no effect. Matches made
// before engine 3 keep the old order (card first) and offer only effects with a target.
import { sameJson } from '../../../engine/action-shape';
import type { Choices } from '../../../engine/choices';
import type { Seat } from '../../../engine/types';
import { SINCE_ENGINE } from '../constants';
import type { CardId } from '../content/types';
import { effectRef as refOf, useEffect } from '../effects/registry';
import type { AMState, Target } from '../state';
import { cardName, decision, hasFields, player, publicEvent, take, type Events } from './common';

export type UseAction = { type: 'use'; card: CardId; target?: Target };

/** Cards of `seat` whose Use effect can be used now: hand Stock, face-up Fixtures and Staff. */
export function useSources(s: AMState, seat: Seat): CardId[] {
  const p = player(s, seat);
  const out: CardId[] = [];
  for (const id of p.hand) if (useEffect(id)) out.push(id);
  for (const slot of p.store) if (slot.faceUp && useEffect(slot.card)) out.push(slot.card);
  return out;
}

export function withTarget<A extends object>(a: A, target: Target | null): A & { target?: Target } {
  return target === null ? a : { ...a, target };
}

export function useTargets(s: AMState, seat: Seat, source: CardId): (Target | null)[] {
  const def = useEffect(source);
  const ref = refOf(source);
  if (!def || !ref) return [];
  const targets = def.targets(s, seat, source, ref);
  // AM-E3 (D): a Use effect whose cost can be paid may be used even when it would do nothing.
  if (targets.length > 0 || def.paidWithTarget || s.engineVersion < SINCE_ENGINE.useAlwaysOffered) return targets;
  return [null];
}

/** Whether a move's `target` field is `t` as `withTarget` writes it (absent for none). */
export function sameTarget(given: unknown, t: Target | null): boolean {
  return t === null ? given === undefined : given !== undefined && sameJson(given, t);
}

/** Every Use effect `seat` may use now, one move per card and target. */
export function useChoices(s: AMState, seat: Seat): Choices<UseAction> {
  return decision<UseAction>(
    (visit) => useSources(s, seat).every((source) => useTargets(s, seat, source).every((t) => visit(withTarget({ type: 'use' as const, card: source }, t)))),
    {
      use: (a) => hasFields(a, ['card'], ['target'])
        && useSources(s, seat).includes(a.card as CardId)
        && useTargets(s, seat, a.card as CardId).some((t) => sameTarget(a.target, t)),
    },
  );
}

/** AM-E2: what happens to the card after use. Stock from hand is discarded unless it says banish. */
function dispose(d: AMState, seat: Seat, source: CardId): void {
  const p = player(d, seat);
  const after = refOf(source)?.after;
  const slot = p.store.find((x) => x.card === source);
  if (slot) {
    if (after === 'banish') {
      p.store.splice(p.store.indexOf(slot), 1);
      d.abyss.push(source);
    } else slot.faceUp = false;
    return;
  }
  if (!take(p.hand, source)) return;
  if (after === 'banish') d.abyss.push(source);
  else p.reorder.push(source);
}

/** Pays for and resolves a Use effect (also On-Call, AM-G1). */
export function resolveUse(d: AMState, seat: Seat, source: CardId, target: Target | null, ev: Events, onCall = false): void {
  const def = useEffect(source);
  const ref = refOf(source);
  if (!def || !ref) return;
  const after = d.engineVersion >= SINCE_ENGINE.useCardLeavesAfterEffect;
  if (!after) dispose(d, seat, source);
  ev.push(publicEvent('used', { seat, card: source, name: cardName(source), target, onCall }));
  def.resolve(d, seat, source, ref, target, ev);
  if (after) dispose(d, seat, source);
}
