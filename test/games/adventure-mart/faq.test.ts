// The rulebook's FAQ rulings (AM-E4: each its own clause, AM-F1..AM-F16).
import { describe, expect, it } from 'vitest';
import { adventureMart } from '../../../src/games/adventure-mart';
import { ALSO_PLAYS_ENGINE, ENGINE_VERSION, INITIATIVE_GOLD, MIN_PURCHASE } from '../../../src/games/adventure-mart/constants';
import { bulletinCard, idOf } from '../../../src/games/adventure-mart/content';
import type { AMState } from '../../../src/games/adventure-mart/state';
import { act, Cards, costOf, find, frames, idIn, isLegal, keys, makeState, one, play, prompted, reject, saleState, turnState } from './builder';
import { advance } from '../../../src/games/adventure-mart/rules/day';
import { beginClosing } from '../../../src/games/adventure-mart/rules/store-closing';

const hand = (s: AMState, seat: number) => s.players[seat]!.hand;

describe('AM-E4 FAQ: Daily Bulletins', () => {
  it('AM-F1 Market Day: Gold alone still buys; banishing a Stock card from hand pays 2 less, never below 1', () => {
    const cards = new Cards();
    const s = turnState({ players: [{ gold: 2, hand: ['powerstone'] }, {}], bulletin: 'market-day', stockQueue: ['iron-longsword', 'chainmail-vest'] }, 0, cards);
    const [sword, vest] = s.stock.queue as [number, number];
    const stone = idIn(hand(s, 0), 'powerstone');
    expect(isLegal(s, 0, { type: 'buy', from: 'stock', card: sword })).toBe(false); // 4 > 2
    expect(isLegal(s, 0, { type: 'buy', from: 'stock', card: sword, tradeIn: stone })).toBe(true); // 4 - 2
    const r = act(s, 0, { type: 'buy', from: 'stock', card: vest, tradeIn: stone });
    expect(r.state.players[0]!.gold).toBe(1); // 3 - 2 = 1
    expect(r.state.abyss).toContain(stone);
    const rich = turnState({ players: [{ gold: 9, hand: ['powerstone'] }, {}], bulletin: 'market-day', stockQueue: ['chainmail-vest'] });
    const plain = act(rich, 0, { type: 'buy', from: 'stock', card: rich.stock.queue[0]! });
    expect(plain.state.players[0]!.gold).toBe(6);
  });

  it('AM-F1 Market Day: a trade-in on Stock costing no more than the trade-in amount still costs 1 Gold, never less', () => {
    const tradeIn = bulletinCard(idOf('market-day')).rule.tradeIn!;
    // Smoke Bomb's printed cost is above 1 Gold, but less the trade-in it is below the floor.
    expect(costOf('smoke-bomb')).toBeGreaterThan(MIN_PURCHASE);
    expect(costOf('smoke-bomb') - tradeIn).toBeLessThan(MIN_PURCHASE);
    const spec = (gold: number) => ({ players: [{ gold, hand: ['powerstone'] }, {}], bulletin: 'market-day', stockQueue: ['smoke-bomb'] });
    const broke = turnState(spec(MIN_PURCHASE - 1));
    reject(broke, 0, { type: 'buy', from: 'stock', card: broke.stock.queue[0]!, tradeIn: idIn(hand(broke, 0), 'powerstone') });
    const s = turnState(spec(MIN_PURCHASE));
    const [bomb] = s.stock.queue as [number];
    const stone = idIn(hand(s, 0), 'powerstone');
    expect(isLegal(s, 0, { type: 'buy', from: 'stock', card: bomb })).toBe(false);
    const r = act(s, 0, { type: 'buy', from: 'stock', card: bomb, tradeIn: stone });
    expect(one(r.events, 'bought')).toMatchObject({ seat: 0, card: bomb, cost: MIN_PURCHASE, gold: 0 });
    expect(r.state.players[0]!.gold).toBe(0);
    expect(r.state.abyss).toEqual([stone]);
    expect(keys(hand(r.state, 0))).toEqual(['smoke-bomb']);
  });

  it('AM-F2 Temporal Leakage gives one extra Use action, before or after the normal one; with Dragonberry Blast, 3 actions', () => {
    const cards = new Cards();
    let s = turnState({ players: [{ gold: 9, hand: ['dragonberry-blast'] }, {}], bulletin: 'temporal-leakage', stockQueue: ['chainmail-vest', 'griffin-egg'] }, 0, cards);
    s = act(s, 0, { type: 'use', card: idIn(hand(s, 0), 'dragonberry-blast') }).state;
    s = act(s, 0, { type: 'buy', from: 'stock', card: s.stock.queue[0]! }).state;
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'turn', entry: 'private' }]);
    s = act(s, 0, { type: 'buy', from: 'stock', card: s.stock.queue[0]! }).state;
    expect(prompted(s)[0]!.seat).toBe(1);
    // After the normal action: the extra Use is still there, and the turn may end without it.
    let t = turnState({ players: [{ gold: 9, store: ['cashier'] }, {}], bulletin: 'temporal-leakage', stockQueue: ['chainmail-vest'] });
    t = act(t, 0, { type: 'buy', from: 'stock', card: t.stock.queue[0]! }).state;
    expect(prompted(t)[0]!.seat).toBe(0);
    expect(adventureMart.legal(t, 0).map((a) => a.type).sort()).toEqual(['end-turn', 'use']);
    t = act(t, 0, { type: 'use', card: t.players[0]!.store[0]!.card }).state;
    expect(prompted(t)[0]!.seat).toBe(1);
  });
});

