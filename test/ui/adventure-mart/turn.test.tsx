// @vitest-environment happy-dom
// A turn behind the gate: the hand drawn large with what was drawn since the last look, buying
// from a queue (On-Call offered at once), making room in a full Store, buying from a deck with
// its banish, Use effects, starting a Sale, End turn only after an action, and a final action's pass.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/types';
import { adventureMart } from '../../../src/games/adventure-mart';
import { Cards, idIn, makeState, turnState } from '../../games/adventure-mart/builder';
import { advance } from '../../../src/games/adventure-mart/rules/day';
import { renderPrivate } from './helpers';

afterEach(() => cleanup());

const spec = () => ({
  players: [{ gold: 5, hand: ['mana-draught', 'arcane-tome'], storeroom: ['pet-slime', 'powerstone', 'griffin-egg'] }, {}],
  stockQueue: ['griffin-egg', 'chainmail-vest', 'stormforged-axe'],
  stockDeck: ['kraken-ink'],
  staffQueue: ['cashier', 'carpenter'],
  adventurers: ['brannoc', 'mirelle'],
});

describe('A turn behind the gate', () => {
  it('shows the hand large, marks what was drawn since the last look, and offers only affordable buys, Sales and Uses', () => {
    const cards = new Cards();
    const s = turnState(spec(), 0, cards);
    const tome = idIn(s.players[0]!.hand, 'arcane-tome');
    const drew: GameEvent = { type: 'you-drew', visibility: { seat: 0 }, data: { seat: 0, cards: [tome], names: ['Arcane Tome'] } };
    renderPrivate(s, 0, 'turn', { seatLog: [{ seq: 1, events: [] }, { seq: 3, events: [drew] }], lastLooked: 2 });
    expect(screen.getByRole('status').textContent).toBe('Drawn since Ana last looked: Arcane Tome');
    const hand = screen.getByRole('list', { name: "Ana's hand" });
    const tomeCard = within(hand).getByRole('article', { name: /^Arcane Tome: Magic, 4 Quality Stars, sells for 4, costs 6/ });
    within(tomeCard).getByText('New');
    const draught = within(hand).getByRole('article', { name: /^Mana Draught/ });
    within(draught).getByRole('button', { name: 'Use Mana Draught (Mana Draught is discarded)' });
    const tv = adventureMart.view(s, 0);
    const egg = tv.depot.stock.queue.find((q) => q.card.name === 'Griffin Egg')!.costs[0];
    screen.getByRole('button', { name: `Buy Griffin Egg for ${egg} Gold` });
    expect(screen.queryByRole('button', { name: /Stormforged Axe/ })).toBeNull();
    screen.getByRole('button', { name: 'Start a Sale with Adventurer 1' });
    screen.getByRole('button', { name: 'Start a Sale with Adventurer 2' });
    // AM-T1: a turn is exactly one action; End turn comes only after it.
    expect(screen.queryByRole('button', { name: 'End turn' })).toBeNull();
  });

  it('the notice lists only drawn cards still in hand: one drawn and already sold is no news', () => {
    const cards = new Cards();
    const s = turnState(spec(), 0, cards);
    const tome = idIn(s.players[0]!.hand, 'arcane-tome');
    const sold = s.players[0]!.hand.length + 40;
    const drew: GameEvent = { type: 'you-drew', visibility: { seat: 0 }, data: { seat: 0, cards: [sold, tome], names: ['Gone', 'Arcane Tome'] } };
    expect(s.players[0]!.hand).not.toContain(sold);
    renderPrivate(s, 0, 'turn', { seatLog: [{ seq: 3, events: [drew] }], lastLooked: 2 });
    expect(screen.getByText(/^Drawn since/).textContent).toBe('Drawn since Ana last looked: Arcane Tome');
  });

  it('no notice when nothing was drawn since the last look', () => {
    const s = turnState(spec(), 0);
    renderPrivate(s, 0, 'turn', { seatLog: [{ seq: 3, events: [] }], lastLooked: 3 });
    expect(screen.queryByText(/Drawn since/)).toBeNull();
  });

  it('AM-G1 hiring an On-Call Staff from the queue offers its effect at once; the turn then passes on', async () => {
    const s = turnState(spec(), 0);
    const { sent, current } = renderPrivate(s, 0, 'turn');
    const cost = adventureMart.view(s, 0).depot.staff.queue.find((q) => q.card.name === 'Cashier')!.costs[0]!;
    fireEvent.click(screen.getByRole('button', { name: `Hire Cashier for ${cost} Gold` }));
    const onCall = await screen.findByRole('region', { name: 'On-Call effect' });
    within(onCall).getByText('Cashier is On Call: use its effect now, free, or skip it.');
    within(onCall).getByRole('button', { name: 'Skip' });
    fireEvent.click(within(onCall).getByRole('button', { name: 'Use Cashier now' }));
    await waitFor(() => expect(sent.map((x) => x.action.type)).toEqual(['buy', 'on-call']));
    expect(current.state.players[0]!.gold).toBe(5 - cost + 2);
    expect(adventureMart.pending(current.state)[0]).toMatchObject({ seat: 1, kind: 'turn' });
  });

  it('AM-F2 with an extra Use action left after the action, End turn declines it', async () => {
    const s = turnState({ ...spec(), bulletin: 'temporal-leakage' }, 0);
    const { sent } = renderPrivate(s, 0, 'turn');
    screen.getByText(/1 action and 1 extra Use action left/);
    expect(screen.queryByRole('button', { name: 'End turn' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Buy Griffin Egg for \d+ Gold$/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'End turn' }));
    await waitFor(() => expect(sent.map((x) => x.action.type)).toEqual(['buy', 'end-turn']));
  });

  it('AM-G2 a full Store names the card banished to make room; AM-G3 a deck buy names the queue card banished', async () => {
    const s = turnState({ ...spec(), players: [{ gold: 9, store: ['autoforge', 'showman', 'carpenter', 'recruiter'] }, {}], staffQueue: ['cashier', 'haggler'] }, 0);
    const { sent } = renderPrivate(s, 0, 'turn');
    const tv = adventureMart.view(s, 0);
    const hagglerCost = tv.depot.staff.queue.find((q) => q.card.name === 'Haggler')!.costs[0];
    fireEvent.click(screen.getByRole('button', { name: 'Hire Haggler…' }));
    const choices = screen.getByRole('list', { name: 'Hire Haggler: choose one' });
    expect(within(choices).getAllByRole('button')).toHaveLength(4);
    fireEvent.click(within(choices).getByRole('button', { name: `${hagglerCost} Gold, banishing Showman to make room` }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.action).toMatchObject({ type: 'buy', from: 'staff', replace: idIn(s.players[0]!.store.map((x) => x.card), 'showman') });

    cleanup();
    const t = turnState(spec(), 0);
    const second = renderPrivate(t, 0, 'turn');
    const deck = adventureMart.view(t, 0).depot.stock.deckCosts[0];
    fireEvent.click(screen.getByRole('button', { name: `Buy the top of the Stock Deck for ${deck} Gold…` }));
    // The list of cards to banish says what it is.
    expect(screen.getByRole('list', { name: `Buy the top of the Stock Deck for ${deck} Gold: choose one` }).previousElementSibling?.textContent)
      .toBe('A buy from the top of the deck banishes one face-up card of the Stock Queue: it goes to the Abyss for good. Choose which.');
    fireEvent.click(screen.getByRole('button', { name: 'Banish Chainmail Vest from the queue' }));
    await waitFor(() => expect(second.sent).toHaveLength(1));
    expect(second.sent[0]!.action).toMatchObject({ type: 'buy-deck', from: 'stock', banish: idIn(t.stock.queue, 'chainmail-vest') });
    expect(second.current.state.players[0]!.hand.map((id) => adventureMart.view(second.current.state, 0).players[0]!.hand!.find((c) => c.id === id)!.name)).toContain('Kraken Ink');
  });

  it('AM-E1 AM-E2 a Use effect is one tap, saying what it costs the card; starting a Sale picks the face-down Adventurer by place', async () => {
    const s = turnState({ ...spec(), players: [{ gold: 5, hand: ['mana-draught', 'moonpetal-tea'], store: ['cash-register'], storeroom: ['pet-slime', 'powerstone'] }, {}] }, 0);
    const { sent } = renderPrivate(s, 0, 'turn');
    const store = screen.getByRole('list', { name: 'Store cards with a Use effect' });
    within(store).getByRole('button', { name: 'Use Cash Register (Cash Register flips face down)' });
    screen.getByRole('button', { name: 'Use Moonpetal Tea (Moonpetal Tea is banished)' });
    const draught = screen.getByRole('article', { name: /^Mana Draught/ });
    expect(draught.textContent).toContain('Use:');
    fireEvent.click(within(draught).getByRole('button', { name: 'Use Mana Draught (Mana Draught is discarded)' }));
    await waitFor(() => expect(sent[0]!.action).toMatchObject({ type: 'use', card: idIn(s.players[0]!.hand, 'mana-draught') }));
    cleanup();
    const again = renderPrivate(turnState(spec(), 0), 0, 'turn');
    fireEvent.click(screen.getByRole('button', { name: 'Start a Sale with Adventurer 2' }));
    await waitFor(() => expect(again.sent[0]!.action).toEqual({ type: 'start-sale', slot: 1 }));
  });

  it('AM-T2 a final action may be passed', async () => {
    const s = makeState(spec());
    s.adventurers.queue = [];
    s.stack = [{ f: 'day', turn: 0, stage: 'trading', lastStarter: 1, finals: [] }];
    advance(s, []);
    expect(adventureMart.pending(s)[0]).toMatchObject({ seat: 0, kind: 'final-action' });
    const { sent } = renderPrivate(s, 0, 'final-action');
    screen.getByRole('region', { name: 'Final action' });
    expect(screen.queryByRole('button', { name: /Start a Sale/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pass (no final action)' }));
    await waitFor(() => expect(sent[0]!.action).toEqual({ type: 'end-turn' }));
  });

  it('AM-F1 Market Day: a Stock Queue buy may trade in a Stock card from hand, at the lower price the engine gives', async () => {
    const s = turnState({ ...spec(), players: [{ gold: 5, hand: ['powerstone'] }, {}], bulletin: 'market-day', stockQueue: ['griffin-egg'] }, 0);
    const egg = idIn(s.stock.queue, 'griffin-egg');
    const stone = idIn(s.players[0]!.hand, 'powerstone');
    const traded = adventureMart.apply(s, 0, { type: 'buy', from: 'stock', card: egg, tradeIn: stone });
    const cost = (traded.ok ? traded.events.find((e) => e.type === 'bought')!.data!.cost : -1) as number;
    const plain = adventureMart.view(s, 0).depot.stock.queue[0]!.costs[0]!;
    expect(cost).toBeLessThan(plain);
    const { sent } = renderPrivate(s, 0, 'turn');
    fireEvent.click(screen.getByRole('button', { name: 'Buy Griffin Egg…' }));
    const list = screen.getByRole('list', { name: 'Buy Griffin Egg: choose one' });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual([`${plain} Gold`, `${cost} Gold, trading in Powerstone`]);
    fireEvent.click(within(list).getByRole('button', { name: `${cost} Gold, trading in Powerstone` }));
    await waitFor(() => expect(sent[0]!.action).toEqual({ type: 'buy', from: 'stock', card: egg, tradeIn: stone }));
  });
});
