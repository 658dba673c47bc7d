// Trading Hours (AM-T1, AM-T2): starting with the Initiative holder, players take turns clockwise;
// a turn is exactly one of Spend Gold, Start a Sale, Use a Card Effect ((D) no passing: a Sale can
// always be started while a face-down Adventurer remains). When every Adventurer has been served,
// each player gets one final action (or passes), clockwise from the left of the player who started
// the last Sale, who takes the last one. Temporal Leakage adds an extra Use action (AM-F2) and
// Dragonberry Blast an extra action of any kind.
import { nextClockwise, roundFromLeftOf } from '../../../engine/seating';
import type { Seat } from '../../../engine/types';
import type { AMState, DayFrame, Target, TurnFrame } from '../state';
import { today } from './bulletin';
import { resolveUse, useLegal, type UseAction } from './card-effects';
import { publicEvent, push, type Events } from './common';
import { startSale } from './sale';
import { applyBuy, buyLegal, type BuyAction } from './spend-gold';

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

export function turnLegal(s: AMState, t: TurnFrame, want?: string): TurnAction[] {
  const seat = t.seat;
  const out: TurnAction[] = [];
  const any = t.actions > 0;
  if (any && (!want || want === 'buy' || want === 'buy-deck')) out.push(...buyLegal(s, seat));
  if (any && !t.final && (!want || want === 'start-sale')) {
    s.adventurers.queue.forEach((_, slot) => out.push({ type: 'start-sale', slot }));
  }
  if ((any || t.uses > 0) && (!want || want === 'use')) out.push(...useLegal(s, seat));
  if ((t.taken > 0 || t.final) && (!want || want === 'end-turn')) out.push({ type: 'end-turn' });
  return want ? out.filter((a) => a.type === want) : out;
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

