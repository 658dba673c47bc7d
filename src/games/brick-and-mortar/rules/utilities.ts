// Utilities (BM-U1 (D)): each player pays the utilities printed on each open Store. They are
// compulsory: what cash cannot cover is covered by debt (BM-D4), keeping any spare dollar (BM-D2).
import { storeCard } from '../content';
import type { BMState } from '../state';
import { player, publicEvent, withPlayer, type Events } from './common';
import { ledgerPayment, payWithDebt } from './debt';

export function utilitiesDue(state: BMState, seat: number): number {
  return player(state, seat).stores.reduce((sum, store) => sum + storeCard(store.card).utilities, 0);
}

export function payUtilities(state: BMState, ev: Events): BMState {
  ev.push(publicEvent('phase', { phase: 'utilities', month: state.month }));
  let s = state;
  for (const seat of state.turnOrder) {
    const amount = utilitiesDue(s, seat);
    const paid = payWithDebt(player(s, seat), amount);
    s = ledgerPayment(withPlayer(s, seat, paid.player), amount, paid.debt);
    ev.push(publicEvent('utilities-paid', { seat, amount, debt: paid.debt, stores: player(s, seat).stores.length }));
  }
  return s;
}
