import { describe, expect, it } from 'vitest';
import { adventureMart } from '../../../src/games/adventure-mart';
import { DECK_BUY_COST, DISCOUNT_PER_TOKEN, INITIATIVE_GOLD, MIN_PURCHASE } from '../../../src/games/adventure-mart/constants';
import { act, Cards, frames, idIn, isLegal, keys, one, play, prompted, reject, saleState, turnState } from './builder';

describe('Starting a Sale (AM-O1)', () => {
  it('AM-O1 the starter takes the Initiative, reveals the chosen face-down Adventurer, which stays in the queue, and must offer', () => {
    const cards = new Cards();
    let s = turnState({ players: [{ hand: ['iron-longsword'] }, {}], initiative: 1, adventurers: ['mirelle', 'brannoc', 'fennick'] }, 0, cards);
    expect(s.initiative).toBe(1);
    const r = act(s, 0, { type: 'start-sale', slot: 1 });
    s = r.state;
    expect(s.initiative).toBe(0);
    const started = one(r.events, 'sale-started');
    expect(started).toMatchObject({ seat: 0, name: 'Brannoc the Vanguard', gold: 4 });
    expect(r.events.find((e) => e.type === 'sale-started')?.reveals).toBe(true);
    expect(keys(s.adventurers.queue)).toEqual(['mirelle', 'brannoc', 'fennick']);
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'offer', entry: 'private' }]);
    // The starter's first Offer cannot be skipped: no drop-out.
    expect(isLegal(s, 0, { type: 'drop-out' })).toBe(false);
    expect(isLegal(s, 0, { type: 'offer-confirm' })).toBe(true);
  });

  it('AM-O1 the Adventurer\'s "when revealed" Queue effect resolves at once (Robin Hart robs the Richest Manager)', () => {
    const s = saleState({ players: [{ gold: 2 }, { gold: 7 }], adventurers: ['robin-hart'] });
    expect(s.players[1]!.gold).toBe(4);
    expect(s.players[0]!.gold).toBe(2);
  });

  it('AM-O1 only face-down Adventurers in the queue can be chosen, by position', () => {
    const s = turnState({ players: [{}, {}], adventurers: ['mirelle', 'brannoc'] });
    const starts = adventureMart.legal(s, 0).filter((a) => a.type === 'start-sale');
    expect(starts).toEqual([{ type: 'start-sale', slot: 0 }, { type: 'start-sale', slot: 1 }]);
    reject(s, 0, { type: 'start-sale', slot: 2 });
  });
});

