// Topping up and Checkout (found by mutation testing, npm run mutate): what a top-up may add and
// what the table is told of it, who is paid for a Stock-less Offer under each rules version, and
// the tokens when the supply has run out.
import { describe, expect, it } from 'vitest';
import { INITIATIVE_GOLD, SINCE_ENGINE } from '../../../src/games/adventure-mart/constants';
import { checkoutGold } from '../../../src/games/adventure-mart/rules/checkout';
import type { SaleFrame } from '../../../src/games/adventure-mart/state';
import { act, Cards, find, idIn, one, play, reject, saleState, topFrame } from './builder';

function winVyrax(discount: number) {
  const cards = new Cards();
  const s = saleState({ players: [{ hand: ['iron-longsword'], discounts: 1 }, {}], adventurers: ['vyrax'], supply: { discount } }, 0, 0, cards);
  const sword = idIn(s.players[0]!.hand, 'iron-longsword');
  return play(s, [[0, { type: 'offer-add', card: sword }], [0, { type: 'offer-confirm' }], [1, { type: 'drop-out' }]]);
}

describe('Adventure Mart guards: Checkout tokens', () => {
  it('AM-F16 a Draconic Executive grants a Discount token from the supply; Checkout is told as a reveal', () => {
    const r = winVyrax(1);
    expect(one(r.events, 'checkout').tokens).toEqual(['discount']);
    expect(find(r.events, 'checkout')[0]).toMatchObject({ visibility: 'public', reveals: true });
    expect(r.state.players[0]!.discounts).toBe(2);
    expect(r.state.supply.discount).toBe(0);
  });

  it('AM-F16 with no Discount token left a Draconic Executive grants none, and the table is told so', () => {
    const r = winVyrax(0);
    expect(one(r.events, 'checkout').tokens).toEqual(['no discount token left']);
    expect(r.state.players[0]!.discounts).toBe(1);
    expect(r.state.supply.discount).toBe(0);
  });
});

describe('Adventure Mart guards: topping up', () => {
  // Ana wins Helga (7 Gold to Spend, Martial) with a Longsword (Sell 3): she may top up.
  function won() {
    const s = saleState({ players: [{ hand: ['iron-longsword', 'runed-gauntlets', 'apprentice-wand'] }, { hand: ['chainmail-vest'] }], adventurers: ['helga'] }, 0, 0, new Cards());
    const sword = idIn(s.players[0]!.hand, 'iron-longsword');
    return { s: play(s, [[0, { type: 'offer-add', card: sword }], [0, { type: 'offer-confirm' }], [1, { type: 'drop-out' }]]).state, sword };
  }

  it('AM-O6 a top-up must name a desired Stock card from the winner\'s own hand', () => {
    const { s, sword } = won();
    expect(topFrame(s)).toMatchObject({ f: 'sale', stage: 'topup' });
    const wand = idIn(s.players[0]!.hand, 'apprentice-wand');
    const vest = idIn(s.players[1]!.hand, 'chainmail-vest');
    const refused = { code: 'not-legal', message: 'That is not one of your choices now.' };
    // Not desired (Magic), in Ben's hand, already in the Offer, no card at all.
    expect([wand, vest, sword].map((card) => reject(s, 0, { type: 'topup-add', card }))).toEqual([refused, refused, refused]);
    expect(reject(s, 0, { type: 'topup-add' })).toEqual(refused);
    expect(act(s, 0, { type: 'topup-add', card: idIn(s.players[0]!.hand, 'runed-gauntlets') }).state.players[0]!.hand).toEqual([wand]);
  });

  it('AM-O6 each top-up is told to the table, card by name, as a reveal', () => {
    const { s } = won();
    const gauntlets = idIn(s.players[0]!.hand, 'runed-gauntlets');
    expect(find(act(s, 0, { type: 'topup-add', card: gauntlets }).events, 'topped-up')).toEqual([
      { type: 'topped-up', visibility: 'public', reveals: true, data: { seat: 0, card: gauntlets, name: 'Runed Gauntlets' } },
    ]);
  });
});

