// @vitest-environment happy-dom
// Building on the table: buying from hand through the gate (the hand is private), debt stated and
// accepted before it is taken, the open auction (raise by a chosen amount or leave, high bid, who
// is still in), passing and undo, and managing Stores (open, close, remove unopened) with the
// irreversible steps confirmed.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { storeCard } from '../../../src/games/brick-and-mortar/content';
import { makeState, startPhase } from '../../games/brick-and-mortar/builder';
import { holdGate, renderTable, seatsFor, sessionFrom, stateOf } from './helpers';

afterEach(() => cleanup());

async function building(players: Parameters<typeof makeState>[0]['players']) {
  const state = startPhase(makeState({ players, month: 2 }), 'building');
  const session = await sessionFrom(state, seatsFor(players.map(() => 'person')));
  renderTable(session);
  return session;
}

const log = () => screen.getByRole('list', { name: 'Public log, newest first' });
// Card numbers come from the content (it is tuned by simulation), never written here.
const grocer = storeCard('corner-grocer');
const thrift = storeCard('thrift-corner');
const pantry = storeCard('st-pantry');
const points = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;
const debtFor = (cash: number, cost: number) => Math.ceil((cost - cash) / 2);

describe('Building', () => {
  it('buys from hand through the gate, then opens the new Store in the next slot', async () => {
    const session = await building([{ hand: ['corner-grocer', 'tailors-nook'] }, { hand: ['silver-spoon'] }]);
    const panel = screen.getByRole('region', { name: 'Ana builds' });
    within(panel).getByText(/Ana has \$15 and 10 points/);
    // The hand is private: not on the table.
    expect(document.body.textContent).not.toContain("Tailor's Nook");
    fireEvent.click(within(panel).getByRole('button', { name: "Buy from Ana's hand (private)" }));
    screen.getByRole('heading', { name: 'Pass the tablet to Ana' });
    expect(document.body.textContent).not.toContain("Tailor's Nook");
    await holdGate('Ana');
    screen.getByRole('heading', { name: "Ana's hand of Stores" });
    const lock = screen.getByRole('button', { name: 'Lock in' }) as HTMLButtonElement;
    expect(lock.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: `Buy Corner Grocer for $${grocer.cost}` }));
    await waitFor(() => expect(lock.disabled).toBe(false));
    fireEvent.click(lock);

    const manage = await screen.findByRole('region', { name: 'Ana manages Stores' });
    await within(log()).findByText(`Ana buys Corner Grocer from hand for $${grocer.cost}.`);
    expect(document.body.textContent).not.toContain("Tailor's Nook");
    fireEvent.click(within(manage).getByRole('button', { name: 'Open Corner Grocer in slot 2' }));
    await within(log()).findByText(/^Ana opens Corner Grocer in slot 2/);
    const slots = within(screen.getByRole('region', { name: "Ana's board" })).getByRole('list', { name: "Ana's Store slots" });
    within(slots).getByRole('article', { name: 'Corner Grocer' });
    fireEvent.click(within(screen.getByRole('region', { name: 'Ana manages Stores' })).getByRole('button', { name: 'Finish building' }));
    await screen.findByRole('region', { name: 'Ben builds' });
    expect(stateOf(session).players[0]!.cash).toBe(15 - grocer.cost);
  });

  it('states the debt before a purchase from hand takes it, and needs it accepted', async () => {
    await building([{ cash: 2, hand: ['corner-grocer'] }, {}]);
    fireEvent.click(screen.getByRole('button', { name: "Buy from Ana's hand (private)" }));
    await holdGate('Ana');
    fireEvent.click(screen.getByRole('radio', { name: `Buy Corner Grocer for $${grocer.cost}` }));
    const d = debtFor(2, grocer.cost);
    const accept = await screen.findByRole('checkbox', { name: `Take the debt. Debt: +$${2 * d} now, -${points(d)} at the end.` });
    const lock = screen.getByRole('button', { name: 'Lock in' }) as HTMLButtonElement;
    expect(lock.disabled).toBe(true);
    fireEvent.click(accept);
    await waitFor(() => expect(lock.disabled).toBe(false));
    fireEvent.click(lock);
    await within(log()).findByText(`Ana buys Corner Grocer from hand for $${grocer.cost}, taking ${d} debt (+$${2 * d}).`);
  });

  it('runs an open auction: opening bid, raise by a chosen amount, leave with confirmation', async () => {
    const session = await building([{}, {}, { cash: 3, points: 0 }]);
    const panel = screen.getByRole('region', { name: 'Ana builds' });
    const choice = within(panel).getByRole('group', { name: 'Auction a public Store' });
    fireEvent.click(within(choice).getByRole('radio', { name: `Thrift Corner (from $${thrift.cost})` }));
    const opening = within(panel).getByRole('group', { name: 'Opening bid' });
    expect(within(opening).getByRole('spinbutton', { name: 'Opening bid' }).textContent).toBe(`$${thrift.cost}`);
    expect(within(opening).getByRole('button', { name: 'Highest Opening bid' }).textContent).toBe('$35');
    fireEvent.click(within(panel).getByRole('button', { name: `Open the auction for Thrift Corner at $${thrift.cost}` }));

    const auction = await screen.findByRole('region', { name: 'Auction for Thrift Corner' });
    expect(within(auction).getByText(/High bid \$\d+ by/).textContent).toBe(`High bid $${thrift.cost} by AAna`);
    within(auction).getByText('Still in: Ana, Ben and Cy');
    within(auction).getByText(/Ben to raise or leave/);
    const raise = within(auction).getByRole('group', { name: 'Raise to' });
    fireEvent.click(within(raise).getByRole('button', { name: 'More Raise to' }));
    fireEvent.click(within(raise).getByRole('button', { name: 'More Raise to' }));
    const raised = thrift.cost + 3;
    fireEvent.click(within(auction).getByRole('button', { name: `Raise to $${raised}` }));
    await within(log()).findByText(`Ben raises to $${raised}.`);
    // Cy cannot raise ($3 and no points), so leaves at once.
    within(log()).getByText('Cy cannot raise and leaves the auction.');
    within(screen.getByRole('region', { name: 'Auction for Thrift Corner' })).getByText('Still in: Ana and Ben');

    await screen.findByText(/Ana to raise or leave/);
    fireEvent.click(screen.getByRole('button', { name: 'Leave the auction' }));
    const confirm = screen.getByRole('dialog', { name: 'Ana leaves the auction for Thrift Corner?' });
    within(confirm).getByText('Leaving is for good in this auction.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Leave the auction' }));
    await within(log()).findByText(`Ben wins Thrift Corner for $${raised}.`);
    // Ana opened and lost: she keeps her opportunity.
    await screen.findByRole('region', { name: 'Ana builds' });
    expect(stateOf(session).players[1]!.cash).toBe(15 - raised);
  });

  it('states the debt an opening bid above cash would bring', async () => {
    await building([{ cash: 2 }, {}]);
    const panel = screen.getByRole('region', { name: 'Ana builds' });
    fireEvent.click(within(panel).getByRole('radio', { name: `Thrift Corner (from $${thrift.cost})` }));
    const d = debtFor(2, thrift.cost);
    within(panel).getByText(`If Ana wins at $${thrift.cost}: Debt: +$${2 * d} now, -${points(d)} at the end.`);
  });

  it('a pass can be undone by the person who made it, back to the last barrier', async () => {
    const session = await building([{}, {}]);
    fireEvent.click(within(screen.getByRole('region', { name: 'Ana builds' })).getByRole('button', { name: 'Pass' }));
    await screen.findByRole('region', { name: 'Ana manages Stores' });
    fireEvent.click(screen.getByRole('button', { name: "Undo Ana's last move" }));
    await screen.findByRole('region', { name: 'Ana builds' });
    expect(session.meta.value.actionCount).toBe(0);
    expect(screen.queryByRole('button', { name: "Undo Ana's last move" })).toBeNull();
    expect(within(log()).queryByText('Ana passes: no Store this month.')).toBeNull();
  });

  it('closing a Store and leaving a bought Store unopened are confirmed with their consequence', async () => {
    await building([
      { stores: [['st-pantry', [2, 0]], 'greengrocer', 'thrift-corner', 'denim-depot'], hand: ['corner-grocer', 'deli-counter'] },
      {},
    ]);
    fireEvent.click(screen.getByRole('button', { name: "Buy from Ana's hand (private)" }));
    await holdGate('Ana');
    fireEvent.click(screen.getByRole('radio', { name: `Buy Corner Grocer for $${grocer.cost}` }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Lock in' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Lock in' }));
    const manage = await screen.findByRole('region', { name: 'Ana manages Stores' });
    // The gate closed onto an open decision: the focus comes to its heading, not the page.
    await waitFor(() => expect(document.activeElement).toBe(within(manage).getByRole('heading', { name: 'Ana manages Stores' })));
    within(manage).getByText('All four slots are full: close a Store first to open Corner Grocer.');

    fireEvent.click(within(manage).getByRole('button', { name: 'Close Family Pantry (slot 1)' }));
    let confirm = screen.getByRole('dialog', { name: 'Close Family Pantry?' });
    const fp = pantry.finalPoints;
    within(confirm).getByText(`It leaves the game for good; its 2 crates go back to the supply, and its ${fp} final ${fp === 1 ? 'point' : 'points'} no longer count.`);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(within(manage).getByRole('button', { name: 'Finish building' }));
    confirm = screen.getByRole('dialog', { name: 'Finish without opening Corner Grocer?' });
    within(confirm).getByText('Corner Grocer will be removed from the game.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove Corner Grocer' }));
    await within(log()).findByText('Corner Grocer is removed from the game: Ana did not open it.');
  });
});
