// One door for every phase: who is prompted, what each seat may do, and applying a move. `apply`
// validates with each phase's direct check (the same conditions `legal()` enumerates; a property
// test proves they agree), so no action list is built on the hot path.
import { checkActionShape } from '../../../engine/action-shape';
import type { Action, ApplyResult, GameError, Prompt, Seat } from '../../../engine/types';
import type { AdvertiseEntry, BMState } from '../state';
import { advertisingLegal, advertisingPrompts, applyAdvertise, checkAdvertise, type AdvertiseAction } from './advertising';
import { applyBuilding, buildingLegal, buildingPrompts, checkBuilding, type BuildAction } from './building';
import { err, isInt, type Events } from './common';
import { applyDraft, checkDraft, draftLegal, draftPrompts, type DraftAction } from './draft';
import { applyInvest, checkInvest, investmentLegal, investmentPrompts, type InvestAction } from './investment';
import { advance } from './month';
import { applySale, checkSale, saleLegal, salePrompts, type SaleAction } from './sale';
import { applySupply, checkSupply, supplyLegal, supplyPrompts, type SupplyAction } from './supply';
import { applyWarehouse, checkWarehouse, warehouseLegal, warehousePrompts, type WarehouseAction } from './warehouse';

export type BMAction = DraftAction | AdvertiseAction | SupplyAction | WarehouseAction | SaleAction | BuildAction | InvestAction;

export function prompts(state: BMState): Prompt[] {
  const step = state.step;
  switch (step.phase) {
    case 'draft': return draftPrompts(step);
    case 'building': return buildingPrompts(step);
    case 'advertising': return advertisingPrompts(step);
    case 'supply': return supplyPrompts(step);
    case 'warehouse': return warehousePrompts(step);
    case 'sale': return salePrompts(step);
    case 'investment': return investmentPrompts(state, step);
    default: return [];
  }
}

export function legalActions(state: BMState, seat: Seat): BMAction[] {
  if (!isInt(seat) || seat < 0 || seat >= state.players.length) return [];
  const step = state.step;
  switch (step.phase) {
    case 'draft': return draftLegal(step, seat);
    case 'building': return buildingLegal(state, step, seat);
    case 'advertising': return advertisingLegal(state, step, seat);
    case 'supply': return supplyLegal(state, step, seat);
    case 'warehouse': return warehouseLegal(state, step, seat);
    case 'sale': return saleLegal(state, step, seat);
    case 'investment': return investmentLegal(state, step, seat);
    default: return [];
  }
}

/** Null when `legal(state, seat)` holds the action; otherwise why not, in a player's words. */
export function check(state: BMState, seat: Seat, action: unknown): GameError | null {
  const shape = checkActionShape(action);
  if (shape) return shape;
  if (!isInt(seat) || seat < 0 || seat >= state.players.length) return err('unknown-seat', 'That player is not at this table.');
  const a = action as Record<string, unknown>;
  const step = state.step;
  switch (step.phase) {
    case 'draft': return checkDraft(step, seat, a);
    case 'building': return checkBuilding(state, step, seat, a);
    case 'advertising': return checkAdvertise(state, step, seat, a);
    case 'supply': return checkSupply(state, step, seat, a);
    case 'warehouse': return checkWarehouse(state, step, seat, a);
    case 'sale': return checkSale(state, step, seat, a);
    case 'investment': return checkInvest(state, step, seat, a);
    case 'over': return err('game-over', 'The game is over.');
    default: return err('not-now', 'Nothing can be played now.');
  }
}

export function applyAction(state: BMState, seat: Seat, action: Action): ApplyResult<BMState> {
  try {
    const problem = check(state, seat, action);
    if (problem) return { ok: false, error: problem };
    const ev: Events = [];
    const next = advance(dispatch(state, seat, action as BMAction, ev), ev);
    return { ok: true, state: next, events: ev };
  } catch {
    return { ok: false, error: err('internal', 'Something went wrong with that move; nothing was changed.') };
  }
}

function dispatch(state: BMState, seat: Seat, action: BMAction, ev: Events): BMState {
  const step = state.step;
  switch (step.phase) {
    case 'draft': return applyDraft(state, step, seat, (action as DraftAction).card, ev);
    case 'building': return applyBuilding(state, step, seat, action as BuildAction, ev);
    case 'advertising': {
      const a = action as AdvertiseAction;
      const entry: AdvertiseEntry = { supply: a.supply, demand: a.demand };
      return applyAdvertise(state, step, seat, entry, ev);
    }
    case 'supply': return applySupply(state, step, seat, action as SupplyAction, ev);
    case 'warehouse': return applyWarehouse(state, step, seat, action as WarehouseAction, ev);
    case 'sale': return applySale(state, step, seat, action as SaleAction, ev);
    case 'investment': return applyInvest(state, step, seat, (action as InvestAction).points, ev);
    default: return state;
  }
}
