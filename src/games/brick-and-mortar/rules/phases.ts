// The table of phases: for each phase of the month (and the draft before it), who is prompted, the
// legal choices of a seat (one description that both lists them and tests one action), applying a
// validated action, and what follows once the phase has finished. Adding a phase is one entry here.
import type { Prompt, Seat } from '../../../engine/types';
import type { BMState, PhaseName, Step } from '../state';
import { advertisingChoices, advertisingPrompts, applyAdvertise, beginAdvertising, type AdvertiseAction } from './advertising';
import { applyBuilding, buildingChoices, buildingPrompts, type BuildAction } from './building';
import type { Choices } from '../../../engine/choices';
import type { Events } from './common';
import { fillRow } from './decks';
import { applyDraft, beginDraft, draftChoices, draftPrompts, type DraftAction } from './draft';
import { applyInvest, beginInvestment, investmentChoices, investmentPrompts, type InvestAction } from './investment';
import { endOfMonth, startMonth } from './month';
import { applySale, beginSale, saleChoices, salePrompts, type SaleAction } from './sale';
import { applySupply, beginSupply, supplyChoices, supplyPrompts, type SupplyAction } from './supply';
import { payUtilities } from './utilities';
import { applyWarehouse, beginWarehouse, warehouseChoices, warehousePrompts, type WarehouseAction } from './warehouse';
import { FIRST_MONTH } from '../constants';

export type BMAction = DraftAction | AdvertiseAction | SupplyAction | WarehouseAction | SaleAction | BuildAction | InvestAction;

export interface Phase<S extends Step, A extends BMAction> {
  prompts(state: BMState, step: S): Prompt[];
  /** Everything `seat` may do now; `legal()` lists it and `apply` tests an action against it. */
  choices(state: BMState, step: S, seat: Seat): Choices<A>;
  /** Applies an action `choices` accepted. May leave a 'between' step when the phase is over. */
  apply(state: BMState, step: S, seat: Seat, action: A, ev: Events): BMState;
  /** BM-M1: what follows once the phase has finished. */
  then(state: BMState, ev: Events): BMState;
}

type StepOf<P extends PhaseName> = Extract<Step, { phase: P }>;

export const PHASES: { [P in PhaseName]: Phase<StepOf<P>, BMAction> } = {
  draft: {
    prompts: (_, step) => draftPrompts(step),
    choices: (_, step, seat) => draftChoices(step, seat),
    apply: (state, step, seat, action, ev) => applyDraft(state, step, seat, action as DraftAction, ev),
    then: (state, ev) => startMonth(fillRow(state, ev), FIRST_MONTH, ev),
  },
  building: {
    prompts: (_, step) => buildingPrompts(step),
    choices: buildingChoices,
    apply: (state, step, seat, action, ev) => applyBuilding(state, step, seat, action as BuildAction, ev),
    then: beginAdvertising,
  },
  advertising: {
    prompts: (_, step) => advertisingPrompts(step),
    choices: advertisingChoices,
    apply: (state, step, seat, action, ev) => applyAdvertise(state, step, seat, action as AdvertiseAction, ev),
    then: beginSupply,
  },
  supply: {
    prompts: (_, step) => supplyPrompts(step),
    choices: supplyChoices,
    apply: (state, step, seat, action, ev) => applySupply(state, step, seat, action as SupplyAction, ev),
    then: beginWarehouse,
  },
  warehouse: {
    prompts: (_, step) => warehousePrompts(step),
    choices: warehouseChoices,
    apply: (state, step, seat, action, ev) => applyWarehouse(state, step, seat, action as WarehouseAction, ev),
    then: beginSale,
  },
  sale: {
    prompts: (_, step) => salePrompts(step),
    choices: saleChoices,
    apply: (state, step, seat, action, ev) => applySale(state, step, seat, action as SaleAction, ev),
    then: (state, ev) => beginInvestment(payUtilities(state, ev), ev),
  },
  investment: {
    prompts: investmentPrompts,
    choices: investmentChoices,
    apply: (state, step, seat, action, ev) => applyInvest(state, step, seat, action as InvestAction, ev),
    then: endOfMonth,
  },
};

/** The table entry for a step where someone may act; null between phases and after the game. */
export function phaseOf(step: Step): Phase<Step, BMAction> | null {
  if (step.phase === 'between' || step.phase === 'over') return null;
  // The entry matches the step's own phase, which TypeScript cannot follow through the lookup.
  return PHASES[step.phase] as unknown as Phase<Step, BMAction>;
}

/** Runs phase transitions until some player must act (or the game is over). */
export function advance(state: BMState, ev: Events): BMState {
  let s = state;
  while (s.step.phase === 'between') s = PHASES[s.step.after].then(s, ev);
  return s;
}

/** From the setup state: the draft, or (first game) straight to January. */
export function startGame(state: BMState, ev: Events): BMState {
  return advance(state.firstGame ? state : beginDraft(state, ev), ev);
}
