// Auctions for public Stores (BM-B3..BM-B5). The starter opens at least at the printed cost; then,
// in turn order from the player after the starter, wrapping round, each eligible player still in
// raises by at least $1 or leaves for good (BM-B4 (D)). Already having bought a Store this month,
// or having passed one's own opportunity, makes a player ineligible. A player who cannot raise
// (bids are capped at cash plus $2 per point) leaves at once. The last one in wins and pays, taking
// debt if needed; a starter who loses keeps their opportunity (BM-B5).
import type { Prompt, Seat } from '../../../engine/types';
import { AUCTION_CREDIT_PER_POINT, MIN_RAISE } from '../constants';
import { storeCard } from '../content';
import type { Auction, BMState, BuildingStep } from '../state';
import { anyOf, field, intRange, move, nothing, type Choices } from '../../../engine/choices';
import { err, player, publicEvent, withPlayer, withStep, type Events } from './common';
import { edit, editAuction, editBuilding } from './copy';
import { ledgerPayment, payWithDebt } from './debt';
import { fillRow } from './decks';

export type AuctionAction = { type: 'raise'; bid: number } | { type: 'leave' };

/** BM-B4 (D): no bid may exceed cash plus $2 for each point held. */
export function auctionCap(state: BMState, seat: Seat): number {
  const p = player(state, seat);
  return p.cash + AUCTION_CREDIT_PER_POINT * p.points;
}

/** BM-B4: who may bid against the starter. */
export function eligibleBidders(state: BMState, step: BuildingStep, starter: Seat): Seat[] {
  return state.turnOrder.filter((s) => s !== starter && !step.hasBought[s] && !step.passed[s]);
}

export function auctionPrompts(auction: Auction): Prompt[] {
  return [{ seat: auction.toAct, kind: 'auction-bid', entry: 'open' }];
}

export const BID_TOO_HIGH = err('bid-too-high', 'No bid may exceed your cash plus $2 for each point you hold.');

/** BM-B4: raise by at least MIN_RAISE up to the bidder's cap, or leave for good. */
export function auctionChoices(state: BMState, auction: Auction, seat: Seat): Choices<AuctionAction> {
  if (seat !== auction.toAct) return nothing(err('not-your-turn', 'It is not your turn to bid.'));
  const wrong = err('bad-bid', 'Raise the bid or leave the auction.');
  const bid = intRange(auction.bid + MIN_RAISE, auctionCap(state, seat), {
    wrong,
    below: (least) => err('bid-too-low', `You must raise to at least $${least}.`),
    above: BID_TOO_HIGH,
  });
  return anyOf([move<AuctionAction>('raise', [field('bid', () => bid)], wrong), move<AuctionAction>('leave', [], wrong)], wrong);
}

export function startAuction(state: BMState, step: BuildingStep, seat: Seat, card: string, bid: number, ev: Events): BMState {
  const others = eligibleBidders(state, step, seat);
  ev.push(publicEvent('auction-started', { seat, card, store: storeCard(card).name, bid, eligible: others }));
  const active = state.turnOrder.filter((s) => s === seat || others.includes(s));
  const auction: Auction = { card, starter: seat, high: seat, bid, active, toAct: seat };
  return nextBidder(state, editBuilding(step, (d) => (d.auction = auction)), ev);
}

export function applyAuction(state: BMState, step: BuildingStep, seat: Seat, action: AuctionAction, ev: Events): BMState {
  const auction = step.auction as Auction;
  if (action.type === 'raise') {
    ev.push(publicEvent('auction-raised', { seat, bid: action.bid, card: auction.card }));
    const raised = editAuction(auction, (d) => {
      d.high = seat;
      d.bid = action.bid;
      d.toAct = seat;
    });
    return nextBidder(state, editBuilding(step, (d) => (d.auction = raised)), ev);
  }
  ev.push(publicEvent('auction-left', { seat, card: auction.card, bid: auction.bid }));
  const left = editAuction(auction, (d) => (d.active = auction.active.filter((s) => s !== seat)));
  return nextBidder(state, editBuilding(step, (d) => (d.auction = left)), ev);
}

/** The next player after `toAct` in turn order who is still in and not the high bidder. */
function nextBidder(state: BMState, step: BuildingStep, ev: Events): BMState {
  let auction = step.auction as Auction;
  for (;;) {
    if (auction.active.length <= 1) return award(state, step, auction, ev);
    const from = state.turnOrder.indexOf(auction.toAct);
    let next: Seat | null = null;
    for (let k = 1; k <= state.turnOrder.length; k++) {
      const s = state.turnOrder[(from + k) % state.turnOrder.length] as Seat;
      if (auction.active.includes(s) && s !== auction.high) {
        next = s;
        break;
      }
    }
    if (next === null) return award(state, step, auction, ev);
    if (auctionCap(state, next) >= auction.bid + MIN_RAISE) {
      const acting = editAuction(auction, (d) => (d.toAct = next as Seat));
      return withStep(state, editBuilding(step, (d) => (d.auction = acting)));
    }
    ev.push(publicEvent('auction-left', { seat: next, card: auction.card, bid: auction.bid, cannotRaise: true }));
    const gone = next;
    auction = editAuction(auction, (d) => {
      d.toAct = gone;
      d.active = d.active.filter((s) => s !== gone);
    });
  }
}

/** BM-B5: the winner pays, takes the Store; the row shifts and a new preview is revealed. */
function award(state: BMState, step: BuildingStep, auction: Auction, ev: Events): BMState {
  const winner = auction.high;
  const card = storeCard(auction.card);
  const paid = payWithDebt(player(state, winner), auction.bid);
  let s = ledgerPayment(withPlayer(state, winner, paid.player), auction.bid, paid.debt);
  ev.push(publicEvent('auction-won', {
    seat: winner, starter: auction.starter, card: card.id, store: card.name, bid: auction.bid, paid: auction.bid, debt: paid.debt,
  }, true));
  const row = s.row.filter((c) => c !== card.id);
  s = fillRow(edit(s, (d) => (d.row = row)), ev);
  const next = editBuilding(step, (d) => {
    d.auction = null;
    d.rowBought = true;
    d.bought = step.bought.map((b, i) => (i === winner ? card.id : b));
    d.hasBought = step.hasBought.map((v, i) => v || i === winner);
    d.stage = winner === auction.starter ? 'manage' : 'choose';
  });
  return withStep(s, next);
}
