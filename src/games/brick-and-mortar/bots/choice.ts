// What every decision shares: the bot's context, picking the best-scoring legal action (ties
// settled by the seeded PRNG), and small list helpers.
import { randomInt, type RngState } from '../../../engine/rng';
import { ITEMS } from '../constants';
import type { ItemName } from '../constants';
import type { BMAction } from '../rules/turns';
import type { BMView, PlayerView } from '../view';
import { type BotParams } from './params';
import { type Seat } from './model';
import { best } from '../../../engine/best';
export { best };

export const at = (list: readonly number[] | null | undefined, i: number): number => list?.[i] ?? 0;
export const sum = (list: readonly number[]): number => list.reduce((a, b) => a + b, 0);
export const marketOf = (view: BMView, t: number): number => view.market[ITEMS[t] as ItemName] ?? 0;

/**
 * A seeded pick among the options scoring within `tolerance` (a share of the best score, at least
 * $0.25) of the best: sealed bids that are not all the same number, so ties (which the rules settle
 * by turn order) stay rare and no seat gains from them systematically.
 */
export function nearBest<T>(options: readonly T[], score: (o: T) => number, tolerance: number, rng: RngState): T | undefined {
  if (tolerance <= 0) return best(options, score, rng);
  const scored = options.map((o) => ({ o, s: score(o) }));
  const top = Math.max(...scored.map((x) => x.s));
  const floor = top - Math.max(0.25, Math.abs(top) * tolerance);
  const near = scored.filter((x) => x.s >= floor);
  return near[randomInt(rng, near.length)[0]]?.o;
}

export type Of<K extends BMAction['type']> = Extract<BMAction, { type: K }>;
export const ofType = <K extends BMAction['type']>(legal: readonly BMAction[], type: K): Of<K>[] =>
  legal.filter((a): a is Of<K> => a.type === type);

export interface Ctx {
  view: BMView;
  seat: Seat;
  self: PlayerView;
  legal: readonly BMAction[];
  rng: RngState;
  params: BotParams;
}
