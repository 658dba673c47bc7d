// How a service order says the ties it broke, in Brick & Mortar's log and reveals and in the
// Bidding dial's: the one rule (BM-SU4, BM-SA3, BM-C4: equal values go in reverse turn order;
// src/games/brick-and-mortar/rules/service-order.ts) in the same words.
import type { Seat } from '../../../engine/types';

/** "Same price: Carl goes before Ana, being later in turn order." for each tie the order decided. */
export function tieBreakSentences(order: readonly Seat[], tieBreaks: readonly boolean[], name: (seat: Seat) => string, what: string): string[] {
  const out: string[] = [];
  tieBreaks.forEach((tied, i) => {
    const a = order[i];
    const b = order[i + 1];
    if (!tied || a === undefined || b === undefined) return;
    out.push(`Same ${what}: ${name(a)} goes before ${name(b)}, being later in turn order.`);
  });
  return out;
}
