// @vitest-environment happy-dom
// Adventure Mart through the shared table shell (`tableFor(ui)`, as the game's Table.tsx will be):
// the invite, the gate, a turn that starts a Sale and composes the first Offer without handing the
// tablet back, the hand-off to Ben's raise with none of Ana's hand in the DOM, and the table after.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { createSession, type Session } from '../../../src/app/session';
import { stateHash } from '../../../src/engine/hash';
import type { AMState } from '../../../src/games/adventure-mart';
import { adventureMartModule } from '../../../src/games/adventure-mart/module';
import { createMemoryStore } from '../../../src/storage/memory-store';
import type { MatchMeta } from '../../../src/storage/records';
import { ui } from '../../../src/ui/games/adventure-mart/ui';
import { HOLD_MS } from '../../../src/ui/gate/HiddenEntryGate';
import { tableFor } from '../../../src/ui/match/GameTable';
import { play, saleState, turnState } from '../../games/adventure-mart/builder';
import { watchDrawing } from '../drawn';
import { seatsFor } from './helpers';

afterEach(() => cleanup());

const Table = tableFor(ui);
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function sessionFrom(state: AMState): Promise<Session> {
  const store = createMemoryStore();
  const seats = seatsFor(state.players.length);
  const meta: MatchMeta = {
    id: 'am-table-test', game: 'adventure-mart', seats, options: {}, seed: 'am', engineVersion: adventureMartModule.game.engineVersion, contentVersion: 1,
    status: 'active', createdAt: 1, lastPlayedAt: 1, actionCount: 0, progress: '',
  };
  const created = await store.createMatch(meta, { matchId: meta.id, seq: 0, state, hash: stateHash(state) });
  if (!created.ok) throw new Error(created.error.message);
  return createSession(store, adventureMartModule, meta, { seq: 0, state }, [], state);
}

/** Press and hold the cover until the private screen titled `title` shows. */
async function hold(name: string, title: string): Promise<void> {
  const b = await screen.findByRole('button', { name: `Hold to show ${name}'s screen` });
  fireEvent.pointerDown(b, { pointerId: 1, button: 0 });
  await act(async () => {
    await sleep(HOLD_MS + 40);
  });
  if (b.isConnected) fireEvent.pointerUp(b, { pointerId: 1, button: 0 });
  await inGate(title);
}

