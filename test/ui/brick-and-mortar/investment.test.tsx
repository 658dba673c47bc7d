// @vitest-environment happy-dom
// Investment and Warehouse moves on the table: buy or sell points within the engine's range, with
// the cap and prices shown and selling confirmed; where the focus goes after a move; moving crates
// between a Warehouse and a Store.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { makeState, startPhase } from '../../games/brick-and-mortar/builder';
import { renderTable, seatsFor, send, sessionFrom, sleep, stateOf } from './helpers';

afterEach(() => cleanup());

const log = () => screen.getByRole('list', { name: 'Public log, newest first' });

describe('Investment', () => {
  it('buys points within the cash and the cap, and confirms a sale of points with its consequence', async () => {
    const state = startPhase(makeState({ players: [{ cash: 23 }, { cash: 100, points: 12 }], turnOrder: [1, 0] }), 'investment');
    const session = await sessionFrom(state, seatsFor(['person', 'person']));
    renderTable(session);
    // Ben has more points: he goes first.
    const ben = screen.getByRole('region', { name: "Ben's Investment" });
    within(ben).getByText(/Ben has \$100 and 12 points\. Points cost \$5 each, paid in cash \(never debt\), at most 10 now \(10 per phase at most\); selling gives \$3 a point/);
    const buy = within(ben).getByRole('group', { name: 'Points to buy' });
    expect(within(buy).getByRole('button', { name: 'Highest Points to buy' }).textContent).toBe('10');
    fireEvent.click(within(buy).getByRole('button', { name: 'More Points to buy' }));
    fireEvent.click(within(ben).getByRole('button', { name: 'Buy 2 points for $10' }));
    await within(log()).findByText('Ben buys 2 points for $10.');
    // The move is seen where it lands: Ben's board shows what the log says, as changes.
    const board = screen.getByRole('region', { name: "Ben's board" });
    const changes = () => [...board.querySelectorAll('.board-stats .amount-change')].map((e) => e.textContent);
    await waitFor(() => expect(changes()).toEqual(['−$10', '+2', '+2']));

    const ana = await screen.findByRole('region', { name: "Ana's Investment" });
    expect(within(within(ana).getByRole('group', { name: 'Points to buy' })).getByRole('button', { name: 'Highest Points to buy' }).textContent).toBe('4');
    const sell = within(ana).getByRole('group', { name: 'Points to sell' });
    fireEvent.click(within(sell).getByRole('button', { name: 'More Points to sell' }));
    fireEvent.click(within(sell).getByRole('button', { name: 'More Points to sell' }));
    fireEvent.click(within(ana).getByRole('button', { name: 'Sell 3 points for $9' }));
    const confirm = screen.getByRole('dialog', { name: 'Ana sells 3 points for $9?' });
    within(confirm).getByText('Ana goes from 10 to 7 points; turn order changes at once.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sell 3 points' }));
    await within(log()).findByText('Ana sells 3 points for $9.');
    await waitFor(() => expect(stateOf(session).players[0]!.points).toBe(7));
  });

  it('passing is one choice and the turn moves on', async () => {
    const state = startPhase(makeState({ players: [{ cash: 2 }, { cash: 2 }] }), 'investment');
    const session = await sessionFrom(state, seatsFor(['person', 'person']));
    renderTable(session);
    const ana = screen.getByRole('region', { name: "Ana's Investment" });
    within(ana).getByText('Not enough cash to buy a point.');
    const pass = within(ana).getByRole('button', { name: 'Pass' });
    pass.focus();
    fireEvent.click(pass);
    await within(log()).findByText('Ana passes on Investment.');
    const ben = await screen.findByRole('region', { name: "Ben's Investment" });
    expect(session.meta.value.actionCount).toBe(1);
    // Ana's Pass went with her panel: the focus comes to Ben's panel's first choice (his points to
    // sell), not to the page and not to Ben's Pass (a second Enter makes no move).
    await waitFor(() => expect(document.activeElement).toBe(within(ben).getByRole('spinbutton', { name: 'Points to sell' })));
  });

  it('Enter on a stepper just set presses the button it feeds (Buy); a bare Enter, or Enter on points to sell, makes no move', async () => {
    const state = startPhase(makeState({ players: [{ cash: 23, points: 4 }, { cash: 23, points: 4 }] }), 'investment');
    const session = await sessionFrom(state, seatsFor(['person', 'person']));
    renderTable(session);
    const ana = screen.getByRole('region', { name: "Ana's Investment" });
    const buy = within(ana).getByRole('spinbutton', { name: 'Points to buy' });
    buy.focus();
    fireEvent.keyDown(buy, { key: 'Enter' });
    const sell = within(ana).getByRole('spinbutton', { name: 'Points to sell' });
    fireEvent.keyDown(sell, { key: 'ArrowUp' });
    fireEvent.keyDown(sell, { key: 'Enter' });
    await sleep(50);
    expect(session.meta.value.actionCount).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(buy, { key: 'ArrowUp' });
    await within(ana).findByRole('button', { name: 'Buy 2 points for $10' });
    fireEvent.keyDown(buy, { key: 'Enter' });
    await within(log()).findByText('Ana buys 2 points for $10.');
    expect(session.meta.value.actionCount).toBe(1);
  });

  it('says the Enter shortcut: the stepper is described by the button it presses, which carries aria-keyshortcuts', async () => {
    const state = startPhase(makeState({ players: [{ cash: 23, points: 4 }, { cash: 23, points: 4 }] }), 'investment');
    const session = await sessionFrom(state, seatsFor(['person', 'person']));
    renderTable(session);
    const ana = screen.getByRole('region', { name: "Ana's Investment" });
    const buy = await within(ana).findByRole('spinbutton', { name: 'Points to buy', description: 'After a change, Enter presses Buy 1 point for $5' });
    expect(within(ana).getByRole('button', { name: 'Buy 1 point for $5' }).getAttribute('aria-keyshortcuts')).toBe('Enter');
    // The description follows the value: it names the button as it is now.
    fireEvent.keyDown(buy, { key: 'ArrowUp' });
    await within(ana).findByRole('spinbutton', { name: 'Points to buy', description: 'After a change, Enter presses Buy 2 points for $10' });
    // Selling is confirmed first: Enter there presses nothing, and nothing says it does.
    const sell = within(ana).getByRole('spinbutton', { name: 'Points to sell' });
    expect(sell.hasAttribute('aria-describedby')).toBe(false);
  });

  it('Pass comes before the steppers and the focus starts on the first of them: Pass one Shift+Tab back', async () => {
    const state = startPhase(makeState({ players: [{ cash: 23, points: 4 }, { cash: 23, points: 4 }] }), 'investment');
    const session = await sessionFrom(state, seatsFor(['person', 'person']));
    renderTable(session);
    const ana = screen.getByRole('region', { name: "Ana's Investment" });
    const pass = within(ana).getByRole('button', { name: 'Pass' });
    pass.focus();
    fireEvent.click(pass);
    await within(log()).findByText('Ana passes on Investment.');
    const ben = await screen.findByRole('region', { name: "Ben's Investment" });
    const buy = within(ben).getByRole('spinbutton', { name: 'Points to buy' });
    await waitFor(() => expect(document.activeElement).toBe(buy));
    // The tab stops in order: Pass is the one just before the focus.
    const stops = [...ben.querySelectorAll<HTMLElement>('button, [tabindex]')].filter((el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled);
    expect(stops[stops.indexOf(buy) - 1]).toBe(within(ben).getByRole('button', { name: 'Pass' }));
  });

  it('a move made elsewhere (a bot, another tab) takes no focus, not even from the page', async () => {
    const state = startPhase(makeState({ players: [{ cash: 2 }, { cash: 2 }] }), 'investment');
    const session = await sessionFrom(state, seatsFor(['person', 'person']));
    renderTable(session);
    expect(document.activeElement).toBe(document.body);
    await send(session, 0, { type: 'invest', points: 0 });
    await screen.findByRole('region', { name: "Ben's Investment" });
    await sleep(50);
    expect(document.activeElement).toBe(document.body);
  });
});

