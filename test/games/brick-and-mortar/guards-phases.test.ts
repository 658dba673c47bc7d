// Warehouse moves, the Sale and the month's bookkeeping at their edges (found by mutation testing,
// npm run mutate): who may act when several players are served one after another, and what the
// table is told.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/types';
import { brickAndMortar } from '../../../src/games/brick-and-mortar';
import { advance } from '../../../src/games/brick-and-mortar/rules/phases';
import type { BMState } from '../../../src/games/brick-and-mortar/state';
import { act, demandCards, find, makeState, one, prompted, reject, startPhase } from './builder';

/** Runs the end of the month on a hand-made state, as the last Investment would. */
function endOfMonth(state: BMState): { state: BMState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  return { state: advance({ ...state, step: { phase: 'between', after: 'investment' } }, events), events };
}

describe('Brick & Mortar guards: Warehouse sessions', () => {
  // Both players own a Warehouse and an ordinary Store with Food in it: both have moves.
  const owners = () => makeState({
    players: [
      { stores: [['st-pantry', [2, 0]], 'dockside-warehouse'] },
      { stores: [['st-pantry', [1, 0]], 'dockside-warehouse'] },
    ],
    turnOrder: [1, 0],
  });

  it('BM-ST3 owners move in turn order, one session each: the next owner is asked only when the first is done', () => {
    const events: GameEvent[] = [];
    const s = startPhase(owners(), 'supply', events);
    expect(one(events, 'warehouse-moves')).toEqual({ owners: [1, 0] });
    expect(prompted(s)).toEqual([{ seat: 1, kind: 'warehouse-move' }]);
    expect(s.step).toMatchObject({ phase: 'warehouse', queue: [1, 0] });

    const done = act(s, 1, { type: 'warehouse-done' });
    expect(one(done.events, 'warehouse-done')).toEqual({ seat: 1 });
    expect(find(done.events, 'warehouse-closed')).toEqual([]);
    expect(prompted(done.state)).toEqual([{ seat: 0, kind: 'warehouse-move' }]);
    expect(done.state.step).toEqual({ phase: 'warehouse', queue: [0], direction: [0, 0, 0, 0, 0] });

    const last = act(done.state, 0, { type: 'warehouse-done' });
    expect(find(last.events, 'warehouse-closed')).toHaveLength(1);
    expect(last.state.step.phase).not.toBe('warehouse');
  });

  it('BM-ST3 an owner waiting for their session cannot move yet, and is told whose turn it is not', () => {
    const s = startPhase(owners(), 'supply');
    expect(brickAndMortar.legal(s, 0)).toEqual([]);
    expect(reject(s, 0, { type: 'warehouse-move', item: 'food', from: 0, to: 1, count: 1 })).toEqual({
      code: 'not-your-turn', message: 'It is not your turn to move Warehouse crates.',
    });
    expect(reject(s, 0, { type: 'warehouse-done' }).code).toBe('not-your-turn');
  });

  it('BM-ST3 a move that leaves the owner more to move keeps the same session, with its direction set', () => {
    const s = startPhase(owners(), 'supply');
    const r = act(s, 1, { type: 'warehouse-move', item: 'food', from: 0, to: 1, count: 1 });
    // Seat 1 moved its only Food in; nothing else can move, so seat 0's session begins.
    expect(r.state.step).toEqual({ phase: 'warehouse', queue: [0], direction: [0, 0, 0, 0, 0] });
    const first = act(r.state, 0, { type: 'warehouse-move', item: 'food', from: 0, to: 1, count: 1 });
    // Seat 0 still holds one Food in its Pantry: it may move that one in too, not take any out.
    expect(first.state.step).toEqual({ phase: 'warehouse', queue: [0], direction: [1, 0, 0, 0, 0] });
    expect(find(first.events, 'warehouse-closed')).toEqual([]);
  });
});

