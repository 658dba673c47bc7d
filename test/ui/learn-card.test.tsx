// @vitest-environment happy-dom
// Home's game cards: each opens New game for its game; "Learn to play" opens it preset for a
// guided first game (one person, two bots, First game, the game's fixed deal), which Start sends.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as app from './app-mock';
import Catalogue from '../../src/ui/home/Catalogue';
import NewGame from '../../src/ui/new-game/NewGame';
import { navigate, route } from '../../src/ui/route';

vi.mock('../../src/app/app-state', () => import('./app-mock'));

beforeEach(() => {
  app.resetApp();
  navigate({ name: 'home' }, true);
});
afterEach(() => cleanup());

const card = (name: string) => screen.getByRole('listitem', { name });

describe('home\'s game cards', () => {
  it('"Learn to play" opens New game preset for a guided first game, and Start sends its fixed deal', async () => {
    render(<Catalogue />);
    // The Bidding dial has no guide: its card only opens New game.
    expect(within(card('Bidding dial')).queryByRole('button', { name: /^Learn to play/ })).toBeNull();
    fireEvent.click(within(card('Adventure Mart')).getByRole('button', { name: 'Learn to play Adventure Mart' }));
    expect(route.value).toEqual({ name: 'new-game' });
    cleanup();
    render(<NewGame />);
    expect((screen.getByRole('radio', { name: 'Adventure Mart' }) as HTMLInputElement).checked).toBe(true);
    screen.getByText(/^Learning to play Adventure Mart: one person and two bots/);
    expect((screen.getByRole('checkbox', { name: /^First game/ }) as HTMLInputElement).checked).toBe(true);
    const kinds = [1, 2, 3].map((n) => within(screen.getByRole('group', { name: `Player ${n} plays as` })).getByRole('radio', { checked: true }));
    expect(kinds.map((k) => k.getAttribute('value'))).toEqual(['person', 'bot', 'bot']);
    fireEvent.input(screen.getByRole('textbox', { name: 'Player 1 name' }), { target: { value: 'Ana' } });
    app.newMatch.mockResolvedValue({ ok: true, value: app.meta({ id: 'learn-1', game: 'adventure-mart' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Start game' }));
    await waitFor(() => expect(app.newMatch).toHaveBeenCalledTimes(1));
    expect(app.newMatch.mock.calls[0]![0]).toMatchObject({ game: 'adventure-mart', seed: 'guided-adventure-mart-1', variants: { firstGame: true } });
  });

  it('a card\'s New game opens New game for that game, not learning, once', () => {
    render(<Catalogue />);
    fireEvent.click(within(card('Adventure Mart')).getByRole('button', { name: 'New game of Adventure Mart' }));
    cleanup();
    render(<NewGame />);
    expect((screen.getByRole('radio', { name: 'Adventure Mart' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(/^Learning to play/)).toBeNull();
    cleanup();
    // The request was read once: New game opened again starts from its first game.
    render(<NewGame />);
    expect((screen.getByRole('radio', { name: 'Brick & Mortar' }) as HTMLInputElement).checked).toBe(true);
  });
});
