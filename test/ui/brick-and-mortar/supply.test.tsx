// @vitest-environment happy-dom
// Supply on the table: sealed prices through the gate within the legal range, the reveal in
// service order with the tie-break named, then each bidder stocks in sight (capacity, cash and
// the one-debt-crate rule shown; debt confirmed with its consequence; the engine's refusal shown);
// the focus through the Market cards reveal into the Food bids.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { MARKET_CARDS, storeCard } from '../../../src/games/brick-and-mortar/content';
import { makeState, startPhase } from '../../games/brick-and-mortar/builder';
import { holdGate, renderTable, seatsFor, sessionFrom, stateOf } from './helpers';

afterEach(() => cleanup());

const focusedUnder: Element[] = [];
function onFocus(e: FocusEvent) {
  if (e.target instanceof Element && !e.target.closest('dialog')) focusedUnder.push(e.target);
}

async function enterPrice(name: string, price: number) {
  fireEvent.click(screen.getByRole('button', { name: `Enter ${name}'s sealed bid` }));
  await holdGate(name);
  screen.getByRole('heading', { name: `${name}'s sealed bid - Food` });
  // Every allowed price is its own button (Food: $1 to $6), starting at the lowest: one tap.
  const dial = screen.getByRole('group', { name: 'Price per crate' });
  expect(within(dial).getByRole('slider', { name: 'Price per crate' }).getAttribute('aria-valuetext')).toBe('$1 a crate');
  expect(within(dial).getAllByRole('button').map((b) => b.textContent)).toEqual(['$1', '$2', '$3', '$4', '$5', '$6']);
  within(dial).getByRole('button', { name: '$1', pressed: true });
  fireEvent.click(within(dial).getByRole('button', { name: `$${price}` }));
  within(dial).getByRole('button', { name: `$${price}`, pressed: true });
  await waitFor(() => expect((screen.getByRole('button', { name: 'Lock in' }) as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(screen.getByRole('button', { name: 'Lock in' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Lock in' })).toBeNull());
}

describe('Supply', () => {
  it('takes sealed prices through the gate, reveals them in service order with the tie-break named, then stocks', async () => {
    const state = startPhase(makeState({ players: [{ cash: 15 }, { cash: 4 }], market: { food: 4 } }), 'supply');
    const session = await sessionFrom(state, seatsFor(['person', 'person']));
    renderTable(session);
    screen.getByRole('region', { name: 'Sealed bids for Food' });
    await enterPrice('Ana', 3);
    // Before the last entry the table shows only who has locked in, never the price.
    const list = screen.getByRole('list', { name: 'Who has locked in' });
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toBe("AAnaLocked inChange Ana's sealed bid");
    expect(document.body.textContent).not.toMatch(/Ana[^.]*\$3/);
    await enterPrice('Ben', 3);

    const reveal = await screen.findByRole('dialog', { name: 'Sealed bids for Food revealed' });
    const order = within(reveal).getByRole('list');
    // Each bidder's outcome beside the order: people choose their crates after Continue.
    expect(within(order).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['BBen $3 per crate → still to stock', 'AAna $3 per crate → still to stock']);
    within(reveal).getByText('Same price: Ben goes before Ana, being later in turn order.');
    fireEvent.click(within(reveal).getByRole('button', { name: 'Continue' }));

    const panel = await screen.findByRole('region', { name: 'Ben stocks Food at $3' });
    // The focus on Continue went with the reveal: it comes to the new panel's first choice (the
    // crates to stock), not to the page.
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('spinbutton', { name: 'Crates into Family Pantry' })));
    // The revealed order stays on the table while it plays out.
    within(panel).getByText('Served in order: Ben $3, Ana $3. Same price: Ben goes before Ana, being later in turn order.');
    within(panel).getByText(/4 in the market\. Ben has \$4 and room for 3\. Debt can pay for one crate at most/);
    const into = within(panel).getByRole('group', { name: 'Crates into Family Pantry' });
    fireEvent.click(within(into).getByRole('button', { name: 'More Crates into Family Pantry' }));
    fireEvent.click(within(into).getByRole('button', { name: 'More Crates into Family Pantry' }));
    await within(panel).findByText('Ben pays $6 for 2. Debt: +$2 now, -1 point at the end.');
    fireEvent.click(within(panel).getByRole('button', { name: 'Stock 2 Food' }));
    const confirm = screen.getByRole('dialog', { name: 'Ben stocks 2 Food for $6, taking debt?' });
    within(confirm).getByText('Debt: +$2 now, -1 point at the end. After this, Ben cannot pay for more crates this Supply phase.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Take the debt and stock' }));
    await waitFor(() => expect(stateOf(session).players[1]!.debt).toBe(1));
    const log = screen.getByRole('list', { name: 'Public log, newest first' });
    await within(log).findByText('Ben stocks 2 Food at $3 (bid $3), paying $6, taking 1 debt (+$2).');
    // ...and a line of its own on Ben's board, as the engine's 'stocked' event says, not only crates and cash.
    const benBoard = screen.getByRole('region', { name: "Ben's board" });
    expect(within(benBoard).getByText(/^This month:/).textContent).toBe('This month: FFood: stocked 2 for $6 · 1 debt taken (+$2)');

    const ana = await screen.findByRole('region', { name: 'Ana stocks Food at $3' });
    const anaInto = within(ana).getByRole('group', { name: 'Crates into Family Pantry' });
    // Only two crates are left: the stepper stops there.
    fireEvent.click(within(anaInto).getByRole('button', { name: 'Highest Crates into Family Pantry' }));
    expect(within(anaInto).getByRole('spinbutton', { name: 'Crates into Family Pantry' }).getAttribute('aria-valuenow')).toBe('2');
    fireEvent.click(within(ana).getByRole('button', { name: 'Stock 2 Food' }));
    await within(log).findByText('Ana stocks 2 Food at $3 (bid $3), paying $6.');
  });

  it('after the Market cards reveal the focus stays on Continue while the Food bids come under it, then goes to the first bid', async () => {
    const food = MARKET_CARDS.filter((c) => c.supply.item === 'food').map((c) => c.id);
    const other = MARKET_CARDS.filter((c) => c.supply.item !== 'food').map((c) => c.id);
    const state = startPhase(
      makeState({ players: [{ market: [food[0]!, other[0]!] }, { market: [food[1]!, other[1]!] }] }),
      'advertising',
    );
    const session = await sessionFrom(state, seatsFor(['person', 'person']));
    renderTable(session);
    for (const name of ['Ana', 'Ben']) {
      fireEvent.click(screen.getByRole('button', { name: `Enter ${name}'s Market cards` }));
      await holdGate(name);
      const cards = screen.getAllByRole('group').filter((g) => g.querySelector('legend')?.textContent?.startsWith('Card'));
      // Only Ana's Food card comes to market, too few crates for both: the Food is bid for.
      cards.forEach((card, i) => fireEvent.click(within(card).getByRole('radio', { name: name === 'Ana' && i === 0 ? /^Supply:/ : /^Demand:/ })));
      await waitFor(() => expect((screen.getByRole('button', { name: 'Lock in' }) as HTMLButtonElement).disabled).toBe(false));
      // From the last Lock in on, nothing on the table may take the focus: not a button of the
      // entry about to land, not one under the reveal's shade.
      if (name === 'Ben') document.addEventListener('focusin', onFocus, true);
      fireEvent.click(screen.getByRole('button', { name: 'Lock in' }));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Lock in' })).toBeNull());
    }
    const reveal = await screen.findByRole('dialog', { name: 'Market cards revealed' });
    const continueButton = within(reveal).getByRole('button', { name: 'Continue' });
    // The table under it moves on to the Food bids, whose panel waits for the reveal to be read.
    const enterAna = await screen.findByRole('button', { name: "Enter Ana's sealed bid" });
    await waitFor(() => expect(document.activeElement).toBe(continueButton));
    expect(focusedUnder).toEqual([]);
    fireEvent.click(continueButton);
    await waitFor(() => expect(document.activeElement).toBe(enterAna));
    document.removeEventListener('focusin', onFocus, true);
  });

  it('shows the engine\'s sentence when a combination of Stores is refused, and offers "Stock none"', async () => {
    // Two Food Stores with room 3 and 4, but only 4 crates in the market: 3 + 4 is not possible.
    const state = startPhase(
      makeState({ players: [{ stores: ['st-pantry', 'corner-grocer'] }, { stores: ['thrift-corner'] }], market: { food: 4 } }),
      'supply',
    );
    const session = await sessionFrom(state, seatsFor(['person', 'person']));
    renderTable(session);
    const panel = await screen.findByRole('region', { name: /^Ana stocks Food at \$1$/ });
    fireEvent.click(within(panel).getByRole('button', { name: 'Highest Crates into Family Pantry' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Highest Crates into Corner Grocer' }));
    expect(within(panel).getByRole('alert').textContent).toBe('The market does not hold that many Food crates.');
    expect((within(panel).getByRole('button', { name: 'Stock 7 Food' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(panel).getByRole('button', { name: 'Less Crates into Family Pantry' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Less Crates into Family Pantry' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Less Crates into Family Pantry' }));
    // Corner Grocer's discount is the engine's to apply: the screen shows what it makes of it.
    const discount = storeCard('corner-grocer').stockDiscount?.find((d) => d.item === 'food')?.amount ?? 0;
    within(panel).getByText(`Ana pays $${4 * Math.max(0, 1 - discount)} for 4.`);
    fireEvent.click(within(panel).getByRole('button', { name: 'Stock none' }));
    await waitFor(() => expect(session.meta.value.actionCount).toBe(1));
  });
});
