// The phone's table draws the gate's own private screen from its seat's documents alone (the
// table's view, the prompts, its legal moves: no state, no session), and Lock in sends the action
// the screen chose, one of the legal moves the tablet listed.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { signal } from '@preact/signals';
import { h } from 'preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMatch } from '../../src/engine/match';
import type { Action } from '../../src/engine/types';
import { brickAndMortarModule as module } from '../../src/games/brick-and-mortar/module';
import type { PhonePictureNow } from '../../src/ui/phones/phone-store';
import { PhoneTable } from '../../src/ui/phones/PhoneTable';
import { visibleTo } from '../../src/phones/audience';
import { phoneStoreAt } from './phone-picture';

afterEach(cleanup);
// The game's screens arrive by a dynamic import, as on a phone; loaded once here, not under a wait.
beforeAll(() => import('../../src/ui/games/brick-and-mortar/ui'), 60_000);

const seats = ['Ana', 'Ben'].map((name, i) => ({ name, colour: 'orange', kind: i === 0 ? ('person' as const) : ('bot' as const) }));

function started() {
  const match = startMatch(module.game, { seats, variants: { firstGame: true } }, 'phone-table');
  if (!match.ok) throw new Error(match.error.message);
  return match.value.state;
}

function phoneAt() {
  return phoneStoreAt(module.game, started(), 0, { game: 'brick-and-mortar', seat: 0, seats }, { seq: 0 });
}

describe("the phone's table (issue 32)", () => {
  it("shows Ana's private screen from her documents and sends the legal move she chose", async () => {
    const { store, send, legal } = phoneAt();
    render(h(PhoneTable, { store }));
    const heading = screen.getByRole('heading', { name: 'Ana, at the table' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('status').textContent).toBe('Waiting for: Ana, Ben');
    await screen.findByRole('heading', { level: 3, name: "Ana's Market cards - January" }, { timeout: 10_000 });
    // The table's public line, as the tablet's status shows it: where the game is and its phase.
    const where = screen.getByRole('region', { name: 'Where the game is' });
    expect(where.querySelector('.phone-where-line')?.textContent).toMatch(/^January/);
    expect(within(where).getAllByRole('listitem').filter((li) => li.getAttribute('aria-current') === 'step')).toHaveLength(1);
    const lock = screen.getByRole('button', { name: 'Lock in' }) as HTMLButtonElement;
    expect(lock.disabled).toBe(true);
    const supply = screen.getAllByRole('radio', { name: /^Supply:/ });
    fireEvent.click(supply[0]!);
    fireEvent.click(supply[1]!);
    await waitFor(() => expect(lock.disabled).toBe(false));
    fireEvent.click(lock);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    const sent = send.mock.calls[0]![0] as Action;
    expect(legal.map((a) => JSON.stringify(a))).toContain(JSON.stringify(sent));
    expect(sent).toMatchObject({ type: 'advertise', demand: [] });
  });

  it("names the latest reveal from the seat's own events", async () => {
    const { store } = phoneAt();
    const picture = store.picture.value!;
    // Both seats' Market cards, entered as the engine lists them: the second entry reveals them.
    let state = started();
    const events = [];
    for (const seat of [0, 1]) {
      const r = module.game.apply(state, seat, module.game.legal(state, seat)[0]!);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      events.push({ seq: seat + 1, events: visibleTo(r.events, 0) });
    }
    (store.picture as ReturnType<typeof signal<PhonePictureNow>>).value = {
      ...picture, seq: 2, moves: events, tableView: module.game.view(state, 'table'), view: module.game.view(state, 0),
      prompts: module.game.pending(state), legal: module.game.legal(state, 0),
    };
    render(h(PhoneTable, { store }));
    const where = await screen.findByRole('region', { name: 'Where the game is' }, { timeout: 10_000 });
    within(where).getByText('Latest reveal: Market cards revealed');
  });

  it('says the tablet is out of reach while the link is down, and offers to rejoin with new codes', async () => {
    const { store } = phoneAt();
    const onRejoin = vi.fn();
    render(h(PhoneTable, { store, onRejoin }));
    expect(screen.queryByRole('button', { name: 'Rejoin the table' })).toBeNull();
    (store.connected as ReturnType<typeof signal<boolean>>).value = false;
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Not connected to the tablet/));
    fireEvent.click(screen.getByRole('button', { name: 'Rejoin the table' }));
    expect(onRejoin).toHaveBeenCalledTimes(1);
  });
});