describe('AM-E4 FAQ: Customers', () => {
  it('AM-F4 Luna: the winner discards 2 cards of their choice after Checkout, or what they have', () => {
    const cards = new Cards();
    let s = saleState({ players: [{ hand: ['apprentice-wand', 'wanderers-cloak', 'dungeoneering-bento', 'pet-slime'] }, {}], adventurers: ['luna', 'mirelle'] }, 0, 0, cards);
    s = play(s, [[0, { type: 'offer-add', card: idIn(hand(s, 0), 'apprentice-wand') }], [0, { type: 'offer-confirm' }], [1, { type: 'drop-out' }], [0, { type: 'checkout' }]]).state;
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'discard', entry: 'private' }]);
    s = play(s, [[0, { type: 'discard', card: idIn(hand(s, 0), 'wanderers-cloak') }], [0, { type: 'discard', card: idIn(hand(s, 0), 'pet-slime') }]]).state;
    expect(keys(hand(s, 0))).toEqual(['dungeoneering-bento']);
    expect(prompted(s)[0]!.seat).toBe(1);

    let t = saleState({ players: [{ hand: ['apprentice-wand', 'wanderers-cloak'] }, {}], adventurers: ['luna', 'mirelle'] });
    const r = play(t, [[0, { type: 'offer-add', card: idIn(hand(t, 0), 'apprentice-wand') }], [0, { type: 'offer-confirm' }], [1, { type: 'drop-out' }], [0, { type: 'checkout' }]]);
    t = r.state;
    expect(hand(t, 0)).toEqual([]);
    expect(find(r.events, 'discarded').map((e) => e.data!.names)).toEqual([["Wanderer's Cloak"]]);
  });

  it('AM-F5 Thieves steal up to the stated amount, never more than the victim has; a face-up Night Watch keeps them out', () => {
    const s = saleState({ players: [{ gold: 0 }, { gold: 2 }, { gold: 1 }], adventurers: ['robin-hart'] });
    expect(s.players.map((p) => p.gold)).toEqual([0, 0, 1]);
    const nell = saleState({ players: [{ gold: 0 }, { gold: 2 }, { gold: 1, store: ['night-watch'] }], adventurers: ['nell'] });
    expect(nell.players.map((p) => p.gold)).toEqual([0, 1, 1]);
  });

  it('AM-F6 Bluejay & Greyowl: the winner offers no Stock in the next Sale, may still start it, and can win it with the Initiative', () => {
    const cards = new Cards();
    let s = saleState({
      players: [{ hand: ['griffin-egg', 'iron-longsword', 'tamlin-recurve-bow'] }, { hand: ['chainmail-vest'] }], adventurers: ['bluejay-greyowl', 'brannoc', 'kestrel'],
    }, 0, 0, cards);
    s = play(s, [[0, { type: 'offer-add', card: idIn(hand(s, 0), 'griffin-egg') }], [0, { type: 'offer-confirm' }], [1, { type: 'drop-out' }]]).state;
    if (prompted(s)[0]?.kind === 'topup') s = act(s, 0, { type: 'checkout' }).state;
    // Ben's turn: he lets Ana start the next Sale by ending... he must act: he buys nothing, so he starts one.
    s = act(s, 1, { type: 'start-sale', slot: 0 }).state;
    s = act(s, 1, { type: 'offer-add', card: idIn(hand(s, 1), 'chainmail-vest') }).state;
    s = act(s, 1, { type: 'offer-confirm' }).state;
    expect(adventureMart.view(s, 0).you!.addable).toEqual([]);
    expect(isLegal(s, 0, { type: 'offer-add', card: idIn(hand(s, 0), 'iron-longsword') })).toBe(false);
    s = act(s, 0, { type: 'drop-out' }).state;
    // Ana starts the Sale after that: her Stock counts again.
    s = act(s, 0, { type: 'start-sale', slot: 0 }).state;
    expect(isLegal(s, 0, { type: 'offer-add', card: idIn(hand(s, 0), 'iron-longsword') })).toBe(true);
    // Had she started the barred Sale herself, the Initiative alone would be her Offer.
    const alone = saleState({ players: [{ hand: ['iron-longsword'] }, {}], adventurers: ['brannoc'] });
    alone.players[0]!.barredSale = 1;
    expect(adventureMart.legal(alone, 0).map((a) => a.type)).toEqual(['offer-confirm']);
  });

  it('AM-F7 Abysswalker: nothing can be taken from an empty Abyss; otherwise the winner takes one Stock from it', () => {
    const cards = new Cards();
    let s = saleState({ players: [{ hand: ['apprentice-wand'] }, {}], adventurers: ['abysswalker', 'mirelle'], abyss: ['display-counter'] }, 0, 0, cards);
    let r = play(s, [[0, { type: 'offer-add', card: idIn(hand(s, 0), 'apprentice-wand') }], [0, { type: 'offer-confirm' }], [1, { type: 'drop-out' }]]);
    expect(one(r.events, 'abyss-empty')).toMatchObject({ seat: 0 });
    expect(prompted(r.state)[0]!.seat).toBe(1);

    s = saleState({ players: [{ hand: ['apprentice-wand'] }, {}], adventurers: ['abysswalker', 'mirelle'], abyss: ['arcane-tome', 'mimic-chest'] }, 0, 0, new Cards());
    r = play(s, [[0, { type: 'offer-add', card: idIn(hand(s, 0), 'apprentice-wand') }], [0, { type: 'offer-confirm' }], [1, { type: 'drop-out' }]]);
    expect(prompted(r.state)).toEqual([{ seat: 0, kind: 'take-from-abyss', entry: 'open' }]);
    const tome = idIn(r.state.abyss, 'arcane-tome');
    s = act(r.state, 0, { type: 'take', card: tome }).state;
    expect(hand(s, 0)).toEqual([tome]);
  });
});

