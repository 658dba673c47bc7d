// @vitest-environment happy-dom
// The Bidding dial at the shared table, queried by role and accessible name: the next-round panel
// in the open, each entry behind the gate, the reveal in service order with its tie-break, the
// last reveal kept on the board, the history newest first, the turn order and the end.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { enter, newSitting, renderTable, send, stateOf } from './helpers';

afterEach(() => cleanup());

async function startRound(bidding: 'Supply' | 'Sale', item: string, out: string[] = []) {
  fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${bidding}`) }));
  fireEvent.click(screen.getByRole('radio', { name: item }));
  for (const name of out) fireEvent.click(screen.getByRole('checkbox', { name: `${name} is tapped out` }));
  fireEvent.click(screen.getByRole('button', { name: `Start the ${bidding} round for ${item}` }));
  await screen.findByRole('heading', { name: new RegExp(`^${bidding} (prices|offers) for ${item}`) });
}

describe('Bidding dial table', () => {
  it('a Supply round: each player enters a price through the gate; the reveal lists highest first and names the tie-break', async () => {
    const session = await newSitting(3);
    renderTable(session);
    await startRound('Supply', 'Electronics');
    const list = screen.getByRole('list', { name: 'Who has locked in' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    await enter("Enter Ana's price", 'Ana', [['Price per crate', '$5']]);
    // The cover goes straight to Ben; Ana's price is nowhere on the page while the others enter.
    await screen.findByRole('button', { name: "Hold to show Ben's screen" });
    expect(document.body.textContent).not.toContain('$5');
    expect(within(list).getAllByText('Locked in')).toHaveLength(1);
    await enter("Enter Ben's price", 'Ben', [['Price per crate', '$9']]);
    await enter("Enter Cy's price", 'Cy', [['Price per crate', '$5']]);

    const reveal = await screen.findByRole('dialog', { name: 'Round 1 · Supply · Electronics: revealed' });
    const order = within(reveal).getByRole('list', { name: 'Service order' });
    expect(within(order).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['BBen $9 per crate', 'CCy $5 per crate', 'AAna $5 per crate']);
    within(reveal).getByText('Same price: Cy goes before Ana, being later in turn order.');
    // The table under the reveal, its log too, follows the move a frame after the reveal is drawn,
    // not at Continue.
    await screen.findByRole('heading', { name: 'Round 2: what is bid?' });
    const log = screen.getByRole('list', { name: 'Public log, newest first' });
    await within(log).findByText(/^Revealed, in service order: Ben/);
    expect(screen.getByRole('dialog', { name: 'Round 1 · Supply · Electronics: revealed' })).toBe(reveal);
    fireEvent.click(within(reveal).getByRole('button', { name: 'Continue' }));

    // The reveal stays readable on the board until the next round starts.
    const last = screen.getByRole('region', { name: 'Round 1 · Supply · Electronics: service order' });
    within(last).getByText('Same price: Cy goes before Ana, being later in turn order.');
    screen.getByRole('heading', { name: 'Round 2: what is bid?' });
  });

  it('a Sale round with a player tapped out: quantity and price, lowest price first, quantity 0 sits out', async () => {
    const session = await newSitting(4);
    renderTable(session);
    await startRound('Sale', 'Art', ['Di']);
    expect(screen.queryByRole('button', { name: "Enter Di's offer" })).toBeNull();
    await enter("Enter Ana's offer", 'Ana', [['Crates to sell', '2'], ['Price per crate', '$20']]);
    await enter("Enter Ben's offer", 'Ben', [['Crates to sell', '0']]);
    await enter("Enter Cy's offer", 'Cy', [['Crates to sell', '3'], ['Price per crate', '$0']]);
    const reveal = await screen.findByRole('dialog', { name: 'Round 1 · Sale · Art: revealed' });
    const order = within(reveal).getByRole('list', { name: 'Service order' });
    expect(within(order).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['CCy $0 for 3 crates', 'AAna $20 for 2 crates']);
    within(reveal).getByText('Quantity 0, sitting this Sale out: Ben.');
    within(reveal).getByText('Tapped out: Di.');
  });

  it('tapping out is refused where it would leave fewer than two taking part', async () => {
    renderTable(await newSitting(2));
    const ana = screen.getByRole('checkbox', { name: 'Ana is tapped out' }) as HTMLInputElement;
    expect(ana.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Choose Supply or Sale and the item type' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('the turn order is changed on the table, and the tie-break follows it', async () => {
    const session = await newSitting(3);
    renderTable(session);
    fireEvent.click(screen.getByRole('button', { name: 'Move Cy before Ben' }));
    await waitFor(() => expect(stateOf(session).turnOrder).toEqual([0, 2, 1]));
    screen.getByText('Turn order: Ana, Cy and Ben.');
    await startRound('Supply', 'Food');
    await enter("Enter Ana's price", 'Ana', [['Price per crate', '$3']]);
    await enter("Enter Ben's price", 'Ben', [['Price per crate', '$3']]);
    await enter("Enter Cy's price", 'Cy', [['Price per crate', '$3']]);
    const reveal = await screen.findByRole('dialog', { name: 'Round 1 · Supply · Food: revealed' });
    within(reveal).getByText('Same price: Ben goes before Cy, being later in turn order.');
    within(reveal).getByText('Same price: Cy goes before Ana, being later in turn order.');
  });

  it('the turn order can be set beside the board during a round too, and the reveal uses it', async () => {
    const session = await newSitting(2);
    renderTable(session);
    await startRound('Supply', 'Art');
    await enter("Enter Ana's price", 'Ana', [['Price per crate', '$12']]);
    // Back at the table with Ben still to enter: the turn order changes, Ben stays awaited.
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Back to the table', exact: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Ben before Ana' }));
    await waitFor(() => expect(stateOf(session).turnOrder).toEqual([1, 0]));
    screen.getByRole('button', { name: "Enter Ben's price" });
    await enter("Enter Ben's price", 'Ben', [['Price per crate', '$12']]);
    const reveal = await screen.findByRole('dialog', { name: 'Round 1 · Supply · Art: revealed' });
    within(reveal).getByText('Same price: Ana goes before Ben, being later in turn order.');
  });

  it('the history lists the rounds of the sitting newest first', async () => {
    const session = await newSitting(2);
    await send(session, 0, { type: 'start-round', bidding: 'supply', item: 0, out: [] });
    await send(session, 0, { type: 'supply-price', price: 2 });
    await send(session, 1, { type: 'supply-price', price: 4 });
    await send(session, 0, { type: 'start-round', bidding: 'sale', item: 1, out: [] });
    await send(session, 1, { type: 'sale-offer', quantity: 1, price: 3 });
    await send(session, 0, { type: 'sale-offer', quantity: 2, price: 8 });
    renderTable(session);
    const history = screen.getByRole('region', { name: 'Rounds of this sitting' });
    expect(within(history).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Round 2 · Sale · Clothing',
      'Round 1 · Supply · Food',
    ]);
  });

  it('a round started by mistake is taken back with Undo until the first entry is in', async () => {
    const session = await newSitting(3);
    renderTable(session);
    await startRound('Supply', 'Jewelry');
    fireEvent.click(screen.getByRole('button', { name: "Undo Ana's last move" }));
    await screen.findByRole('heading', { name: 'Round 1: what is bid?' });
    expect(stateOf(session).round).toBeNull();
  });

  it('ending the sitting asks first, then shows the end and Play again', async () => {
    const session = await newSitting(2);
    renderTable(session);
    fireEvent.click(screen.getByRole('button', { name: 'End this sitting' }));
    fireEvent.click(await screen.findByRole('button', { name: 'End the sitting' }));
    await screen.findByRole('heading', { name: 'The sitting is over after 0 rounds' });
    screen.getByRole('button', { name: 'Play again with the same players' });
    expect(stateOf(session).ended).toBe(true);
  });
});