describe('Adventure Mart guards: a Stock-less Offer\'s pay by rules version (AM-O4)', () => {
  // Ben wins, not holding the Initiative, with an Offer left empty (as after Shrine of the Kaiju).
  function gold(engineVersion: number, winner: number): number {
    const s = saleState({ players: [{}, {}], adventurers: ['helga'] });
    s.engineVersion = engineVersion;
    const sale = { ...(topFrame(s) as SaleFrame), winner, offers: [[], []] };
    return checkoutGold(s, sale);
  }

  it('AM-O4 from the engine that brought the rule, only the Initiative holder is paid for an Offer with no Stock', () => {
    const since = SINCE_ENGINE.stocklessPaidToInitiativeOnly;
    expect([gold(since - 1, 1), gold(since, 1), gold(since, 0)]).toEqual([INITIATIVE_GOLD, 0, INITIATIVE_GOLD]);
  });
});

describe('Adventure Mart guards: only the Bard is banished with its Stock (AM-F13)', () => {
  it('AM-F13 a Store card that boosted a Stock card in the winning Offer stays, face down, after Checkout', () => {
    // Her hand is then empty, so Checkout follows the win by itself.
    const s = saleState({ players: [{ hand: ['iron-longsword'], store: ['appraiser'] }, {}], adventurers: ['helga'] }, 0, 0, new Cards());
    const sword = idIn(s.players[0]!.hand, 'iron-longsword');
    const appraiser = s.players[0]!.store[0]!.card;
    const r = play(s, [
      [0, { type: 'offer-add', card: sword }], [0, { type: 'offer-sell', card: appraiser, target: { card: sword } }],
      [0, { type: 'offer-confirm' }], [1, { type: 'drop-out' }],
    ]);
    expect(one(r.events, 'checkout')).toMatchObject({ seat: 0, cards: [sword] });
    expect(r.state.players[0]!.store).toEqual([{ card: appraiser, faceUp: false }]);
    expect(find(r.events, 'banished')).toEqual([]);
  });
});

describe('Adventure Mart guards: the Bard banished at Checkout is told (AM-F13)', () => {
  it('AM-F13 the table is told the Bard was banished and why: the Stock it joined was discarded at Checkout', () => {
    const s = saleState({ players: [{ hand: ['dwarven-warhammer'], store: ['red-mountain-bard'] }, {}], adventurers: ['brannoc'] }, 0, 0, new Cards());
    const hammer = idIn(s.players[0]!.hand, 'dwarven-warhammer');
    const bard = s.players[0]!.store[0]!.card;
    const r = play(s, [
      [0, { type: 'offer-add', card: hammer }], [0, { type: 'offer-sell', card: bard, target: { card: hammer } }],
      [0, { type: 'offer-confirm' }], [1, { type: 'drop-out' }],
    ]);
    expect(find(r.events, 'banished')).toEqual([{
      type: 'banished', visibility: 'public', data: { seat: 0, card: bard, name: 'Red Mountain Bard', why: 'Dwarven Warhammer was discarded' },
    }]);
  });
});

describe('Adventure Mart guards: a Bard already gone is not banished again (AM-F13, AM-F15)', () => {
  it('AM-F13 AM-F15 a Bard that joined the Stock and was then banished to pay a Soul Blade is gone before Checkout, which banishes nothing more', () => {
    const s = saleState({
      players: [{ hand: ['dwarven-warhammer', 'hungry-soul-blade'], store: ['red-mountain-bard', 'cashier'] }, { hand: ['iron-longsword', 'iron-longsword', 'chainmail-vest'] }],
      adventurers: ['brannoc'],
    }, 0, 0, new Cards());
    const [hammer, blade] = [idIn(s.players[0]!.hand, 'dwarven-warhammer'), idIn(s.players[0]!.hand, 'hungry-soul-blade')];
    const [bard, cashier] = s.players[0]!.store.map((slot) => slot.card) as [number, number];
    // The Bard is busy in the Offer it joined; in Ana's next Offer it is a face-down Staff to pay with.
    const r = play(s, [
      [0, { type: 'offer-add', card: hammer }], [0, { type: 'offer-sell', card: bard, target: { card: hammer } }], [0, { type: 'offer-confirm' }],
      ...s.players[1]!.hand.map((card) => [1, { type: 'offer-add', card }] as [number, { type: string; card: number }]), [1, { type: 'offer-confirm' }],
      [0, { type: 'offer-add', card: blade }], [0, { type: 'offer-sell', card: blade, target: { pay: bard } }], [0, { type: 'offer-confirm' }],
      [1, { type: 'drop-out' }],
    ]);
    expect(one(r.events, 'checkout')).toMatchObject({ seat: 0, cards: [hammer, blade] });
    expect(r.state.players[0]!.store.map((slot) => slot.card)).toEqual([cashier]);
    expect(r.state.abyss.filter((id) => id === bard)).toEqual([bard]);
  });
});
