// What the app loads for the Bidding dial: the rules, the stand-in bots and the home screen's line.
import type { GameModule } from '../game-module';
import { dialBot, randomBot } from './bots';
import { ITEM_LABELS } from './constants';
import { biddingDial, type DialState } from './index';

export function describeProgress(state: DialState): string {
  const played = state.history.length;
  const rounds = `${played} round${played === 1 ? '' : 's'}`;
  if (state.ended) return `Finished after ${rounds}`;
  const r = state.round;
  if (!r) return played === 0 ? 'Before the first round' : `Between rounds · ${rounds} played`;
  return `Round ${r.number} · ${r.bidding === 'supply' ? 'Supply' : 'Sale'} · ${ITEM_LABELS[r.item] ?? ''}`;
}

export const biddingDialModule: GameModule = {
  game: biddingDial,
  bot: dialBot,
  randomBot,
  describeProgress: (state) => describeProgress(state as DialState),
};
