// Investment (BM-I1..BM-I5): in current turn order each player has exactly one opportunity to buy
// points ($5 each, at most 10, cash only: never debt) or sell points ($3 each, as many as held), or
// pass. Score and turn order change at once; the next opportunity goes to the first player in the
// new order who has not had one, so reordering gives nobody a second turn and skips nobody.
import type { Prompt, Seat } from '../../../engine/types';
import { MAX_POINTS_BOUGHT, POINT_PRICE, POINT_SALE_PRICE } from '../constants';
import type { BMState, InvestmentStep } from '../state';
import { anyOf, field, intRange, move, nothing, type Choices } from '../../../engine/choices';
import { err, player, publicEvent, withPlayer, withStep, type Events } from './common';
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

/** BM-I2, BM-I3: buy up to the cap and the cash, sell up to the points held, or pass (0). */
export function investmentChoices(state: BMState, step: InvestmentStep, seat: Seat): Choices<InvestAction> {
  if (firstUnserved(state, step.served) !== seat) return nothing(err('not-your-turn', 'It is not your Investment opportunity.'));
  const wrong = err('bad-invest', 'Say how many points you buy (or sell), or pass.');
  const points = intRange(-player(state, seat).points, maxBuy(state, seat), {
    wrong,
    below: err('no-points', 'You cannot sell more points than you have.'),
    above: (_, asked) => asked > MAX_POINTS_BOUGHT
      ? err('cap', `At most ${MAX_POINTS_BOUGHT} points can be bought in one Investment phase.`)
      : err('no-cash', `Points cost $${POINT_PRICE} each, paid in cash: debt cannot buy points.`),
  });
  return anyOf([move<InvestAction>('invest', [field('points', () => points)], wrong)], wrong);
}

export function applyInvest(state: BMState, step: InvestmentStep, seat: Seat, action: InvestAction, ev: Events): BMState {
  const k = action.points;
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
