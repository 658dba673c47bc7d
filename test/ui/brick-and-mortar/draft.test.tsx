// @vitest-environment happy-dom
// The draft through the gate: each person keeps one Store in private; while Ben's private screen
// is shown, nothing of Ana's hand or pick is in the page; the next round shows what was kept.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { storeCard } from '../../../src/games/brick-and-mortar/content';
import { holdGate, newGame, renderTable, stateOf } from './helpers';

afterEach(() => cleanup());

async function keep(name: string, which: number): Promise<string> {
  const enter = await screen.findByRole('button', { name: `Enter ${name}'s draft pick` });
  await waitFor(() => expect((enter as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(enter);
  await holdGate(name);
  const radios = within(screen.getByRole('group', { name: 'Keep one Store; the others pass to the next player' })).getAllByRole('radio');
  fireEvent.click(radios[which]!);
  const label = radios[which]!.closest('label')!.textContent!.replace(/^Keep /, '');
  await waitFor(() => expect((screen.getByRole('button', { name: 'Lock in' }) as HTMLButtonElement).disabled).toBe(false));
  return label;
}

describe('Draft', () => {
  it('keeps one Store per person in private; nothing of Ana\'s hand is in the page on Ben\'s screen', async () => {
    const { session, state } = await newGame(['person', 'person'], { firstGame: false }, 'draft-ui');
    renderTable(session);
    const status = screen.getByRole('region', { name: 'Where the game is' });
    within(status).getByText('Before January: the draft');
    screen.getByRole('region', { name: 'Draft round 1: keep one Store' });
    const step = state.step;
    if (step.phase !== 'draft') throw new Error('expected the draft');
    const anaHand = step.hands[0]!.map((id) => storeCard(id).name);
    for (const n of anaHand) expect(document.body.textContent).not.toContain(n);

    const kept = await keep('Ana', 1);
    screen.getByRole('heading', { name: "Ana's draft pick - round 1" });
    expect(anaHand).toContain(kept);
    fireEvent.click(screen.getByRole('button', { name: 'Lock in' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Lock in' })).toBeNull());
    for (const n of anaHand) expect(document.body.textContent).not.toContain(n);

    await keep('Ben', 0);
    // Ben's private screen and the table are shown: none of Ana's cards, nor her pick.
    screen.getByRole('heading', { name: "Ben's draft pick - round 1" });
    for (const n of anaHand) expect(document.documentElement.outerHTML).not.toContain(n);
    fireEvent.click(screen.getByRole('button', { name: 'Lock in' }));

    await screen.findByRole('region', { name: 'Draft round 2: keep one Store' });
    const log = screen.getByRole('list', { name: 'Public log, newest first' });
    within(log).getByText('Draft round 1 done: the rest of each hand passes to the next player.');
    const enter = screen.getByRole('button', { name: "Enter Ana's draft pick" });
    await waitFor(() => expect((enter as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(enter);
    await holdGate('Ana');
    screen.getByRole('heading', { name: "Ana's draft pick - round 2" });
    const already = screen.getByRole('region', { name: 'Stores already kept' });
    within(already).getByRole('article', { name: kept });
    expect(stateOf(session).players[0]!.hand.map((id) => storeCard(id).name)).toEqual([kept]);
  });
});
