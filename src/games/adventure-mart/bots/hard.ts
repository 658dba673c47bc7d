// Adventure Mart's Hard bot: the shared determinized search (src/games/bots/search.ts) with this
// game's worlds, horizon and measure. It searches each turn action (buy, start a Sale, use,
// restock, end the turn); inside a Sale, a React window, a pick and the Day's close it plays as
// Normal (its worlds start only where a turn does, see ./determinize.ts).
import type { Action, Seat } from '../../../engine/types';
import type { SearchSpec } from '../../bots/search';
import { adventureMart } from '../index';
import { netWorth, worthParts } from '../rules/review';
import type { AMState } from '../state';
import type { AMView } from '../view';
import { determinize } from './determinize';
import { heuristicBot } from './heuristic';

const worth = (state: AMState, seat: Seat): number => netWorth(worthParts(state, seat));

export const amSearch: SearchSpec<AMState, AMView> = {
  game: adventureMart,
  normal: heuristicBot,
  matters: (view: AMView, _legal: readonly Action[], seat: Seat) => view.turn?.seat === seat && view.sale === null && view.react === null && view.pick === null,
  determinize,
  // Its heuristic picks the best of whatever moves it is offered (src/games/bots/search.ts).
  ranks: true,
  // To the end of the Day (on the last Day, the end of the game).
  done: (start, now) => now.day > start.day,
  margin(state, seat) {
    const mine = worth(state, seat);
    let rival = -Infinity;
    for (let s = 0; s < state.players.length; s++) if (s !== seat) rival = Math.max(rival, worth(state, s));
    return mine - rival;
  },
};