describe('AM-E4 FAQ: Fixtures', () => {
  it('AM-F8 Autoforge, Enchantment Table, Town Cartograph discount their type in the Stock Queue, never the top of the Stock Deck', () => {
    const s = turnState({
      players: [{ gold: 9, store: ['autoforge', 'enchantment-table', 'town-cartograph'] }, {}],
      stockQueue: ['iron-longsword', 'apprentice-wand', 'griffin-egg'],
    });
    const v = adventureMart.view(s, 'table').depot.stock;
    expect(v.queue.map((q) => q.costs[0])).toEqual([3, 3, 3]);
    expect(v.queue.map((q) => q.costs[1])).toEqual([4, 4, 4]);
    expect(v.deckCosts).toEqual([4, 4]);
  });

  it('AM-F9 Shrine of the Kaiju: an item returned to hand is not sold and earns no Gold', () => {
    const cards = new Cards();
    let s = saleState({ players: [{ gold: 0, hand: ['iron-longsword', 'chainmail-vest'], store: ['shrine-of-the-kaiju'] }, {}], adventurers: ['helga'] }, 0, 0, cards);
    const [sword, vest] = [idIn(hand(s, 0), 'iron-longsword'), idIn(hand(s, 0), 'chainmail-vest')];
    s = play(s, [[0, { type: 'offer-add', card: sword }], [0, { type: 'offer-add', card: vest }], [0, { type: 'offer-confirm' }], [1, { type: 'drop-out' }]]).state;
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'react', entry: 'open' }]);
    const shrine = s.players[0]!.store[0]!.card;
    s = play(s, [[0, { type: 'react', card: shrine, target: { card: sword } }], [0, { type: 'pass' }]]).state;
    const r = act(s, 0, { type: 'checkout' });
    expect(one(r.events, 'checkout')).toMatchObject({ gold: 2, cards: [vest] });
    expect(r.state.players[0]!.hand).toContain(sword);
  });
});

