// The random bot, for tests and the simulator: a uniform choice among the legal actions, drawn from
// a PRNG seeded with the moment's seed, so it too is reproducible.
import { randomInt, seedRng } from '../../../engine/rng';
import type { Action } from '../../../engine/types';

export function randomBot(_view: unknown, legal: readonly Action[], _seat: number, seed: string): Action {
  const [i] = randomInt(seedRng(`am-random:${seed}`), Math.max(1, legal.length));
  const action = legal[i];
  if (!action) throw new Error('The bot was asked to move with no legal action.');
  return action;
}
