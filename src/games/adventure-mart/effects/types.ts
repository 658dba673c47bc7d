// The shape of an effect in the registry: its timing (AM-E1) and the small functions the rules call
// at that timing. Effects change the working copy of the state they are given (rules/copy.ts).
import type { Seat } from '../../../engine/types';
import type { AdventurerCard, Card, EffectRef, StockCard } from '../content/types';
import type { AMState, Draft, Player, ReactFrame, ReactTrigger, SaleFrame, Target, Use } from '../state';
import type { Events } from '../rules/common';

/** One change to the Quality of an Offer (AM-O3 stages: base stars, card effects, flat bonuses). */
export interface Mod {
  /** A Stock card whose stars change (base or effect stage). */
  card?: number;
  /** An Offer whose total changes (flat stage, never multiplied). */
  seat?: Seat;
  stage: 'base' | 'effect' | 'flat';
  n: number;
}

export interface Purchase {
  from: 'stock' | 'fixtures' | 'staff';
  card: Card;
  /** Bought from the top of the deck (AM-G3) rather than the queue. */
  deck: boolean;
}

export interface SellContext {
  s: AMState;
  sale: SaleFrame;
  seat: Seat;
  source: number;
  p: EffectRef;
  draft: Draft;
}

interface Base {
  text: (p: EffectRef) => string;
}

export interface SellEffect extends Base {
  timing: 'sell';
  /** Where the source must be: a Stock card in the user's Offer, or a face-up Fixture or Staff. */
  from: 'offer' | 'store';
  /** Every legal target ([null] when none is needed; empty when it cannot be used now). */
  targets: (ctx: SellContext) => (Target | null)[];
  /** Gold the effect costs (AM-G5: must be payable). */
  gold?: (p: EffectRef) => number;
  /** Pays what the effect costs beyond flipping its Store card, when the raise is confirmed. */
  pay?: (d: AMState, use: Use, p: EffectRef, ev: Events) => void;
  mods: (use: Use, p: EffectRef) => Mod[];
}

export interface UseEffect extends Base {
  timing: 'use';
  /**
   * Its target is what the effect costs (a card to banish): with no target the cost cannot be paid
   * and the effect is not offered (AM-E3). Otherwise an effect with no target is offered untargeted.
   */
  paidWithTarget?: true;
  /** The effect's targets now; empty when it has none (the rules decide whether it is still offered). */
  targets: (s: AMState, seat: Seat, source: number, p: EffectRef) => (Target | null)[];
  resolve: (d: AMState, seat: Seat, source: number, p: EffectRef, target: Target | null, ev: Events) => void;
}

export interface ReactEffect extends Base {
  timing: 'react';
  trigger: ReactTrigger;
  from: 'hand' | 'store';
  targets: (s: AMState, frame: ReactFrame, seat: Seat, source: number, p: EffectRef) => (Target | null)[];
  resolve: (d: AMState, seat: Seat, source: number, p: EffectRef, target: Target | null, ev: Events) => void;
  mods?: (use: Use, p: EffectRef) => Mod[];
}

export interface OngoingEffect extends Base {
  timing: 'ongoing';
  /** "When added to your Ledger" (an Adventurer's effect): resolved once, at that moment. */
  when?: 'ledger';
  resolve?: (d: AMState, seat: Seat, source: number, p: EffectRef, ev: Events) => void;
  purchaseDiscount?: (p: EffectRef, what: Purchase) => number;
  cardBonus?: (p: EffectRef, stock: StockCard) => number;
  offerBonus?: (p: EffectRef, adventurer: AdventurerCard, holder: Player) => number;
  handSize?: (p: EffectRef) => number;
  guardsTheft?: boolean;
}

export interface ReviewEffect extends Base {
  timing: 'review';
  gold: (s: AMState, seat: Seat, p: EffectRef) => number;
}

export interface QueueEffect extends Base {
  timing: 'queue';
  /** 'revealed': an Adventurer's "when revealed" (AM-O1); 'in-queue': while the card waits in a queue. */
  when: 'revealed' | 'in-queue';
  resolve?: (d: AMState, starter: Seat, source: number, p: EffectRef, ev: Events) => void;
  purchaseDiscount?: (s: AMState, seat: Seat, p: EffectRef) => number;
}

export type EffectDef = SellEffect | UseEffect | ReactEffect | OngoingEffect | ReviewEffect | QueueEffect;

export type { Target, Use };
