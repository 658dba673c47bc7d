// Investment (BM-I1..BM-I5): in current turn order each player has exactly one opportunity to buy
// points ($5 each, at most 10, cash only: never debt) or sell points ($3 each, as many as held), or
// pass. Score and turn order change at once; the next opportunity goes to the first player in the
// new order who has not had one, so reordering gives nobody a second turn and skips nobody.
import type { GameError, Prompt, Seat } from '../../../engine/types';
import { MAX_POINTS_BOUGHT, POINT_PRICE, POINT_SALE_PRICE } from '../constants';
import type { BMState, InvestmentStep } from '../state';
import { err, exactKeys, isInt, player, publicEvent, withPlayer, withStep, type Events } from './common';
import { editPlayer } from './copy';
import { ledgerIncome, ledgerPayment } from './debt';
import { firstUnserved, resort } from './turn-order';

/** Positive to buy points, negative to sell, 0 to pass. */
export type InvestAction = { type: 'invest'; points: number };

export function beginInvestment(state: BMState, ev: Events): BMState {
  ev.push(publicEvent('phase', { phase: 'investment', month: state.month }));
  return withStep(state, { phase: 'investment', served: state.players.map(() => false) });
}

export function investmentPrompts(state: BMState, step: InvestmentStep): Prompt[] {
  const seat = firstUnserved(state, step.served);
  return seat === null ? [] : [{ seat, kind: 'invest', entry: 'open' }];
}

/** BM-I2, BM-I5: bought points are paid from cash alone. */
export function maxBuy(state: BMState, seat: Seat): number {
  return Math.min(MAX_POINTS_BOUGHT, Math.floor(player(state, seat).cash / POINT_PRICE));
}

export function investmentLegal(state: BMState, step: InvestmentStep, seat: Seat): InvestAction[] {
  if (firstUnserved(state, step.served) !== seat) return [];
  const out: InvestAction[] = [];
  for (let k = -player(state, seat).points; k <= maxBuy(state, seat); k++) out.push({ type: 'invest', points: k });
  return out;
}

export function checkInvest(state: BMState, step: InvestmentStep, seat: Seat, action: Record<string, unknown>): GameError | null {
  if (firstUnserved(state, step.served) !== seat) return err('not-your-turn', 'It is not your Investment opportunity.');
  if (action.type !== 'invest' || !exactKeys(action, ['type', 'points']) || !isInt(action.points)) {
    return err('bad-invest', 'Say how many points you buy (or sell), or pass.');
  }
  const k = action.points;
  if (k > MAX_POINTS_BOUGHT) return err('cap', `At most ${MAX_POINTS_BOUGHT} points can be bought in one Investment phase.`);
  if (k > maxBuy(state, seat)) return err('no-cash', `Points cost $${POINT_PRICE} each, paid in cash: debt cannot buy points.`);
  if (-k > player(state, seat).points) return err('no-points', 'You cannot sell more points than you have.');
  return null;
}

export function applyInvest(state: BMState, step: InvestmentStep, seat: Seat, k: number, ev: Events): BMState {
  const p = player(state, seat);
  let s = state;
  if (k > 0) {
    const next = editPlayer(p, (d) => {
      d.points += k;
      d.cash -= k * POINT_PRICE;
    });
    s = ledgerPayment(withPlayer(s, seat, next), k * POINT_PRICE, 0);
  } else if (k < 0) {
    const next = editPlayer(p, (d) => {
      d.points += k;
      d.cash -= k * POINT_SALE_PRICE;
    });
    s = ledgerIncome(withPlayer(s, seat, next), -k * POINT_SALE_PRICE);
  }
  s = resort(s);
  const served = step.served.slice();
  served[seat] = true;
  ev.push(publicEvent('invested', {
    seat, points: k, paid: k > 0 ? k * POINT_PRICE : 0, received: k < 0 ? -k * POINT_SALE_PRICE : 0,
    turnOrder: s.turnOrder.slice(),
  }));
  return withStep(s, served.every(Boolean) ? { phase: 'between', after: 'investment' } : { phase: 'investment', served });
}
