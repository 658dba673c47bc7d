import { describe, expect, it } from 'vitest';
import { adventureMart } from '../../../src/games/adventure-mart';
import type { AMState } from '../../../src/games/adventure-mart';
import { ALSO_PLAYS_ENGINE, ENGINE_VERSION, HAND_SIZE } from '../../../src/games/adventure-mart/constants';
import { CARDS } from '../../../src/games/adventure-mart/content';
import { EFFECTS, effectText } from '../../../src/games/adventure-mart/effects/registry';
import { advance } from '../../../src/games/adventure-mart/rules/day';
import { busiest, poorest, quietest, richest } from '../../../src/games/adventure-mart/rules/standing';
import { act, amountOf, Cards, find, idIn, isLegal, keys, makeState, one, play, prompted, saleState, turnState } from './builder';

describe('Card effects: timings and the registry (AM-E1)', () => {
  it('AM-E1 every card effect is in the one registry with one of the six timings, and has rules text', () => {
    const timings = new Set(['queue', 'use', 'ongoing', 'react', 'sell', 'review']);
    for (const def of Object.values(EFFECTS)) expect(timings.has(def.timing)).toBe(true);
    for (const c of CARDS) {
      if (c.kind === 'bulletin' || !c.effect) continue;
      expect(EFFECTS[c.effect.id], `${c.name}`).toBeDefined();
      expect(effectText(c.id).length, `${c.name}`).toBeGreaterThan(10);
    }
  });

  it('AM-E1 a Queue effect works only in the queue: Throwing Knives cost the Poorest Manager 2 less there', () => {
    const cards = new Cards();
    const s = turnState({ players: [{ gold: 3 }, { gold: 9 }], stockQueue: ['throwing-knives', 'griffin-egg'] }, 0, cards);
    const v = adventureMart.view(s, 'table').depot.stock.queue;
    expect(v.map((q) => q.costs)).toEqual([[2, 4], [4, 4]]);
  });

  it('AM-E1 a Use effect is a turn action, not a Sell choice; a Sell effect is offered only while making an Offer', () => {
    const cards = new Cards();
    let s = turnState({ players: [{ hand: ['mana-draught', 'runed-gauntlets'] }, {}], adventurers: ['brannoc'] }, 0, cards);
    const h = s.players[0]!.hand;
    expect(isLegal(s, 0, { type: 'use', card: idIn(h, 'mana-draught') })).toBe(true);
    expect(adventureMart.legal(s, 0).some((a) => a.type === 'use' && (a as { card: number }).card === idIn(h, 'runed-gauntlets'))).toBe(false);
    s = act(s, 0, { type: 'start-sale', slot: 0 }).state;
    const gauntlets = idIn(h, 'runed-gauntlets');
    // The gauntlets' Import works only once they are in the Offer (AM-O6).
    expect(isLegal(s, 0, { type: 'offer-sell', card: gauntlets })).toBe(false);
    s = act(s, 0, { type: 'offer-add', card: gauntlets }).state;
    expect(isLegal(s, 0, { type: 'offer-sell', card: gauntlets })).toBe(true);
  });
});

