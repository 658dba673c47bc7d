// @vitest-environment happy-dom
// "Change" never shows the locked entry: whoever holds the tablet when "Change Cy's sealed bid" is
// pressed may not be Cy, and the physical dials can be peeked at but ours cannot. Re-entering
// starts blank; the locked entry stays in force, unseen, until a new one is locked in.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { BMState } from '../../../src/games/brick-and-mortar';
import { makeState, startPhase } from '../../games/brick-and-mortar/builder';
import { holdGate, renderTable, seatsFor, sessionFrom, stateOf } from './helpers';

afterEach(() => cleanup());

function lockedPrice(state: BMState, seat: number): number | undefined {
  const step = state.step;
  if (step.phase !== 'supply' || !step.sealed) return undefined;
  return step.sealed.entries[step.sealed.eligible.indexOf(seat)] as number | undefined;
}

async function enterPrice(button: string, name: string, price: number) {
  fireEvent.click(screen.getByRole('button', { name: button }));
  await holdGate(name);
  fireEvent.click(within(screen.getByRole('group', { name: 'Price per crate' })).getByRole('button', { name: `$${price}` }));
  await waitFor(() => expect((screen.getByRole('button', { name: 'Lock in' }) as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(screen.getByRole('button', { name: 'Lock in' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Lock in' })).toBeNull());
}

describe('changing a sealed entry', () => {
  it("starts blank: Change Cy's sealed bid shows no trace of Cy's locked price, which stays in force until a new Lock in", async () => {
    const state = startPhase(makeState({ players: [{}, {}, {}], market: { food: 6 } }), 'supply');
    const session = await sessionFrom(state, seatsFor(['person', 'person', 'person']));
    renderTable(session);
    await enterPrice("Enter Cy's sealed bid", 'Cy', 5);
    await waitFor(() => expect(lockedPrice(stateOf(session), 2)).toBe(5));

    // Anyone may press Change and hold Cy's cover: the screen starts at the lowest price.
    fireEvent.click(screen.getByRole('button', { name: "Change Cy's sealed bid" }));
    await holdGate('Cy');
    const gate = screen.getByRole('dialog', { name: "Cy's sealed bid - Food" });
    const dial = within(gate).getByRole('group', { name: 'Price per crate' });
    expect(within(dial).getByRole('slider', { name: 'Price per crate' }).getAttribute('aria-valuetext')).toBe('$1 a crate');
    expect(within(dial).getAllByRole('button', { pressed: true }).map((b) => b.textContent)).toEqual(['$1']);
    // $5 appears only as one of the dial's buttons, never as a chosen or remembered value.
    const text = gate.textContent ?? '';
    expect(text.split('$5').length - 1).toBe(1);
    within(gate).getByText('Cy has an entry locked in. It stays in force, unseen, unless a new one is locked in here.');

    // Leaving without locking in keeps the locked price, unseen.
    fireEvent.click(within(gate).getByRole('button', { name: 'Back to the table without locking in' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Lock in' })).toBeNull());
    expect(lockedPrice(stateOf(session), 2)).toBe(5);
    expect(session.meta.value.actionCount).toBe(1);

    // A new Lock in replaces it.
    await enterPrice("Change Cy's sealed bid", 'Cy', 4);
    await waitFor(() => expect(lockedPrice(stateOf(session), 2)).toBe(4));
  });
});