describe('Warehouse moves', () => {
  it('moves crates from a Store into a Warehouse within the legal counts, then finishes', async () => {
    const base = makeState({ players: [{ stores: [['st-pantry', [3, 1]], 'dockside-warehouse'] }, {}] });
    const state = startPhase(base, 'supply');
    const session = await sessionFrom(state, seatsFor(['person', 'person']));
    renderTable(session);
    const panel = screen.getByRole('region', { name: "Ana's Warehouse moves" });
    const options = within(panel).getAllByRole('radio');
    expect(options.map((o) => o.closest('label')!.textContent)).toEqual([
      'FFood from Family Pantry to Dockside Warehouse (up to 3)',
      'CClothing from Family Pantry to Dockside Warehouse (up to 1)',
    ]);
    const count = within(panel).getByRole('group', { name: 'Crates to move' });
    fireEvent.click(within(count).getByRole('button', { name: 'More Crates to move' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Move 2 Food' }));
    await within(log()).findByText('Ana moves 2 Food from Family Pantry to Dockside Warehouse.');
    const again = await screen.findByRole('region', { name: "Ana's Warehouse moves" });
    fireEvent.click(within(again).getByRole('button', { name: 'Done with the Warehouse' }));
    await waitFor(() => expect(stateOf(session).step.phase).not.toBe('warehouse'));
    expect(stateOf(session).players[0]!.stores[1]!.crates).toEqual([2, 0]);
  });
});
