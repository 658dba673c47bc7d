// Small shared helpers: events, readable errors, finding frames on the stack, and moving cards.
import type { Seat } from '../../../engine/types';
import { card } from '../content';
import type { CardId } from '../content/types';
import type { AMState, Frame, Player, SaleFrame } from '../state';
export { privateEvent, publicEvent, type Events } from '../events';
export { err } from '../../../engine/result';

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

