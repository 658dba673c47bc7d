// Store Closing, Days 1 to 4 (AM-K1, AM-K2, AM-K4; Help from HQ, AM-K3, is in help-from-hq.ts);
// after Day 5's final actions the game ends and the Review follows instead.
// Discard & Redraw is one simultaneous sealed step: each player keeps at most one card, discards
// the rest and draws up to 5. Upkeep flips face-down Fixtures up for free; each player with
// face-down Staff, in tie order from the Initiative holder, re-hires each one at its printed Hire
// Cost or banishes it. Clean Up banishes what is left face up in the Depot queues and the Bulletin.
import { nothing, type Choices } from '../../../engine/choices';
import { isComplete, openSealed, revealed, sealedPrompts, withEntry } from '../../../engine/sealed';
import type { Prompt, Seat } from '../../../engine/types';
import { DAYS, HAND_SIZE } from '../constants';
import { card, storeCard } from '../content';
import type { CardId } from '../content/types';
import { ongoingEffect } from '../effects/registry';
import type { AMState, ClosingFrame, DayRecord } from '../state';
import { cardName, decision, hasFields, NOT_YOUR_TURN, player, publicEvent, type Events } from './common';
import { applyHelp, beginHelp, helpChoices, type HelpAction } from './help-from-hq';
import { netWorth, worthParts } from './review';
import { tieOrder } from './standing';
import { storeOpening } from './store-opening';
import { draw } from './storeroom';
import { startTrading } from './trading-hours';

export type ClosingAction =
  | { type: 'keep'; card: CardId | null }
  | { type: 'rehire'; card: CardId }
  | { type: 'release'; card: CardId };

/** The Day's figures as it ends, kept for the Review's history of the game. */
function record(d: AMState): void {
  const rec: DayRecord = {
    day: d.day,
    gold: d.players.map((p) => p.gold),
    worth: d.players.map((_, seat) => netWorth(worthParts(d, seat))),
    sales: d.players.map((p) => p.ledger.length),
  };
  d.history = [...d.history, rec];
}

/** Trading Hours and the final actions are over: Store Closing, or after Day 5 the Review. */
export function endOfTrading(d: AMState, ev: Events): void {
  if (d.day >= DAYS) {
    record(d);
    d.stack = [{ f: 'over' }];
    ev.push(publicEvent('game-over', { day: d.day }, true));
    return;
  }
  beginClosing(d, ev);
}

export function beginClosing(d: AMState, ev: Events): void {
  ev.push(publicEvent('store-closing', { day: d.day }));
  d.stack.push({ f: 'closing', step: 'keep', sealed: null, upkeep: [], helped: null });
}

/** After Help from HQ: Clean Up, then the next Day's Store Opening and Trading Hours. */
function finishDay(d: AMState, ev: Events): void {
  cleanUp(d, ev);
  record(d);
  d.day += 1;
  storeOpening(d, ev, false);
  startTrading(d);
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

/** Who Store Closing waits for: the sealed keeps not in yet, the next Upkeep, or the helped player. */
export function closingPrompts(f: ClosingFrame): Prompt[] {
  if (f.step === 'keep') return f.sealed ? sealedPrompts(f.sealed) : [];
  if (f.step === 'upkeep') return f.upkeep[0] === undefined ? [] : [{ seat: f.upkeep[0], kind: 'upkeep', entry: 'open' }];
  return f.helped === null ? [] : [{ seat: f.helped, kind: 'help-from-hq', entry: 'open' }];
}

/** AM-K1: the card to keep (or none), which a seat may replace until every seat's is in. */
function keepChoices(s: AMState, f: ClosingFrame, seat: Seat): Choices<ClosingAction> {
  if (!f.sealed || !f.sealed.eligible.includes(seat)) return nothing(NOT_YOUR_TURN);
  const hand = player(s, seat).hand;
  return decision<ClosingAction>(
    (visit) => hand.every((id) => visit({ type: 'keep', card: id })) && visit({ type: 'keep', card: null }),
    { keep: (a) => hasFields(a, ['card']) && (a.card === null || hand.includes(a.card as CardId)) },
  );
}

/** AM-K2: each face-down Staff re-hired (if its printed Hire Cost can be paid) or released. */
function upkeepChoices(s: AMState, f: ClosingFrame, seat: Seat): Choices<ClosingAction> {
  if (f.upkeep[0] !== seat) return nothing(NOT_YOUR_TURN);
  // AM-G4 (D): re-hiring pays the printed Hire Cost, no discount.
  const affords = (id: CardId) => player(s, seat).gold >= storeCard(id).cost;
  return decision<ClosingAction>(
    (visit) => faceDownStaff(s, seat).every((id) => (!affords(id) || visit({ type: 'rehire', card: id })) && visit({ type: 'release', card: id })),
    {
      rehire: (a) => hasFields(a, ['card']) && faceDownStaff(s, seat).includes(a.card as CardId) && affords(a.card as CardId),
      release: (a) => hasFields(a, ['card']) && faceDownStaff(s, seat).includes(a.card as CardId),
    },
  );
}

/** What `seat` may do at this step of Store Closing. */
export function closingChoices(s: AMState, f: ClosingFrame, seat: Seat): Choices<ClosingAction | HelpAction> {
  if (f.step === 'keep') return keepChoices(s, f, seat);
  if (f.step === 'upkeep') return upkeepChoices(s, f, seat);
  return f.helped === seat ? helpChoices(s, seat) : nothing(NOT_YOUR_TURN);
}

/** Applies a move `closingChoices` accepted; Help from HQ ends Store Closing and the Day. */
export function applyClosingStep(d: AMState, f: ClosingFrame, seat: Seat, a: ClosingAction | HelpAction, ev: Events): void {
  if (f.step !== 'help') return applyClosing(d, f, seat, a as ClosingAction, ev);
  applyHelp(d, seat, a as HelpAction, ev);
  d.stack.pop();
  finishDay(d, ev);
}

function applyClosing(d: AMState, f: ClosingFrame, seat: Seat, a: ClosingAction, ev: Events): void {
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
