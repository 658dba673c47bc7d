// Brick & Mortar's Hard bot: the shared determinized search (src/games/bots/search.ts) with this
// game's worlds, horizon and measure. It searches the decisions that move money: Market cards to
// advertise, Supply bids and stocking, Sale offers, Store purchases and auctions, Investment; the
// draft, warehouse moves, sale deliveries and Store management stay with the Normal bot.
import type { Action, Seat } from '../../../engine/types';
import type { SearchSpec } from '../../bots/search';
import { POINT_PRICE } from '../constants';
import { brickAndMortar } from '../index';
import { finalScore, scoreParts } from '../rules/scoring';
import type { BMState } from '../state';
import type { BMView } from '../view';
import { determinize } from './determinize';
import { heuristicBot } from './heuristic';

const SEARCHED = new Set(['advertise', 'supply-price', 'supply-buy', 'sale-offer', 'build', 'auction-bid', 'invest']);

/** A seat's worth mid-game: its score, plus its cash at the price of points (cash buys points). */
function worth(state: BMState, seat: Seat): number {
  const p = state.players[seat];
  if (!p) return 0;
  const score = finalScore(scoreParts(p));
  return state.step.phase === 'over' ? score + p.cash / 1000 : score + p.cash / POINT_PRICE;
}

export const bmSearch: SearchSpec<BMState, BMView> = {
  game: brickAndMortar,
  normal: heuristicBot,
  matters: (view: BMView, _legal: readonly Action[], seat: Seat) => SEARCHED.has(view.prompts.find((p) => p.seat === seat)?.kind ?? ''),
  determinize,
  // To the end of the month; from Investment (the month's last step) to the end of the next one.
  done: (start, now) => now.month > start.month + (start.step.phase === 'investment' ? 1 : 0),
  margin(state, seat) {
    const mine = worth(state, seat);
    let rival = -Infinity;
    for (let s = 0; s < state.players.length; s++) if (s !== seat) rival = Math.max(rival, worth(state, s));
    return mine - rival;
  },
};
