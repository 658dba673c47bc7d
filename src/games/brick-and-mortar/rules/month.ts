// The month (BM-M1 (D)): Building (from February), Advertising, Supply (with Warehouse moves after
// its last type), Sale, Utilities, Investment, End of month. Each phase module ends by leaving a
// transient 'between' step; `advance` (phases.ts) moves on until the game waits for someone. The game ends
// after the final month, or after any Investment that leaves a player at the points threshold
// (BM-M2 (D)). Each month's points and cash are recorded for the end screen (BM-E3).
import { FIRST_BUILDING_MONTH, MONTH_NAMES } from '../constants';
import type { BMState } from '../state';
import { publicEvent, type Events } from './common';
import { edit } from './copy';
import { beginAdvertising } from './advertising';
import { beginBuilding } from './building';

/** BM-M1: a month opens with Building from February, otherwise with Advertising. */
export function startMonth(state: BMState, month: number, ev: Events): BMState {
  const s = edit(state, (d) => (d.month = month));
  ev.push(publicEvent('month-started', { month, name: MONTH_NAMES[month - 1] }));
  return month >= FIRST_BUILDING_MONTH ? beginBuilding(s, ev) : beginAdvertising(s, ev);
}

/** BM-M2 (D), BM-E3: records the month, then ends the game or starts the next month. */
export function endOfMonth(state: BMState, ev: Events): BMState {
  const record = {
    month: state.month,
    points: state.players.map((p) => p.points),
    cash: state.players.map((p) => p.cash),
    debt: state.players.map((p) => p.debt),
  };
  const s = edit(state, (d) => (d.history = [...state.history, record]));
  const reached = state.players.some((p) => p.points >= state.threshold);
  if (reached || state.month >= state.finalMonth) {
    ev.push(publicEvent('game-over', { month: state.month, reason: reached ? 'points threshold' : 'final month' }, true));
    return edit(s, (d) => (d.step = { phase: 'over' }));
  }
  ev.push(publicEvent('month-ended', { month: state.month }));
  return startMonth(s, state.month + 1, ev);
}
