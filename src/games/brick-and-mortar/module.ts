// What the app loads for Brick & Mortar: the rules, the bot, and the one-line progress shown on the
// home screen. Loaded lazily through src/games/registry.ts so the game is its own chunk.
import type { GameModule } from '../game-module';
import { heuristicBot, randomBot } from './bots';
import { ITEM_LABELS, MONTH_NAMES } from './constants';
import { brickAndMortar, type BMState } from './index';

const PHASE_LABELS: Record<BMState['step']['phase'], string> = {
  draft: 'Draft',
  building: 'Building',
  advertising: 'Advertising',
  supply: 'Supply',
  warehouse: 'Supply',
  sale: 'Sale',
  investment: 'Investment',
  between: '',
  over: 'Finished',
};

export function describeProgress(state: BMState): string {
  const month = MONTH_NAMES[state.month - 1] ?? `Month ${state.month}`;
  const { step } = state;
  if (step.phase === 'over') return `Finished in ${month}`;
  if (step.phase === 'draft') return 'Draft before January';
  const detail = step.phase === 'supply' || step.phase === 'sale' ? ` · ${ITEM_LABELS[step.item]}` : '';
  return `${month} · ${PHASE_LABELS[step.phase]}${detail}`;
}

export const brickAndMortarModule: GameModule = {
  game: brickAndMortar,
  bot: heuristicBot,
  randomBot,
  describeProgress: (state) => describeProgress(state as BMState),
};
