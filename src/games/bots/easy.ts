// The Easy bot, for any game: a beginner who knows what kind of move the moment calls for but
// often gets its details wrong. It asks the Normal bot, then with a fixed chance (its slip) plays
// another move of the same kind instead (another price, another card, another quantity), drawn
// from a PRNG seeded with the moment's seed, so it is as reproducible as the Normal bot and, like
// it, decides from the seat's view and legal moves only.
import { randomInt, seedRng } from '../../engine/rng';
import type { BotPolicy } from '../game-module';

/** The share of decisions (with a choice) on which Easy plays something other than Normal's move. */
export const EASY_SLIP = 0.4;

export function makeEasyBot(normal: BotPolicy, slip = EASY_SLIP): BotPolicy {
  return (view, legal, seat, seed) => {
    const pick = normal(view, legal, seat, seed);
    if (legal.length < 2) return pick;
    const [roll, rng] = randomInt(seedRng(`easy:${seed}`), 1000);
    if (roll >= slip * 1000) return pick;
    const chosen = JSON.stringify(pick);
    const others = legal.filter((a) => JSON.stringify(a) !== chosen);
    const same = others.filter((a) => a.type === pick.type);
    const pool = same.length > 0 ? same : others;
    return pool[randomInt(rng, pool.length)[0]] ?? pick;
  };
}
