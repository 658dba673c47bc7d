// BM-SA4 (D), engine 2: the seller says which Store each sold and discarded crate comes from, the
// engine proposes the highest-earning choice, refuses an illegal one with a sentence, and matches
// made under engine 1 keep engine 1's delivery (the engine chose among the committed crates).
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/engine/types';
import { brickAndMortar, type BMState } from '../../../src/games/brick-and-mortar';
import { ALSO_PLAYS_ENGINE, ENGINE_VERSION } from '../../../src/games/brick-and-mortar/constants';
import { storeCard } from '../../../src/games/brick-and-mortar/content';
import { saleProposal } from '../../../src/games/brick-and-mortar/rules/sale';
import { act, crates, demandCards, find, makeState, one, play, prompted, reject, startPhase, type PlayerSpec } from './builder';
import { playRandom, seats } from './random-play';

const game = brickAndMortar;
const FOOD_BONUS = storeCard('bakery-row').saleBonus?.find((b) => b.item === 'food')?.amount ?? 0;

/** A Sale of Food with `boxes` shared boxes, where the sealed offers are already made. */
function bidSale(players: PlayerSpec[], boxes: number, offers: [Seat, number, number][], engineVersion?: number) {
  const state = makeState({ players, engineVersion, demand: players.map((_, i) => (i === 0 ? demandCards('food', boxes) : [])) });
  return play(startPhase(state, 'sale'), offers.map(([seat, quantity, price]) => [seat, { type: 'sale-offer', quantity, price }]));
}

/** Ana with Food in her Family Pantry and Bakery Row (+$1 a Food crate sold) commits 3 at $2; Ben
 * offers 2 at $1, so he is served first and leaves Ana 1 of the 3 boxes: 1 crate sells, 2 are
 * discarded. */
function shortOfBoxes(engineVersion?: number) {
  const players: PlayerSpec[] = [{ stores: [['st-pantry', [2, 0]], ['bakery-row', [2, 0]]] }, { stores: [['st-pantry', [3, 0]]] }];
  return bidSale(players, 3, [[0, 3, 2], [1, 2, 1]], engineVersion).state;
}

const commit = (sold: number[], surplus: number[]) => ({ type: 'sale-commit', sold, surplus });

/** Each legal delivery of the seller now, with what it earns and discards (the engine's own apply). */
function outcomes(state: BMState, seat: Seat) {
  return game.legal(state, seat).filter((a) => a.type === 'sale-commit').map((action) => {
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    const sold = r.events.find((e) => e.type === 'sold')!.data as { revenue: number; surplus: number };
    return { action, revenue: sold.revenue, surplus: sold.surplus };
  });
}

