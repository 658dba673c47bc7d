// @vitest-environment happy-dom
// Sale on the table: the Demand cards revealed, sealed offers (quantity and price) through the
// gate, the reveal with the lowest price first and the tie-break named, then each seller delivers
// what they offered, with surplus shown before it happens.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { storeCard } from '../../../src/games/brick-and-mortar/content';
import { demandCards, makeState, startPhase } from '../../games/brick-and-mortar/builder';
import { holdGate, renderTable, seatsFor, sessionFrom, stateOf } from './helpers';

afterEach(() => cleanup());

async function enterOffer(name: string, quantity: number, lowerPrice: number) {
  fireEvent.click(screen.getByRole('button', { name: `Enter ${name}'s sealed offer` }));
  await holdGate(name);
  expect(screen.getByRole('heading', { name: `${name}'s sealed offer - Food` })).toBeTruthy();
  const q = screen.getByRole('group', { name: 'Crates to sell' });
  // Starts at the most that may be offered; each quantity is one tap.
  const counts = within(q).getAllByRole('button');
  expect(counts.at(-1)!.getAttribute('aria-pressed')).toBe('true');
  if (quantity !== Number(counts.at(-1)!.textContent)) fireEvent.click(within(q).getByRole('button', { name: String(quantity) }));
  if (quantity > 0) {
    const p = screen.getByRole('group', { name: 'Price per crate' });
    expect(within(p).getByRole('status').textContent).toBe('$6');
    if (lowerPrice > 0) fireEvent.click(within(p).getByRole('button', { name: `$${6 - lowerPrice}` }));
  } else {
    expect(screen.queryByRole('group', { name: 'Price per crate' })).toBeNull();
    expect(screen.getByText('With no crates offered there is no price.')).toBeTruthy();
  }
  await waitFor(() => expect((screen.getByRole('button', { name: 'Lock in' }) as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(screen.getByRole('button', { name: 'Lock in' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Lock in' })).toBeNull());
}

describe('Sale', () => {
  it('reveals offers lowest first with the tie named, then each seller delivers, surplus shown beforehand', async () => {
    const base = makeState({
      players: [
        { stores: [['st-pantry', [3, 0]], ['greengrocer', [2]]] },
        { stores: [['st-pantry', [3, 0]]] },
        { stores: [['st-pantry', [2, 0]]] },
      ],
      demand: [demandCards('food', 4), [], []],
    });
    const session = await sessionFrom(startPhase(base, 'sale'), seatsFor(['person', 'person', 'person']));
    renderTable(session);
    const demand = await screen.findByRole('dialog', { name: 'Demand cards revealed' }).catch(() => null);
    // The Demand reveal happened when the phase began (before this screen), so it is in the log.
    expect(demand).toBeNull();
    expect(screen.getByRole('region', { name: 'Sealed offers for Food' })).toBeTruthy();
    const status = screen.getByRole('region', { name: 'What happens next' });
    const u = (...ids: string[]) => ids.reduce((sum, id) => sum + storeCard(id).utilities, 0);
    expect(within(status).getByText(
      `Utilities come right after the Sale: Ana $${u('st-pantry', 'greengrocer')}, Ben $${u('st-pantry')} and Cy $${u('st-pantry')}. Cash short of that becomes debt: each $2 short is 1 debt point, -1 point at the end.`,
    )).toBeTruthy();
    const market = screen.getByRole('region', { name: 'Market' });
    expect(within(market).getByRole('columnheader', { name: 'Demand boxes' })).toBeTruthy();

    await enterOffer('Ana', 3, 2); // 3 at $4
    await enterOffer('Ben', 2, 2); // 2 at $4
    await enterOffer('Cy', 0, 0); // sits out
    const reveal = await screen.findByRole('dialog', { name: 'Sealed offers for Food revealed' });
    expect(within(reveal).getByText('Lowest price sells first. Served in this order:')).toBeTruthy();
    expect(within(reveal).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['BBen $4 for 2 crates', 'AAna $4 for 3 crates']);
    expect(within(reveal).getByText('Sitting this one out: Cy.')).toBeTruthy();
    expect(within(reveal).getByText('Same price: Ben goes before Ana, being later in turn order.')).toBeTruthy();
    fireEvent.click(within(reveal).getByRole('button', { name: 'Continue' }));

    // Ben's delivery had only one possible choice (one Store), so the engine made it.
    const log = screen.getByRole('list', { name: 'Public log, newest first' });
    expect(await within(log).findByText('Ben sells 2 Food at $4 for $8.')).toBeTruthy();

    const ana = await screen.findByRole('region', { name: 'Ana sells Food at $4' });
    expect(within(ana).getByText(/Ana offered 3 and must deliver exactly that many/)).toBeTruthy();
    expect(within(ana).getByText('Served in order: Ben 2 at $4, Ana 3 at $4. Same price: Ben goes before Ana, being later in turn order.')).toBeTruthy();
    expect(within(ana).queryByRole('button', { name: 'Sell none' })).toBeNull();
    expect(within(ana).getByText('Ana sells 2 for $8; 1 crate discarded as surplus.')).toBeTruthy();
    const pantry = within(ana).getByRole('group', { name: 'Crates from Family Pantry' });
    const grocer = within(ana).getByRole('group', { name: 'Crates from Greengrocer' });
    fireEvent.click(within(pantry).getByRole('button', { name: 'More Crates from Family Pantry' }));
    // 4 offered is not what Ana committed: the engine's sentence, and no Deliver.
    expect(within(ana).getByRole('alert').textContent).toBe('You committed 3 Food crates and must deliver exactly that many.');
    fireEvent.click(within(grocer).getByRole('button', { name: 'Less Crates from Greengrocer' }));
    fireEvent.click(within(ana).getByRole('button', { name: 'Deliver 3 Food' }));
    expect(await within(log).findByText('Ana sells 2 Food at $4 for $8; 1 crate discarded as surplus.')).toBeTruthy();
    expect(stateOf(session).players[0]!.stores.map((st) => st.crates)).toEqual([[1, 0], [1]]);
  });

  it('without competition each seller chooses how many to sell at the maximum price', async () => {
    const base = makeState({
      players: [{ stores: [['st-pantry', [3, 0]]] }, { stores: ['st-pantry'] }],
      demand: [demandCards('food', 4), []],
    });
    const session = await sessionFrom(startPhase(base, 'sale'), seatsFor(['person', 'person']));
    renderTable(session);
    const ana = await screen.findByRole('region', { name: 'Ana sells Food at $6' });
    expect(within(ana).getByText(/Ana may sell up to the demand left, at the maximum price\. Shared demand left: 4\./)).toBeTruthy();
    const from = within(ana).getByRole('group', { name: 'Crates from Family Pantry' });
    expect(within(from).getByRole('status').textContent).toBe('3');
    fireEvent.click(within(from).getByRole('button', { name: 'Less Crates from Family Pantry' }));
    expect(within(ana).getByText('Ana sells 2 for $12.')).toBeTruthy();
    fireEvent.click(within(ana).getByRole('button', { name: 'Deliver 2 Food' }));
    await waitFor(() => expect(stateOf(session).players[0]!.stores[0]!.crates).toEqual([1, 0]));
  });
});
