// React windows (AM-E6, AM-H2). A window opens only at a moment some React could apply. It asks,
// one at a time clockwise from the active player, every seat that may react; each may announce each
// of its Reacts once (paying at once: a hand card is discarded, a Store card flipped) and then
// passes; announced Reacts resolve in the order announced when the window closes, and open no
// window of their own. So that a window never reveals who holds a React in hand: when a hand React
// could be legal for anyone (judged from what the table knows: the cards each player owns outside
// public piles, hand or Storeroom alike), every seat still in is asked, through the gate; otherwise
// only the holders of Fixture or Staff Reacts are asked, openly. The "quick reacts" option asks
// only seats holding a legal React, which reveals them.
import { openWindow, pass as passWindow } from '../../../engine/response-window';
import { roundFromLeftOf } from '../../../engine/seating';
import type { Choices } from '../../../engine/choices';
import type { EntryMode, Seat } from '../../../engine/types';
import { card } from '../content';
import type { CardId } from '../content/types';
import { effectRef as refOf, reactEffect } from '../effects/registry';
import type { AMState, ReactFrame, ReactResponse, ReactTrigger, Target } from '../state';
import { cardName, copyTarget, currentSale, decision, hasFields, player, publicEvent, push, take, type Events } from './common';
import { sameTarget, withTarget } from './card-effects';

export type ReactAction = { type: 'react'; card: CardId; target?: Target } | { type: 'pass' };

/** Seats a window for this trigger concerns, clockwise from the active player's left. */
function eligible(s: AMState, trigger: ReactTrigger, active: Seat): Seat[] {
  if (trigger === 'sale-won') return [active];
  const sale = currentSale(s);
  return roundFromLeftOf(s.players.length, active).filter((seat) => seat !== active && sale !== null && !sale.out[seat]);
}

/** The legal targets of `seat`'s React on `source` (held in hand or face up in the Store) now. */
function reactTargets(s: AMState, frame: ReactFrame, seat: Seat, source: CardId, from: 'hand' | 'store'): (Target | null)[] {
  const def = reactEffect(source);
  const ref = refOf(source);
  if (!def || !ref || def.trigger !== frame.trigger || def.from !== from) return [];
  if (frame.window.announced.some((a) => a.seat === seat && a.response.source === source)) return [];
  return def.targets(s, frame, seat, source, ref);
}

/** React cards of `seat` for the trigger, with their legal targets, that can be used now. */
export function reactOptions(s: AMState, frame: ReactFrame, seat: Seat): { source: CardId; targets: (Target | null)[] }[] {
  const p = player(s, seat);
  const out: { source: CardId; targets: (Target | null)[] }[] = [];
  const consider = (source: CardId, from: 'hand' | 'store') => {
    const targets = reactTargets(s, frame, seat, source, from);
    if (targets.length > 0) out.push({ source, targets });
  };
  for (const id of p.hand) consider(id, 'hand');
  for (const slot of p.store) if (slot.faceUp) consider(slot.card, 'store');
  return out;
}

/** AM-H2: could this seat hold a legal hand React, as far as the table can tell? */
function mayHoldHandReact(s: AMState, frame: ReactFrame, seat: Seat): boolean {
  const p = player(s, seat);
  for (const id of [...p.hand, ...p.storeroom]) {
    const def = reactEffect(id);
    const ref = refOf(id);
    if (def && ref && def.trigger === frame.trigger && def.from === 'hand' && def.targets(s, frame, seat, id, ref).length > 0) return true;
  }
  return false;
}

function hasStoreReact(s: AMState, frame: ReactFrame, seat: Seat): boolean {
  return player(s, seat).store.some((slot) => {
    if (!slot.faceUp) return false;
    const def = reactEffect(slot.card);
    const ref = refOf(slot.card);
    return !!def && !!ref && def.trigger === frame.trigger && def.from === 'store' && def.targets(s, frame, seat, slot.card, ref).length > 0;
  });
}

