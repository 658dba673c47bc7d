// Investment: turn surplus cash into points, keeping a reserve for next month.
import { ITEM_COUNT, MAX_POINTS_BOUGHT, MIN_PRICE, POINT_PRICE } from '../constants';
import type { BMAction } from '../rules/turns';
import type { PlayerView } from '../view';
import { expectedEndMonth, monthsLeft, others, storeGain } from './model';
import { at, ofType, type Ctx } from './choice';

/** Cash to keep through Investment: next month's crates, part of the utilities, a Store to buy. */
function reserve(c: Ctx): number {
  const { view, self } = c;
  const after = view.finalMonth - view.month;
  if (after <= 0) return 0;
  let stock = 0;
  for (let t = 0; t < ITEM_COUNT; t++) stock += Math.min(at(self.room, t), 4) * at(MIN_PRICE, t) * 0.9;
  stock = Math.min(stock, 30) * c.params.stockReserve;
  if (expectedEndMonth(view) <= view.month + 1) return stock;
  let store = 0;
  if (after >= 3) {
    const months = Math.max(1, monthsLeft(view) - 1);
    const cards = [...(self.storeHand ?? []), ...view.row];
    for (const card of cards) {
      const net = storeGain(card, self.stores, months, view.players.length, c.params).gain - card.cost;
      if (net > 8) store = Math.max(store, Math.min(card.cost, 20) * c.params.storeReserve);
    }
  }
  return stock + 0.5 * self.utilities + store;
}

export function invest(c: Ctx): BMAction | undefined {
  const { view, seat, self } = c;
  const options = ofType(c.legal, 'invest');
  const byPoints = (k: number) => options.find((a) => a.points === k);
  const maxBuy = Math.max(0, ...options.map((a) => a.points));
  if (maxBuy === 0) return byPoints(0);
  const served = view.step.phase === 'investment' ? view.step.served : [];
  const canBuy = (p: PlayerView) => (served[p.seat] ? 0 : Math.min(MAX_POINTS_BOUGHT, Math.floor(p.cash / POINT_PRICE)));
  // The game ends after this phase: the final month, a player already at the threshold, or a rival
  // still to invest who can reach it. Cash is then worth nothing: convert all that the cap allows.
  const ending = view.month >= view.finalMonth
    || view.players.some((p) => p.points >= view.pointsThreshold)
    || others(view, seat).some((r) => r.points + canBuy(r) >= view.pointsThreshold);
  if (ending) return byPoints(maxBuy);
  // Otherwise keep cash working (crates, Stores), buying now only what later phases could not
  // absorb: at most 10 points a phase (BM-I2).
  const phasesAfter = Math.max(0, expectedEndMonth(view) - view.month);
  const projected = self.cash + c.params.income * phasesAfter;
  const must = Math.ceil(Math.max(0, projected - MAX_POINTS_BOUGHT * POINT_PRICE * phasesAfter) / POINT_PRICE);
  const eager = Math.floor((Math.max(0, self.cash - reserve(c)) / POINT_PRICE) * c.params.eagerness);
  let k = c.params.lateInvest ? 0 : Math.max(0, Math.min(maxBuy, Math.max(must, eager)));
  if (self.points + k >= view.pointsThreshold || self.points + maxBuy >= view.pointsThreshold) {
    // Reaching the threshold ends the game this month (BM-M2): do it only when it wins.
    let rival = -Infinity;
    for (const r of others(view, seat)) rival = Math.max(rival, r.score + canBuy(r));
    if (self.score + maxBuy > rival) k = maxBuy;
    else k = Math.max(0, Math.min(k, view.pointsThreshold - 1 - self.points));
  }
  return byPoints(k);
}
