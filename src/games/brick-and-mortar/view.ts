// What one viewer may see (a seat, or 'table'): every public fact, the viewer's own hands and sealed
// entries, and for everyone else only counts and "submitted" flags. Deck order never appears.
import { sealedView, type SealedView } from '../../engine/sealed';
import type { Outcome, Prompt, Seat, Viewer } from '../../engine/types';
import { ITEMS, MAX_PRICE, MIN_PRICE, MIN_RAISE, MONTH_NAMES, POINT_PRICE, POINT_SALE_PRICE, type ItemName } from './constants';
import { marketCard, storeCard, type MarketCard, type StoreCard } from './content';
import { auctionCap } from './rules/auction';
import { maxBuy } from './rules/investment';
import { outcome } from './rules/scoring';
import { finalScore, scoreParts } from './rules/scoring';
import { prompts } from './rules/turns';
import { saleProposal } from './rules/sale';
import type { SaleAllocation } from './rules/allocation';
import { canStockInto, privateDemand, roomIn, sellableCrates, stockableRoom } from './rules/stores';
import { utilitiesDue } from './rules/utilities';
import type { AdvertiseEntry, BMState, BidReveal, MonthRecord, SaleOffer, Step } from './state';

export interface StoreView {
  slot: number;
  card: StoreCard;
  /** Crates per shelf, aligned with card.shelves. */
  crates: number[];
}

export interface PlayerView {
  seat: Seat;
  name: string;
  cash: number;
  points: number;
  debt: number;
  /** Score if the game ended now (BM-E1). */
  score: number;
  utilities: number;
  stores: StoreView[];
  /** Crates held per item (ITEMS order), and empty directly stockable room per item. */
  crates: number[];
  room: number[];
  privateDemand: number[];
  storeHandCount: number;
  storeHand?: StoreCard[];
  marketHandCount: number;
  marketHand?: MarketCard[];
  demandCount: number;
  /** Own Demand cards; everyone's once revealed in the Sale. */
  demand?: MarketCard[];
  draftHandCount?: number;
  draftHand?: StoreCard[];
}

export type StepView =
  | { phase: 'draft'; round: number; sealed: SealedView<string> }
  | { phase: 'building'; actor: Seat; stage: 'choose' | 'manage'; served: boolean[]; passed: boolean[]; hasBought: boolean[];
      bought: (StoreCard | null)[]; rowBought: boolean;
      auction: { card: StoreCard; starter: Seat; high: Seat; bid: number; active: Seat[]; toAct: Seat } | null }
  | { phase: 'advertising'; sealed: SealedView<AdvertiseEntry> }
  | { phase: 'supply'; item: ItemName; bidding: boolean; sealed: SealedView<number> | null; queue: Seat[];
      prices: number[] | null; debtUsed: boolean[]; reveal: BidReveal | null }
  | { phase: 'warehouse'; queue: Seat[]; direction: number[] }
  | { phase: 'sale'; item: ItemName; bidding: boolean; sealed: SealedView<SaleOffer> | null; shared: number[];
      privateLeft: number[]; queue: Seat[]; offers: (SaleOffer | null)[] | null; reveal: BidReveal | null;
      /** BM-SA4 (D): the highest-earning delivery for the seller serving now (engine 2 on). */
      proposal: SaleAllocation | null }
  | { phase: 'investment'; served: boolean[] }
  | { phase: 'over' };

export interface BMView {
  viewer: Viewer;
  month: number;
  monthName: string;
  finalMonth: number;
  pointsThreshold: number;
  phase: Step['phase'];
  turnOrder: Seat[];
  players: PlayerView[];
  market: Record<ItemName, number>;
  row: StoreCard[];
  preview: StoreCard | null;
  counts: { storeDeck: number; marketDeck: number; marketDiscard: number; storeDiscard: number; draftDiscard: number; removed: number };
  /**
   * Face-up piles, card by card: every card in them was shown to the whole table (Market cards
   * revealed by Advertising and the Sale, Stores discarded from the row, Stores closed or bought
   * and not opened), so a player could have remembered them; the Hard bot's memory reads them.
   */
  piles: { marketDiscard: number[]; storeDiscard: string[]; removed: string[] };
  step: StepView;
  prompts: Prompt[];
  /** The viewer's own prompt details, when it is a seat that is being asked something. */
  you?: Record<string, unknown>;
  history: MonthRecord[];
  outcome: Outcome | null;
  prices: { min: readonly number[]; max: readonly number[]; point: number; pointSale: number };
}

const perItem = (f: (i: number) => number): number[] => ITEMS.map((_, i) => f(i));

function playerView(state: BMState, seat: Seat, viewer: Viewer): PlayerView {
  const p = state.players[seat] as BMState['players'][number];
  const own = viewer === seat;
  const step = state.step;
  const demandPublic = step.phase === 'sale';
  const out: PlayerView = {
    seat, name: p.name, cash: p.cash, points: p.points, debt: p.debt,
    score: finalScore(scoreParts(p)), utilities: utilitiesDue(state, seat),
    stores: p.stores.map((s, slot) => ({ slot, card: storeCard(s.card), crates: s.crates.slice() })),
    crates: perItem((i) => sellableCrates(p, i as 0)),
    room: perItem((i) => stockableRoom(p, i as 0)),
    privateDemand: perItem((i) => privateDemand(p, i as 0)),
    storeHandCount: p.hand.length,
    marketHandCount: p.market.length,
    demandCount: state.demand[seat]?.length ?? 0,
  };
  if (own) {
    out.storeHand = p.hand.map(storeCard);
    out.marketHand = p.market.map(marketCard);
  }
  if (own || demandPublic) out.demand = (state.demand[seat] ?? []).map(marketCard);
  if (step.phase === 'draft') {
    out.draftHandCount = step.hands[seat]?.length ?? 0;
    if (own) out.draftHand = (step.hands[seat] ?? []).map(storeCard);
  }
  return out;
}