describe('Using effects (AM-E2, AM-E3)', () => {
  it('AM-E2 after use a card is discarded, banished or flipped face down as it says', () => {
    const cards = new Cards();
    let s = turnState({ players: [{ hand: ['mana-draught', 'moonpetal-tea'] }, {}], bulletin: 'temporal-leakage' }, 0, cards);
    const h = s.players[0]!.hand;
    const [draught, tea] = [idIn(h, 'mana-draught'), idIn(h, 'moonpetal-tea')];
    s = play(s, [[0, { type: 'use', card: tea }], [0, { type: 'use', card: draught }]]).state;
    expect(s.abyss).toContain(tea);
    expect(s.players[0]!.gold).toBe(8);
    expect([...s.players[0]!.reorder, ...s.players[0]!.hand]).toContain(draught);
    expect(s.players[0]!.hand).not.toContain(tea);
    const t = turnState({ players: [{ store: ['cashier'] }, {}] });
    const cashier = t.players[0]!.store[0]!.card;
    const r = act(t, 0, { type: 'use', card: cashier }).state;
    expect(r.players[0]!.store[0]).toEqual({ card: cashier, faceUp: false });
    expect(r.players[0]!.gold).toBe(7);
  });

  it('AM-E3 a Use effect may come from the hand or the Store, and resolves as far as it can (Courier draws nothing from empty piles)', () => {
    const cards = new Cards();
    const s = turnState({ players: [{ gold: 0, hand: ['dragonberry-blast'], store: ['courier'] }, {}] }, 0, cards);
    const courier = s.players[0]!.store[0]!.card;
    expect(isLegal(s, 0, { type: 'use', card: idIn(s.players[0]!.hand, 'dragonberry-blast') })).toBe(true);
    const r = act(s, 0, { type: 'use', card: courier });
    expect(r.state.players[0]!.gold).toBe(1);
    expect(r.state.players[0]!.hand).toHaveLength(1);
    expect(find(r.events, 'drew')).toEqual([]);
  });

  it('AM-E3 AM-G5 a cost that cannot be paid cannot be used: no Import without Gold', () => {
    const cards = new Cards();
    let s = saleState({ players: [{ gold: 0, hand: ['runed-gauntlets'] }, {}], adventurers: ['brannoc'] }, 0, 0, cards);
    const g = idIn(s.players[0]!.hand, 'runed-gauntlets');
    s = act(s, 0, { type: 'offer-add', card: g }).state;
    expect(isLegal(s, 0, { type: 'offer-sell', card: g })).toBe(false);
  });
});

describe('A Use card leaves the hand after its effect (AM-E2); a payable Use is always offered (AM-E3)', () => {
  // Ana holds only a Mana Draught (draw 2) with one card left in her Storeroom and an empty Reorder Pile.
  function drinkDraught(engineVersion: number) {
    const cards = new Cards();
    const s: AMState = { ...turnState({ players: [{ hand: ['mana-draught'], storeroom: ['powerstone'], reorder: [] }, {}] }, 0, cards), engineVersion };
    const draught = idIn(s.players[0]!.hand, 'mana-draught');
    return { r: act(s, 0, { type: 'use', card: draught }), draught };
  }

  it('AM-E2 a card that draws cannot draw itself back: the draw stops with empty piles, then the card is discarded', () => {
    const { r, draught } = drinkDraught(ENGINE_VERSION);
    expect(keys(r.state.players[0]!.hand)).toEqual(['powerstone']);
    expect(r.state.players[0]!.reorder).toEqual([draught]);
    expect(r.state.players[0]!.storeroom).toEqual([]);
    expect(find(r.events, 'reshuffled')).toEqual([]);
  });

  it('AM-E2 a match made under engine 2 keeps its order (the card first), so its saved moves replay as they were played', () => {
    expect(ALSO_PLAYS_ENGINE).toContain(2);
    const { r, draught } = drinkDraught(2);
    expect(keys(r.state.players[0]!.hand).sort()).toEqual(['mana-draught', 'powerstone']);
    expect(r.state.players[0]!.hand).toContain(draught);
    expect(find(r.events, 'reshuffled')).toHaveLength(1);
  });

  it('AM-E3 a Use effect that would do nothing is still offered and its card still goes where it says (recall, restock, lure)', () => {
    const cards = new Cards();
    const s = turnState({
      players: [{ hand: ['scroll-of-recall'], reorder: [], store: ['town-crier', 'samwell-soots'] }, { ledger: [] }],
      stockDeck: [],
    }, 0, cards);
    const scroll = idIn(s.players[0]!.hand, 'scroll-of-recall');
    const [crier, soots] = s.players[0]!.store.map((x) => x.card) as [number, number];
    const uses = adventureMart.legal(s, 0).filter((a) => a.type === 'use');
    expect(uses).toEqual(expect.arrayContaining([{ type: 'use', card: scroll }, { type: 'use', card: crier }, { type: 'use', card: soots }]));
    const recalled = act(s, 0, { type: 'use', card: scroll });
    expect(recalled.state.players[0]!.hand).toEqual([]);
    expect(recalled.state.players[0]!.reorder).toEqual([scroll]);
    expect(one(recalled.events, 'used')).toMatchObject({ seat: 0, card: scroll, target: null });
    const restocked = act(s, 0, { type: 'use', card: crier });
    expect(restocked.state.players[0]!.store[0]).toEqual({ card: crier, faceUp: false });
    expect(restocked.state.stock.queue).toEqual(s.stock.queue);
    const lured = act(s, 0, { type: 'use', card: soots });
    expect(lured.state.players[0]!.store[1]).toEqual({ card: soots, faceUp: false });
    expect(lured.state.players[0]!.ledger).toEqual([]);
  });

  it('AM-E3 a Use whose cost cannot be paid is not offered: Pawn Counter with no Basic Stock to banish', () => {
    const cards = new Cards();
    const s = turnState({ players: [{ hand: ['iron-longsword'], store: ['pawn-counter'] }, {}] }, 0, cards);
    const pawn = s.players[0]!.store[0]!.card;
    expect(adventureMart.legal(s, 0).some((a) => a.type === 'use' && (a as { card: number }).card === pawn)).toBe(false);
    const t = turnState({ players: [{ hand: ['powerstone'], store: ['pawn-counter'] }, {}] }, 0, new Cards());
    const stone = t.players[0]!.hand[0]!;
    expect(isLegal(t, 0, { type: 'use', card: t.players[0]!.store[0]!.card, target: { card: stone } })).toBe(true);
  });

  it('AM-E3 a match made under engine 2 keeps offering only Use effects with something to do', () => {
    const cards = new Cards();
    const s: AMState = { ...turnState({ players: [{ hand: ['scroll-of-recall'], reorder: [] }, {}] }, 0, cards), engineVersion: 2 };
    expect(adventureMart.legal(s, 0).some((a) => a.type === 'use')).toBe(false);
  });
});