describe('Offers (AM-O2, AM-O4, AM-O5)', () => {
  it('AM-O2 only Stock of a type the Adventurer desires can be offered', () => {
    const cards = new Cards();
    const s = saleState({ players: [{ hand: ['iron-longsword', 'apprentice-wand', 'griffin-egg'] }, {}], adventurers: ['brannoc'] }, 0, 0, cards);
    const hand = s.players[0]!.hand;
    expect(isLegal(s, 0, { type: 'offer-add', card: idIn(hand, 'iron-longsword') })).toBe(true);
    reject(s, 0, { type: 'offer-add', card: idIn(hand, 'apprentice-wand') });
    reject(s, 0, { type: 'offer-add', card: idIn(hand, 'griffin-egg') });
  });

  it('AM-O4 the Initiative holder alone may offer no Stock; such an Offer is worth its +1 and, winning, earns 1 Gold', () => {
    let s = saleState({ players: [{ gold: 0, hand: ['iron-longsword'] }, { gold: 0, hand: ['chainmail-vest'], rep: { fighters: 2 } }], adventurers: ['brannoc'] });
    s = act(s, 0, { type: 'offer-confirm' }).state;
    expect(adventureMart.view(s, 'table').sale!.offers[0]!.quality.total).toBe(1);
    // Ben's two Fighter tokens would make 2 > 1, but without the Initiative he must offer Stock.
    expect(isLegal(s, 1, { type: 'offer-confirm' })).toBe(false);
    expect(reject(s, 1, { type: 'offer-confirm' }).code).toBe('offer-too-low');
    s = act(s, 1, { type: 'drop-out' }).state;
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'topup', entry: 'private' }]);
    const r = act(s, 0, { type: 'checkout' });
    expect(one(r.events, 'checkout')).toMatchObject({ seat: 0, gold: 1, cards: [] });
    expect(r.state.players[0]!.gold).toBe(1);
  });

  it('AM-O4 the Initiative adds +1 Quality but no Gold to an Offer holding Stock', () => {
    const cards = new Cards();
    let s = saleState({ players: [{ gold: 0, hand: ['iron-longsword'] }, {}], adventurers: ['brannoc'] }, 0, 0, cards);
    const sword = idIn(s.players[0]!.hand, 'iron-longsword');
    s = play(s, [[0, { type: 'offer-add', card: sword }], [0, { type: 'offer-confirm' }]]).state;
    expect(adventureMart.view(s, 'table').sale!.offers[0]!.quality).toMatchObject({ total: 4, parts: { stock: 3, initiative: 1 } });
    // Ana's hand is empty, so there is nothing to add after winning: Checkout follows at once.
    const r = play(s, [[1, { type: 'drop-out' }]]);
    expect(one(r.events, 'checkout').gold).toBe(3);
  });

  it('AM-O5 clockwise from the starter\'s left each player not highest raises strictly above or drops out; offered cards stay; the outbid starter must raise again', () => {
    const cards = new Cards();
    let s = saleState({
      players: [
        { hand: ['iron-longsword', 'handy-hatchet'] },
        { hand: ['dwarven-warhammer', 'wanderers-cloak'] },
        { hand: ['chainmail-vest'] },
      ],
      adventurers: ['helga'],
    }, 0, 0, cards);
    const [sword, hatchet] = [idIn(s.players[0]!.hand, 'iron-longsword'), idIn(s.players[0]!.hand, 'handy-hatchet')];
    const [hammer, cloak] = [idIn(s.players[1]!.hand, 'dwarven-warhammer'), idIn(s.players[1]!.hand, 'wanderers-cloak')];
    // Ana: (3 x 2) + 1 Initiative = 7.
    s = play(s, [[0, { type: 'offer-add', card: sword }], [0, { type: 'offer-confirm' }]]).state;
    expect(prompted(s)).toEqual([{ seat: 1, kind: 'offer', entry: 'private' }]);
    // Ben: the cloak alone is 2, not above 7; the hammer (4 x 2 = 8) is.
    s = act(s, 1, { type: 'offer-add', card: cloak }).state;
    expect(isLegal(s, 1, { type: 'offer-confirm' })).toBe(false);
    s = play(s, [[1, { type: 'offer-take-back', card: cloak }], [1, { type: 'offer-add', card: hammer }], [1, { type: 'offer-confirm' }]]).state;
    expect(prompted(s)).toEqual([{ seat: 2, kind: 'offer', entry: 'private' }]);
    s = act(s, 2, { type: 'drop-out' }).state;
    // Back to Ana, outbid: her longsword stays offered (it cannot be taken back).
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'offer', entry: 'private' }]);
    reject(s, 0, { type: 'offer-take-back', card: sword });
    s = play(s, [[0, { type: 'offer-add', card: hatchet }], [0, { type: 'offer-confirm' }]]).state;
    expect(adventureMart.view(s, 'table').sale!.offers[0]!.quality.total).toBe(11);
    // Cy dropped out for the rest of the Sale: Ben is next.
    expect(prompted(s)).toEqual([{ seat: 1, kind: 'offer', entry: 'private' }]);
    const r = act(s, 1, { type: 'drop-out' });
    expect(one(r.events, 'sale-won').seat).toBe(0);
    // Ben's hammer went back to his hand.
    expect(r.state.players[1]!.hand).toContain(hammer);
  });

  it('AM-O5 an equal Offer is not a raise', () => {
    const cards = new Cards();
    let s = saleState({ players: [{ hand: ['iron-longsword'] }, { hand: ['dwarven-warhammer'] }], adventurers: ['brannoc'] }, 0, 0, cards);
    s = play(s, [[0, { type: 'offer-add', card: idIn(s.players[0]!.hand, 'iron-longsword') }], [0, { type: 'offer-confirm' }]]).state;
    // Ana: 3 + 1 = 4. Ben's hammer is 4: equal, not higher.
    s = act(s, 1, { type: 'offer-add', card: idIn(s.players[1]!.hand, 'dwarven-warhammer') }).state;
    expect(adventureMart.view(s, 1).you!.draft!.quality.total).toBe(4);
    expect(isLegal(s, 1, { type: 'offer-confirm' })).toBe(false);
  });

  it('AM-O5 a player who dropped out is asked nothing more in that Sale, not even in a React window', () => {
    const cards = new Cards();
    let s = saleState({
      players: [{ hand: ['iron-longsword'] }, { hand: ['smoke-bomb'] }, { hand: ['chainmail-vest'] }],
      adventurers: ['brannoc'],
    }, 0, 0, cards);
    s = act(s, 0, { type: 'offer-confirm' }).state;
    // Ben may hold a hand React, so everyone still in is asked (AM-H2).
    expect(prompted(s).map((p) => [p.seat, p.kind])).toEqual([[1, 'react']]);
    s = play(s, [[1, { type: 'pass' }], [2, { type: 'pass' }]]).state;
    s = act(s, 1, { type: 'drop-out' }).state;
    s = play(s, [[2, { type: 'offer-add', card: idIn(s.players[2]!.hand, 'chainmail-vest') }], [2, { type: 'offer-confirm' }]]).state;
    // Ben is out: no window for him; Ana, outbid, is asked to raise.
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'offer', entry: 'private' }]);
  });

  it('AM-O5 the draft is the owner\'s alone until confirmed; confirming reveals the cards and hands on', () => {
    const cards = new Cards();
    let s = saleState({ players: [{ hand: ['iron-longsword'] }, {}], adventurers: ['brannoc'] }, 0, 0, cards);
    const sword = idIn(s.players[0]!.hand, 'iron-longsword');
    s = act(s, 0, { type: 'offer-add', card: sword }).state;
    expect(adventureMart.view(s, 0).you!.draft!.cards.map((c) => c.id)).toEqual([sword]);
    expect(JSON.stringify(adventureMart.view(s, 'table'))).not.toContain('"draft"');
    expect(adventureMart.view(s, 'table').sale!.offers[0]).toBeNull();
    expect(adventureMart.view(s, 1).you).toBeUndefined();
    const r = act(s, 0, { type: 'offer-confirm' });
    expect(one(r.events, 'offer-made')).toMatchObject({ seat: 0, added: [sword], quality: 4 });
    expect(r.events.find((e) => e.type === 'offer-made')?.reveals).toBe(true);
    expect(prompted(r.state)[0]!.seat).toBe(1);
  });
});

