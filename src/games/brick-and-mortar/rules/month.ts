// The month (BM-M1 (D)): Building (from February), Advertising, Supply (with Warehouse moves after
// its last type), Sale, Utilities, Investment, End of month. Each phase module ends by leaving a
// transient 'between' step; `advance` moves on until the game waits for someone. The game ends
// after the final month, or after any Investment that leaves a player at the points threshold
// (BM-M2 (D)). Each month's points and cash are recorded for the end screen (BM-E3).
import { FIRST_BUILDING_MONTH, FIRST_MONTH, MONTH_NAMES } from '../constants';
import type { BMState } from '../state';
import { publicEvent, type Events } from './common';
import { edit } from './copy';
import { beginAdvertising } from './advertising';
import { beginBuilding } from './building';
import { fillRow } from './decks';
import { beginDraft } from './draft';
import { beginInvestment } from './investment';
import { beginSale } from './sale';
import { beginSupply } from './supply';
import { payUtilities } from './utilities';
import { beginWarehouse } from './warehouse';

/** From the setup state: the draft, or (first game) straight to January. */
export function startGame(state: BMState, ev: Events): BMState {
  return advance(state.firstGame ? state : beginDraft(state, ev), ev);
}

function startMonth(state: BMState, month: number, ev: Events): BMState {
  const s = edit(state, (d) => (d.month = month));
  ev.push(publicEvent('month-started', { month, name: MONTH_NAMES[month - 1] }));
  return month >= FIRST_BUILDING_MONTH ? beginBuilding(s, ev) : beginAdvertising(s, ev);
}

function endOfMonth(state: BMState, ev: Events): BMState {
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

/** Runs phase transitions until some player must act (or the game is over). */
export function advance(state: BMState, ev: Events): BMState {
  let s = state;
  while (s.step.phase === 'between') {
    switch (s.step.after) {
      case 'draft':
        s = startMonth(fillRow(s, ev), FIRST_MONTH, ev);
        break;
      case 'building':
        s = beginAdvertising(s, ev);
        break;
      case 'advertising':
        s = beginSupply(s, ev);
        break;
      case 'supply':
        s = beginWarehouse(s, ev);
        break;
      case 'warehouse':
        s = beginSale(s, ev);
        break;
      case 'sale':
        s = beginInvestment(payUtilities(s, ev), ev);
        break;
      case 'investment':
        s = endOfMonth(s, ev);
        break;
    }
  }
  return s;
}
