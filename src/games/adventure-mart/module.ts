// What the app loads for Adventure Mart: the rules, the bots, and the one-line progress shown on the
// home screen ("Day 2 · Trading Hours"). Loaded lazily through src/games/registry.ts.
import type { GameModule } from '../game-module';
import { heuristicBot, randomBot } from './bots';
import { adventureMart, type AMState } from './index';

export function describeProgress(state: AMState): string {
  const top = state.stack[state.stack.length - 1];
  if (!top || top.f === 'over') return 'Finished · Review';
  const day = `Day ${state.day}`;
  if (state.stack.some((f) => f.f === 'closing')) return `${day} · Store Closing`;
  const base = state.stack[0];
  if (base?.f === 'day' && base.stage === 'final') return `${day} · Final actions`;
  return state.stack.some((f) => f.f === 'sale') ? `${day} · Trading Hours · Sale` : `${day} · Trading Hours`;
}

export const adventureMartModule: GameModule = {
  game: adventureMart,
  bot: heuristicBot,
  randomBot,
  describeProgress: (state) => describeProgress(state as AMState),
};