/** Clicks a button once it is enabled (a live screen waits while its last step is being saved). */
async function tap(name: string): Promise<void> {
  await waitFor(() => expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(screen.getByRole('button', { name }));
}

/** The private screen's title, inside the gate (the table's invite may carry the same words). */
async function inGate(title: string): Promise<void> {
  await waitFor(() => expect(screen.getAllByRole('heading', { name: title }).some((h) => h.closest('dialog') !== null)).toBe(true));
}

describe('Adventure Mart at the shared table', () => {
  it('AM-H1 a Sale between two people: Ana starts it and offers behind one gate; while Ben composes, the DOM holds none of Ana\'s hand', async () => {
    const state = turnState({
      players: [{ hand: ['iron-longsword', 'arcane-tome'] }, { hand: ['dwarven-warhammer', 'mimic-chest'] }],
      stockQueue: ['griffin-egg', 'apprentice-wand', 'chainmail-vest'],
      adventurers: ['brannoc', 'mirelle'],
    }, 0);
    const session = await sessionFrom(state);
    const { container } = render(<Table session={session} />);
    await screen.findByRole('heading', { name: "Ana's turn" });
    expect(container.innerHTML).not.toContain('Arcane Tome');
    fireEvent.click(screen.getByRole('button', { name: "Show Ana's screen" }));
    await hold('Ana', "Ana's turn");
    await tap('Start a Sale with Adventurer 1');
    // The same gate follows Ana from her turn to her first Offer.
    await inGate("Ana's Offer to Brannoc the Vanguard");
    await tap('Add Iron Longsword');

    await tap('Confirm Offer (Quality 4)');
    // Ana's Offer is made: the cover comes up for Ben at once.
    await hold('Ben', "Ben's Offer to Brannoc the Vanguard");
    expect(screen.getByText(/^Ben's Offer:/).textContent).toBe("Ben's Offer: Quality 0 · to beat: 4");
    screen.getByText('Offers on the table: Ana 4');
    const dom = document.body.innerHTML;
    expect(dom).toContain('Dwarven Warhammer');
    expect(dom).not.toContain('Arcane Tome');
    fireEvent.click(screen.getByRole('button', { name: 'Drop out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, drop out' }));
    // Ana won; the reveals queued behind the gate come first, then her top-up is invited.
    await waitFor(() => expect(screen.queryByRole('heading', { name: "Ben's Offer to Brannoc the Vanguard" })).toBeNull());
    for (let i = 0; i < 4; i++) {
      const more = screen.queryByRole('button', { name: /^Continue/ });
      if (!more) break;
      fireEvent.click(more);
      await sleep(0);
    }
    const sale = await screen.findByRole('region', { name: 'Sale 1' });
    expect(within(sale).getByRole('region', { name: "Ana's Offer" }).textContent).toContain('Won the Sale');
    expect(within(sale).getByRole('region', { name: "Ben's Offer" }).textContent).toContain('Dropped out');
    expect(document.body.innerHTML).not.toContain('Arcane Tome');
    expect(document.body.innerHTML).not.toContain('Mimic Chest');
  });

  it('a step of an Offer draws the Sale and the mover\'s Store under the gate, not the Day, the Depots, the Town, the Abyss or another Store', async () => {
    const state = turnState({
      players: [{ hand: ['iron-longsword', 'arcane-tome'] }, { hand: ['dwarven-warhammer'] }],
      stockQueue: ['griffin-egg', 'apprentice-wand', 'chainmail-vest'],
      adventurers: ['brannoc', 'mirelle'],
    }, 0);
    render(<Table session={await sessionFrom(state)} />);
    fireEvent.click(await screen.findByRole('button', { name: "Show Ana's screen" }));
    await hold('Ana', "Ana's turn");
    await tap('Start a Sale with Adventurer 1');
    await inGate("Ana's Offer to Brannoc the Vanguard");
    await waitFor(() => expect((screen.getByRole('button', { name: 'Add Iron Longsword' }) as HTMLButtonElement).disabled).toBe(false));
    const drawn = watchDrawing();
    try {
      await tap('Add Iron Longsword');
      await tap('Confirm Offer (Quality 4)');
      await waitFor(() => expect(drawn.count('SalePanel')).toBeGreaterThan(0));
      expect(drawn.count('PlayerArea', (p) => (p.p as { seat: number }).seat === 0)).toBeGreaterThan(0);
      expect(drawn.count('PlayerArea', (p) => (p.p as { seat: number }).seat === 1)).toBe(0);
      for (const part of ['DayPanel', 'Depots', 'Town', 'Abyss']) expect(drawn.count(part), part).toBe(0);
    } finally {
      drawn.stop();
    }
  });

  it('AM-H2 in a React window a person without a React sees the same screens as one with, up to the choice itself', async () => {
    // Cy holds a Smoke Bomb; Ben holds none. Both are asked, one after the other, through the gate.
    let state = saleState({ players: [{}, { hand: ['powerstone'] }, { hand: ['smoke-bomb'] }], adventurers: ['brannoc'] });
    state = play(state, [[0, { type: 'offer-confirm' }]]).state;
    const session = await sessionFrom(state);
    render(<Table session={session} />);
    const holds: boolean[] = [];
    async function look(name: string, fromInvite: boolean): Promise<string[]> {
      const seen: string[] = [];
      if (fromInvite) {
        await screen.findByRole('heading', { name: `${name}: React?` });
        fireEvent.click(screen.getByRole('button', { name: `Show ${name}'s screen` }));
      }
      await hold(name, `${name}: React?`);
      const region = screen.getByRole('region', { name: 'React window' });
      seen.push(`screen: ${region.querySelector('p')!.textContent}`);
      const buttons = within(region).getAllByRole('button').map((b) => `button: ${b.textContent}`);
      holds.push(buttons.some((b) => b.startsWith('button: React with')));
      seen.push(...buttons.filter((b) => !b.startsWith('button: React with')));
      await tap('Continue');
      return seen;
    }
    const ben = await look('Ben', true);
    // Ben's Continue hands the covered tablet straight to Cy, as it would to anyone asked next.
    const cy = await look('Cy', false);
    expect(holds).toEqual([false, true]);
    expect(cy).toEqual(ben);
    expect(ben).toEqual(['screen: An Offer has just been made in this Sale.', 'button: Continue']);
    await waitFor(() => expect(session.match.value.log.map((e) => e.action)).toEqual([{ type: 'pass' }, { type: 'pass' }]));
  });
});