describe('BM-SA4 (D) the seller allocates each crate sold and discarded', () => {
  it('BM-SA4 the seller may change which Store each sold or discarded crate comes from, and that decides what stays on which shelf', () => {
    const s = shortOfBoxes();
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'sale-commit' }]);
    // The proposal sells the Bakery Row crate (it earns $1 more) and discards both Pantry crates.
    expect(saleProposal(s)).toEqual(commit([0, 1], [2, 0]));
    const proposed = act(s, 0, commit([0, 1], [2, 0]));
    expect([crates(proposed.state, 0, 0), crates(proposed.state, 0, 1)]).toEqual([[0, 0], [1, 0]]);
    expect(one(proposed.events, 'sold').discarded).toEqual([{ slot: 0, store: 'Family Pantry', count: 2 }]);
    // Ana keeps a Pantry crate instead: she sells the same Bakery Row crate and discards the other one.
    const changed = act(s, 0, commit([0, 1], [1, 1]));
    expect([crates(changed.state, 0, 0), crates(changed.state, 0, 1)]).toEqual([[1, 0], [0, 0]]);
    expect(one(changed.events, 'sold')).toMatchObject({
      committed: 3, sold: 1, surplus: 2, knockoffKept: 0, revenue: 2 + FOOD_BONUS,
      discarded: [{ slot: 0, count: 1 }, { slot: 1, count: 1 }],
      left: [{ slot: 0, store: 'Family Pantry', count: 1 }, { slot: 1, store: 'Bakery Row', count: 0 }],
    });
    // Or she sells the Pantry crate, earning less, and a Bakery Row crate stays.
    const cheaper = act(s, 0, commit([1, 0], [1, 1]));
    expect(one(cheaper.events, 'sold')).toMatchObject({ revenue: 2, surplus: 2 });
    expect([crates(cheaper.state, 0, 0), crates(cheaper.state, 0, 1)]).toEqual([[0, 0], [1, 0]]);
    expect(cheaper.state.ledger.surplus).toEqual([2, 0, 0, 0, 0]);
  });

  it('BM-SA4 an allocation that breaks the rule is refused with a sentence and changes nothing', () => {
    const s = shortOfBoxes();
    const refused = (sold: unknown, surplus: unknown) => reject(s, 0, { type: 'sale-commit', sold, surplus });
    // Selling none while a box is left.
    expect(refused([0, 0], [2, 1])).toEqual({ code: 'fill-first', message: 'Committed crates fill the boxes left before any is discarded: sell at least 1 Food crates.' });
    // Delivering fewer or more than the 3 committed.
    expect(refused([0, 1], [1, 0])).toEqual({ code: 'must-deliver', message: 'You committed 3 Food crates and must deliver exactly that many.' });
    expect(refused([0, 1], [2, 1])).toMatchObject({ code: 'must-deliver' });
    // Selling more than the boxes left, and taking crates a Store does not hold.
    expect(refused([1, 1], [1, 0])).toEqual({ code: 'too-many', message: 'There is demand for only 1 Food crates of yours.' });
    expect(refused([0, 1], [3, 0])).toEqual({ code: 'not-there', message: 'Those Stores do not hold that many more Food crates to discard.' });
    expect(refused([0, 1], [0, 2])).toEqual({ code: 'not-there', message: 'Those Stores do not hold that many more Food crates to discard.' });
    expect(refused([0, 3], [0, 0])).toEqual({ code: 'not-there', message: 'Those Stores do not hold that many sellable Food crates.' });
    // Shapes that are no allocation: a count per Store, whole and not negative; engine 1's form.
    expect(refused([0, 1, 0], [2, 0])).toEqual({ code: 'bad-commit', message: 'Say how many crates you sell and discard from each Store.' });
    expect(refused([0, -1], [2, 0])).toMatchObject({ code: 'bad-commit' });
    expect(refused([0, 1], '2,0')).toMatchObject({ code: 'bad-commit' });
    expect(reject(s, 0, { type: 'sale-commit', crates: [1, 2] })).toEqual({ code: 'bad-commit', message: 'Say how many crates you sell and discard from each Store.' });
    // Only the seller being served delivers.
    expect(reject(s, 1, commit([1], [0]))).toEqual({ code: 'not-your-turn', message: 'It is not your turn to sell.' });
    expect(reject(s, 0, { type: 'sale-offer', quantity: 1, price: 1 })).toEqual({ code: 'bad-commit', message: 'Deliver the crates you sell now.' });
  });

  it('BM-SA4 a crate is discarded only when no box is left for it', () => {
    // Two boxes, 1 committed from each Store: both sell; nothing may be discarded instead.
    const players: PlayerSpec[] = [{ stores: [['st-pantry', [2, 0]], ['greengrocer', [2]]] }, { stores: [['st-pantry', [3, 0]]] }];
    const s = bidSale(players, 2, [[0, 2, 3], [1, 0, 0]]).state;
    expect(reject(s, 0, commit([1, 0], [0, 1]))).toEqual({ code: 'fill-first', message: 'Committed crates fill the boxes left before any is discarded: sell at least 2 Food crates.' });
    expect(reject(s, 0, commit([2, 1], [0, 0]))).toEqual({ code: 'must-deliver', message: 'You committed 2 Food crates and must deliver exactly that many.' });
    expect(reject(s, 0, commit([1, 1], [1, 0]))).toEqual({ code: 'must-deliver', message: 'You committed 2 Food crates and must deliver exactly that many.' });
    act(s, 0, commit([1, 1], [0, 0]));
    // Without a bid nothing is discarded: unsold crates stay.
    const noBid = startPhase(makeState({ players: [players[0]!, { stores: ['st-pantry'] }], demand: [demandCards('food', 3), []] }), 'sale');
    expect(reject(noBid, 0, commit([1, 1], [0, 1]))).toEqual({ code: 'no-surplus', message: 'Without bids nothing is discarded: unsold crates stay in their Stores.' });
  });

  it('BM-SA4 the proposal is the highest-earning allocation, discarding as few crates as it can', () => {
    const cases: [string, BMState, Seat][] = [
      ['short of boxes, a bonus Store', shortOfBoxes(), 0],
      ['boxes for all, no bid', startPhase(makeState({
        players: [{ stores: [['st-pantry', [2, 0]], ['bakery-row', [2, 0]], ['greengrocer', [3]]] }, { stores: ['st-pantry'] }],
        demand: [demandCards('food', 4), []],
      }), 'sale'), 0],
      ['private Fulfillment Center boxes', bidSale([
        { stores: [['st-pantry', [3, 0]], ['bakery-row', [1, 0]], 'parcel-hub'] }, { stores: [['st-pantry', [3, 0]]] },
      ], 2, [[0, 4, 4], [1, 2, 1]]).state, 0],
      ['a $0 price: only the bonus earns', bidSale([
        { stores: [['st-pantry', [2, 0]], ['bakery-row', [2, 0]]] }, { stores: [['st-pantry', [3, 0]]] },
      ], 3, [[0, 3, 0], [1, 2, 0]]).state, 0],
      ['more boxes than crates that may sell: a Knockoff crate stays committed', play(startPhase(makeState({
        players: [{ stores: [['st-pantry', [0, 1]], ['bargain-bin', [2]]] }, { stores: [['st-pantry', [0, 1]]] }],
        demand: [demandCards('clothing', 2), []],
      }), 'sale'), [[0, { type: 'sale-offer', quantity: 2, price: 5 }], [1, { type: 'sale-offer', quantity: 0, price: 0 }]]).state, 0],
      ['a $0 price and no bonus: every sale earns nothing, yet the boxes are filled', bidSale([
        { stores: [['st-pantry', [2, 0]], ['greengrocer', [2]]] }, { stores: [['st-pantry', [3, 0]]] },
      ], 2, [[0, 2, 0], [1, 0, 0]]).state, 0],
    ];
    for (const [name, s, seat] of cases) {
      const all = outcomes(s, seat);
      expect(all.length, name).toBeGreaterThan(1);
      const top = Math.max(...all.map((o) => o.revenue));
      const fewest = Math.min(...all.filter((o) => o.revenue === top).map((o) => o.surplus));
      const proposal = saleProposal(s)!;
      const mine = all.find((o) => JSON.stringify(o.action) === JSON.stringify(proposal));
      expect(mine, name).toMatchObject({ revenue: top, surplus: fewest });
      // The table and the seller read the same proposal from their views.
      expect(game.view(s, 'table').step).toMatchObject({ proposal });
      expect(game.view(s, seat).step).toMatchObject({ proposal });
    }
  });

  it('BM-SA4 BM-ST4 the seller may keep committed Knockoff crates in their Store when no rival sells, and sell fewer', () => {
    // Ana commits 2 Clothing against 2 boxes, holding 2 on her Family Pantry's Clothing shelf and 2 in
    // Bargain Bin (a Knockoff). Ben abstains, so Knockoff crates cannot sell.
    const players: PlayerSpec[] = [{ stores: [['st-pantry', [0, 2]], ['bargain-bin', [2]]] }, { stores: [['st-pantry', [0, 1]]] }];
    const state = makeState({ players, demand: [demandCards('clothing', 2), []] });
    const s = play(startPhase(state, 'sale'), [[0, { type: 'sale-offer', quantity: 2, price: 4 }], [1, { type: 'sale-offer', quantity: 0, price: 0 }]]).state;
    // The proposal sells both Pantry crates: it earns most.
    expect(saleProposal(s)).toEqual(commit([2, 0], [0, 0]));
    expect(one(act(s, 0, commit([2, 0], [0, 0])).events, 'sold')).toMatchObject({ sold: 2, surplus: 0, knockoffKept: 0, revenue: 8 });
    // Ana may count a Knockoff crate toward her 2 instead: it stays, and so does a Pantry crate.
    const kept = act(s, 0, commit([1, 0], [0, 0]));
    expect(one(kept.events, 'sold')).toMatchObject({ committed: 2, sold: 1, surplus: 0, knockoffKept: 1, revenue: 4 });
    expect([crates(kept.state, 0, 0), crates(kept.state, 0, 1)]).toEqual([[0, 1], [2]]);
    // Knockoff crates neither sell nor leave when no rival sells, and with a box left nothing is discarded.
    expect(reject(s, 0, commit([1, 1], [0, 0])).code).toBe('not-there');
    expect(reject(s, 0, commit([1, 0], [1, 0]))).toEqual({ code: 'boxes-left', message: 'Crates are discarded only when no box is left: fill the Clothing boxes first.' });
    // At a $0 price a sale earns nothing: the proposal keeps the crates, counting Knockoff crates.
    const free = play(startPhase(state, 'sale'), [[0, { type: 'sale-offer', quantity: 2, price: 0 }], [1, { type: 'sale-offer', quantity: 0, price: 0 }]]).state;
    expect(saleProposal(free)).toEqual(commit([0, 0], [0, 0]));
    expect(one(act(free, 0, commit([0, 0], [0, 0])).events, 'sold')).toMatchObject({ sold: 0, knockoffKept: 2, revenue: 0 });
  });

  it('BM-SA4 among crates that earn the same, the proposal sells from the earlier Store and discards from the later one', () => {
    // Ana commits 3 against the 2 boxes Ben leaves her; her Family Pantry and Greengrocer earn the same.
    const players: PlayerSpec[] = [{ stores: [['st-pantry', [2, 0]], ['greengrocer', [2]]] }, { stores: [['st-pantry', [3, 0]]] }];
    const s = bidSale(players, 3, [[0, 3, 2], [1, 1, 1]]).state;
    expect(saleProposal(s)).toEqual(commit([2, 0], [0, 1]));
    // Outside a delivery there is nothing to propose.
    expect(saleProposal(startPhase(makeState({ players }), 'supply'))).toBeNull();
  });

  it('BM-SA4 BM-ST5 a delivery to the seller\'s own Fulfillment Center uses up those boxes, and the Center is no shelf for what stays', () => {
    // Ana (Family Pantry 3 Food, Parcel Hub: 2 private Food boxes) sells first at $1: 2 shared boxes,
    // then 1 private. Ben, with two Stores, still has to say which of his crates are discarded.
    const players: PlayerSpec[] = [{ stores: [['st-pantry', [3, 0]], 'parcel-hub'] }, { stores: [['st-pantry', [2, 0]], ['greengrocer', [2]]] }];
    const r = bidSale(players, 2, [[0, 3, 1], [1, 2, 4]]);
    expect(one(r.events, 'sold')).toMatchObject({ seat: 0, toShared: 2, toPrivate: 1, left: [{ slot: 0, store: 'Family Pantry', count: 0 }] });
    expect(prompted(r.state)).toEqual([{ seat: 1, kind: 'sale-commit' }]);
    expect(r.state.step).toMatchObject({ privateLeft: [1, 0], shared: [0, 0, 0, 0, 0] });
  });

  it('BM-SA4 every proposal in random games is legal and earns the most any legal delivery earns', () => {
    let checked = 0;
    for (const seed of ['alloc-a', 'alloc-b', 'alloc-c']) {
      playRandom(3, seed, {
        onStep: (before) => {
          const p = game.pending(before)[0];
          if (p?.kind !== 'sale-commit') return;
          const all = outcomes(before, p.seat);
          const proposal = saleProposal(before);
          const mine = all.find((o) => JSON.stringify(o.action) === JSON.stringify(proposal));
          expect(mine).toBeDefined();
          expect(mine!.revenue).toBe(Math.max(...all.map((o) => o.revenue)));
          checked++;
        },
      });
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe('BM-SA4 matches made under engine 1 keep engine 1\'s delivery', () => {
  it('BM-SA4 engine 1: the seller names only the committed crates\' Stores, the engine sells those that earn most, and it proposes nothing', () => {
    expect(ENGINE_VERSION).toBe(2);
    expect(ALSO_PLAYS_ENGINE).toEqual([1]);
    const s = shortOfBoxes(1);
    expect(saleProposal(s)).toBeNull();
    expect(game.view(s, 'table').step).toMatchObject({ proposal: null });
    expect(reject(s, 0, commit([0, 1], [2, 0])).code).toBe('bad-commit');
    expect(reject(s, 0, { type: 'sale-commit', crates: [1, 2, 0] })).toEqual({ code: 'bad-commit', message: 'Say how many crates you take from each Store.' });
    expect(reject(s, 0, { type: 'sale-commit', crates: [1, 1] })).toEqual({ code: 'must-deliver', message: 'You committed 3 Food crates and must deliver exactly that many.' });
    expect(reject(s, 0, { type: 'sale-commit', crates: [0, 3] })).toEqual({ code: 'not-there', message: 'Those Stores do not hold that many sellable Food crates.' });
    const r = act(s, 0, { type: 'sale-commit', crates: [1, 2] });
    // Engine 1 sold a Bakery Row crate (it earns most) and discarded the Pantry crate and the other.
    expect(one(r.events, 'sold')).toMatchObject({ committed: 3, sold: 1, surplus: 2, revenue: 2 + FOOD_BONUS });
    expect([crates(r.state, 0, 0), crates(r.state, 0, 1)]).toEqual([[1, 0], [0, 0]]);
  });

  it('BM-SA4 engine 1 delivers by itself when every crate is committed; engine 2 asks which crates are discarded', () => {
    // Ana commits all 4 of her Food and 1 box is left for her: under engine 1 that is the only
    // choice, so it is made without a prompt.
    const players: PlayerSpec[] = [{ stores: [['st-pantry', [2, 0]], ['greengrocer', [2]]] }, { stores: [['st-pantry', [3, 0]]] }];
    const old = bidSale(players, 4, [[0, 4, 2], [1, 3, 1]], 1);
    expect(find(old.events, 'sold').map((e) => e.data)).toMatchObject([{ seat: 1, sold: 3 }, { seat: 0, sold: 1, surplus: 3 }]);
    expect(old.state.players[0]!.stores.map((st) => st.crates)).toEqual([[0, 0], [0]]);
    const now = bidSale(players, 4, [[0, 4, 2], [1, 3, 1]]);
    expect(find(now.events, 'sold').map((e) => e.data)).toMatchObject([{ seat: 1, sold: 3 }]);
    expect(prompted(now.state)).toEqual([{ seat: 0, kind: 'sale-commit' }]);
  });

  it('BM-SA4 BM-ST4 engine 1: among committed crates that earn the same the earlier Store\'s sell; committed Knockoff crates stay when no rival sells', () => {
    const players: PlayerSpec[] = [{ stores: [['st-pantry', [2, 0]], ['greengrocer', [2]]] }, { stores: [['st-pantry', [3, 0]]] }];
    const s = bidSale(players, 3, [[0, 3, 2], [1, 2, 1]], 1).state;
    expect(reject(s, 0, commit([1, 0], [0, 2]))).toEqual({ code: 'bad-commit', message: 'Say how many crates you take from each Store.' });
    const r = act(s, 0, { type: 'sale-commit', crates: [1, 2] });
    expect(one(r.events, 'sold')).toMatchObject({ sold: 1, surplus: 2, stores: [{ slot: 0, sold: 1 }] });
    expect([crates(r.state, 0, 0), crates(r.state, 0, 1)]).toEqual([[1, 0], [0]]);
    const knock: PlayerSpec[] = [{ stores: [['st-pantry', [0, 2]], ['bargain-bin', [2]]] }, { stores: [['st-pantry', [0, 1]]] }];
    const k = play(startPhase(makeState({ players: knock, engineVersion: 1, demand: [demandCards('clothing', 2), []] }), 'sale'), [
      [0, { type: 'sale-offer', quantity: 2, price: 4 }], [1, { type: 'sale-offer', quantity: 0, price: 0 }],
    ]).state;
    const kept = act(k, 0, { type: 'sale-commit', crates: [1, 1] });
    expect(one(kept.events, 'sold')).toMatchObject({ committed: 2, sold: 1, knockoffKept: 1, revenue: 4 });
    expect(crates(kept.state, 0, 1)).toEqual([2]);
  });

  it('BM-SA2 engine 1: without a bid the seller commits at most the demand left', () => {
    const state = makeState({ players: [{ stores: [['st-pantry', [3, 0]]] }, { stores: ['st-pantry'] }], engineVersion: 1, demand: [demandCards('food', 2), []] });
    const s = startPhase(state, 'sale');
    expect(reject(s, 0, { type: 'sale-commit', crates: [3] })).toEqual({ code: 'too-many', message: 'There is demand for only 2 Food crates of yours.' });
    expect(one(act(s, 0, { type: 'sale-commit', crates: [2] }).events, 'sold')).toMatchObject({ sold: 2, surplus: 0, revenue: 12 });
  });

  it('BM-SA4 setup records the rules version: engine 1 when the match was made under it, this build\'s otherwise', () => {
    const options = { seats: seats(2), variants: { firstGame: true } };
    expect(game.setup(options, 'v').engineVersion).toBe(ENGINE_VERSION);
    expect(game.setup({ ...options, engineVersion: 1 }, 'v').engineVersion).toBe(1);
    // A version this build does not play is never recorded: the match plays this build's rules.
    expect(game.setup({ ...options, engineVersion: 7 }, 'v').engineVersion).toBe(ENGINE_VERSION);
    expect(game.engineVersion).toBe(ENGINE_VERSION);
    expect(game.alsoPlaysEngine).toEqual([1]);
  });
});
