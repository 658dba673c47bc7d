// What each viewer may see: everything but the sealed entries of a round in progress, which show
// only as "submitted" (and a seat's own entry in its own view).
import { sealedView, type SealedView } from '../../engine/sealed';
import type { Seat, Viewer } from '../../engine/types';
import type { Item } from './constants';
import { tableSeat } from './rules/turns';
import type { Bidding, DialEntry, DialState, RoundRecord } from './state';

export interface RoundView {
  number: number;
  bidding: Bidding;
  item: Item;
  out: Seat[];
  sealed: SealedView<DialEntry>;
}

export interface DialView {
  turnOrder: Seat[];
  /** Who stands for the table between rounds. */
  tableSeat: Seat;
  round: RoundView | null;
  /** Revealed rounds, oldest first. */
  history: RoundRecord[];
  ended: boolean;
}

export function view(state: DialState, viewer: Viewer): DialView {
  const r = state.round;
  return {
    turnOrder: state.turnOrder.slice(),
    tableSeat: tableSeat(state),
    round: r ? { number: r.number, bidding: r.bidding, item: r.item, out: r.out.slice(), sealed: sealedView(r.sealed, viewer) } : null,
    history: state.history,
    ended: state.ended,
  };
}