describe('AM-F9 with AM-O4: a winner who returns their only Stock', () => {
  // Ana holds the Initiative with no Stock; Ben outbids her with one card, she drops out, and Ben
  // returns that card with Shrine of the Kaiju: his Offer holds no Stock and is not the Initiative's.
  function shrineReturnsAll(engineVersion: number) {
    let s: AMState = { ...turnState({ players: [{ hand: [] }, { gold: 0, hand: ['dwarven-warhammer'], store: ['shrine-of-the-kaiju'] }], adventurers: ['brannoc'] }, 0), engineVersion };
    s = play(s, [[0, { type: 'start-sale', slot: 0 }], [0, { type: 'offer-confirm' }]]).state;
    const hammer = idIn(hand(s, 1), 'dwarven-warhammer');
    s = play(s, [[1, { type: 'offer-add', card: hammer }], [1, { type: 'offer-confirm' }], [0, { type: 'drop-out' }]]).state;
    const shrine = s.players[1]!.store[0]!.card;
    s = play(s, [[1, { type: 'react', card: shrine, target: { card: hammer } }], [1, { type: 'pass' }]]).state;
    expect(s.initiative).toBe(0);
    return { r: act(s, 1, { type: 'checkout' }), hammer };
  }

  it('AM-F9 AM-O4 earns no Gold: only the Initiative holder\'s Offer with no Stock is paid', () => {
    const { r, hammer } = shrineReturnsAll(ENGINE_VERSION);
    expect(one(r.events, 'checkout')).toMatchObject({ seat: 1, gold: 0, cards: [] });
    expect(r.state.players[1]!.gold).toBe(0);
    expect(hand(r.state, 1)).toContain(hammer);
  });

  it('AM-O4 a match made under engine 1 keeps engine 1\'s payout (1 Gold), so its saved moves replay as they were played', () => {
    expect(ALSO_PLAYS_ENGINE).toContain(1);
    const { r } = shrineReturnsAll(1);
    expect(one(r.events, 'checkout')).toMatchObject({ seat: 1, gold: INITIATIVE_GOLD, cards: [] });
    expect(r.state.players[1]!.gold).toBe(INITIATIVE_GOLD);
  });
});

