// The heuristic bot: one sensible decision for every prompt of Brick & Mortar, from the seat's own
// view and its legal actions only (never the full state). Every choice is one of the `legal`
// actions, scored by the estimates in model.ts; equal scores are settled by a PRNG seeded with the
// moment's seed, so the same (view, legal, seed) always gives the same action.
import { seedRng } from '../../../engine/rng';
import type { Action } from '../../../engine/types';
import type { BMAction } from '../rules/turns';
import type { BMView } from '../view';
import { DEFAULT_PARAMS, type BotParams } from './params';
import { me, type Seat } from './model';
import { type Ctx } from './choice';
import { auctionBid, build, draftKeep, manageStores } from './building';
import { invest } from './investment';
import { advertise, saleCommit, saleOffer, supplyBuy, supplyPrice, warehouse } from './trade';

const DECIDE: Record<string, (c: Ctx) => BMAction | undefined> = {
  'draft-keep': draftKeep,
  advertise,
  'supply-price': supplyPrice,
  'supply-buy': supplyBuy,
  'warehouse-move': warehouse,
  'sale-offer': saleOffer,
  'sale-commit': saleCommit,
  build,
  'auction-bid': auctionBid,
  'manage-stores': manageStores,
  invest,
};

/** The prompt kind an action type answers, for a view whose prompt list does not name the seat. */
const KIND_OF: Record<string, string> = {
  keep: 'draft-keep', advertise: 'advertise', 'supply-price': 'supply-price', stock: 'supply-buy',
  'warehouse-move': 'warehouse-move', 'warehouse-done': 'warehouse-move', 'sale-offer': 'sale-offer',
  'sale-commit': 'sale-commit', 'buy-from-hand': 'build', 'start-auction': 'build', pass: 'build',
  raise: 'auction-bid', leave: 'auction-bid', 'close-store': 'manage-stores', 'open-store': 'manage-stores',
  'finish-building': 'manage-stores', invest: 'invest',
};

export function heuristicDecision(
  view: BMView, legal: readonly BMAction[], seat: Seat, seed: string, params: BotParams = DEFAULT_PARAMS,
): BMAction {
  const first = legal[0];
  if (!first) throw new Error('The bot was asked to move with no legal action.');
  const kind = view.prompts.find((p) => p.seat === seat)?.kind ?? KIND_OF[first.type] ?? '';
  const c: Ctx = { view, seat, self: me(view, seat), legal, rng: seedRng(`bm-bot:${seed}`), params };
  const decide = DECIDE[kind];
  return (decide ? decide(c) : undefined) ?? first;
}

/** A heuristic bot with its own tuning, as the app's BotPolicy: `bot(view, legal, seat, seed)`. */
export function makeHeuristicBot(params: Partial<BotParams> = {}) {
  const full: BotParams = { ...DEFAULT_PARAMS, ...params };
  return (view: unknown, legal: readonly Action[], seat: Seat, seed: string): Action =>
    heuristicDecision(view as BMView, legal as readonly BMAction[], seat, seed, full);
}

/** The heuristic bot with its default tuning. */
export const heuristicBot = makeHeuristicBot();
