// Store Closing, Days 1 to 4 (AM-K1, AM-K2, AM-K4; Help from HQ, AM-K3, is in help-from-hq.ts).
// Discard & Redraw is one simultaneous sealed step: each player keeps at most one card, discards
// the rest and draws up to 5. Upkeep flips face-down Fixtures up for free; each player with
// face-down Staff, in tie order from the Initiative holder, re-hires each one at its printed Hire
// Cost or banishes it. Clean Up banishes what is left face up in the Depot queues and the Bulletin.
import { isComplete, openSealed, revealed, withEntry } from '../../../engine/sealed';
import type { Seat } from '../../../engine/types';
import { HAND_SIZE } from '../constants';
import { card, storeCard } from '../content';
import type { CardId } from '../content/types';
import { ongoingEffect } from '../effects/registry';
import type { AMState, ClosingFrame } from '../state';
import { cardName, player, publicEvent, type Events } from './common';
import { beginHelp } from './help-from-hq';
import { tieOrder } from './standing';
import { draw } from './storeroom';

export type ClosingAction =
  | { type: 'keep'; card: CardId | null }
  | { type: 'rehire'; card: CardId }
  | { type: 'release'; card: CardId };

export function beginClosing(d: AMState, ev: Events): void {
  ev.push(publicEvent('store-closing', { day: d.day }));
  d.stack.push({ f: 'closing', step: 'keep', sealed: null, upkeep: [], helped: null });
}

/** Hand size after Discard & Redraw: 5, plus Ongoing effects of face-up Store cards. */
export function handLimit(s: AMState, seat: Seat): number {
  let n = HAND_SIZE;
  for (const slot of player(s, seat).store) {
    if (!slot.faceUp) continue;
    const def = ongoingEffect(slot.card);
    const c = card(slot.card);
    if (def?.handSize && c.kind !== 'bulletin' && c.effect) n += def.handSize(c.effect);
  }
  return n;
}

function faceDownStaff(s: AMState, seat: Seat): CardId[] {
  return player(s, seat).store.filter((slot) => !slot.faceUp && card(slot.card).kind === 'staff').map((slot) => slot.card);
}

function discardAndRedraw(d: AMState, f: ClosingFrame, ev: Events): void {
  const kept: (CardId | null)[] = d.players.map(() => null);
  if (f.sealed) for (const { seat, entry } of revealed(f.sealed)) kept[seat] = entry < 0 ? null : entry;
  d.players.forEach((p, seat) => {
    const keep = kept[seat];
    const discard = p.hand.filter((id) => id !== keep);
    p.hand = keep === null || keep === undefined ? [] : [keep];
    p.reorder.push(...discard);
    ev.push(publicEvent('discard-and-redraw', { seat, kept: p.hand.length, discarded: discard, names: discard.map(cardName) }, true));
    draw(d, seat, Math.max(0, handLimit(d, seat) - p.hand.length), ev);
  });
  f.sealed = null;
}

function upkeepStart(d: AMState, f: ClosingFrame, ev: Events): void {
  d.players.forEach((p, seat) => {
    for (const slot of p.store) {
      if (!slot.faceUp && card(slot.card).kind === 'fixture') {
        slot.faceUp = true;
        ev.push(publicEvent('flipped-up', { seat, card: slot.card, name: cardName(slot.card) }));
      }
    }
  });
  f.step = 'upkeep';
  f.upkeep = tieOrder(d).filter((seat) => faceDownStaff(d, seat).length > 0);
}

/** One automatic step of Store Closing; false while it waits for players. */
export function closingStep(d: AMState, f: ClosingFrame, ev: Events): boolean {
  if (f.step === 'keep') {
    if (f.sealed === null) {
      const eligible = d.players.map((_, seat) => seat).filter((seat) => player(d, seat).hand.length > 0);
      if (eligible.length > 0) {
        f.sealed = openSealed<CardId>('keep', eligible);
        return true;
      }
    } else if (!isComplete(f.sealed)) return false;
    discardAndRedraw(d, f, ev);
    upkeepStart(d, f, ev);
    return true;
  }
  if (f.step === 'upkeep') {
    while (f.upkeep.length > 0 && faceDownStaff(d, f.upkeep[0] as Seat).length === 0) f.upkeep.shift();
    if (f.upkeep.length > 0) return false;
    beginHelp(d, f, ev);
    return true;
  }
  return false;
}

export function keepLegal(s: AMState, f: ClosingFrame, seat: Seat): ClosingAction[] {
  if (!f.sealed || !f.sealed.eligible.includes(seat)) return [];
  const out: ClosingAction[] = player(s, seat).hand.map((id) => ({ type: 'keep' as const, card: id }));
  out.push({ type: 'keep', card: null });
  return out;
}

export function upkeepLegal(s: AMState, f: ClosingFrame, seat: Seat): ClosingAction[] {
  if (f.upkeep[0] !== seat) return [];
  const out: ClosingAction[] = [];
  for (const id of faceDownStaff(s, seat)) {
    // AM-G4 (D): re-hiring pays the printed Hire Cost, no discount.
    if (player(s, seat).gold >= storeCard(id).cost) out.push({ type: 'rehire', card: id });
    out.push({ type: 'release', card: id });
  }
  return out;
}

export function applyClosing(d: AMState, f: ClosingFrame, seat: Seat, a: ClosingAction, ev: Events): void {
  const p = player(d, seat);
  if (a.type === 'keep') {
    f.sealed = withEntry(f.sealed ?? openSealed<CardId>('keep', []), seat, a.card === null ? -1 : a.card);
    ev.push(publicEvent('keep-submitted', { seat }));
    return;
  }
  const slot = p.store.find((x) => x.card === a.card);
  if (!slot) return;
  if (a.type === 'rehire') {
    p.gold -= storeCard(a.card).cost;
    slot.faceUp = true;
    ev.push(publicEvent('rehired', { seat, card: a.card, name: cardName(a.card), cost: storeCard(a.card).cost }));
  } else {
    p.store.splice(p.store.indexOf(slot), 1);
    d.abyss.push(a.card);
    ev.push(publicEvent('released', { seat, card: a.card, name: cardName(a.card) }));
  }
}

/** AM-K4: Clean Up. */
export function cleanUp(d: AMState, ev: Events): void {
  const banished = [...d.stock.queue, ...d.fixtures.queue, ...d.staff.queue];
  d.stock.queue = [];
  d.fixtures.queue = [];
  d.staff.queue = [];
  if (d.bulletin !== null) banished.push(d.bulletin);
  d.bulletin = null;
  d.abyss.push(...banished);
  ev.push(publicEvent('clean-up', { day: d.day, banished, names: banished.map(cardName) }));
}