describe('AM-E4 FAQ: Staff', () => {
  it('AM-F10 On-Call fires when a Staff is first hired from the queue at its Hire Cost, not from a deck top', () => {
    const cards = new Cards();
    let s = turnState({ players: [{ gold: 9 }, {}], staffQueue: ['cashier', 'appraiser'], staffDeck: ['stockroom-runner'] }, 0, cards);
    const cashier = s.staff.queue[0]!;
    s = act(s, 0, { type: 'buy', from: 'staff', card: cashier }).state;
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'on-call', entry: 'private' }]);
    s = act(s, 0, { type: 'on-call' }).state;
    expect(s.players[0]!.gold).toBe(9);
    expect(s.players[0]!.store[0]).toEqual({ card: cashier, faceUp: false });
    const d = turnState({ players: [{ gold: 9 }, {}], staffQueue: ['appraiser'], staffDeck: ['cashier'] });
    const r = act(d, 0, { type: 'buy-deck', from: 'staff', banish: d.staff.queue[0]! });
    expect(prompted(r.state)[0]!.seat).toBe(1);
  });

  it('AM-F10 no On-Call when a Staff is claimed free from Help from HQ or re-hired at Upkeep', () => {
    const s = makeState({ players: [{ gold: 9, ledger: [] }, { ledger: ['helga'], store: [['cashier', false]] }], staffQueue: ['stockroom-runner'], fixtureQueue: [] });
    s.stack = [{ f: 'day', turn: 0, stage: 'final', lastStarter: 0, finals: [] }];
    beginClosing(s, []);
    advance(s, []);
    // Empty hands: nothing to keep, so Upkeep comes at once.
    let t = s;
    expect(prompted(t)).toEqual([{ seat: 1, kind: 'upkeep', entry: 'open' }]);
    t = act(t, 1, { type: 'rehire', card: t.players[1]!.store[0]!.card }).state;
    expect(prompted(t)).toEqual([{ seat: 0, kind: 'help-from-hq', entry: 'open' }]);
    const runner = idIn(t.staff.queue, 'stockroom-runner');
    const r = act(t, 0, { type: 'help-claim', card: runner });
    expect(frames(r.state)).toEqual(['day', 'turn']);
    expect(r.state.players[0]!.store).toEqual([{ card: runner, faceUp: true }]);
  });

  it('AM-F12 Blue Mountain Sentinel cancels a Sell effect; the cancelled Staff is still flipped face down', () => {
    const cards = new Cards();
    let s = saleState({
      players: [{ hand: ['iron-longsword'], store: ['minibeans'] }, { hand: ['dwarven-warhammer'], store: ['blue-mountain-sentinel'] }],
      adventurers: ['brannoc'],
    }, 0, 0, cards);
    const sword = idIn(hand(s, 0), 'iron-longsword');
    const minibeans = s.players[0]!.store[0]!.card;
    s = play(s, [[0, { type: 'offer-add', card: sword }], [0, { type: 'offer-sell', card: minibeans, target: { card: sword } }], [0, { type: 'offer-confirm' }]]).state;
    expect(prompted(s)).toEqual([{ seat: 1, kind: 'react', entry: 'open' }]);
    expect(adventureMart.view(s, 'table').sale!.offers[0]!.quality.total).toBe(5);
    const sentinel = s.players[1]!.store[0]!.card;
    s = play(s, [[1, { type: 'react', card: sentinel, target: { use: 0 } }], [1, { type: 'pass' }]]).state;
    expect(adventureMart.view(s, 'table').sale!.offers[0]!.quality.total).toBe(4);
    expect(s.players[0]!.store[0]!.faceUp).toBe(false);
    expect(s.players[1]!.store[0]!.faceUp).toBe(false);
  });

  it('AM-F12 a cancelled Red Mountain Bard is still banished when its Stock is discarded at Checkout', () => {
    const cards = new Cards();
    let s = saleState({
      players: [{ hand: [], store: ['blue-mountain-sentinel'] }, { gold: 0, hand: ['dwarven-warhammer'], store: ['red-mountain-bard'] }],
      adventurers: ['brannoc'],
    }, 0, 0, cards);
    s = act(s, 0, { type: 'offer-confirm' }).state;
    const bard = s.players[1]!.store[0]!.card;
    const hammer = idIn(hand(s, 1), 'dwarven-warhammer');
    s = play(s, [[1, { type: 'offer-add', card: hammer }], [1, { type: 'offer-sell', card: bard, target: { card: hammer } }], [1, { type: 'offer-confirm' }]]).state;
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'react', entry: 'open' }]);
    const sentinel = s.players[0]!.store[0]!.card;
    const cancelled = play(s, [[0, { type: 'react', card: sentinel, target: { use: 0 } }], [0, { type: 'pass' }]]);
    expect(one(cancelled.events, 'effect-cancelled')).toMatchObject({ victim: 1, card: bard });
    s = act(cancelled.state, 0, { type: 'drop-out' }).state;
    // Ben's hand is empty, so Checkout follows his win at once.
    expect(s.players[1]!.reorder).toEqual([hammer]);
    expect(s.players[1]!.store).toEqual([]);
    expect(s.abyss).toContain(bard);
  });

  it('AM-F13 Red Mountain Bard goes only with a Stock card or the Initiative; it is banished when that Stock is discarded at Checkout', () => {
    const cards = new Cards();
    let s = saleState({
      players: [{ gold: 0, hand: ['iron-longsword'] }, { hand: ['dwarven-warhammer'], store: ['red-mountain-bard'] }],
      adventurers: ['brannoc'],
    }, 0, 0, cards);
    s = act(s, 0, { type: 'offer-confirm' }).state;
    const bard = s.players[1]!.store[0]!.card;
    // Ben has no Stock offered and no Initiative: the Bard has nothing to go with.
    expect(adventureMart.legal(s, 1).some((a) => a.type === 'offer-sell')).toBe(false);
    const hammer = idIn(hand(s, 1), 'dwarven-warhammer');
    s = act(s, 1, { type: 'offer-add', card: hammer }).state;
    expect(isLegal(s, 1, { type: 'offer-sell', card: bard, target: { card: hammer } })).toBe(true);
    expect(isLegal(s, 1, { type: 'offer-sell', card: bard, target: { initiative: true } })).toBe(false);
    s = play(s, [[1, { type: 'offer-sell', card: bard, target: { card: hammer } }], [1, { type: 'offer-confirm' }], [0, { type: 'drop-out' }]]).state;
    expect(s.players[1]!.store).toEqual([]);
    expect(s.abyss).toContain(bard);
    // The Initiative holder may send the Bard with the Initiative Token; dropping out of... nothing is discarded.
    const t = saleState({ players: [{ store: ['red-mountain-bard'] }, {}], adventurers: ['brannoc'] });
    expect(isLegal(t, 0, { type: 'offer-sell', card: t.players[0]!.store[0]!.card, target: { initiative: true } })).toBe(true);
  });

  it('AM-F13 a Bard whose Stock goes back to hand (its owner dropped out) stays in the Store', () => {
    const cards = new Cards();
    let s = saleState({
      players: [{ hand: ['dwarven-warhammer', 'iron-longsword'] }, { hand: ['chainmail-vest'], store: ['red-mountain-bard'] }],
      adventurers: ['brannoc'],
    }, 0, 0, cards);
    s = act(s, 0, { type: 'offer-confirm' }).state;
    const bard = s.players[1]!.store[0]!.card;
    const vest = idIn(hand(s, 1), 'chainmail-vest');
    s = play(s, [[1, { type: 'offer-add', card: vest }], [1, { type: 'offer-sell', card: bard, target: { card: vest } }], [1, { type: 'offer-confirm' }]]).state;
    s = play(s, [[0, { type: 'offer-add', card: idIn(hand(s, 0), 'dwarven-warhammer') }], [0, { type: 'offer-add', card: idIn(hand(s, 0), 'iron-longsword') }], [0, { type: 'offer-confirm' }]]).state;
    s = act(s, 1, { type: 'drop-out' }).state;
    expect(s.players[1]!.store).toEqual([{ card: bard, faceUp: false }]);
    expect(hand(s, 1)).toContain(vest);
  });

  it('AM-F14 Samwell Soots lures from the Busiest other Store: the victim keeps its token; "when revealed" does not happen again; Ledger effects do', () => {
    const cards = new Cards();
    let s = turnState({
      players: [{ gold: 0, hand: ['powerstone', 'wanderers-cloak', 'pet-slime'], store: ['samwell-soots'] }, { gold: 5, ledger: ['helga', 'luna'], rep: { fighters: 1, mages: 1 } }, { ledger: ['robin-hart'] }],
    }, 0, cards);
    const samwell = s.players[0]!.store[0]!.card;
    const legal = adventureMart.legal(s, 0).filter((a) => a.type === 'use');
    // Ben is Busiest (7 + 9); Cy's Robin Hart is not a target.
    expect(legal.map((a) => (a as { target: { seat: number } }).target.seat)).toEqual([1, 1]);
    const luna = idIn(s.players[1]!.ledger, 'luna');
    s = act(s, 0, { type: 'use', card: samwell, target: { seat: 1, card: luna } }).state;
    expect(s.players[0]!.ledger).toEqual([luna]);
    expect(s.players[1]!.rep).toEqual({ fighters: 1, mages: 1, rangers: 0 });
    expect(s.players[0]!.rep.mages).toBe(0);
    // Luna's Ledger effect resolves for Ana: discard 2 of her 3 cards.
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'discard', entry: 'private' }]);
    // Robin Hart lured from Cy: no theft happens again.
    const t = turnState({ players: [{ store: ['samwell-soots'] }, { gold: 9 }, { ledger: ['robin-hart'] }] });
    const r = act(t, 0, { type: 'use', card: t.players[0]!.store[0]!.card, target: { seat: 2, card: t.players[2]!.ledger[0]! } });
    expect(find(r.events, 'stolen')).toEqual([]);
    expect(r.state.players[1]!.gold).toBe(9);
  });
});

