// Draft and Building: which Store to keep, buy or bid for (by payback), and which to open or close.
import { STORE_SLOTS } from '../constants';
import type { StoreCard } from '../content';
import type { BMAction } from '../rules/turns';
import type { BMView, PlayerView } from '../view';
import { expectedEndMonth, me, monthsLeft, netOf, others, storeGain, storeNet, type Seat } from './model';
import { best, ofType, type Ctx } from './choice';

export function draftKeep(c: Ctx): BMAction | undefined {
  const hand = c.self.draftHand ?? [];
  // Kept cards are bought from February onward.
  const months = Math.max(1, expectedEndMonth(c.view) - 1);
  const score = (card: StoreCard) => storeGain(card, c.self.stores, months, c.view.players.length, c.params).gain - card.cost;
  return best(ofType(c.legal, 'keep'), (a) => {
    const card = hand.find((h) => h.id === a.card);
    return card ? score(card) : -Infinity;
  }, c.rng);
}

function canBuildNow(view: BMView, seat: Seat): boolean {
  return view.step.phase === 'building' && !view.step.served[seat] && !view.step.hasBought[seat];
}

/** The best net value among the seat's own hand cards (0 when none is worth buying). */
function bestHandNet(c: Ctx): number {
  let top = 0;
  for (const card of c.self.storeHand ?? []) top = Math.max(top, storeNet(c.view, c.seat, card, card.cost, c.params));
  return top;
}

/** The highest price at which a seat still gains more than `alt` by buying `card`. */
function reservation(c: Ctx, seat: Seat, card: StoreCard, alt: number, cap: number): number {
  const p = me(c.view, seat);
  const { gain } = storeGain(card, p.stores, monthsLeft(c.view), c.view.players.length, c.params);
  let lo = card.cost - 1;
  for (let b = card.cost; b <= cap; b++) {
    if (netOf(gain, p.cash, b, c.params) - alt >= 1) lo = b;
    else break;
  }
  return lo;
}

const auctionCap = (p: PlayerView): number => p.cash + 2 * p.points;

export function build(c: Ctx): BMAction | undefined {
  const { view, seat, self } = c;
  if (view.step.phase !== 'building') return undefined;
  const step = view.step;
  const hand = self.storeHand ?? [];
  const scores = new Map<BMAction, number>();
  for (const a of ofType(c.legal, 'buy-from-hand')) {
    const card = hand.find((h) => h.id === a.card);
    if (card) scores.set(a, storeNet(view, seat, card, card.cost, c.params));
  }
  // An auction is opened at the printed cost; rivals who value the card more will outbid (and then
  // the starter keeps the opportunity, so losing costs nothing).
  const handNet = bestHandNet(c);
  for (const a of ofType(c.legal, 'start-auction')) {
    const card = view.row.find((r) => r.id === a.card);
    if (!card || a.bid !== card.cost) continue;
    const mine = reservation(c, seat, card, handNet, auctionCap(self));
    if (mine < card.cost) continue;
    let rivalTop = card.cost - 1;
    for (const r of others(view, seat)) {
      if (step.hasBought[r.seat] || step.passed[r.seat]) continue;
      rivalTop = Math.max(rivalTop, reservation(c, r.seat, card, 0, auctionCap(r)));
    }
    // Losing an auction one started costs nothing (the opportunity is kept, BM-B5), so a card a
    // rival seems to value more is still worth a try before the hand: longShot weighs it (params.ts).
    if (rivalTop >= mine) scores.set(a, c.params.longShot * storeNet(view, seat, card, mine, c.params));
    else scores.set(a, storeNet(view, seat, card, Math.max(card.cost, rivalTop + 1), c.params) - 0.5);
  }
  const pass = ofType(c.legal, 'pass')[0];
  if (c.params.noStores) return pass;
  const options = [...scores.keys()].filter((a) => (scores.get(a) ?? 0) > 1);
  if (options.length === 0) return pass;
  return best(options, (a) => scores.get(a) ?? -Infinity, c.rng);
}

export function auctionBid(c: Ctx): BMAction | undefined {
  const { view, seat, self } = c;
  const leave = ofType(c.legal, 'leave')[0];
  if (view.step.phase !== 'building' || !view.step.auction) return leave;
  const { card, bid } = view.step.auction;
  const alt = canBuildNow(view, seat) ? bestHandNet(c) : 0;
  const limit = reservation(c, seat, card, alt, auctionCap(self));
  const raise = ofType(c.legal, 'raise').find((a) => a.bid === bid + 1);
  return raise && raise.bid <= limit && !c.params.noStores ? raise : leave;
}

export function manageStores(c: Ctx): BMAction | undefined {
  const { view, seat, self } = c;
  const finish = ofType(c.legal, 'finish-building')[0];
  if (view.step.phase !== 'building') return finish;
  const bought = view.step.bought[seat];
  if (!bought) return finish;
  const open = ofType(c.legal, 'open-store')[0];
  if (open && self.stores.length < STORE_SLOTS) return open;
  const { gain, close } = storeGain(bought, self.stores, monthsLeft(view), view.players.length, c.params);
  if (close !== null && gain > 0) {
    const action = ofType(c.legal, 'close-store').find((a) => a.slot === close);
    if (action) return action;
  }
  return finish;
}
