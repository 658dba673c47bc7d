// @vitest-environment happy-dom
// Bots on the table: they enter sealed steps without a gate, act at a visible pace with a log
// line each, and wait while a person is behind the gate or reading a reveal.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startMatch } from '../../../src/engine/match';
import { brickAndMortar, type BMState } from '../../../src/games/brick-and-mortar';
import { setFasterBots } from '../../../src/ui/gate/settings';
import { makeState, startPhase } from '../../games/brick-and-mortar/builder';
import { renderTable, seatsFor, sessionFrom, sleep } from './helpers';

beforeEach(() => setFasterBots(true));
afterEach(() => {
  cleanup();
  setFasterBots(false);
});

function firstGame(kinds: ('person' | 'bot')[]): BMState {
  const started = startMatch(brickAndMortar, { seats: seatsFor(kinds), variants: { firstGame: true } }, 'bots-ui');
  if (!started.ok) throw new Error(started.error.message);
  return started.value.state as BMState;
}

describe('Bots at the table', () => {
  it('wait while a person\'s private screen is open, then lock in without a gate, with a log line', async () => {
    const session = await sessionFrom(firstGame(['person', 'bot']), seatsFor(['person', 'bot']));
    renderTable(session);
    fireEvent.click(screen.getByRole('button', { name: "Enter Ana's Market cards" }));
    // Ana alone with a bot has nobody to hide from: her private screen opens without the hold.
    await screen.findByRole('button', { name: 'Lock in' });
    await sleep(400);
    expect(session.meta.value.actionCount).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Back to the table without locking in' }));
    const list = screen.getByRole('list', { name: 'Who has locked in' });
    expect(within(list).getAllByRole('listitem')[1]!.textContent).toBe('BBen (bot)Not yet');
    await waitFor(() => expect(within(list).getAllByRole('listitem')[1]!.textContent).toBe('BBen (bot)Locked in'), { timeout: 2000 });
    const log = screen.getByRole('list', { name: 'Public log, newest first' });
    within(log).getByText('Ben locked in Market cards.');
  });

  it('play on at a visible pace after the reveal, each move in the log', async () => {
    // Seats 1 and 2 are bots and come first in turn order; Cy is the person.
    const session = await sessionFrom(firstGame(['bot', 'bot', 'person']), seatsFor(['bot', 'bot', 'person']));
    renderTable(session);
    await waitFor(() => expect(session.meta.value.actionCount).toBe(2), { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: "Enter Cy's Market cards" }));
    await screen.findByRole('button', { name: 'Lock in' });
    const cards = screen.getAllByRole('group', { name: /^Card \d: Supply/ });
    fireEvent.click(within(cards[0]!).getByRole('radio', { name: /^Supply:/ }));
    fireEvent.click(within(cards[1]!).getByRole('radio', { name: /^Supply:/ }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Lock in' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Lock in' }));
    const reveal = await screen.findByRole('dialog', { name: 'Market cards revealed' });
    // While the reveal is read, the bots wait.
    const count = session.meta.value.actionCount;
    await sleep(500);
    expect(session.meta.value.actionCount).toBe(count);
    fireEvent.click(within(reveal).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(session.meta.value.actionCount).toBeGreaterThan(count), { timeout: 3000 });
    const log = screen.getByRole('list', { name: 'Public log, newest first' });
    await waitFor(() => expect(within(log).getAllByText(/^(Ana|Ben) (stocks|locked in a price)/).length).toBeGreaterThan(0), { timeout: 3000 });
  });

  it('show a bot\'s public turn as such, then its move in the log', async () => {
    const state = startPhase(makeState({ players: [{ cash: 12 }, {}] }), 'investment');
    const session = await sessionFrom(state, seatsFor(['bot', 'person']));
    renderTable(session);
    const turn = screen.getByRole('region', { name: "Bot's turn" });
    expect(turn.textContent).toBe('AAna (bot) is playing…');
    const log = screen.getByRole('list', { name: 'Public log, newest first' });
    await within(log).findByText(/^Ana (buys \d points? for \$\d+|passes on Investment)\.$/, {}, { timeout: 2000 });
    await screen.findByRole('region', { name: "Ben's Investment" });
  });

  it('say so when a bot cannot move, and can try again', async () => {
    const session = await sessionFrom(firstGame(['person', 'bot']), seatsFor(['person', 'bot']), { game: brickAndMortar });
    renderTable(session);
    const alert = await screen.findByRole('alert', {}, { timeout: 2000 });
    expect(alert.textContent).toContain('This game has no bot yet, so every seat must be a person.');
    within(alert).getByRole('button', { name: 'Let the bots try again' });
  });
});