describe('Brick & Mortar guards: which Stores a Warehouse trades with', () => {
  it('BM-ST3 (D) Knockoff crates never pass through a Warehouse: an owner with only those has no session', () => {
    const events: GameEvent[] = [];
    const s = startPhase(makeState({ players: [{ stores: [['bargain-bin', [2]], 'dockside-warehouse'] }, {}] }), 'supply', events);
    expect(find(events, 'warehouse-moves')).toEqual([]);
    expect(s.step.phase).not.toBe('warehouse');
  });

  it('BM-ST3 (D) beside an ordinary Store, a Knockoff Store\'s crates still cannot move, nor can crates go into it', () => {
    const s = startPhase(makeState({ players: [{ stores: [['st-pantry', [0, 1]], ['bargain-bin', [2]], 'dockside-warehouse'] }, {}] }), 'supply');
    expect(s.step).toMatchObject({ phase: 'warehouse', queue: [0] });
    expect(reject(s, 0, { type: 'warehouse-move', item: 'clothing', from: 1, to: 2, count: 1 }).code).toBe('no-move');
    const moved = act(s, 0, { type: 'warehouse-move', item: 'clothing', from: 0, to: 2, count: 1 });
    // The Pantry's one Clothing crate went in; the Bargain Bin can take nothing out, so the session ends.
    expect(moved.state.step.phase).not.toBe('warehouse');
    expect(find(moved.events, 'warehouse-closed')).toHaveLength(1);
  });

  it('BM-ST3 each refused Warehouse move says why, with its code', () => {
    const s = startPhase(makeState({ players: [{ stores: [['st-pantry', [2, 0]], 'dockside-warehouse'] }, {}] }), 'supply');
    const noMove = { code: 'no-move', message: 'Crates can only move between a Warehouse and an ordinary Store, one way per type.' };
    const move = (m: object) => reject(s, 0, { type: 'warehouse-move', item: 'food', from: 0, to: 1, count: 1, ...m });
    expect(move({ to: 2 })).toEqual(noMove);
    expect(move({ from: -1 })).toEqual(noMove);
    expect(move({ from: 1, to: 1 })).toEqual(noMove);
    expect(move({ from: 1, to: 0 })).toEqual(noMove);
    const unclear = { code: 'bad-move', message: 'Say which crates move, from which Store to which, and how many.' };
    expect(move({ item: 'gold' })).toEqual(unclear);
    expect(move({ from: 0.5 })).toEqual(unclear);
    expect(move({ to: 'Warehouse' })).toEqual(unclear);
    expect(move({ count: 3 })).toEqual({ code: 'too-many', message: 'At most 2 of those crates can move there.' });
    expect(reject(s, 0, { type: 'stock', crates: [1, 0] })).toEqual({ code: 'bad-move', message: 'That is not a Warehouse move.' });
  });

  it('BM-ST3 (D) crates moved out set that type\'s direction to out: more may follow out, none may go back in', () => {
    const s = startPhase(makeState({ players: [{ stores: [['st-pantry', [0, 0]], ['dockside-warehouse', [3, 0]]] }, {}] }), 'supply');
    const out = act(s, 0, { type: 'warehouse-move', item: 'food', from: 1, to: 0, count: 1 });
    expect(out.state.step).toEqual({ phase: 'warehouse', queue: [0], direction: [-1, 0, 0, 0, 0] });
    expect(s.step).toEqual({ phase: 'warehouse', queue: [0], direction: [0, 0, 0, 0, 0] });
    expect(reject(out.state, 0, { type: 'warehouse-move', item: 'food', from: 0, to: 1, count: 1 }).code).toBe('no-move');
    expect(act(out.state, 0, { type: 'warehouse-move', item: 'food', from: 1, to: 0, count: 2 }).state.players[0]!.stores.map((x) => x.crates)).toEqual([[3, 0], [0, 0]]);
  });

  it('BM-ST3 (D) two Warehouses do not trade crates with each other', () => {
    const events: GameEvent[] = [];
    const s = startPhase(makeState({ players: [{ stores: [['dockside-warehouse', [2, 0]], 'dockside-warehouse'] }, {}] }), 'supply', events);
    expect(find(events, 'warehouse-moves')).toEqual([]);
    expect(s.step.phase).not.toBe('warehouse');
  });
});

describe('Brick & Mortar guards: the Sale', () => {
  it('BM-SA8 a player with nothing to sell takes no part in the bidding, and an offer from them is refused with a sentence', () => {
    const cards = demandCards('food', 2);
    const state = makeState({
      players: [{ stores: [['st-pantry', [3, 0]]] }, { stores: [['st-pantry', [3, 0]]] }, { stores: [['st-pantry', [0, 0]]] }],
      demand: [cards, [], []],
    });
    const s = startPhase(state, 'sale');
    expect(prompted(s)).toEqual([{ seat: 0, kind: 'sale-offer' }, { seat: 1, kind: 'sale-offer' }]);
    expect(brickAndMortar.legal(s, 2)).toEqual([]);
    expect(reject(s, 2, { type: 'sale-offer', quantity: 0, price: 0 })).toEqual({ code: 'not-eligible', message: 'You cannot sell Food now.' });
  });
});

describe('Brick & Mortar guards: the month', () => {
  it('BM-M1 the table is told a month ended, then which month starts, by number and name', () => {
    const { events } = endOfMonth(makeState({ players: [{}, {}], month: 2 }));
    expect(events.slice(0, 2)).toEqual([
      { type: 'month-ended', visibility: 'public', data: { month: 2 } },
      { type: 'month-started', visibility: 'public', data: { month: 3, name: 'March' } },
    ]);
    expect(find(events, 'game-over')).toEqual([]);
  });

  it('BM-M2 after the final month the table is told the game is over and why, and no month starts', () => {
    const { state, events } = endOfMonth(makeState({ players: [{}, {}], month: 10 }));
    expect(events).toEqual([{ type: 'game-over', visibility: 'public', reveals: true, data: { month: 10, reason: 'final month' } }]);
    expect(state.step).toEqual({ phase: 'over' });
    expect(state.month).toBe(10);
  });
});

describe('Brick & Mortar guards: Utilities', () => {
  it('BM-U1 the table is told Utilities began, then what each player paid in turn order, with the debt taken and the Stores counted', () => {
    const events: GameEvent[] = [];
    // A Sale with no demand goes straight on to Utilities.
    startPhase(makeState({ players: [{ cash: 3, stores: ['st-pantry', 'gem-vault'] }, { stores: ['st-pantry'] }], turnOrder: [1, 0], month: 4 }), 'sale', events);
    const at = events.findIndex((e) => e.type === 'phase' && (e.data as { phase: string }).phase === 'utilities');
    expect(events[at]).toEqual({ type: 'phase', visibility: 'public', data: { phase: 'utilities', month: 4 } });
    expect(find(events, 'utilities-paid')).toEqual([
      { type: 'utilities-paid', visibility: 'public', data: { seat: 1, amount: 1, debt: 0, stores: 1 } },
      { type: 'utilities-paid', visibility: 'public', data: { seat: 0, amount: 4, debt: 1, stores: 2 } },
    ]);
    expect(events.indexOf(find(events, 'utilities-paid')[0]!)).toBe(at + 1);
  });
});
