// What each viewer is shown (found by mutation testing, npm run mutate): every field of the view a
// screen or bot reads, on hand-built states, exactly; a seat's own hands and sealed entry, and for
// the others only counts and "submitted" flags (the hidden entries of BM-S2, BM-A1, BM-SU4, BM-SA3).
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../src/engine/types';
import { brickAndMortar, type BMState } from '../../../src/games/brick-and-mortar';
import { MAX_PRICE, MIN_PRICE } from '../../../src/games/brick-and-mortar/constants';
import { MARKET_CARDS, marketCard, storeCard } from '../../../src/games/brick-and-mortar/content';
import { saleProposal } from '../../../src/games/brick-and-mortar/rules/sale';
import { act, demandCards, makeState, play, startPhase } from './builder';
import { seats } from './random-play';

const view = (s: BMState, viewer: Viewer) => brickAndMortar.view(s, viewer);
const market = (food = 0, clothing = 0) => ({ food, clothing, electronics: 0, jewelry: 0, art: 0 });
const [m1, m2, m3] = MARKET_CARDS.slice(0, 3).map((c) => c.id) as [number, number, number];

/** Two players in a Supply bid for 4 Food; seat 0 has sent $3, seat 1 has not. */
function supplyBid() {
  const dealt = makeState({
    month: 3,
    market: { food: 4 },
    players: [
      { cash: 12, points: 14, debt: 1, stores: [['st-pantry', [1, 0]], 'parcel-hub'], hand: ['greengrocer'], market: [m1, m2] },
      { market: [m3] },
    ],
    demand: [[demandCards('art', 2)[0]!], []],
  });
  const state = {
    ...dealt,
    marketDiscard: [MARKET_CARDS[10]!.id, MARKET_CARDS[11]!.id],
    storeDiscard: ['boutique-lane'],
    draftDiscard: ['repair-shop', 'gem-vault', 'phone-bar'],
    removed: ['bargain-bin', 'cold-storage', 'climate-vault', 'faux-finery'],
  };
  return act(startPhase(state, 'supply'), 0, { type: 'supply-price', price: 3 }).state;
}

