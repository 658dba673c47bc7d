import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/types';
import { brickAndMortar } from '../../../src/games/brick-and-mortar';
import { AUCTION_CREDIT_PER_POINT, MIN_RAISE, ROW_SIZE } from '../../../src/games/brick-and-mortar/constants';
import { storeCard } from '../../../src/games/brick-and-mortar/content';
import type { BuildingStep } from '../../../src/games/brick-and-mortar/state';
import { act, find, makeState, one, play, prompted, reject, startPhase, type PlayerSpec, type StateSpec } from './builder';

function building(players: PlayerSpec[], extra: Partial<StateSpec> = {}) {
  const events: GameEvent[] = [];
  const state = startPhase(makeState({ players, ...extra }), 'building', events);
  return { state, events };
}

const trio = (): PlayerSpec[] => [{ hand: ['gadget-hut'] }, { hand: ['silver-spoon'] }, { hand: ['phone-bar'] }];

describe('Building: purchasing opportunities', () => {
  it('BM-B1 from February each player buys at most one Store a month', () => {
    const { state } = building([{ hand: ['gadget-hut', 'phone-bar'] }, {}]);
    const s = act(state, 0, { type: 'buy-from-hand', card: 'gadget-hut' }).state;
    // After buying, only Store management is left: no second purchase.
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'manage-stores' }]);
    expect(reject(s, 0, { type: 'buy-from-hand', card: 'phone-bar' }).code).toBe('bad-action');
    expect(brickAndMortar.legal(s, 0).some((a) => a.type === 'start-auction' || a.type === 'buy-from-hand')).toBe(false);
  });

  it('BM-B1 BM-M1 there is no Building phase in January', () => {
    const s = brickAndMortar.setup({ seats: [{ name: 'A', kind: 'bot' }, { name: 'B', kind: 'bot' }], variants: { firstGame: true } }, 'jan');
    expect(s.month).toBe(1);
    expect(s.step.phase).toBe('advertising');
  });

  it('BM-B2 on your opportunity: buy from hand at the printed cost, start an auction, or pass; hands are not refilled', () => {
    const { state } = building(trio());
    const kinds = new Set(brickAndMortar.legal(state, 0).map((a) => a.type));
    expect(kinds).toEqual(new Set(['buy-from-hand', 'start-auction', 'pass']));
    const r = act(state, 0, { type: 'buy-from-hand', card: 'gadget-hut' });
    expect(one(r.events, 'store-bought')).toMatchObject({ seat: 0, paid: 8, from: 'hand' });
    expect(r.state.players[0]).toMatchObject({ cash: 7, hand: [] });
  });

  it('BM-B3 only the four public-row cards can be auctioned, never the preview', () => {
    const { state } = building(trio());
    expect(state.preview).toBe('outlet-hall');
    expect(reject(state, 0, { type: 'start-auction', card: 'outlet-hall', bid: 9 }).message)
      .toBe('Only the four public Stores can be auctioned; the preview cannot.');
    expect(new Set(brickAndMortar.legal(state, 0).flatMap((a) => (a.type === 'start-auction' ? [a.card] : []))))
      .toEqual(new Set(state.row));
  });
});