describe('Busiest, Quietest, Richest and Poorest (AM-E5)', () => {
  const base = () => makeState({
    players: [{ gold: 4, ledger: ['brannoc'] }, { gold: 6, ledger: ['mirelle'] }, { gold: 6, ledger: ['fennick', 'wren'] }, { gold: 4, ledger: [] }],
    initiative: 1,
  });

  it('AM-E5 Busiest / Quietest compare the printed Gold to Spend in the Ledger; Richest / Poorest the Gold held', () => {
    const s = base();
    expect(busiest(s)).toBe(2); // 4 + 3 = 7
    expect(quietest(s)).toBe(3); // 0
    expect(richest(s)).toBe(1); // tied 6 with seat 2: seat 1 holds the Initiative
    expect(poorest(s)).toBe(3); // tied 4 with seat 0: seat 3 is nearer clockwise from seat 1
  });

  it('AM-E5 a tie not involving the holder goes to the tied player nearest clockwise from the holder', () => {
    const s = base();
    s.initiative = 2;
    expect(poorest(s)).toBe(3);
    s.initiative = 0;
    expect(poorest(s)).toBe(0);
    expect(richest(s)).toBe(1);
  });
});

describe('React windows (AM-E6)', () => {
  it('AM-E6 a window asks clockwise from the active player; each React once; they resolve in the order announced and open no new window', () => {
    const cards = new Cards();
    let s = saleState({
      players: [{ hand: ['dwarven-warhammer'] }, { hand: ['iron-longsword'] }, { hand: ['smoke-bomb', 'hex-bag'] }],
      adventurers: ['brannoc'], initiative: 1,
    }, 1, 0, cards);
    // Ben (seat 1) started; Cy and Ana are asked after his Offer, Cy first (clockwise from Ben).
    s = play(s, [[1, { type: 'offer-add', card: idIn(s.players[1]!.hand, 'iron-longsword') }], [1, { type: 'offer-confirm' }]]).state;
    expect(prompted(s)).toEqual([{ seat: 2, kind: 'react', entry: 'private' }]);
    const [bomb, hex] = [idIn(s.players[2]!.hand, 'smoke-bomb'), idIn(s.players[2]!.hand, 'hex-bag')];
    s = act(s, 2, { type: 'react', card: hex, target: { seat: 1 } }).state;
    expect(isLegal(s, 2, { type: 'react', card: hex, target: { seat: 1 } })).toBe(false);
    s = act(s, 2, { type: 'react', card: bomb, target: { seat: 1 } }).state;
    s = act(s, 2, { type: 'pass' }).state;
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'react', entry: 'private' }]);
    const r = act(s, 0, { type: 'pass' });
    const hits = find(r.events, 'offer-hit').map((e) => e.data!.why);
    expect(hits).toEqual(['Hex Bag', 'Smoke Bomb']);
    // Ben's 3 + 1 = 4 minus 2 and 2: 0; no second window opened: Cy is asked to raise.
    expect(adventureMart.view(r.state, 'table').sale!.offers[1]!.quality.total).toBe(0);
    expect(prompted(r.state)).toEqual([{ seat: 2, kind: 'offer', entry: 'private' }]);
  });
});

