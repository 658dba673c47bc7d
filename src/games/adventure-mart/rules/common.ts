// Small shared helpers: events, readable errors, finding frames on the stack, moving cards, and
// checking a move's fields the way `sameAction` compares them.
import type { Choices } from '../../../engine/choices';
import type { GameError, Seat } from '../../../engine/types';
import { card } from '../content';
import type { CardId } from '../content/types';
import type { AMState, Frame, Player, SaleFrame, Target } from '../state';
export { privateEvent, publicEvent, type Events } from '../events';
import { err } from '../../../engine/result';
export { err };

// What a refused move is told: a seat with nothing to choose, that it is not its turn; a seat that
// may choose, that the move is not one of its choices, except that a refused confirmation is an
// Offer too low (its value is what stops one), whatever the frame, as players have always been told.
export const NOT_LEGAL: GameError = err('not-legal', 'That is not one of your choices now.');
export const NOT_YOUR_TURN: GameError = err('not-your-turn', 'It is not your turn to choose.');
export const GAME_OVER: GameError = err('game-over', 'The game is over.');
export const OFFER_TOO_LOW: GameError = err('offer-too-low', 'Your Offer must be higher than the highest Offer on the table.');

export function isInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

export function player(s: AMState, seat: Seat): Player {
  const p = s.players[seat];
  if (!p) throw new Error(`No seat ${seat}`);
  return p;
}

export function cardName(id: CardId): string {
  return card(id).name;
}

export function top(s: AMState): Frame {
  const f = s.stack[s.stack.length - 1];
  if (!f) throw new Error('Empty stack');
  return f;
}

/** The Sale being resolved, wherever it sits on the stack. */
export function currentSale(s: AMState): SaleFrame | null {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const f = s.stack[i] as Frame;
    if (f.f === 'sale') return f;
  }
  return null;
}

/** A copy a move may change (copy.ts explains why copies are written out field by field). */
export function copyTarget(t: Target | null): Target | null {
  return t === null ? null : { ...t };
}

export function push(d: AMState, f: Frame): void {
  d.stack.push(f);
}

/** Removes one copy of `id` from `list` in place; false when absent. */
export function take(list: CardId[], id: CardId): boolean {
  const i = list.indexOf(id);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}

/** Gold paid to the Supply, never below zero (AM-F5 and other losses take what there is). */
export function loseGold(p: Player, amount: number): number {
  const paid = Math.max(0, Math.min(amount, p.gold));
  p.gold -= paid;
  return paid;
}

/**
 * Whether `action` has exactly these fields besides `type`: every `required` one and no other than
 * the `optional` ones. Undefined fields count as absent, as `sameAction` compares them.
 */
export function hasFields(action: Record<string, unknown>, required: readonly string[], optional: readonly string[] = []): boolean {
  let found = 0;
  for (const key of Object.keys(action)) {
    if (key === 'type' || action[key] === undefined) continue;
    if (required.includes(key)) found++;
    else if (!optional.includes(key)) return false;
  }
  return found === required.length;
}

/** Tells, for a move of one type, whether it is a member (its fields checked with `hasFields`). */
export type Test = (action: Record<string, unknown>) => boolean;

/**
 * A decision of the seat that must choose now: `walk` lists its members in order, and a move is
 * checked by the test of its own type alone, without listing anything.
 */
export function decision<A>(walk: (visit: (action: A) => boolean) => boolean, tests: Readonly<Record<string, Test>>): Choices<A> {
  return {
    walk,
    refuse(value) {
      const action = value as Record<string, unknown>;
      const type = action.type;
      const test = typeof type === 'string' && Object.hasOwn(tests, type) ? tests[type] : undefined;
      if (test?.(action)) return null;
      return type === 'offer-confirm' ? OFFER_TOO_LOW : NOT_LEGAL;
    },
  };
}

/** Whether the decision has no member at all. */
export function isEmpty<T>(choices: Choices<T>): boolean {
  return choices.walk(() => false);
}