describe('Building: auctions', () => {
  it('BM-B4 opening bid at least the printed cost; raises go in turn order after the starter, wrapping round', () => {
    const { state } = building(trio());
    expect(reject(state, 0, { type: 'start-auction', card: 'greengrocer', bid: 3 }).code).toBe('bid-too-low');
    let s = act(state, 0, { type: 'start-auction', card: 'greengrocer', bid: 4 }).state;
    expect(prompted(s)).toEqual([{ seat: 1, kind: 'auction-bid' }]);
    expect(reject(s, 1, { type: 'raise', bid: 4 }).code).toBe('bid-too-low');
    s = act(s, 1, { type: 'raise', bid: 5 }).state;
    expect(prompted(s)).toEqual([{ seat: 2, kind: 'auction-bid' }]);
    s = act(s, 2, { type: 'leave' }).state;
    // Back round to the starter, who may raise again once outbid.
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'auction-bid' }]);
    s = act(s, 0, { type: 'raise', bid: 6 }).state;
    // Seat 2 left for good: the bidding skips them.
    expect(prompted(s)).toEqual([{ seat: 1, kind: 'auction-bid' }]);
  });

  it('BM-B4 players who bought a Store or passed their opportunity are ineligible to bid', () => {
    const { state } = building(trio());
    let s = act(state, 0, { type: 'pass' }).state;
    s = act(s, 0, { type: 'finish-building' }).state;
    s = act(s, 1, { type: 'buy-from-hand', card: 'silver-spoon' }).state;
    s = act(s, 1, { type: 'finish-building' }).state;
    const r = act(s, 2, { type: 'start-auction', card: 'deli-counter', bid: 7 });
    // Nobody may bid against seat 2: the Store is theirs at the opening bid.
    expect(one(r.events, 'auction-started').eligible).toEqual([]);
    expect(one(r.events, 'auction-won')).toMatchObject({ seat: 2, bid: 7 });
  });

  it('BM-B4 no bid may exceed cash plus $2 a point; a player who cannot raise leaves', () => {
    const { state } = building([{ cash: 0, points: 1 }, { cash: 20 }, { cash: 1, points: 2 }]);
    expect(reject(state, 0, { type: 'start-auction', card: 'greengrocer', bid: 4 }).code).toBe('bid-too-high');
    let s = act(state, 0, { type: 'pass' }).state;
    s = act(s, 0, { type: 'finish-building' }).state;
    // Seat 2's cap is $1 + 2 x 2 = $5: it cannot raise a $5 opening bid and leaves at once.
    const r = act(s, 1, { type: 'start-auction', card: 'thrift-corner', bid: 5 });
    expect(find(r.events, 'auction-left')[0]?.data).toMatchObject({ seat: 2, cannotRaise: true });
    expect(one(r.events, 'auction-won')).toMatchObject({ seat: 1, bid: 5 });
  });

  it('BM-B4 a bid of exactly cash plus $2 a point is allowed, so a player whose cap is one raise above the bid stays in', () => {
    const cost = storeCard('greengrocer').cost;
    const points = 2;
    // Seat 1's cap is exactly the opening bid plus the smallest raise.
    const cash = cost + MIN_RAISE - AUCTION_CREDIT_PER_POINT * points;
    expect(cash).toBeGreaterThanOrEqual(0);
    const { state } = building([{}, { cash, points }]);
    let s = act(state, 0, { type: 'start-auction', card: 'greengrocer', bid: cost }).state;
    expect(prompted(s)).toEqual([{ seat: 1, kind: 'auction-bid' }]);
    expect(reject(s, 1, { type: 'raise', bid: cost + MIN_RAISE + 1 }).code).toBe('bid-too-high');
    s = act(s, 1, { type: 'raise', bid: cost + MIN_RAISE }).state;
    const r = act(s, 0, { type: 'leave' });
    expect(one(r.events, 'auction-won')).toMatchObject({ seat: 1, bid: cost + MIN_RAISE });
  });

  it('BM-B4 dropping out of another auction does not forfeit your own opportunity', () => {
    const { state } = building(trio());
    let s = play(state, [
      [0, { type: 'start-auction', card: 'greengrocer', bid: 4 }],
      [1, { type: 'leave' }],
      [2, { type: 'leave' }],
    ]).state;
    s = act(s, 0, { type: 'finish-building' }).state;
    expect(prompted(s)).toEqual([{ seat: 1, kind: 'build' }]);
  });

  it('BM-B5 the winner pays the bid (with debt if needed); the row shifts and a new preview is revealed', () => {
    const { state } = building([{}, { cash: 2 }]);
    const r = play(state, [
      [0, { type: 'start-auction', card: 'greengrocer', bid: 4 }],
      [1, { type: 'raise', bid: 5 }],
      [0, { type: 'leave' }],
    ]);
    expect(one(r.events, 'auction-won')).toMatchObject({ seat: 1, bid: 5, debt: 2 });
    // $5 with $2 in hand: 2 debt points ($4), $1 kept.
    expect(r.state.players[1]).toMatchObject({ cash: 1, debt: 2 });
    expect(r.state.row).toEqual(['thrift-corner', 'denim-depot', 'deli-counter', 'outlet-hall']);
    expect(r.state.preview).toBe('gadget-hut');
    expect(r.events.find((e) => e.type === 'auction-won')?.reveals).toBe(true);
  });

  it('BM-B5 a starter who loses keeps their opportunity: another auction, a hand purchase, or a pass', () => {
    const { state } = building(trio());
    const s = play(state, [
      [0, { type: 'start-auction', card: 'greengrocer', bid: 4 }],
      [1, { type: 'raise', bid: 5 }],
      [2, { type: 'leave' }],
      [0, { type: 'leave' }],
    ]).state;
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'build' }]);
    const kinds = new Set(brickAndMortar.legal(s, 0).map((a) => a.type));
    expect(kinds).toEqual(new Set(['buy-from-hand', 'start-auction', 'pass']));
    // Seat 1 bought, so seat 0 can win the next auction only against seat 2.
    const r = act(s, 0, { type: 'start-auction', card: 'thrift-corner', bid: 5 });
    expect(one(r.events, 'auction-started').eligible).toEqual([2]);
  });
});