describe('Brick & Mortar guards: what each viewer is shown', () => {
  it('BM-SU4 a seat sees its own hands and sealed price; the others only counts and that a price was sent', () => {
    const s = supplyBid();
    const art = s.demand[0]![0]!;
    const ana = {
      seat: 0, name: 'Ana', cash: 12, points: 14, debt: 1, score: 14 + 1 - 1, utilities: 2,
      stores: [{ slot: 0, card: storeCard('st-pantry'), crates: [1, 0] }, { slot: 1, card: storeCard('parcel-hub'), crates: [] }],
      crates: [1, 0, 0, 0, 0], room: [2, 1, 0, 0, 0], privateDemand: [2, 4, 0, 0, 0],
      storeHandCount: 1, marketHandCount: 2, demandCount: 1,
    };
    const ben = {
      seat: 1, name: 'Ben', cash: 15, points: 10, debt: 0, score: 10, utilities: 1,
      stores: [{ slot: 0, card: storeCard('st-pantry'), crates: [0, 0] }],
      crates: [0, 0, 0, 0, 0], room: [3, 1, 0, 0, 0], privateDemand: [0, 0, 0, 0, 0],
      storeHandCount: 0, marketHandCount: 1, demandCount: 0,
    };
    const step = {
      phase: 'supply', item: 'food', bidding: true, queue: [], prices: null, debtUsed: [false, false], reveal: null,
      sealed: { kind: 'supply-price', eligible: [0, 1], submitted: [true, false] },
    };
    const common = {
      month: 3, monthName: 'March', finalMonth: 10, pointsThreshold: 45, phase: 'supply', turnOrder: [0, 1],
      market: market(4), row: ['greengrocer', 'thrift-corner', 'denim-depot', 'deli-counter'].map(storeCard), preview: storeCard('outlet-hall'),
      counts: { storeDeck: 6, marketDeck: s.marketDeck.length, marketDiscard: 2, storeDiscard: 1, draftDiscard: 3, removed: 4 },
      piles: { marketDiscard: [MARKET_CARDS[10]!.id, MARKET_CARDS[11]!.id], storeDiscard: ['boutique-lane'], removed: ['bargain-bin', 'cold-storage', 'climate-vault', 'faux-finery'] },
      prompts: [{ seat: 1, kind: 'supply-price', entry: 'sealed' }],
      history: [], outcome: null,
      prices: { min: MIN_PRICE, max: MAX_PRICE, point: 5, pointSale: 3 },
    };
    expect(s.marketDeck.length).toBeGreaterThan(0);
    expect(view(s, 0)).toEqual({
      ...common, viewer: 0,
      players: [{ ...ana, storeHand: [storeCard('greengrocer')], marketHand: [marketCard(m1), marketCard(m2)], demand: [marketCard(art)] }, ben],
      step: { ...step, sealed: { ...step.sealed, own: 3 } },
    });
    expect(view(s, 'table')).toEqual({ ...common, viewer: 'table', players: [ana, ben], step });
    expect(view(s, 1)).toEqual({
      ...common, viewer: 1,
      players: [ana, { ...ben, storeHand: [], marketHand: [marketCard(m3)], demand: [] }],
      step,
      you: { kind: 'supply-price', item: 'food', minPrice: 1, maxPrice: 6, price: 0, available: 4, room: [3], capacity: 3, cash: 15, debtUsed: false },
    });
  });

  it('BM-SU5 the buyer is told the price to pay, the room per Store and whether debt was taken', () => {
    const bid = play(supplyBid(), [[1, { type: 'supply-price', price: 2 }]]).state;
    expect(view(bid, 0).step).toMatchObject({ sealed: null, queue: [0, 1], prices: [3, 2], reveal: { order: [0, 1] } });
    expect(view(bid, 0).you).toEqual({
      kind: 'supply-buy', item: 'food', minPrice: 1, maxPrice: 6, price: 3, available: 4, room: [2, 0], capacity: 2, cash: 12, debtUsed: false,
    });
    expect(view(bid, 'table').you).toBeUndefined();
    expect(view(bid, 1).you).toBeUndefined();
  });

  it('BM-SU4 after the reveal the table sees each bidder\'s price, and $0 for a seat that could not bid', () => {
    const dealt = makeState({ market: { food: 4 }, players: [{}, {}, { stores: ['bargain-bin'] }] });
    const s = play(startPhase(dealt, 'supply'), [[0, { type: 'supply-price', price: 3 }], [1, { type: 'supply-price', price: 2 }]]).state;
    expect(view(s, 'table').step).toMatchObject({ phase: 'supply', item: 'food', prices: [3, 2, 0], queue: [0, 1] });
  });

  it('BM-SA1 in the Sale every seat\'s Demand cards are shown to all; the seller is told the demand, their crates and their offer', () => {
    const cards = demandCards('food', 2);
    const dealt = makeState({ month: 5, players: [{ stores: [['st-pantry', [3, 0]]] }, { stores: [['st-pantry', [2, 0]], ['greengrocer', [1]]] }], demand: [cards, []] });
    const s = act(startPhase(dealt, 'sale'), 0, { type: 'sale-offer', quantity: 2, price: 4 }).state;
    const ben = view(s, 1);
    expect(ben.players[0]!.demand).toEqual(cards.map(marketCard));
    expect(ben.players[0]!.marketHand).toBeUndefined();
    expect(ben.step).toEqual({
      phase: 'sale', item: 'food', bidding: true, shared: [2, 0, 0, 0, 0], privateLeft: [0, 0], queue: [], offers: null, reveal: null, proposal: null,
      sealed: { kind: 'sale-offer', eligible: [0, 1], submitted: [true, false] },
    });
    expect(view(s, 0).step).toMatchObject({ sealed: { own: { quantity: 2, price: 4 } } });
    expect(ben.you).toEqual({ kind: 'sale-offer', item: 'food', maxPrice: 6, shared: 2, privateDemand: 0, sellable: 3, committed: null });
    const revealed = act(s, 1, { type: 'sale-offer', quantity: 1, price: 3 }).state;
    expect(view(revealed, 1).you).toEqual({ kind: 'sale-commit', item: 'food', maxPrice: 6, shared: 2, privateDemand: 0, sellable: 3, committed: { quantity: 1, price: 3 } });
    const proposal = saleProposal(revealed);
    expect(proposal).not.toBeNull();
    expect(view(revealed, 1).step).toMatchObject({ proposal });
    expect(view(revealed, 1).step).toMatchObject({ sealed: null, offers: [{ quantity: 2, price: 4 }, { quantity: 1, price: 3 }], queue: [1, 0] });
  });

  it('BM-B4 the bidder is told the auction\'s bid, its high bidder, the least raise and their cap; the chooser no auction', () => {
    const built = startPhase(makeState({ players: [{ hand: ['gadget-hut'] }, { cash: 9, points: 4 }] }), 'building');
    expect(view(built, 0).you).toEqual({ kind: 'build', cap: 15 + 2 * 10, auction: null });
    const s = act(built, 0, { type: 'start-auction', card: 'greengrocer', bid: 4 }).state;
    expect(view(s, 1).you).toEqual({ kind: 'auction-bid', cap: 9 + 2 * 4, auction: { bid: 4, high: 0, minBid: 5 } });
    expect(view(s, 'table').step).toEqual({
      phase: 'building', actor: 0, stage: 'choose', served: [false, false], passed: [false, false], hasBought: [false, false],
      bought: [null, null], rowBought: false,
      auction: { card: storeCard('greengrocer'), starter: 0, high: 0, bid: 4, active: [0, 1], toAct: 1 },
    });
    const won = act(s, 1, { type: 'leave' }).state;
    expect(view(won, 'table').step).toMatchObject({ stage: 'manage', auction: null, hasBought: [true, false], bought: [storeCard('greengrocer'), null], rowBought: true });
    expect(view(won, 0).you).toEqual({ kind: 'manage-stores' });
  });

  it('BM-I2 BM-I3 the investor is told how many points they may buy and sell, and at what price', () => {
    const s = startPhase(makeState({ players: [{ cash: 23, points: 12 }, {}] }), 'investment');
    expect(view(s, 0).you).toEqual({ kind: 'invest', maxBuy: 4, maxSell: 12, price: 5, salePrice: 3 });
    expect(view(s, 0).step).toEqual({ phase: 'investment', served: [false, false] });
  });

  it('BM-S2 in the draft a seat sees its own hand; the others see how many cards each holds; the months have not begun', () => {
    const s = brickAndMortar.setup({ seats: seats(2) }, 'view');
    expect(s.step.phase).toBe('draft');
    const own = view(s, 0);
    expect(own.monthName).toBe('Before January');
    expect(own.players[0]!.draftHandCount).toBe(4);
    expect(own.players[0]!.draftHand).toEqual((s.step as { hands: string[][] }).hands[0]!.map(storeCard));
    expect(own.players[1]).toMatchObject({ draftHandCount: 4 });
    expect(own.players[1]!.draftHand).toBeUndefined();
    expect(own.step).toEqual({ phase: 'draft', round: 0, sealed: { kind: 'draft-keep', eligible: [0, 1], submitted: [false, false] } });
    expect(own.you).toEqual({ kind: 'draft-keep' });
    expect(view(s, 'table').players[0]!.draftHand).toBeUndefined();
  });

  it('BM-ST3 the Warehouse step shows whose move it is and the direction each type has taken', () => {
    const dealt = makeState({ players: [{ stores: [['st-pantry', [2, 0]], 'dockside-warehouse'] }, {}] });
    const s = startPhase({ ...dealt, market: [0, 0, 0, 0, 0] }, 'supply');
    expect(view(s, 0).step).toEqual({ phase: 'warehouse', queue: [0], direction: [0, 0, 0, 0, 0] });
    expect(view(s, 'table').prompts).toEqual([{ seat: 0, kind: 'warehouse-move', entry: 'open' }]);
    const moved = act(s, 0, { type: 'warehouse-move', item: 'food', from: 0, to: 1, count: 1 }).state;
    expect(view(moved, 0).step).toEqual({ phase: 'warehouse', queue: [0], direction: [1, 0, 0, 0, 0] });
    expect(view(moved, 0).you).toEqual({ kind: 'warehouse-move' });
  });

  it('BM-M1 BM-M2 each month of the game is named, January to the final October', () => {
    const names = Array.from({ length: 10 }, (_, i) => view(makeState({ players: [{}, {}], month: i + 1 }), 'table').monthName);
    expect(names).toEqual(['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October']);
  });

  it('BM-A1 in Advertising a seat sees its own chosen cards; the others only that a choice was sent', () => {
    const hands = [MARKET_CARDS.slice(0, 5), MARKET_CARDS.slice(5, 10)].map((h) => h.map((c) => c.id));
    const s = startPhase(makeState({ players: [{ market: hands[0] }, { market: hands[1] }] }), 'advertising');
    const entry = { supply: [hands[0]![0]!], demand: [hands[0]![1]!] };
    const sent = act(s, 0, { type: 'advertise', ...entry }).state;
    const sealed = { kind: 'advertise', eligible: [0, 1], submitted: [true, false] };
    expect(view(sent, 1).step).toEqual({ phase: 'advertising', sealed });
    expect(view(sent, 0).step).toEqual({ phase: 'advertising', sealed: { ...sealed, own: entry } });
  });

  it('BM-E3 at the end the view gives the outcome, with each player\'s score broken down', () => {
    const s: BMState = { ...makeState({ players: [{ points: 20, cash: 3 }, { points: 18, debt: 2 }] }), step: { phase: 'over' } };
    const v = view(s, 'table');
    expect(v.step).toEqual({ phase: 'over' });
    expect(v.prompts).toEqual([]);
    expect(v.outcome).toEqual(brickAndMortar.outcome(s));
    expect(v.outcome).toMatchObject({ ranking: [0, 1], scores: [20, 16] });
  });
});