/** Opens a window if some React could apply now; returns whether it did. */
export function openReactWindow(d: AMState, trigger: ReactTrigger, active: Seat): boolean {
  const seats = eligible(d, trigger, active);
  const frame: ReactFrame = { f: 'react', trigger, active, hidden: false, window: openWindow('react', []) };
  let order: Seat[];
  if (d.quickReacts) {
    order = seats.filter((seat) => reactOptions(d, frame, seat).length > 0);
  } else if (seats.some((seat) => mayHoldHandReact(d, frame, seat))) {
    order = seats;
    frame.hidden = true;
  } else {
    order = seats.filter((seat) => hasStoreReact(d, frame, seat));
  }
  if (order.length === 0) return false;
  frame.window = openWindow('react', order);
  push(d, frame);
  return true;
}

/** How the waiting seat enters its answer (AM-H2). */
export function reactEntry(s: AMState, frame: ReactFrame, seat: Seat): EntryMode {
  if (frame.hidden) return 'private';
  if (s.quickReacts && reactOptions(s, frame, seat).some((o) => card(o.source).kind === 'stock')) return 'private';
  return 'open';
}

/** Whether `id` is one of `seat`'s React targets as given: a hand card, or a face-up Store card. */
function reactsWith(s: AMState, frame: ReactFrame, seat: Seat, id: CardId, target: unknown): boolean {
  const p = player(s, seat);
  const from = p.hand.includes(id) ? 'hand' : p.store.some((slot) => slot.faceUp && slot.card === id) ? 'store' : null;
  return from !== null && reactTargets(s, frame, seat, id, from).some((t) => sameTarget(target, t));
}

/** Each React `seat` may announce now, one move per card and target, or pass (AM-E6). */
export function reactChoices(s: AMState, frame: ReactFrame, seat: Seat): Choices<ReactAction> {
  return decision<ReactAction>(
    (visit) => reactOptions(s, frame, seat).every((o) => o.targets.every((t) => visit(withTarget({ type: 'react' as const, card: o.source }, t))))
      && visit({ type: 'pass' }),
    {
      react: (a) => hasFields(a, ['card'], ['target']) && reactsWith(s, frame, seat, a.card as CardId, a.target),
      pass: (a) => hasFields(a, []),
    },
  );
}

export function applyReact(d: AMState, frame: ReactFrame, seat: Seat, a: ReactAction, ev: Events): void {
  const w = frame.window;
  if (a.type === 'pass') {
    frame.window = passWindow(w);
    return;
  }
  const p = player(d, seat);
  const slot = p.store.find((x) => x.card === a.card);
  if (slot) slot.faceUp = false;
  else if (take(p.hand, a.card)) p.reorder.push(a.card);
  const response: ReactResponse = { source: a.card, target: a.target ?? null };
  w.announced.push({ seat, response });
  ev.push(publicEvent('react-announced', { seat, card: a.card, name: cardName(a.card), target: response.target }));
}

/** The window has closed: pop it and resolve the announced Reacts in order (AM-E6). */
export function closeReactWindow(d: AMState, frame: ReactFrame, ev: Events): void {
  d.stack.pop();
  for (const { seat, response } of frame.window.announced) {
    const def = reactEffect(response.source);
    const ref = refOf(response.source);
    if (def && ref) def.resolve(d, seat, response.source, ref, response.target, ev);
  }
}

/** A copy of the React window frame a move may change (copy.ts). */
export function copyReact(r: ReactFrame): ReactFrame {
  const w = r.window;
  return {
    f: 'react', trigger: r.trigger, active: r.active, hidden: r.hidden,
    window: {
      kind: w.kind, order: w.order.slice(), at: w.at,
      announced: w.announced.map((a) => ({ seat: a.seat, response: { source: a.response.source, target: copyTarget(a.response.target) } })),
    },
  };
}
