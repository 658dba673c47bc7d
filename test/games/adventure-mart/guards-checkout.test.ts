// Checkout's tokens (found by mutation testing, npm run mutate): no test won a Draconic Executive
// with the Discount tokens run out, so what the table is then told was never read.
import { describe, expect, it } from 'vitest';
import { Cards, idIn, one, play, saleState } from './builder';

function winVyrax(discount: number) {
  const cards = new Cards();
  const s = saleState({ players: [{ hand: ['iron-longsword'], discounts: 1 }, {}], adventurers: ['vyrax'], supply: { discount } }, 0, 0, cards);
  const sword = idIn(s.players[0]!.hand, 'iron-longsword');
  return play(s, [[0, { type: 'offer-add', card: sword }], [0, { type: 'offer-confirm' }], [1, { type: 'drop-out' }]]);
}

describe('Adventure Mart guards: Checkout tokens', () => {
  it('AM-F16 a Draconic Executive grants a Discount token from the supply', () => {
    const r = winVyrax(1);
    expect(one(r.events, 'checkout').tokens).toEqual(['discount']);
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
