// @vitest-environment happy-dom
// The player strip: one panel per player with name, Gold, tokens, counts and Store, each by role and
// accessible name; the cards' full text, the Reorder Pile and the Ledger one tap away in a dialog,
// drawn only once opened. Where the strip sits on the screen is the browser test's part (am-game.e2e.mjs).
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { adventureMart } from '../../../src/games/adventure-mart';
import { STORE_SLOTS } from '../../../src/games/adventure-mart/constants';
import { turnState } from '../../games/adventure-mart/builder';
import { renderLayout } from './helpers';

afterEach(() => cleanup());

/** Three players with everything a panel shows, different for each, so a number in the wrong
 * panel or read from the wrong field fails. */
function table() {
  return turnState({
    initiative: 1,
    players: [
      {
        gold: 4, hand: ['iron-longsword', 'arcane-tome'], storeroom: ['griffin-egg'], reorder: ['kraken-ink', 'mimic-chest'],
        store: ['autoforge', ['showman', false]], ledger: ['helga'], rep: { fighters: 1, mages: 2 }, discounts: 1,
      },
      { gold: 7, hand: ['dwarven-warhammer'], reorder: ['griffin-egg'], ledger: ['brannoc', 'mirelle', 'pim'] },
      { gold: 0, store: ['town-cartograph', 'fighters-banner', 'pawn-counter', 'display-counter'] },
    ],
  }, 1);
}

function panel(name: string): HTMLElement {
  const strip = screen.getByRole('region', { name: 'Players' });
  return within(strip).getByRole('region', { name: `${name}'s Store` });
}

const items = (list: HTMLElement) => within(list).getAllByRole('listitem').map((li) => li.textContent);

