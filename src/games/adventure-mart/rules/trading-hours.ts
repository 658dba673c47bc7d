// Trading Hours (AM-T1, AM-T2): starting with the Initiative holder, players take turns clockwise;
// a turn is exactly one of Spend Gold, Start a Sale, Use a Card Effect ((D) no passing: a Sale can
// always be started while a face-down Adventurer remains). When every Adventurer has been served,
// each player gets one final action (or passes), clockwise from the left of the player who started
// the last Sale, who takes the last one. Temporal Leakage adds an extra Use action (AM-F2) and
// Dragonberry Blast an extra action of any kind.
import type { Choices } from '../../../engine/choices';
import { nextClockwise, roundFromLeftOf } from '../../../engine/seating';
import type { Seat } from '../../../engine/types';
import type { AMState, DayFrame, Target, TurnFrame } from '../state';
import { today } from './bulletin';
import { resolveUse, useChoices, type UseAction } from './card-effects';
import { decision, hasFields, isInt, publicEvent, push, type Events } from './common';
import { startSale } from './sale';
import { applyBuy, buyChoices, type BuyAction } from './spend-gold';

export type TurnAction = BuyAction | UseAction | { type: 'start-sale'; slot: number } | { type: 'end-turn' };

/** Puts the Day on the stack at the start of Trading Hours. */
export function startTrading(d: AMState): void {
  d.stack = [{ f: 'day', turn: d.initiative, stage: 'trading', lastStarter: null, finals: [] }];
}

function newTurn(d: AMState, seat: Seat, final: boolean): TurnFrame {
  return { f: 'turn', seat, actions: 1, uses: today(d).extraUse ?? 0, taken: 0, final };
}

/**
 * The Day frame is on top: start the next turn or final action. Returns false when the Day's
 * Trading Hours and final actions are over (the caller moves on to Store Closing or the Review).
 */
export function dayStep(d: AMState, day: DayFrame, ev: Events): boolean {
  if (day.stage === 'trading') {
    if (d.adventurers.queue.length > 0) {
      push(d, newTurn(d, day.turn, false));
      return true;
    }
    // AM-T2: every Adventurer served; final actions, ending with the last Sale's starter.
    const last = day.lastStarter ?? d.initiative;
    day.stage = 'final';
    day.finals = roundFromLeftOf(d.players.length, last);
    ev.push(publicEvent('final-actions', { day: d.day, order: day.finals.slice() }));
    return dayStep(d, day, ev);
  }
  const seat = day.finals.shift();
  if (seat === undefined) return false;
  day.turn = seat;
  push(d, newTurn(d, seat, true));
  return true;
}

export function turnOver(t: TurnFrame): boolean {
  return t.actions <= 0 && t.uses <= 0;
}

/** The turn frame is done: pop it and pass the turn clockwise (final actions follow their list). */
export function endTurn(d: AMState, t: TurnFrame, ev: Events): void {
  d.stack.pop();
  const day = d.stack[d.stack.length - 1] as DayFrame;
  ev.push(publicEvent('turn-ended', { seat: t.seat, final: t.final }));
  if (!t.final) day.turn = nextClockwise(d.players.length, t.seat);
}

/**
 * What the turn's player may do (AM-T1, AM-T2): with an action left, buy or (not as a final action)
 * start a Sale; with an action or an extra Use left, use a card; after acting, or as a final
 * action, end the turn.
 */
export function turnChoices(s: AMState, t: TurnFrame): Choices<TurnAction> {
  const any = t.actions > 0;
  const buys = any ? buyChoices(s, t.seat) : null;
  const uses = any || t.uses > 0 ? useChoices(s, t.seat) : null;
  const slots = any && !t.final ? s.adventurers.queue.length : 0;
  const canEnd = t.taken > 0 || t.final;
  const walkSlots = (visit: (a: TurnAction) => boolean): boolean => {
    for (let slot = 0; slot < slots; slot++) if (!visit({ type: 'start-sale', slot })) return false;
    return true;
  };
  return decision<TurnAction>(
    (visit) => (buys === null || buys.walk(visit)) && walkSlots(visit) && (uses === null || uses.walk(visit)) && (!canEnd || visit({ type: 'end-turn' })),
    {
      buy: (a) => buys !== null && buys.refuse(a) === null,
      'buy-deck': (a) => buys !== null && buys.refuse(a) === null,
      'start-sale': (a) => hasFields(a, ['slot']) && isInt(a.slot) && a.slot >= 0 && a.slot < slots,
      use: (a) => uses !== null && uses.refuse(a) === null,
      'end-turn': (a) => canEnd && hasFields(a, []),
    },
  );
}

function spend(t: TurnFrame, isUse: boolean): void {
  if (isUse && t.uses > 0) t.uses -= 1;
  else t.actions -= 1;
  t.taken += 1;
}

export function applyTurn(d: AMState, t: TurnFrame, a: TurnAction, ev: Events): void {
  switch (a.type) {
    case 'buy':
    case 'buy-deck': {
      spend(t, false);
      const onCall = applyBuy(d, t.seat, a, ev);
      if (onCall !== null) push(d, { f: 'pick', seat: t.seat, purpose: 'on-call', left: 1, source: onCall });
      return;
    }
    case 'use':
      spend(t, true);
      resolveUse(d, t.seat, a.card, (a.target ?? null) as Target | null, ev);
      return;
    case 'start-sale':
      spend(t, false);
      startSale(d, t.seat, a.slot, ev);
      return;
    case 'end-turn':
      t.actions = 0;
      t.uses = 0;
      return;
  }
}

