// Stand-ins for an empty chair (and for the conformance suite): a bot enters a value at random
// among its legal ones. A table of bots only plays a few rounds, then ends the sitting.
import { randomInt, seedRng } from '../../engine/rng';
import type { Action } from '../../engine/types';
import type { BotPolicy } from '../game-module';
import type { DialView } from './view';

/** Rounds a table of bots plays before it ends the sitting. */
export const BOT_SITTING_ROUNDS = 3;

const pick = (legal: readonly Action[], seed: string): Action => legal[randomInt(seedRng(seed), legal.length)[0]]!;

export const randomBot: BotPolicy = (_view, legal, _seat, seed) => pick(legal, seed);

export const dialBot: BotPolicy = (view, legal, _seat, seed) => {
  const v = view as DialView;
  // A stand-in enters a value; it leaves the turn order to the people at the table.
  if (v.round) return pick(legal.filter((a) => a.type !== 'turn-order'), seed);
  const end = legal.find((a) => a.type === 'end-sitting');
  if (end && v.history.length >= BOT_SITTING_ROUNDS) return end;
  return pick(legal.filter((a) => a.type === 'start-round'), seed);
};