describe('AM-E4 FAQ: Stock and general rulings', () => {
  it('AM-F15 Hungry Soul Blade may banish a face-down Staff to pay its effect', () => {
    const cards = new Cards();
    let s = saleState({ players: [{ hand: ['hungry-soul-blade'], store: [['cashier', false], 'display-counter'] }, {}], adventurers: ['brannoc'] }, 0, 0, cards);
    const blade = idIn(hand(s, 0), 'hungry-soul-blade');
    const cashier = s.players[0]!.store[0]!.card;
    s = act(s, 0, { type: 'offer-add', card: blade }).state;
    const targets = adventureMart.legal(s, 0).filter((a) => a.type === 'offer-sell' && a.card === blade).map((a) => (a as { target?: { pay?: number } }).target?.pay);
    expect(targets).toEqual([cashier]); // Staff only, face down included; not the Fixture
    s = play(s, [[0, { type: 'offer-sell', card: blade, target: { pay: cashier } }], [0, { type: 'offer-confirm' }]]).state;
    expect(s.abyss).toContain(cashier);
    expect(adventureMart.view(s, 'table').sale!.offers[0]!.quality.total).toBe(3 + 3 + 1);
  });

  it('AM-F16 tokens stack; a token that has run out cannot be taken; Discounts stack but a buy costs at least 1', () => {
    const cards = new Cards();
    let s = saleState({ players: [{ hand: ['iron-longsword'], rep: { fighters: 2 } }, { rep: { fighters: 1 } }], adventurers: ['helga'], supply: { fighters: 0 } }, 0, 0, cards);
    const r = play(s, [[0, { type: 'offer-add', card: idIn(hand(s, 0), 'iron-longsword') }], [0, { type: 'offer-confirm' }], [1, { type: 'drop-out' }]]);
    s = r.state;
    expect(s.players[0]!.rep.fighters).toBe(2);
    expect(one(r.events, 'checkout').tokens).toEqual(['no fighters token left']);
    const d = turnState({ players: [{ discounts: 2 }, { discounts: 5 }] });
    expect(adventureMart.view(d, 'table').depot.fixtures.deckCosts).toEqual([2, 1]);
  });
});
