// Adventure Mart as a GameDefinition: the engine contract over the rules modules.
import type { GameDefinition, SetupOptions } from '../../engine/types';
import { ALSO_PLAYS_ENGINE, ENGINE_VERSION } from './constants';
import { outcome } from './rules/review';
import { setupGame } from './rules/setup';
import { applyAction, legalActions, prompts, type AMAction } from './rules/turns';
import type { AMState } from './state';
import type { AMEvent } from './events';
import { view, type AMView } from './view';

export type { AMState } from './state';
export type { AMAction } from './rules/turns';
export type { AMView } from './view';
export type { AMVariants } from './rules/setup';

export const adventureMart: GameDefinition<AMState, AMAction, AMView, AMEvent> = {
  id: 'adventure-mart',
  name: 'Adventure Mart',
  minSeats: 2,
  maxSeats: 4,
  engineVersion: ENGINE_VERSION,
  contentVersion: 1,
  alsoPlaysEngine: ALSO_PLAYS_ENGINE,
  setup: (options: SetupOptions, seed: string) => setupGame(options, seed),
  pending: prompts,
  legal: (state, seat) => legalActions(state, seat),
  apply: applyAction,
  view,
  outcome,
};

export default adventureMart;