describe('Winning and Checkout (AM-O6, AM-O7, AM-O8)', () => {
  it('AM-O6 the winner may add desired Stock while Sell Price is below Gold to Spend (no Sell effects), then Checkout pays min(Sell Price, Gold to Spend)', () => {
    const cards = new Cards();
    let s = saleState({
      players: [{ gold: 0, hand: ['iron-longsword', 'runed-gauntlets', 'chainmail-vest', 'apprentice-wand'] }, {}],
      adventurers: ['helga'],
    }, 0, 0, cards);
    const h = s.players[0]!.hand;
    s = play(s, [[0, { type: 'offer-add', card: idIn(h, 'iron-longsword') }], [0, { type: 'offer-confirm' }], [1, { type: 'drop-out' }]]).state;
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'topup', entry: 'private' }]);
    const legal = adventureMart.legal(s, 0);
    // Only desired types; no Sell effects (the gauntlets' Import) after winning.
    expect(legal.map((a) => a.type).sort()).toEqual(['checkout', 'topup-add', 'topup-add']);
    expect(isLegal(s, 0, { type: 'topup-add', card: idIn(h, 'apprentice-wand') })).toBe(false);
    // 3 + 3 = 6 < 7: still below; 6 + 2 = 8 >= 7: Checkout follows by itself.
    s = act(s, 0, { type: 'topup-add', card: idIn(h, 'runed-gauntlets') }).state;
    expect(prompted(s)[0]?.kind).toBe('topup');
    const r = act(s, 0, { type: 'topup-add', card: idIn(h, 'chainmail-vest') });
    const c = one(r.events, 'checkout');
    expect(c.gold).toBe(7);
    expect(r.state.players[0]!.gold).toBe(7);
    expect(keys(r.state.players[0]!.reorder).sort()).toEqual(['chainmail-vest', 'iron-longsword', 'runed-gauntlets']);
    expect(keys(r.state.players[0]!.ledger)).toEqual(['helga']);
    expect(keys(r.state.adventurers.queue)).toEqual([]);
  });

  it('AM-O6 an Offer that won with no Stock may be topped up too; once it holds Stock, Checkout pays by Sell Price, not the Initiative\'s 1 Gold', () => {
    const cards = new Cards();
    let s = saleState({ players: [{ gold: 0, hand: ['iron-longsword', 'chainmail-vest'] }, {}], adventurers: ['helga'] }, 0, 0, cards);
    // Ana offers the Initiative alone and Ben drops out: she wins with no Stock.
    s = play(s, [[0, { type: 'offer-confirm' }], [1, { type: 'drop-out' }]]).state;
    expect(s.stack.some((f) => f.f === 'sale' && (f.offers[0] ?? []).length === 0)).toBe(true);
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'topup', entry: 'private' }]);
    const sword = idIn(s.players[0]!.hand, 'iron-longsword');
    s = act(s, 0, { type: 'topup-add', card: sword }).state;
    const r = act(s, 0, { type: 'checkout' });
    expect(one(r.events, 'checkout')).toMatchObject({ seat: 0, gold: 3, cards: [sword] });
    expect(r.state.players[0]!.gold).toBe(3);
    // Not topped up, the same Offer is paid the Initiative's 1 Gold (AM-O4).
    const t = play(saleState({ players: [{ gold: 0, hand: ['iron-longsword'] }, {}], adventurers: ['helga'] }, 0, 0, new Cards()), [[0, { type: 'offer-confirm' }], [1, { type: 'drop-out' }], [0, { type: 'checkout' }]]);
    expect(one(t.events, 'checkout')).toMatchObject({ gold: INITIATIVE_GOLD, cards: [] });
  });

  it('AM-O6 AM-O7 winning a Vanguard gives a Fighters Reputation token, worth +1 Quality in later Sales to Fighters; they stack', () => {
    const cards = new Cards();
    let s = saleState({ players: [{ gold: 0, hand: ['iron-longsword'], rep: { fighters: 1 } }, {}], adventurers: ['helga', 'brannoc'] }, 0, 0, cards);
    s = play(s, [[0, { type: 'offer-confirm' }], [1, { type: 'drop-out' }], [0, { type: 'checkout' }]]).state;
    expect(s.players[0]!.rep.fighters).toBe(2);
    expect(s.supply.fighters).toBe(2);
    // Ben's turn now; he sells to Brannoc (a Fighter): Ana's two tokens count in her Offer.
    s = act(s, 1, { type: 'start-sale', slot: 0 }).state;
    s = act(s, 1, { type: 'offer-confirm' }).state;
    s = act(s, 0, { type: 'offer-add', card: idIn(s.players[0]!.hand, 'iron-longsword') }).state;
    expect(adventureMart.view(s, 0).you!.draft!.quality).toMatchObject({ total: 5, parts: { stock: 3, tokens: 2, initiative: 0 } });
  });

  it('AM-O8 a Draconic Executive grants a permanent Discount token: 1 Gold off each buy from a deck top, none off queue buys', () => {
    const cards = new Cards();
    let s = saleState({ players: [{ gold: 0, hand: ['iron-longsword'] }, {}], adventurers: ['vyrax', 'brannoc'] }, 0, 0, cards);
    s = play(s, [[0, { type: 'offer-add', card: idIn(s.players[0]!.hand, 'iron-longsword') }], [0, { type: 'offer-confirm' }], [1, { type: 'drop-out' }]]).state;
    expect(s.players[0]!.discounts).toBe(1);
    expect(s.supply.discount).toBe(2);
    const v = adventureMart.view(s, 'table');
    expect(v.depot.stock.deckCosts).toEqual([3, 4]);
    expect(v.depot.stock.queue.map((q) => q.costs[0])).toEqual(v.depot.stock.queue.map((q) => q.card.kind === 'stock' ? q.card.cost : 0));
  });

  it('AM-O8 Discount tokens are permanent and stack: a deck buy does not use them up, so the next deck buy gets the same discount', () => {
    const cards = new Cards();
    const tokens = 2;
    const price = DECK_BUY_COST - tokens * DISCOUNT_PER_TOKEN;
    expect(price).toBeGreaterThan(MIN_PURCHASE); // the stacked discount is not hidden by the floor
    let s = turnState({
      players: [{ gold: 2 * price, discounts: tokens }, { gold: DECK_BUY_COST }],
      stockQueue: ['griffin-egg', 'chainmail-vest'], stockDeck: ['arcane-tome', 'phoenix-feather'],
    }, 0, cards);
    // Ana's first deck buy: both tokens count.
    let r = act(s, 0, { type: 'buy-deck', from: 'stock', banish: s.stock.queue[0]! });
    expect(one(r.events, 'bought-from-deck')).toMatchObject({ seat: 0, cost: price });
    expect(r.state.players[0]!.discounts).toBe(tokens);
    expect(r.state.players[0]!.gold).toBe(price);
    // Ben's turn, then Ana's again: the tokens are still hers and take the same amount off.
    s = act(r.state, 1, { type: 'buy-deck', from: 'fixtures', banish: r.state.fixtures.queue[0]! }).state;
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'turn', entry: 'private' }]);
    expect(adventureMart.view(s, 'table').depot.stock.deckCosts[0]).toBe(price);
    r = act(s, 0, { type: 'buy-deck', from: 'stock', banish: s.stock.queue[0]! });
    expect(one(r.events, 'bought-from-deck')).toMatchObject({ seat: 0, cost: price });
    expect(r.state.players[0]!.gold).toBe(0);
    expect(r.state.players[0]!.discounts).toBe(tokens);
    expect(keys(r.state.players[0]!.hand)).toEqual(['arcane-tome', 'phoenix-feather']);
  });
});

