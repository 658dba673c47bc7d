// Brick & Mortar as a GameDefinition: the engine contract over the rules modules.
import type { GameDefinition, SetupOptions } from '../../engine/types';
import { ALSO_PLAYS_ENGINE, ENGINE_VERSION } from './constants';
import { ALSO_PLAYS_CONTENT, CONTENT_VERSION } from './content';
import { startGame } from './rules/phases';
import { outcome } from './rules/scoring';
import { initialState } from './rules/setup';
import { applyAction, legalActions, prompts, type BMAction } from './rules/turns';
import type { BMState } from './state';
import type { BMEvent } from './events';
import { view, type BMView } from './view';

export type { BMState } from './state';
export type { BMAction } from './rules/turns';
export type { BMView } from './view';
export type { BMVariants } from './rules/setup';

function setup(options: SetupOptions, seed: string): BMState {
  return startGame(initialState(options, seed), []);
}

export const brickAndMortar: GameDefinition<BMState, BMAction, BMView, BMEvent> = {
  id: 'brick-and-mortar',
  name: 'Brick & Mortar',
  minSeats: 2,
  maxSeats: 4,
  engineVersion: ENGINE_VERSION,
  contentVersion: CONTENT_VERSION,
  alsoPlaysContent: ALSO_PLAYS_CONTENT,
  alsoPlaysEngine: ALSO_PLAYS_ENGINE,
  setup,
  pending: prompts,
  legal: legalActions,
  apply: (state, seat, action) => applyAction(state, seat, action),
  view,
  outcome,
};

export default brickAndMortar;
