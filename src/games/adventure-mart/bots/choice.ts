// What every decision shares: the best-scoring option, near-ties settled by the seeded PRNG.
import { randomInt, type RngState } from '../../../engine/rng';
import type { AMAction } from '../rules/turns';

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

export type Of<K extends AMAction['type']> = Extract<AMAction, { type: K }>;
export const ofType = <K extends AMAction['type']>(legal: readonly AMAction[], type: K): Of<K>[] =>
  legal.filter((a): a is Of<K> => a.type === type);
