// What every decision shares: the best-scoring option, near-ties settled by the seeded PRNG.
import type { AMAction } from '../rules/turns';
import { best } from '../../../engine/best';
export { best };

export type Of<K extends AMAction['type']> = Extract<AMAction, { type: K }>;
export const ofType = <K extends AMAction['type']>(legal: readonly AMAction[], type: K): Of<K>[] =>
  legal.filter((a): a is Of<K> => a.type === type);
