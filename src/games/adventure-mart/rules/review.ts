// The Review (AM-R1..AM-R3): Net Worth = Buy Cost of owned non-basic Stock (hand, Storeroom, Reorder
// Pile) + Buy Cost of Fixtures in the Store (face down too) + Gold + Review bonuses. Staff and Basic
// Stock score nothing. Highest Net Worth wins; ties go to more Adventurers, then to the Initiative
// holder and clockwise (AM-E5). (D) Review bonuses come from face-up Fixtures (AM-E7) and from
// Adventurers in the Ledger.
import type { Outcome, Seat } from '../../../engine/types';
import { card } from '../content';
import type { EffectRef } from '../content/types';
import { reviewEffect } from '../effects/registry';
import type { AMState } from '../state';
import { player } from './common';
import { tieOrder } from './standing';
import { ownedStock } from './storeroom';

export interface WorthParts {
  stock: number;
  fixtures: number;
  gold: number;
  bonuses: number;
}

export function worthParts(s: AMState, seat: Seat): WorthParts {
  const p = player(s, seat);
  let stock = 0;
  for (const id of ownedStock(s, seat)) {
    const c = card(id);
    if (c.kind === 'stock' && !c.basic) stock += c.cost;
  }
  let fixtures = 0;
  let bonuses = 0;
  const bonus = (id: number, ref: EffectRef | undefined) => {
    const def = reviewEffect(id);
    if (def && ref) bonuses += def.gold(s, seat, ref);
  };
  for (const slot of p.store) {
    const c = card(slot.card);
    if (c.kind === 'fixture') fixtures += c.cost;
    if (slot.faceUp && c.kind !== 'bulletin') bonus(slot.card, c.effect);
  }
  for (const id of p.ledger) {
    const c = card(id);
    if (c.kind === 'adventurer') bonus(id, c.effect);
  }
  return { stock, fixtures, gold: p.gold, bonuses };
}

export function netWorth(parts: WorthParts): number {
  return parts.stock + parts.fixtures + parts.gold + parts.bonuses;
}

/** AM-R2: Net Worth, then more Adventurers, then the tie order from the Initiative holder. */
export function ranking(s: AMState): Seat[] {
  const worth = s.players.map((_, seat) => netWorth(worthParts(s, seat)));
  const order = tieOrder(s);
  return order.slice().sort((a, b) =>
    (worth[b] ?? 0) - (worth[a] ?? 0) ||
    player(s, b).ledger.length - player(s, a).ledger.length ||
    order.indexOf(a) - order.indexOf(b));
}

export function outcome(s: AMState): Outcome | null {
  if (s.stack[s.stack.length - 1]?.f !== 'over') return null;
  const parts = s.players.map((_, seat) => worthParts(s, seat));
  return {
    ranking: ranking(s),
    scores: parts.map(netWorth),
    breakdown: parts.map((b) => ({ stock: b.stock, fixtures: b.fixtures, gold: b.gold, bonuses: b.bonuses })),
  };
}