describe('Building: opening and closing Stores', () => {
  it('BM-B6 closing returns crates to the general supply and slides Stores left; the new Store opens leftmost', () => {
    const { state } = building([{ hand: ['gadget-hut'], stores: [['st-pantry', [2, 1]], ['greengrocer', [1]]] }, {}]);
    let s = act(state, 0, { type: 'buy-from-hand', card: 'gadget-hut' }).state;
    const closed = act(s, 0, { type: 'close-store', slot: 0 });
    expect(one(closed.events, 'store-closed')).toMatchObject({ card: 'st-pantry', crates: [2, 1, 0, 0, 0] });
    s = closed.state;
    expect(s.players[0]!.stores.map((x) => x.card)).toEqual(['greengrocer']);
    expect(s.ledger.closed).toEqual([2, 1, 0, 0, 0]);
    expect(s.market).toEqual([0, 0, 0, 0, 0]);
    s = act(s, 0, { type: 'open-store' }).state;
    expect(s.players[0]!.stores).toEqual([{ card: 'greengrocer', crates: [1] }, { card: 'gadget-hut', crates: [0] }]);
  });

  it('BM-B6 a bought Store need not be opened: finishing removes it from the game', () => {
    const { state } = building([{ hand: ['gadget-hut'] }, {}]);
    const r = play(state, [[0, { type: 'buy-from-hand', card: 'gadget-hut' }], [0, { type: 'finish-building' }]]);
    expect(one(r.events, 'store-removed')).toMatchObject({ card: 'gadget-hut' });
    expect(r.state.removed).toContain('gadget-hut');
    expect(r.state.players[0]!.stores.map((x) => x.card)).toEqual(['st-pantry']);
  });

  it('BM-B6 closing is allowed after passing, and a fifth Store needs a closed one', () => {
    const full = ['st-pantry', 'greengrocer', 'gadget-hut', 'phone-bar'];
    const { state } = building([{ hand: ['silver-spoon'], stores: full }, {}]);
    let s = act(state, 0, { type: 'buy-from-hand', card: 'silver-spoon' }).state;
    expect(reject(s, 0, { type: 'open-store' }).message).toBe('All four slots are full: close a Store first.');
    s = play(s, [[0, { type: 'close-store', slot: 1 }], [0, { type: 'open-store' }]]).state;
    expect(s.players[0]!.stores.map((x) => x.card)).toEqual(['st-pantry', 'gadget-hut', 'phone-bar', 'silver-spoon']);
    const passed = building([{ stores: ['st-pantry', 'greengrocer'] }, {}]);
    const r = play(passed.state, [[0, { type: 'pass' }], [0, { type: 'close-store', slot: 0 }]]);
    expect(r.state.players[0]!.stores.map((x) => x.card)).toEqual(['greengrocer']);
  });

  it('BM-B6 a new Store starts empty unless an ability supplies it', () => {
    const { state } = building([{ hand: ['farm-shop', 'gadget-hut'] }, {}]);
    const r = play(state, [[0, { type: 'buy-from-hand', card: 'farm-shop' }], [0, { type: 'open-store' }]]);
    expect(r.state.players[0]!.stores[1]).toEqual({ card: 'farm-shop', crates: [2] });
    expect(r.state.ledger.gifted).toEqual([2, 0, 0, 0, 0]);
  });

  it('BM-B7 a winner of someone else\'s auction opens it at their own turn position; points gained re-sort turn order at once', () => {
    const { state } = building([{}, { hand: ['game-cellar'] }, {}]);
    let s = play(state, [
      [0, { type: 'start-auction', card: 'greengrocer', bid: 4 }],
      [1, { type: 'leave' }],
      [2, { type: 'raise', bid: 5 }],
      [0, { type: 'leave' }],
    ]).state;
    // Seat 0 still has its opportunity; seat 2 waits for its own turn to manage.
    s = play(s, [[0, { type: 'pass' }], [0, { type: 'finish-building' }]]).state;
    s = act(s, 1, { type: 'buy-from-hand', card: 'game-cellar' }).state;
    const opened = act(s, 1, { type: 'open-store' });
    expect(one(opened.events, 'store-opened')).toMatchObject({ points: 1, turnOrder: [1, 0, 2] });
    s = act(opened.state, 1, { type: 'finish-building' }).state;
    expect(prompted(s)).toEqual([{ seat: 2, kind: 'manage-stores' }]);
    s = act(s, 2, { type: 'open-store' }).state;
    expect(s.players[2]!.stores.map((x) => x.card)).toEqual(['st-pantry', 'greengrocer']);
  });
});