describe('The Initiative Token (AM-O9)', () => {
  it('AM-O9 the Initiative stays with the last player who started a Sale and breaks ties between standing Offers', () => {
    const cards = new Cards();
    // Ana starts (Initiative): 3 + 1 = 4 to Brannoc.
    let s = saleState({
      players: [{ hand: ['iron-longsword'] }, { hand: ['dwarven-warhammer', 'handy-hatchet'] }, { hand: ['smoke-bomb'] }],
      adventurers: ['brannoc', 'mirelle'],
    }, 0, 0, cards);
    s = play(s, [[0, { type: 'offer-add', card: idIn(s.players[0]!.hand, 'iron-longsword') }], [0, { type: 'offer-confirm' }]]).state;
    s = play(s, [[1, { type: 'pass' }], [2, { type: 'pass' }]]).state;
    const h = s.players[1]!.hand;
    s = play(s, [[1, { type: 'offer-add', card: idIn(h, 'dwarven-warhammer') }], [1, { type: 'offer-add', card: idIn(h, 'handy-hatchet') }], [1, { type: 'offer-confirm' }]]).state;
    // Ben: 4 + 2 = 6. Cy answers the window with Smoke Bomb: Ben 6 - 2 = 4, the same as Ana's 4.
    expect(prompted(s)).toEqual([{ seat: 2, kind: 'react', entry: 'private' }]);
    s = play(s, [[2, { type: 'react', card: idIn(s.players[2]!.hand, 'smoke-bomb'), target: { seat: 1 } }], [2, { type: 'pass' }], [0, { type: 'pass' }]]).state;
    const v = adventureMart.view(s, 'table').sale!;
    expect(v.offers[0]!.quality.total).toBe(4);
    expect(v.offers[1]!.quality.total).toBe(4);
    // Tied: the Initiative holder (Ana) leads, so Ben must raise; Cy, still in, is asked first.
    expect(v.leader).toBe(0);
    expect(prompted(s)[0]).toMatchObject({ seat: 2, kind: 'offer' });
    s = act(s, 2, { type: 'drop-out' }).state;
    expect(prompted(s)[0]).toMatchObject({ seat: 1, kind: 'offer' });
    expect(s.initiative).toBe(0);
    expect(frames(s)).toEqual(['day', 'turn', 'sale']);
  });

  it('AM-O9 winning a Sale does not take the Initiative: it stays with the starter through Checkout and into the next Day', () => {
    const cards = new Cards();
    // Ana holds the Initiative; Ben starts a Sale to Brannoc and takes it, offering no Stock (+1).
    let s = saleState({
      players: [{ hand: ['iron-longsword'] }, {}], initiative: 0, adventurers: ['brannoc'], bulletins: ['gold-rush'],
    }, 1, 0, cards);
    expect(s.initiative).toBe(1);
    s = act(s, 1, { type: 'offer-confirm' }).state;
    // Ana, not the starter, outbids him with her longsword, and Ben drops out: Ana wins.
    s = play(s, [[0, { type: 'offer-add', card: idIn(s.players[0]!.hand, 'iron-longsword') }], [0, { type: 'offer-confirm' }]]).state;
    const r = act(s, 1, { type: 'drop-out' });
    s = r.state;
    expect(one(r.events, 'sale-won').seat).toBe(0);
    // Ana's hand is empty, so Checkout followed at once.
    expect(one(r.events, 'checkout').seat).toBe(0);
    expect(keys(s.players[0]!.ledger)).toEqual(['brannoc']);
    expect(s.initiative).toBe(1);
    expect(adventureMart.view(s, 'table').initiative).toBe(1);
    // Every Adventurer is served: the final actions run from Ana, left of the last starter, to Ben.
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'final-action', entry: 'private' }]);
    s = play(s, [[0, { type: 'end-turn' }], [1, { type: 'end-turn' }]]).state;
    expect(s.initiative).toBe(1);
    // Store Closing: Help from HQ goes to Ben (the Quietest Store); then Day 2 opens with Ben, the
    // Initiative holder, revealing its Bulletin and taking the first turn.
    expect(prompted(s)).toEqual([{ seat: 1, kind: 'help-from-hq', entry: 'open' }]);
    const next = act(s, 1, { type: 'help-gold' });
    expect(next.state.day).toBe(2);
    expect(next.state.initiative).toBe(1);
    expect(one(next.events, 'bulletin')).toMatchObject({ day: 2, seat: 1 });
    expect(prompted(next.state)).toEqual([{ seat: 1, kind: 'turn', entry: 'private' }]);
  });
});
