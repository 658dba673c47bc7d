// @vitest-environment happy-dom
// The match screen: its header, "Back to home", and the hook where each game's table mounts.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as app from './app-mock';
import MatchScreen, { SLOW_OPEN_MS } from '../../src/ui/match/MatchScreen';
import type { GameScreenProps } from '../../src/ui/match/game-ui';
import { navigate, route } from '../../src/ui/route';
import type { Session } from '../../src/app/session';

vi.mock('../../src/app/app-state', () => import('./app-mock'));

beforeEach(() => {
  app.resetApp();
  navigate({ name: 'match', id: 'm1' }, true);
});

afterEach(() => {
  cleanup();
});

describe('match screen', () => {
  it('shows the game, players and progress, and says plainly when the table is not built', async () => {
    app.savedMatches.value = [app.meta()];
    app.openMatch.mockResolvedValue({ ok: true, value: { meta: { value: app.meta() } } as unknown as Session });
    render(<MatchScreen id="m1" screenFor={() => undefined} />);
    screen.getByRole('heading', { level: 1, name: 'Brick & Mortar' });
    const players = screen.getByRole('list', { name: 'Players' });
    expect(within(players).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['AAna', 'BBen']);
    screen.getByText(/Month 3 · Supply/);
    // The page is titled by the game and where it is, as a screen reader announces it first.
    expect(document.title).toBe('Brick & Mortar: Month 3 · Supply – Shopfloor');
    const table = screen.getByRole('region', { name: 'Game table' });
    await within(table).findByText(/The table for Brick & Mortar is not part of this version yet/);
    expect(app.openMatch).toHaveBeenCalledWith('m1');
    fireEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(route.value).toEqual({ name: 'home' });
  });

  it('mounts the game screen lazily with the open session', async () => {
    app.savedMatches.value = [app.meta()];
    const session = { meta: { value: app.meta() } } as unknown as Session;
    app.openMatch.mockResolvedValue({ ok: true, value: session });
    const seen: Session[] = [];
    const Table = (p: GameScreenProps) => {
      seen.push(p.session);
      return <p>The Brick & Mortar table</p>;
    };
    render(<MatchScreen id="m1" screenFor={() => () => Promise.resolve({ default: Table })} />);
    await screen.findByText('The Brick & Mortar table');
    expect(seen[0]).toBe(session);
  });

  it('reports a game that cannot be opened', async () => {
    app.savedMatches.value = [app.meta()];
    app.openMatch.mockResolvedValue({ ok: false, error: { code: 'corrupt-save', message: 'This saved game is damaged.' } });
    render(<MatchScreen id="m1" />);
    expect((await screen.findByRole('alert')).textContent).toContain('This saved game is damaged.');
  });

  it('waits for the whole list before saying a game beyond the first screenful is not on this device', async () => {
    app.savedListed.value = false;
    app.savedMatches.value = [app.meta({ id: 'newest' })];
    app.openMatch.mockResolvedValue({ ok: true, value: { meta: { value: app.meta({ id: 'm40' }) } } as unknown as Session });
    render(<MatchScreen id="m40" screenFor={() => undefined} />);
    screen.getByRole('heading', { level: 1, name: 'Opening the game…' });
    expect(screen.queryByText(/not on this device/)).toBeNull();
    app.savedMatches.value = [app.meta({ id: 'newest' }), app.meta({ id: 'm40' })];
    app.savedListed.value = true;
    await screen.findByRole('heading', { level: 1, name: 'Brick & Mortar' });
    await vi.waitFor(() => expect(app.openMatch).toHaveBeenCalledWith('m40'));
  });

  it('says so, in a sentence, when opening takes longer than it should, and drops it once open', async () => {
    vi.useFakeTimers();
    try {
      app.savedListed.value = false;
      app.savedMatches.value = [app.meta({ id: 'newest' })];
      render(<MatchScreen id="m40" screenFor={() => undefined} />);
      expect(screen.queryByRole('status')).toBeNull();
      await act(() => {
        vi.advanceTimersByTime(SLOW_OPEN_MS - 1);
      });
      expect(screen.queryByRole('status')).toBeNull();
      await act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.getByRole('status').textContent).toMatch(/^This is taking longer than it should\. Your saved games are safe/);
      app.openMatch.mockResolvedValue({ ok: true, value: { meta: { value: app.meta({ id: 'm40' }) } } as unknown as Session });
      app.savedMatches.value = [app.meta({ id: 'newest' }), app.meta({ id: 'm40' })];
      await act(() => {
        app.savedListed.value = true;
      });
      await act(() => {
        vi.advanceTimersByTime(0);
      });
      expect(screen.queryByText(/taking longer than it should/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when the game is not on this device', () => {
    render(<MatchScreen id="gone" />);
    screen.getByRole('heading', { level: 1, name: 'Game not found' });
    expect(document.title).toBe('Game not found – Shopfloor');
    expect(app.openMatch).not.toHaveBeenCalled();
  });
});
