// Debt (BM-D1..BM-D4): each debt point gives $2 now and costs 1 point at final scoring. The engine
// keeps a number, never tokens. Debt is taken only to cover what cash cannot (BM-D4 (D)), an odd
// shortfall leaves the spare dollar as cash (BM-D2), and it never moves score or turn order (BM-D3).
import { DEBT_DOLLARS } from '../constants';
import type { BMState, Player } from '../state';
import { edit, editLedger, editPlayer } from './copy';

/** Debt points needed to pay `amount` with `cash` in hand: 0 when cash suffices. */
export function debtNeeded(cash: number, amount: number): number {
  return amount <= cash ? 0 : Math.ceil((amount - cash) / DEBT_DOLLARS);
}

/** Pays `amount` to the bank, taking the least debt that covers it (BM-D4). */
export function payWithDebt(p: Player, amount: number): { player: Player; debt: number } {
  const debt = debtNeeded(p.cash, amount);
  if (amount === 0) return { player: p, debt: 0 };
  return {
    player: editPlayer(p, (d) => {
      d.cash = p.cash + debt * DEBT_DOLLARS - amount;
      d.debt = p.debt + debt;
    }),
    debt,
  };
}

/** Records a payment in the bank ledger: debt dollars out, the payment in. */
export function ledgerPayment(state: BMState, amount: number, debt: number): BMState {
  if (amount === 0 && debt === 0) return state;
  const ledger = editLedger(state.ledger, (d) => {
    d.bankPaid += debt * DEBT_DOLLARS;
    d.bankReceived += amount;
  });
  return edit(state, (d) => (d.ledger = ledger));
}

export function ledgerIncome(state: BMState, amount: number): BMState {
  if (amount === 0) return state;
  const ledger = editLedger(state.ledger, (d) => (d.bankPaid += amount));
  return edit(state, (d) => (d.ledger = ledger));
}
