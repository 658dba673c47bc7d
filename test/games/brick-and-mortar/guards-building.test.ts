// Managing Stores after a Building opportunity (BM-B6), at its edges (found by mutation testing,
// npm run mutate): opening a Store with none bought or with every slot full is refused in a
// sentence, and closing names only slots that hold a Store.
import { describe, expect, it } from 'vitest';
import { brickAndMortar } from '../../../src/games/brick-and-mortar';
import { storeCard } from '../../../src/games/brick-and-mortar/content';
import { fillRow } from '../../../src/games/brick-and-mortar/rules/decks';
import type { GameEvent } from '../../../src/engine/types';
import { act, makeState, reject, startPhase, type PlayerSpec } from './builder';

const manage = (first: PlayerSpec) => {
  const s = startPhase(makeState({ players: [first, {}] }), 'building');
  return first.hand?.length ? act(s, 0, { type: 'buy-from-hand', card: first.hand[0]! }).state : act(s, 0, { type: 'pass' }).state;
};

describe('BM-B6 managing Stores: guards', () => {
  it('BM-B6 a player who bought nothing has no Store to open', () => {
    expect(reject(manage({}), 0, { type: 'open-store' })).toEqual({ code: 'nothing-to-open', message: 'You have no newly bought Store to open.' });
  });

  it('BM-B6 with all four slots full the new Store cannot open until one closes', () => {
    const s = manage({ cash: 30, hand: ['gadget-hut'], stores: ['st-pantry', 'gem-vault', 'watchmaker', 'volt-avenue'] });
    expect(reject(s, 0, { type: 'open-store' })).toEqual({ code: 'no-slot', message: 'All four slots are full: close a Store first.' });
    const closed = act(s, 0, { type: 'close-store', slot: 3 }).state;
    const opened = act(closed, 0, { type: 'open-store' });
    const store = opened.state.players[0]!.stores[3]!;
    expect(store).toEqual({ card: 'gadget-hut', crates: storeCard('gadget-hut').shelves.map(() => 0) });
    // BM-B7: Gadget Hut opens with 1 point and no stock; the table is told, with the new turn order.
    const told = opened.events.find((e) => e.type === 'store-opened')!;
    expect(told.data).toEqual({ seat: 0, slot: 3, card: 'gadget-hut', store: 'Gadget Hut', stock: [], points: 1, turnOrder: opened.state.turnOrder });
    (told.data as { turnOrder: number[] }).turnOrder.reverse();
    expect(opened.state.turnOrder).toEqual((told.data as { turnOrder: number[] }).turnOrder.slice().reverse());
  });

  it('BM-B6 only a slot holding a Store can be closed', () => {
    const s = manage({ stores: ['st-pantry', 'gem-vault'] });
    expect(reject(s, 0, { type: 'close-store', slot: 2 })).toEqual({ code: 'no-store', message: 'There is no Store in that slot.' });
    expect(reject(s, 0, { type: 'close-store', slot: -1 }).code).toBe('no-store');
  });
});

describe('BM-B2 BM-B6 what passing and finishing tell the table', () => {
  it('BM-B2 passing tells everyone who passed, and the table sees that player managing Stores', () => {
    const s = startPhase(makeState({ players: [{}, {}] }), 'building');
    const r = act(s, 0, { type: 'pass' });
    expect(r.events).toEqual([{ type: 'building-passed', visibility: 'public', data: { seat: 0 } }]);
    expect(brickAndMortar.view(r.state, 'table').step).toMatchObject({ phase: 'building', actor: 0, stage: 'manage' });
  });

  it('BM-B6 a bought Store left unopened is removed, said with its reason, before the player finishes', () => {
    const s = manage({ cash: 30, hand: ['gadget-hut'] });
    const r = act(s, 0, { type: 'finish-building' });
    const told = r.events.filter((e) => e.type === 'store-removed' || e.type === 'building-finished');
    expect(told).toEqual([
      { type: 'store-removed', visibility: 'public', data: { seat: 0, card: 'gadget-hut', store: 'Gadget Hut', reason: 'not opened' } },
      { type: 'building-finished', visibility: 'public', data: { seat: 0 } },
    ]);
    expect(r.state.removed).toContain('gadget-hut');
  });
});

describe('BM-B2 the purchasing opportunity: guards', () => {
  const choose = () => startPhase(makeState({ players: [{ hand: ['gadget-hut'] }, {}] }), 'building');

  it('BM-B2 BM-B3 BM-B4 each refused choice says why, with its code', () => {
    const s = choose();
    expect(reject(s, 0, { type: 'start-auction', card: 'outlet-hall', bid: 9 })).toEqual({
      code: 'not-in-row', message: 'Only the four public Stores can be auctioned; the preview cannot.',
    });
    expect(reject(s, 0, { type: 'buy-from-hand', card: 'greengrocer' })).toEqual({ code: 'not-in-hand', message: 'You can only buy a Store from your own hand.' });
    expect(reject(s, 0, { type: 'start-auction', card: 'greengrocer', bid: 3 })).toEqual({
      code: 'bid-too-low', message: 'The opening bid must be at least the printed cost, $4.',
    });
    expect(reject(s, 0, { type: 'pass', card: 'greengrocer' })).toEqual({ code: 'bad-action', message: 'That is not a Building choice.' });
  });

  it('BM-B6 a management choice with stray fields is refused, with its sentence', () => {
    const s = act(choose(), 0, { type: 'pass' }).state;
    expect(reject(s, 0, { type: 'finish-building', slot: 0 })).toEqual({ code: 'bad-action', message: 'That is not a Store management choice.' });
  });
});

describe('BM-B9 an empty Store deck: guards', () => {
  it('BM-B9 (D) with no Store deck and no discarded public Stores the row stays short, and no reshuffle is told', () => {
    const state = makeState({ players: [{}, {}], row: ['greengrocer', 'thrift-corner', 'denim-depot'], preview: null, storeDeck: [] });
    const events: GameEvent[] = [];
    const s = fillRow(state, events);
    expect(events).toEqual([{
      type: 'row-filled', visibility: 'public', reveals: true,
      data: { entered: [], row: ['greengrocer', 'thrift-corner', 'denim-depot'], preview: null },
    }]);
    expect(s.rng).toEqual(state.rng);
  });

  it('BM-B9 (D) an empty Store deck is made again from the discarded public Stores, and the table is told how many', () => {
    const state = { ...makeState({ players: [{}, {}], row: ['greengrocer', 'thrift-corner', 'denim-depot'], preview: null, storeDeck: [] }), storeDiscard: ['gem-vault', 'watchmaker'] };
    const events: GameEvent[] = [];
    const s = fillRow(state, events);
    expect(events[0]).toEqual({ type: 'store-deck-reshuffled', visibility: 'public', reveals: true, data: { cards: 2 } });
    expect([s.row.length, s.preview === null, s.storeDeck.length, s.storeDiscard]).toEqual([4, false, 0, []]);
  });

  it('BM-S4 a full row keeps its preview: nothing enters and no card is drawn', () => {
    const state = makeState({ players: [{}, {}] });
    const events: GameEvent[] = [];
    const s = fillRow(state, events);
    expect([s.row, s.preview, s.storeDeck]).toEqual([state.row, state.preview, state.storeDeck]);
    expect(events).toEqual([{ type: 'row-filled', visibility: 'public', reveals: true, data: { entered: [], row: state.row, preview: 'outlet-hall' } }]);
  });
});
