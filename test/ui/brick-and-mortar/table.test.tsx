// @vitest-environment happy-dom
// The Brick & Mortar table: what one glance shows (phase strip, month, who is awaited, what comes
// next, market, boards, public row, log), and the advertising step entered one person at a time
// through the hidden-entry gate, sealed until the reveal.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { storeCard } from '../../../src/games/brick-and-mortar/content';
import { holdGate, newGame, renderTable, stateOf } from './helpers';

afterEach(() => cleanup());

const marketLegends = () => screen.queryAllByRole('group', { name: /^Card \d: Supply/ });

describe('Brick & Mortar table', () => {
  it('shows the phase strip with the current phase lit, the month, who is awaited and what happens next', async () => {
    const { session } = await newGame(['person', 'person']);
    renderTable(session);
    const status = screen.getByRole('region', { name: 'Where the game is' });
    const strip = within(status).getByRole('list', { name: 'Phases of the month' });
    const items = within(strip).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Building (not in January)', 'Advertising', 'Supply', 'Sale', 'Utilities', 'Investment',
    ]);
    expect(items.filter((li) => li.getAttribute('aria-current') === 'step').map((li) => li.textContent)).toEqual(['Advertising']);
    within(status).getByText('January');
    expect(within(status).getByText(/Waiting for:/).parentElement?.textContent).toBe('Waiting for: Ana and Ben');
    const next = screen.getByRole('region', { name: 'What happens next' });
    within(next).getByText(/Everyone plays 2 Market cards in secret/);
    const order = within(next).getByRole('list', { name: 'Turn order' });
    expect(within(order).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['AAna', 'BBen']);
    within(status).getByRole('button', { name: 'Rules: Advertising' });
  });

  it('shows the market by type with letters and prices, every board, the public row and the log', async () => {
    const { session, state } = await newGame(['person', 'person']);
    renderTable(session);
    const market = screen.getByRole('region', { name: 'Market' });
    const rows = within(market).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['FFood', 'CClothing', 'EElectronics', 'JJewelry', 'AArt']);
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['00 Food crates', '$1', '$6']);
    expect(within(rows[4]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['00 Art crates', '$10', '$25']);

    for (const [seat, name] of ['Ana', 'Ben'].entries()) {
      const board = screen.getByRole('region', { name: `${name}'s board` });
      const stat = (label: string) => within(board).getByText(label, { selector: '.board-stats dt' }).nextElementSibling?.textContent;
      expect(stat('Cash')).toBe('$15');
      expect(stat('Points')).toBe('10');
      expect(stat('Debt')).toBe('0');
      expect(stat('Score now')).toBe('10');
      const slots = within(board).getByRole('list', { name: `${name}'s Store slots` });
      expect(within(slots).getAllByRole('listitem', { hidden: false }).filter((li) => li.classList.contains('slot'))).toHaveLength(4);
      const starting = state.players[seat]!.stores[0]!.card;
      const card = within(slots).getAllByRole('article')[0]!;
      // The first slot holds the seat's own Starting Store, named.
      expect(card.getAttribute('aria-label')).toBe(storeCard(starting).name);
      within(card).getByText('Starting Store', { selector: '.store-special' });
      within(board).getByText(/3 Store cards in hand · 5 Market cards/);
      expect(within(slots).getAllByText(/Slot \d: empty/)).toHaveLength(3);
    }

    const row = screen.getByRole('list', { name: 'Public Store row' });
    const cards = within(row).getAllByRole('article');
    expect(cards).toHaveLength(5);
    within(cards[0]!).getByText('Oldest');
    within(cards[4]!).getByText('Up next');
    screen.getByRole('region', { name: 'What happened' });
    screen.getByText('0 moves saved');
  });

  it('enters each person\'s Market cards through the gate; the table shows only who has locked in, then the reveal', async () => {
    const { session } = await newGame(['person', 'person']);
    renderTable(session);
    const panel = screen.getByRole('region', { name: 'Advertising: 2 Market cards each' });
    const sealed = within(panel).getByRole('list', { name: 'Who has locked in' });
    expect(within(sealed).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      "AAnaNot yetEnter Ana's Market cards",
      "BBenNot yetEnter Ben's Market cards",
    ]);

    fireEvent.click(within(panel).getByRole('button', { name: "Enter Ana's Market cards" }));
    screen.getByRole('heading', { name: 'Pass the tablet to Ana' });
    expect(marketLegends()).toHaveLength(0);
    await holdGate('Ana');
    screen.getByRole('heading', { name: "Ana's Market cards - January" });
    expect(screen.queryByText(/is the last to lock in/)).toBeNull();
    const anaHand = marketLegends();
    expect(anaHand).toHaveLength(5);
    const anaTexts = anaHand.map((g) => g.querySelector('legend')!.textContent!);
    const lock = screen.getByRole('button', { name: 'Lock in' }) as HTMLButtonElement;
    expect(lock.disabled).toBe(true);
    fireEvent.click(within(anaHand[0]!).getByRole('radio', { name: /^Supply:/ }));
    expect(lock.disabled).toBe(true);
    fireEvent.click(within(anaHand[2]!).getByRole('radio', { name: /^Demand:/ }));
    // A third card cannot be played once two are chosen.
    expect((within(anaHand[1]!).getByRole('radio', { name: /^Supply:/ }) as HTMLInputElement).disabled).toBe(true);
    await waitFor(() => expect(lock.disabled).toBe(false));
    fireEvent.click(lock);

    await waitFor(() => expect(within(sealed).getAllByRole('listitem')[0]!.textContent).toBe("AAnaLocked inChange Ana's Market cards"));
    expect(screen.queryByRole('button', { name: 'Lock in' })).toBeNull();
    // Nothing of Ana's hand or play is left in the page.
    for (const t of anaTexts) expect(document.body.textContent).not.toContain(t.replace(/^Card \d: /, ''));
    expect(screen.getByText(/Waiting for:/).parentElement?.textContent).toBe('Waiting for: Ben');
    const log = screen.getByRole('list', { name: 'Public log, newest first' });
    await within(log).findByText('Ana locked in Market cards.');

    fireEvent.click(within(panel).getByRole('button', { name: "Enter Ben's Market cards" }));
    await holdGate('Ben');
    screen.getByText('Ben is the last to lock in: Lock in reveals every entry at once, and none can be changed after that.');
    const benHand = marketLegends();
    fireEvent.click(within(benHand[1]!).getByRole('radio', { name: /^Supply:/ }));
    fireEvent.click(within(benHand[3]!).getByRole('radio', { name: /^Supply:/ }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Lock in' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Lock in' }));

    const reveal = await screen.findByRole('dialog', { name: 'Market cards revealed' });
    const entries = within(reveal).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]!.textContent).toMatch(/^AAna Supply: [FCEJA]\d \w+ crates · 1 Demand card face down until the Sale$/);
    expect(entries[1]!.textContent).toMatch(/^BBen Supply: [FCEJA]\d \w+ crates, [FCEJA]\d \w+ crates · 0 Demand cards face down until the Sale$/);
    fireEvent.click(within(reveal).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Market cards revealed' })).toBeNull());
    expect(stateOf(session).step.phase).not.toBe('advertising');
    within(log).getByText(/^Ana plays \d \w+ as Supply, and 1 card as Demand, face down\.$/);
  });

  it('lets an owner change a sealed entry before the reveal (starting blank), and go back without locking in', async () => {
    const { session } = await newGame(['person', 'person']);
    renderTable(session);
    fireEvent.click(screen.getByRole('button', { name: "Enter Ana's Market cards" }));
    await holdGate('Ana');
    fireEvent.click(screen.getByRole('button', { name: 'Back to the table without locking in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(session.meta.value.actionCount).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: "Enter Ana's Market cards" }));
    await holdGate('Ana');
    let hand = marketLegends();
    fireEvent.click(within(hand[0]!).getByRole('radio', { name: /^Supply:/ }));
    fireEvent.click(within(hand[1]!).getByRole('radio', { name: /^Supply:/ }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Lock in' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Lock in' }));
    await screen.findByRole('button', { name: "Change Ana's Market cards" });

    fireEvent.click(screen.getByRole('button', { name: "Change Ana's Market cards" }));
    await holdGate('Ana');
    hand = marketLegends();
    // Changing starts blank: every card back in hand, the earlier choice nowhere on screen.
    for (const card of hand) expect((within(card).getByRole('radio', { name: 'Keep in hand' }) as HTMLInputElement).checked).toBe(true);
    // Keep in hand sits between the two sides, so Supply and Demand are each one arrow from it.
    expect(within(hand[0]!).getAllByRole('radio').map((r) => r.closest('label')!.textContent!.split(':')[0])).toEqual(['Supply', 'Keep in hand', 'Demand']);
    screen.getByText('Ana has an entry locked in. It stays in force, unseen, unless a new one is locked in here.');
    fireEvent.click(within(hand[1]!).getByRole('radio', { name: /^Supply:/ }));
    fireEvent.click(within(hand[4]!).getByRole('radio', { name: /^Demand:/ }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Lock in' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Lock in' }));
    await waitFor(() => expect(session.meta.value.actionCount).toBe(2));
    const step = stateOf(session).step;
    expect(step.phase).toBe('advertising');
    if (step.phase === 'advertising') {
      const own = step.sealed.entries[step.sealed.eligible.indexOf(0)];
      expect(own?.supply).toHaveLength(1);
      expect(own?.demand).toHaveLength(1);
    }
  });

  it('opens the rules reference at the phase shown, in the project\'s own words', async () => {
    const { session } = await newGame(['person', 'person']);
    renderTable(session);
    fireEvent.click(screen.getByRole('button', { name: 'Rules: Advertising' }));
    const dialog = screen.getByRole('dialog', { name: 'Rules: Advertising' });
    within(dialog).getByText(/secretly plays 2 of their 5 Market cards/);
    const nav = within(dialog).getByRole('navigation', { name: 'Rules sections' });
    expect(within(nav).getByRole('button', { name: 'Advertising' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(within(nav).getByRole('button', { name: 'Sale' }));
    screen.getByRole('dialog', { name: 'Rules: Sale' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Debt and scoring' }));
    screen.getByText(/Each debt point gives \$2 now and costs 1 point at the end/);
    fireEvent.click(screen.getByRole('button', { name: 'Close the rules' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Over the table like every dialog (no showModal): a modal to assistive technology, its Close
    // focused once drawn, Escape closes it and the focus goes back to the Rules button.
    const opener = screen.getByRole('button', { name: 'Rules: Advertising' });
    opener.focus();
    fireEvent.click(opener);
    const again = screen.getByRole('dialog', { name: 'Rules: Advertising' });
    expect(again.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(within(again).getByRole('button', { name: 'Close the rules' })));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
