// THE effect registry: every card effect of the set, keyed by effect id, each declaring its timing
// (AM-E1) and its small functions. Cards name an entry and its numbers (content/*.ts); rules look
// effects up here and never switch over card names.
import { card } from '../content';
import type { EffectId, EffectRef } from '../content/types';
import { ONGOING_EFFECTS } from './ongoing';
import { QUEUE_EFFECTS } from './queue';
import { REACT_EFFECTS } from './react';
import { REVIEW_EFFECTS } from './review';
import { SELL_EFFECTS } from './sell';
import type { EffectDef, OngoingEffect, QueueEffect, ReactEffect, ReviewEffect, SellEffect, UseEffect } from './types';
import { USE_EFFECTS } from './use';

export const EFFECTS: Record<EffectId, EffectDef> = {
  ...SELL_EFFECTS,
  ...USE_EFFECTS,
  ...ONGOING_EFFECTS,
  ...REACT_EFFECTS,
  ...REVIEW_EFFECTS,
  ...QUEUE_EFFECTS,
};

/** A card's effect reference, if it has one. */
export function effectRef(id: number): EffectRef | undefined {
  const c = card(id);
  return c.kind === 'bulletin' ? undefined : c.effect;
}

export function effectOf(id: number): EffectDef | undefined {
  const ref = effectRef(id);
  return ref ? EFFECTS[ref.id] : undefined;
}

export function sellEffect(id: number): SellEffect | undefined {
  const def = effectOf(id);
  return def?.timing === 'sell' ? def : undefined;
}

export function useEffect(id: number): UseEffect | undefined {
  const def = effectOf(id);
  return def?.timing === 'use' ? def : undefined;
}

export function reactEffect(id: number): ReactEffect | undefined {
  const def = effectOf(id);
  return def?.timing === 'react' ? def : undefined;
}

export function ongoingEffect(id: number): OngoingEffect | undefined {
  const def = effectOf(id);
  return def?.timing === 'ongoing' ? def : undefined;
}

export function reviewEffect(id: number): ReviewEffect | undefined {
  const def = effectOf(id);
  return def?.timing === 'review' ? def : undefined;
}

export function queueEffect(id: number): QueueEffect | undefined {
  const def = effectOf(id);
  return def?.timing === 'queue' ? def : undefined;
}

/** The card's rules text, written from its effect so the words always match what it does. */
export function effectText(id: number): string {
  const ref = effectRef(id);
  return ref ? EFFECTS[ref.id].text(ref) : '';
}
