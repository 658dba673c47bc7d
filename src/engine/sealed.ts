// A simultaneous secret step: every eligible seat enters one sealed value, in any order; nothing is
// resolved until the last one arrives. Entries live in the game state (a crash must not lose them)
// but leave it only through `sealedView`, which shows a seat its own entry and everyone else only
// who has submitted. Until the step completes, an owner may replace their entry.
import type { Prompt, Seat, Viewer } from './types';

export interface SealedStep<E> {
  kind: string;
  eligible: Seat[];
  /** Aligned with `eligible`; null until that seat submits. */
  entries: (E | null)[];
}

export interface SealedView<E> {
  kind: string;
  eligible: Seat[];
  submitted: boolean[];
  /** Only in the owner's own view. */
  own?: E;
}

export function openSealed<E>(kind: string, eligible: readonly Seat[]): SealedStep<E> {
  return { kind, eligible: eligible.slice(), entries: eligible.map(() => null) };
}

export function isEligible(step: SealedStep<unknown>, seat: Seat): boolean {
  return step.eligible.includes(seat);
}

/** A new step with `seat`'s entry set (replacing an earlier one); the caller checked eligibility. */
export function withEntry<E>(step: SealedStep<E>, seat: Seat, entry: E): SealedStep<E> {
  const index = step.eligible.indexOf(seat);
  if (index < 0) return step;
  const entries = step.entries.slice();
  entries[index] = entry;
  return { ...step, entries };
}

export function awaiting(step: SealedStep<unknown>): Seat[] {
  return step.eligible.filter((_, i) => step.entries[i] === null);
}

export function hasSubmitted(step: SealedStep<unknown>, seat: Seat): boolean {
  const index = step.eligible.indexOf(seat);
  return index >= 0 && step.entries[index] !== null;
}

export function isComplete(step: SealedStep<unknown>): boolean {
  return step.entries.every((e) => e !== null);
}

/** Every entry with its seat, in eligible order; only meaningful once complete. */
export function revealed<E>(step: SealedStep<E>): { seat: Seat; entry: E }[] {
  return step.eligible.map((seat, i) => ({ seat, entry: step.entries[i] as E }));
}

export function sealedPrompts(step: SealedStep<unknown>): Prompt[] {
  return awaiting(step).map((seat) => ({ seat, kind: step.kind, entry: 'sealed' }));
}

export function sealedView<E>(step: SealedStep<E>, viewer: Viewer): SealedView<E> {
  const view: SealedView<E> = {
    kind: step.kind,
    eligible: step.eligible.slice(),
    submitted: step.entries.map((e) => e !== null),
  };
  if (viewer !== 'table') {
    const index = step.eligible.indexOf(viewer);
    const own = index >= 0 ? step.entries[index] : null;
    if (own !== null && own !== undefined) view.own = own;
  }
  return view;
}
