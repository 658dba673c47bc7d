// Choosing the best-scoring option for a bot: near-equal scores are settled by the seeded PRNG, so
// a bot's choice is deterministic from its seed yet does not always favour the first option listed.
import { randomInt, type RngState } from './rng';

export function best<T>(options: readonly T[], score: (o: T) => number, rng: RngState): T | undefined {
  let top = -Infinity;
  let tied: T[] = [];
  for (const o of options) {
    const s = score(o);
    if (s > top + 1e-9) {
      top = s;
      tied = [o];
    } else if (s >= top - 1e-9) tied.push(o);
  }
  if (tied.length <= 1) return tied[0];
  return tied[randomInt(rng, tied.length)[0]];
}
