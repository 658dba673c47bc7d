// @vitest-environment happy-dom
// A Sale's private steps: composing an Offer (legal cards marked, the engine's Quality total and
// parts after every tap, take back, Sell effects, confirm only above the highest, drop out asked
// twice), topping up and Checkout, a React window that looks the same with or without a React,
// Luna's discard, and Store Closing's sealed keep that always starts blank.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { adventureMart, type AMState } from '../../../src/games/adventure-mart';
import { advance } from '../../../src/games/adventure-mart/rules/day';
import { ui } from '../../../src/ui/games/adventure-mart/ui';
import { Cards, idIn, makeState, play, saleState } from '../../games/adventure-mart/builder';
import { ctxOf, renderPrivate } from './helpers';

afterEach(() => cleanup());

const hand = (s: AMState, seat: number) => s.players[seat]!.hand;

function offerSale(cards = new Cards()) {
  return saleState({
    players: [
      { hand: ['iron-longsword', 'apprentice-wand', 'handy-hatchet'], store: ['minibeans'] },
      { hand: ['dwarven-warhammer', 'powerstone'] },
    ],
    adventurers: ['brannoc', 'mirelle'],
  }, 0, 0, cards);
}

describe('Composing an Offer', () => {
  it('AM-O2 marks the cards the Adventurer wants, and shows the engine\'s Quality total with its parts as cards are added', async () => {
    const s = offerSale();
    const { sent, current } = renderPrivate(s, 0, 'offer');
    const screenRegion = screen.getByRole('region', { name: "Making Ana's Offer" });
    const handList = within(screenRegion).getByRole('list', { name: "Ana's hand" });
    const wand = within(handList).getByRole('article', { name: /^Apprentice Wand/ });
    within(wand).getByText('Not wanted');
    expect(within(wand).queryByRole('button')).toBeNull();
    const sword = within(handList).getByRole('article', { name: /^Iron Longsword/ });
    within(sword).getByText('Can be offered');
    // AM-O4: the Initiative holder may offer no Stock, so Confirm is open from the start.
    expect(screen.getByText(/Ana's Offer:/).textContent).toBe("Ana's Offer: Quality 1 · first Offer");
    fireEvent.click(within(sword).getByRole('button', { name: 'Add Iron Longsword' }));
    await screen.findByRole('button', { name: 'Take back Iron Longsword' });
    // The bar that stays in view holds the total and Confirm only (issue 30: with three cards in
    // it, it covered half the screen); the added card, its Take back on its own row, is in the
    // flow between the bar and the hand.
    const bar = screen.getByRole('group', { name: "Ana's Offer so far" });
    within(bar).getByRole('button', { name: /^Confirm Offer/ });
    expect(within(bar).queryByRole('list')).toBeNull();
    expect(within(bar).queryByRole('button', { name: /^Take back/ })).toBeNull();
    const offered = screen.getByRole('list', { name: "Cards in Ana's Offer" });
    const row = within(offered).getByText('Iron Longsword').closest('li')!;
    expect(within(row).getByRole('button', { name: 'Take back Iron Longsword' }).textContent).toBe('Take back');
    expect(bar.compareDocumentPosition(offered) & Node.DOCUMENT_POSITION_FOLLOWING).not.toBe(0);
    expect(offered.compareDocumentPosition(handList) & Node.DOCUMENT_POSITION_FOLLOWING).not.toBe(0);
    const q = adventureMart.view(current.state, 0).you!.draft!.quality;
    expect(q.total).toBe(4);
    screen.getByText(`Stock ${q.parts.stock} + Initiative ${q.parts.initiative} = ${q.total}`);
    within(screen.getByRole('list', { name: "Cards in Ana's Offer" })).getByText('3★ ×1 =');
    // A Sell effect from the Store, planned now and paid on confirming.
    fireEvent.click(screen.getByRole('button', { name: 'Sell effect: Minibeans' }));
    await screen.findByRole('button', { name: 'Remove effect: Minibeans' });
    screen.getByText(/Effects planned \(paid on confirming\): Minibeans on Iron Longsword/);
    const withBoost = adventureMart.view(current.state, 0).you!.draft!.quality;
    screen.getByRole('button', { name: `Confirm Offer (Quality ${withBoost.total})` });
    fireEvent.click(screen.getByRole('button', { name: 'Take back Iron Longsword' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove effect: Minibeans' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Add Iron Longsword' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm Offer (Quality 4)' }));
    await waitFor(() => expect(sent.map((x) => x.action.type)).toEqual(['offer-add', 'offer-sell', 'offer-take-back', 'offer-add', 'offer-confirm']));
  });

  it('AM-O5 a raise must beat the highest Offer; Drop out asks first and says what it means', async () => {
    const cards = new Cards();
    let s = offerSale(cards);
    s = play(s, [[0, { type: 'offer-add', card: idIn(hand(s, 0), 'iron-longsword') }], [0, { type: 'offer-confirm' }]]).state;
    expect(adventureMart.pending(s)[0]).toMatchObject({ seat: 1, kind: 'offer' });
    const { sent } = renderPrivate(s, 1, 'offer');
    expect(screen.getByText(/Ben's Offer:/).textContent).toBe("Ben's Offer: Quality 0 · to beat: 4");
    const confirm = screen.getByRole('button', { name: 'Confirm Offer (Quality 0)' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    screen.getByText('The Offer must be higher than 4.');
    fireEvent.click(screen.getByRole('button', { name: 'Drop out' }));
    const ask = screen.getByRole('alert');
    expect(ask.textContent).toContain("Ben's offered cards come back to hand");
    // The question has the focus, so a screen reader reads it; put away, focus is back on Drop out.
    expect(document.activeElement).toBe(ask);
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep going' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Drop out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Dwarven Warhammer' }));
    // Equal is not enough: 4 against 4 still cannot be confirmed.
    const four = (await screen.findByRole('button', { name: 'Confirm Offer (Quality 4)' })) as HTMLButtonElement;
    expect(four.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Drop out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, drop out' }));
    await waitFor(() => expect(sent.map((x) => x.action.type)).toEqual(['offer-add', 'drop-out']));
  });

  it('AM-O5 when nothing can raise, dropping out is the only move: one tap, no question', async () => {
    const cards = new Cards();
    let s = offerSale(cards);
    s = play(s, [[0, { type: 'offer-add', card: idIn(hand(s, 0), 'iron-longsword') }], [0, { type: 'offer-confirm' }]]).state;
    // Ben's hand holds nothing Brannoc wants: only dropping out is legal.
    const unwanted = { ...s, players: s.players.map((p, i) => (i === 1 ? { ...p, hand: [] } : p)) };
    expect(adventureMart.legal(unwanted, 1).map((a) => a.type)).toEqual(['drop-out']);
    const { sent } = renderPrivate(unwanted, 1, 'offer');
    screen.getByText("Nothing Ben holds can raise this Offer: Ben drops out, and the offered cards come back to hand.");
    fireEvent.click(screen.getByRole('button', { name: 'Drop out' }));
    expect(screen.queryByRole('button', { name: 'Yes, drop out' })).toBeNull();
    await waitFor(() => expect(sent.map((x) => x.action.type)).toEqual(['drop-out']));
  });

  it('AM-O6 after winning: more wanted Stock may be added, then Checkout at most the Gold to Spend', async () => {
    let s = offerSale();
    s = play(s, [[0, { type: 'offer-add', card: idIn(hand(s, 0), 'iron-longsword') }], [0, { type: 'offer-confirm' }], [1, { type: 'drop-out' }]]).state;
    expect(adventureMart.pending(s)[0]).toMatchObject({ seat: 0, kind: 'topup' });
    const tv = adventureMart.view(s, 0);
    const { sent } = renderPrivate(s, 0, 'topup');
    const region = screen.getByRole('region', { name: 'Top up before Checkout' });
    within(region).getByText(/Ana won\. Sell Price so far 3 of 4 Gold to Spend/);
    within(region).getByRole('button', { name: `Checkout: take ${tv.sale!.checkoutGold} Gold` });
    expect(within(region).queryByRole('button', { name: /Apprentice Wand/ })).toBeNull();
    fireEvent.click(within(region).getByRole('button', { name: 'Add Handy Hatchet (sells for 1)' }));
    await waitFor(() => expect(sent[0]!.action).toMatchObject({ type: 'topup-add' }));
  });
});

describe('React windows (AM-H2)', () => {
  function windowState() {
    let s = saleState({ players: [{}, { hand: ['powerstone'] }, { hand: ['smoke-bomb'] }], adventurers: ['brannoc'] });
    s = play(s, [[0, { type: 'offer-confirm' }]]).state;
    return s;
  }

  it('AM-H2 a seat without a React sees the same invite and screen as a holder, with a plain Continue', async () => {
    let s = windowState();
    expect(adventureMart.pending(s)[0]).toEqual({ seat: 1, kind: 'react', entry: 'private' });
    const ctx = ctxOf(s);
    expect(ui.privateInvite!(ctx, { seat: 1, kind: 'react', entry: 'private' })).toBe('Ben: React?');
    expect(ui.whatNext(ctx)).toBe('React window: Ben may React or continue.');
    const ben = renderPrivate(s, 1, 'react');
    const benText = screen.getByRole('region', { name: 'React window' }).querySelector('p')!.textContent;
    expect(screen.queryByRole('button', { name: /^React with/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(ben.sent[0]!.action).toEqual({ type: 'pass' }));
    s = ben.current.state;
    cleanup();

    const cy = ctxOf(s);
    expect(ui.privateInvite!(cy, adventureMart.pending(s)[0]!)).toBe('Cy: React?');
    expect(ui.whatNext(cy)).toBe('React window: Cy may React or continue.');
    const holder = renderPrivate(s, 2, 'react');
    expect(screen.getByRole('region', { name: 'React window' }).querySelector('p')!.textContent).toBe(benText);
    screen.getByRole('button', { name: 'Continue' });
    fireEvent.click(screen.getByRole('button', { name: 'React with Smoke Bomb' }));
    await waitFor(() => expect(holder.sent[0]!.action).toMatchObject({ type: 'react', target: { seat: 0 } }));
  });
});

describe('Effects that ask, and Store Closing', () => {
  it('AM-F4 Luna: the winner discards cards of their choice, one tap each', async () => {
    let s = saleState({ players: [{ hand: ['apprentice-wand', 'wanderers-cloak', 'dungeoneering-bento', 'pet-slime'] }, {}], adventurers: ['luna', 'mirelle'] });
    s = play(s, [[0, { type: 'offer-add', card: idIn(hand(s, 0), 'apprentice-wand') }], [0, { type: 'offer-confirm' }], [1, { type: 'drop-out' }], [0, { type: 'checkout' }]]).state;
    expect(adventureMart.pending(s)[0]).toMatchObject({ seat: 0, kind: 'discard' });
    expect(ui.privateInvite!(ctxOf(s), adventureMart.pending(s)[0]!)).toBe('Ana: discard cards');
    const { sent } = renderPrivate(s, 0, 'discard');
    screen.getByText('Luna, Moon Adept: Ana discards 2 cards from hand to the Reorder Pile.');
    fireEvent.click(screen.getByRole('button', { name: 'Discard Pet Slime' }));
    await waitFor(() => screen.getByText(/Ana discards 1 card from hand/));
    fireEvent.click(screen.getByRole('button', { name: "Discard Wanderer's Cloak" }));
    await waitFor(() => expect(sent).toHaveLength(2));
  });

  it('AM-K1 keep one card: sealed, reported to Lock in, blank on every entry even after a card was locked in', () => {
    const cards = new Cards();
    let s = makeState({ players: [{ hand: ['iron-longsword', 'powerstone'], storeroom: ['pet-slime'] }, { hand: ['griffin-egg'] }] }, cards);
    s.stack = [{ f: 'day', turn: 0, stage: 'final', lastStarter: 0, finals: [] }];
    advance(s, []);
    expect(adventureMart.pending(s).map((p) => p.kind)).toEqual(['keep', 'keep']);
    const sword = idIn(hand(s, 0), 'iron-longsword');
    s = play(s, [[0, { type: 'keep', card: sword }]]).state;
    const ctx = ctxOf(s);
    expect(ui.sealedStatus!(ctx)).toEqual({ kind: 'keep', title: 'Discard & Redraw: keep one card', entries: [{ seat: 0, done: true }, { seat: 1, done: false }] });
    expect(ui.sealedNoun!('keep')).toBe('card to keep');
    expect(ui.whatNext(ctx)).toBe('Discard & Redraw: everyone keeps one card in secret, then draws up to 5. Still choosing: Ben.');
    const { choices } = renderPrivate(s, 0, 'keep');
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.checked)).toEqual([false, false, false]);
    expect(choices.at(-1)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Keep Powerstone' }));
    expect(choices.at(-1)).toEqual({ type: 'keep', card: idIn(hand(s, 0), 'powerstone') });
    fireEvent.click(screen.getByRole('radio', { name: 'Keep no card' }));
    expect(choices.at(-1)).toEqual({ type: 'keep', card: null });
  });
});