function stepView(state: BMState, viewer: Viewer): StepView {
  const step = state.step;
  switch (step.phase) {
    case 'draft': return { phase: 'draft', round: step.round, sealed: sealedView(step.sealed, viewer) };
    case 'building': return {
      phase: 'building', actor: step.actor, stage: step.stage, served: step.served.slice(), passed: step.passed.slice(),
      hasBought: step.hasBought.slice(), bought: step.bought.map((b) => (b ? storeCard(b) : null)), rowBought: step.rowBought,
      auction: step.auction ? { ...step.auction, card: storeCard(step.auction.card), active: step.auction.active.slice() } : null,
    };
    case 'advertising': return { phase: 'advertising', sealed: sealedView(step.sealed, viewer) };
    case 'supply': return {
      phase: 'supply', item: ITEMS[step.item] as ItemName, bidding: step.bidding,
      sealed: step.sealed ? sealedView(step.sealed, viewer) : null, queue: step.queue.slice(),
      prices: step.sealed ? null : step.prices.slice(), debtUsed: step.debtUsed.slice(), reveal: step.reveal,
    };
    case 'warehouse': return { phase: 'warehouse', queue: step.queue.slice(), direction: step.direction.slice() };
    case 'sale': return {
      phase: 'sale', item: ITEMS[step.item] as ItemName, bidding: step.bidding,
      sealed: step.sealed ? sealedView(step.sealed, viewer) : null, shared: step.shared.slice(),
      privateLeft: step.privateLeft.slice(), queue: step.queue.slice(),
      offers: step.sealed ? null : step.offers.slice(), reveal: step.reveal, proposal: saleProposal(state),
    };
    case 'investment': return { phase: 'investment', served: step.served.slice() };
    default: return { phase: 'over' };
  }
}

/** Ranges and limits for the viewer's own prompt, so a screen or bot need not derive them. */
function promptDetails(state: BMState, seat: Seat, kind: string): Record<string, unknown> {
  const step = state.step;
  const p = state.players[seat] as BMState['players'][number];
  switch (kind) {
    case 'supply-price':
    case 'supply-buy': {
      if (step.phase !== 'supply') return { kind };
      const item = step.item;
      return {
        kind, item: ITEMS[item], minPrice: MIN_PRICE[item], maxPrice: MAX_PRICE[item], price: step.prices[seat],
        available: state.market[item], room: p.stores.map((s) => (canStockInto(s, item) ? roomIn(s, item) : 0)), capacity: stockableRoom(p, item),
        cash: p.cash, debtUsed: step.debtUsed[seat],
      };
    }
    case 'sale-offer':
    case 'sale-commit': {
      if (step.phase !== 'sale') return { kind };
      const item = step.item;
      return {
        kind, item: ITEMS[item], maxPrice: MAX_PRICE[item], shared: step.shared[item], privateDemand: step.privateLeft[seat],
        sellable: sellableCrates(p, item), committed: step.offers[seat] ?? null,
      };
    }
    case 'auction-bid':
    case 'build':
      return {
        kind, cap: auctionCap(state, seat),
        auction: step.phase === 'building' && step.auction ? { bid: step.auction.bid, high: step.auction.high, minBid: step.auction.bid + MIN_RAISE } : null,
      };
    case 'invest':
      return { kind, maxBuy: maxBuy(state, seat), maxSell: p.points, price: POINT_PRICE, salePrice: POINT_SALE_PRICE };
    default:
      return { kind };
  }
}

export function view(state: BMState, viewer: Viewer): BMView {
  const pending = prompts(state);
  const mine = viewer === 'table' ? undefined : pending.find((pr) => pr.seat === viewer);
  const market = {} as Record<ItemName, number>;
  ITEMS.forEach((name, i) => (market[name] = state.market[i] ?? 0));
  const out: BMView = {
    viewer,
    month: state.month,
    monthName: MONTH_NAMES[state.month - 1] ?? 'Before January',
    finalMonth: state.finalMonth,
    pointsThreshold: state.threshold,
    phase: state.step.phase,
    turnOrder: state.turnOrder.slice(),
    players: state.players.map((_, seat) => playerView(state, seat, viewer)),
    market,
    row: state.row.map(storeCard),
    preview: state.preview ? storeCard(state.preview) : null,
    counts: {
      storeDeck: state.storeDeck.length, marketDeck: state.marketDeck.length, marketDiscard: state.marketDiscard.length,
      storeDiscard: state.storeDiscard.length, draftDiscard: state.draftDiscard.length, removed: state.removed.length,
    },
    piles: { marketDiscard: state.marketDiscard.slice(), storeDiscard: state.storeDiscard.slice(), removed: state.removed.slice() },
    step: stepView(state, viewer),
    prompts: pending,
    history: state.history,
    outcome: outcome(state),
    prices: { min: MIN_PRICE, max: MAX_PRICE, point: POINT_PRICE, pointSale: POINT_SALE_PRICE },
  };
  if (mine && viewer !== 'table') out.you = promptDetails(state, viewer, mine.kind);
  return out;
}