describe('The player strip', () => {
  it('has one panel per player, in seat order, each headed by the name and Gold', () => {
    const s = table();
    renderLayout(s);
    const strip = screen.getByRole('region', { name: 'Players' });
    const panels = within(strip).getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    expect(panels).toEqual(["Ana's Store", "Ben's Store", "Cy's Store"]);
    const named = ['Ana 4 Gold', 'Ben 7 Gold', 'Cy 0 Gold'].map((name) => within(strip).getByRole('heading', { level: 3, name }));
    expect(within(strip).getAllByRole('heading', { level: 3 })).toEqual(named);
  });

  it('shows each player\'s tokens: Initiative, guild Reputation and discounts, or says there are none', () => {
    renderLayout(table());
    expect(items(within(panel('Ana')).getByRole('list', { name: "Ana's tokens" }))).toEqual(['Fighters ×1', 'Mages ×2', 'Discount ×1']);
    expect(items(within(panel('Ben')).getByRole('list', { name: "Ben's tokens" }))).toEqual(['Initiative']);
    expect(within(panel('Cy')).queryByRole('list', { name: "Cy's tokens" })).toBeNull();
    within(panel('Cy')).getByText('No tokens');
  });

  it('counts each player\'s hand, Storeroom, Reorder Pile and Ledger (no hand card named: AM-H1)', () => {
    const s = table();
    const { container } = renderLayout(s);
    expect(items(within(panel('Ana')).getByRole('list', { name: "Ana's counts" }))).toEqual(['Hand 2', 'Storeroom 1', 'Reorder Pile 2', 'Ledger 1']);
    expect(items(within(panel('Ben')).getByRole('list', { name: "Ben's counts" }))).toEqual(['Hand 1', 'Storeroom 0', 'Reorder Pile 1', 'Ledger 3']);
    expect(items(within(panel('Cy')).getByRole('list', { name: "Cy's counts" }))).toEqual(['Hand 0', 'Storeroom 0', 'Reorder Pile 0', 'Ledger 0']);
    for (const hidden of ['Iron Longsword', 'Arcane Tome', 'Dwarven Warhammer']) expect(container.innerHTML).not.toContain(hidden);
  });

  it('names each Store card, face up or face down, and counts the free slots', () => {
    renderLayout(table());
    const ana = within(panel('Ana')).getByRole('list', { name: "Ana's Fixtures and Staff" });
    const cards = within(ana).getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    expect(cards).toHaveLength(2);
    expect(cards[0]).toMatch(/^Autoforge: Fixture, costs \d+$/);
    expect(cards[1]).toMatch(/^Showman: Staff, hire \d+, face down$/);
    // The names and the face-down state show in words, not only in the accessible names.
    expect(within(ana).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'FAutoforge', 'SShowmanface down', `${STORE_SLOTS - 2} free slots`,
    ]);
    const cy = within(panel('Cy')).getByRole('list', { name: "Cy's Fixtures and Staff" });
    expect(within(cy).getAllByRole('article')).toHaveLength(STORE_SLOTS);
    expect(cy.textContent).not.toContain('free slot');
    const ben = within(panel('Ben')).getByRole('list', { name: "Ben's Fixtures and Staff" });
    expect(items(ben)).toEqual([`Empty: ${STORE_SLOTS} free slots`]);
  });

  it('opens the cards\' full text, the Reorder Pile and the Ledger over the table with "Cards", drawn only while open', () => {
    const s = table();
    const tv = adventureMart.view(s, 'table');
    renderLayout(s);
    const ana = panel('Ana');
    // Closed: only the Store's chips are cards; nothing of the piles is laid out.
    expect(within(ana).getAllByRole('article')).toHaveLength(2);
    expect(document.body.textContent).not.toContain('Kraken Ink');
    const toggle = within(ana).getByRole('button', { name: "Ana's cards" });
    expect(toggle.textContent).toBe('Cards');
    expect(toggle.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(toggle);
    const dialog = screen.getByRole('dialog', { name: "Ana's cards" });
    // Over the table, not inside the strip: opening it moves nothing on the table.
    expect(ana.contains(dialog)).toBe(false);
    const store = within(dialog).getByRole('list', { name: "Ana's Store cards" });
    expect(within(store).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(
      within(within(ana).getByRole('list', { name: "Ana's Fixtures and Staff" })).getAllByRole('article').map((a) => a.getAttribute('aria-label')),
    );
    // A Fixture's ability is written out in full once opened.
    const autoforge = tv.players[0]!.store[0]!.card;
    if (autoforge.kind !== 'fixture') throw new Error('Autoforge is a Fixture');
    expect(store.textContent).toContain(autoforge.text);
    const names = (list: HTMLElement) => within(list).getAllByRole('article').map((a) => a.getAttribute('aria-label')!.split(':')[0]);
    expect(names(within(dialog).getByRole('list', { name: "Ana's Reorder Pile" }))).toEqual(['Kraken Ink', 'Mimic Chest']);
    within(dialog).getByText(`1 Adventurer, ${tv.players[0]!.ledgerGold} Gold to Spend in all`);
    expect(names(within(dialog).getByRole('list', { name: "Ana's Ledger" }))).toEqual(['Helga the Vanguard']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.textContent).not.toContain('Kraken Ink');
  });

  it('a long Ledger lists every Adventurer in order, with its Gold to Spend total (AM-E5 compares it)', () => {
    const s = turnState({ players: [{}, { ledger: ['helga', 'brannoc', 'mirelle', 'pim', 'thorne'] }] }, 0);
    const tv = adventureMart.view(s, 'table');
    renderLayout(s);
    const ben = panel('Ben');
    expect(items(within(ben).getByRole('list', { name: "Ben's counts" }))).toContain('Ledger 5');
    fireEvent.click(within(ben).getByRole('button', { name: "Ben's cards" }));
    const dialog = screen.getByRole('dialog', { name: "Ben's cards" });
    within(dialog).getByText(`5 Adventurers, ${tv.players[1]!.ledgerGold} Gold to Spend in all`);
    const ledger = within(dialog).getByRole('list', { name: "Ben's Ledger" });
    expect(within(ledger).getAllByRole('article').map((a) => a.getAttribute('aria-label')!.split(':')[0])).toEqual(tv.players[1]!.ledger.map((a) => a.name));
  });
});
