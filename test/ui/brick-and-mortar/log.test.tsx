// @vitest-environment happy-dom
// The public log: each public event as a readable sentence with names (never "You"), and the log
// rebuilt from the saved actions when the table opens again after a reload.
import { cleanup, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { resumeSession } from '../../../src/app/session';
import type { GameEvent } from '../../../src/engine/types';
import { brickAndMortarModule } from '../../../src/games/brick-and-mortar/module';
import { describeEvent } from '../../../src/ui/games/brick-and-mortar/log-lines';
import { newGame, renderTable, send, stateOf, storeOf } from './helpers';
import { brickAndMortar } from '../../../src/games/brick-and-mortar';

afterEach(() => cleanup());

const names = ['Ana', 'Ben', 'Carl'];
const name = (s: number) => names[s] ?? '?';
const line = (type: string, data: Record<string, unknown>) =>
  describeEvent({ type, visibility: 'public', data } as GameEvent, name).map((l) => l.text);

describe('log lines', () => {
  it('reads a stocking with its bid and the Store discount', () => {
    expect(line('stocked', {
      seat: 0, item: 'food', quantity: 3, price: 3, bid: 3, paid: 6, debt: 0, cash: 9,
      stores: [{ slot: 1, store: 'Corner Grocer', count: 3, each: 2, discount: 1 }],
    })).toEqual(['Ana stocks 3 Food at $2 (bid $3, Corner Grocer discount), paying $6.']);
  });

  it('names the tie-break of a reveal', () => {
    expect(line('supply-revealed', {
      item: 'electronics', entries: [{ seat: 0, price: 5 }, { seat: 1, price: 3 }, { seat: 2, price: 5 }], order: [2, 0, 1], tieBreaks: [true, false],
    })).toEqual(['Electronics prices revealed: Carl $5, Ana $5, Ben $3. Same price: Carl goes before Ana, being later in turn order.']);
    expect(line('sale-revealed', {
      item: 'art', entries: [{ seat: 0, quantity: 2, price: 20 }, { seat: 1, quantity: 0, price: 0 }], order: [0], tieBreaks: [],
    })).toEqual(['Art offers revealed: Ana 2 at $20, Ben abstains.']);
  });

  it('reads debt, sales with bonuses and surplus, investment and the end', () => {
    expect(line('auction-won', { seat: 1, store: 'Gem Vault', bid: 18, paid: 18, debt: 2 })).toEqual(['Ben wins Gem Vault for $18, taking 2 debt (+$4).']);
    expect(line('sold', {
      seat: 2, item: 'jewelry', committed: 3, sold: 2, toShared: 2, toPrivate: 0, surplus: 1, knockoffKept: 0, price: 9, bid: 9, revenue: 22,
      stores: [{ slot: 0, store: 'Gem Vault', sold: 2, each: 11, bonus: 2 }],
    })).toEqual(['Carl sells 2 Jewelry at $9 (Gem Vault +$2) for $22; 1 crate discarded as surplus.']);
    expect(line('utilities-paid', { seat: 0, amount: 5, debt: 1 })).toEqual(['Ana pays $5 utilities, taking 1 debt (+$2).']);
    expect(line('invested', { seat: 0, points: -2, paid: 0, received: 6 })).toEqual(['Ana sells 2 points for $6.']);
    expect(line('game-over', { month: 7, reason: 'points threshold' })).toEqual(['Game over after July (a player reached the points threshold).']);
    expect(line('month-started', { month: 3 })).toEqual(['March begins']);
  });

  it('has nothing to say about events it does not know', () => {
    expect(line('something-new', {})).toEqual([]);
  });
});

describe('public log after a reload', () => {
  it('is rebuilt from the saved actions, with public events only', async () => {
    const { session } = await newGame(['person', 'person']);
    // Both advertise: the reveal is public, the cards drawn afterwards are private.
    for (const seat of [0, 1]) await send(session, seat, brickAndMortar.legal(stateOf(session), seat)[0]!);
    const reopened = await resumeSession(storeOf(session), brickAndMortarModule, session.meta.value.id);
    if (!reopened.ok) throw new Error(reopened.error.message);
    renderTable(reopened.value);
    const log = screen.getByRole('list', { name: 'Public log, newest first' });
    await within(log).findByText('Ana locked in Market cards.');
    within(log).getByText('Ben locked in Market cards.');
    within(log).getByText(/^Ana plays .* as Supply/);
    expect(within(log).queryByText(/draws/)).toBeNull();
  });
});