describe('Building: refreshing the public row', () => {
  const allPass = (s: ReturnType<typeof building>['state'], seats: number[]) =>
    play(s, seats.flatMap((seat) => [[seat, { type: 'pass' }], [seat, { type: 'finish-building' }]] as [number, { type: string }][]));

  it('BM-B8 after a public Store was bought, the oldest public Store is discarded and the preview enters', () => {
    const { state } = building([{}, {}]);
    let s = play(state, [[0, { type: 'start-auction', card: 'greengrocer', bid: 4 }], [1, { type: 'leave' }], [0, { type: 'finish-building' }]]).state;
    expect(s.row).toEqual(['thrift-corner', 'denim-depot', 'deli-counter', 'outlet-hall']);
    const r = play(s, [[1, { type: 'pass' }], [1, { type: 'finish-building' }]]);
    expect(one(r.events, 'row-refreshed')).toMatchObject({ discarded: ['thrift-corner'], wholeRow: false });
    expect(r.state.row).toEqual(['denim-depot', 'deli-counter', 'outlet-hall', 'gadget-hut']);
    expect(r.state.preview).toBe('phone-bar');
    s = r.state;
    expect(s.storeDiscard).toEqual(['thrift-corner']);
  });

  it('BM-B8 when nobody bought a public Store, all four are discarded and replaced, then a new preview', () => {
    const { state } = building([{}, {}]);
    expect(state.preview).toBe('outlet-hall');
    const r = allPass(state, [0, 1]);
    expect(one(r.events, 'row-refreshed')).toMatchObject({ wholeRow: true });
    expect(r.state.storeDiscard).toEqual(['greengrocer', 'thrift-corner', 'denim-depot', 'deli-counter']);
    // (D) The four come from the top of the Store deck: the old preview is its top card, so it enters first.
    expect(r.state.row).toEqual(['outlet-hall', 'gadget-hut', 'phone-bar', 'silver-spoon']);
    expect(r.state.preview).toBe('gem-vault');
    expect((r.state.step as BuildingStep).phase).toBe('advertising');
  });

  it('BM-B8 a Store bought from a hand is not a public Store: all four public cards are still discarded and replaced', () => {
    const { state } = building([{ hand: ['farm-shop'] }, {}]);
    const row = state.row.slice();
    const fromDeck = [state.preview, ...state.storeDeck.slice(0, ROW_SIZE)];
    const r = play(state, [
      [0, { type: 'buy-from-hand', card: 'farm-shop' }],
      [0, { type: 'finish-building' }],
      [1, { type: 'pass' }],
      [1, { type: 'finish-building' }],
    ]);
    expect(one(r.events, 'row-refreshed')).toMatchObject({ discarded: row, wholeRow: true });
    expect(r.state.storeDiscard).toEqual(row);
    expect(r.state.row).toEqual(fromDeck.slice(0, ROW_SIZE));
    expect(r.state.preview).toBe(fromDeck[ROW_SIZE]);
  });

  it('BM-B9 an empty Store deck reshuffles the discarded public Stores, never the draft discards', () => {
    const { state } = building([{}, {}], { storeDeck: [], preview: 'outlet-hall' });
    const withDraft = { ...state, draftDiscard: ['kilowatt-plaza'] };
    const r = allPass(withDraft, [0, 1]);
    expect(find(r.events, 'store-deck-reshuffled').length).toBe(1);
    const seen = [...r.state.row, r.state.preview];
    expect(seen).toContain('outlet-hall');
    expect(seen).not.toContain('kilowatt-plaza');
    expect(r.state.row.length).toBe(4);
  });

  it('BM-B9 with no discarded public Stores either, the row or preview stays short', () => {
    const { state } = building([{}, {}], { storeDeck: [], preview: 'outlet-hall' });
    let s = play(state, [[0, { type: 'start-auction', card: 'greengrocer', bid: 4 }], [1, { type: 'leave' }]]).state;
    expect(s.row.length).toBe(4);
    expect(s.preview).toBeNull();
    s = play(s, [[0, { type: 'finish-building' }], [1, { type: 'pass' }], [1, { type: 'finish-building' }]]).state;
    // The oldest public Store is discarded, reshuffled as the only card, and refills the row; no preview is left.
    expect(s.row).toEqual(['denim-depot', 'deli-counter', 'outlet-hall', 'thrift-corner']);
    expect(s.preview).toBeNull();
  });
});

describe('Stores', () => {
  it('BM-ST1 capacity is per type, summed over that type\'s shelves', () => {
    const s = makeState({ players: [{ stores: [['supermarket', [1, 2, 0]], ['st-pantry', [0, 1]]] }], market: { food: 9, clothing: 9 } });
    const v = brickAndMortar.view(s, 0);
    // Supermarket: Food 4 + 3 with 3 crates, Pantry: Food 3 => 7 room; Clothing 2 + 1 - 1 => 2.
    expect(v.players[0]!.room.slice(0, 2)).toEqual([7, 2]);
    expect(v.players[0]!.crates.slice(0, 2)).toEqual([3, 1]);
  });
});