describe('Face-down cards (AM-E7)', () => {
  it('AM-E7 a face-down Fixture gives no discount or bonus, but fills a slot and may be banished to make room', () => {
    const cards = new Cards();
    const s = turnState({
      players: [{ gold: 9, store: [['autoforge', false], ['fighters-banner', false], 'cashier', 'appraiser'] }, {}],
      stockQueue: ['iron-longsword'], fixtureQueue: ['trophy-wall'],
    }, 0, cards);
    const v = adventureMart.view(s, 'table');
    expect(v.depot.stock.queue[0]!.costs[0]).toBe(4);
    const autoforge = s.players[0]!.store[0]!.card;
    const trophy = s.fixtures.queue[0]!;
    const r = act(s, 0, { type: 'buy', from: 'fixtures', card: trophy, replace: autoforge });
    expect(r.state.abyss).toContain(autoforge);
    expect(r.state.players[0]!.store.map((x) => x.card)).toContain(trophy);
  });

  it('AM-E7 a face-down Banner adds no Quality; face up it does', () => {
    const cards = new Cards();
    const down = saleState({ players: [{ store: [['fighters-banner', false]] }, {}], adventurers: ['brannoc'] }, 0, 0, cards);
    expect(adventureMart.view(down, 0).you!.draft!.quality.total).toBe(1);
    const up = saleState({ players: [{ store: ['fighters-banner'] }, {}], adventurers: ['brannoc'] });
    expect(adventureMart.view(up, 0).you!.draft!.quality.total).toBe(1 + amountOf('fighters-banner'));
  });

  it('AM-E7 a face-up Night Watch keeps a Thief out; face down it does nothing', () => {
    const taken = amountOf('nell');
    const start = taken + 2;
    const up = saleState({ players: [{ gold: start }, { gold: start, store: ['night-watch'] }], adventurers: ['nell'] });
    expect(up.players.map((p) => p.gold)).toEqual([start - taken, start]);
    const down = saleState({ players: [{ gold: start }, { gold: start, store: [['night-watch', false]] }], adventurers: ['nell'] });
    expect(down.players.map((p) => p.gold)).toEqual([start - taken, start - taken]);
  });

  it('AM-E7 a face-up Bookkeeper raises the hand size at Store Closing; face down it does nothing', () => {
    const extra = amountOf('bookkeeper');
    // More cards in the Storeroom than either hand size, so only the limit decides how many are drawn.
    const pile = ['powerstone', 'powerstone', 'pet-slime', 'handy-hatchet', 'health-potion', 'iron-longsword', 'griffin-egg', 'chainmail-vest', 'wanderers-cloak'];
    expect(pile.length).toBeGreaterThan(HAND_SIZE + extra);
    const closed = (faceUp: boolean) => {
      const s = makeState({ players: [{ storeroom: pile, store: [['bookkeeper', faceUp]] }, {}] });
      s.stack = [{ f: 'day', turn: 0, stage: 'final', lastStarter: 0, finals: [] }];
      advance(s, []);
      return s;
    };
    const up = closed(true);
    expect(up.players[0]!.hand).toHaveLength(HAND_SIZE + extra);
    expect(adventureMart.view(up, 'table').players[0]!.handLimit).toBe(HAND_SIZE + extra);
    const down = closed(false);
    expect(down.players[0]!.hand).toHaveLength(HAND_SIZE);
    expect(adventureMart.view(down, 'table').players[0]!.handLimit).toBe(HAND_SIZE);
  });
});

describe('sanity', () => {
  it('keys and one() helpers work on a fresh state', () => {
    const s = makeState({ players: [{ hand: ['powerstone'] }, {}] });
    expect(keys(s.players[0]!.hand)).toEqual(['powerstone']);
    expect(() => one([], 'x')).toThrow();
  });
});
