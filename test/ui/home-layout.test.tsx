// @vitest-environment happy-dom
// Home lays out once and never waits on a prompt (issue 36): its body (Continue, New game, the
// lists) draws when the saves are known, all together, not New game first with Continue pushing
// it aside; the browser's install offer comes last on home, where its late arrival moves nothing;
// where the browser may delete saves, home says so once, with what to do, and play goes on.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as app from './app-mock';
import { App } from '../../src/ui/App';
import { navigate } from '../../src/ui/route';
import { KEEP_SAVES_KEY } from '../../src/ui/home/KeepSaves';

vi.mock('../../src/app/app-state', () => import('./app-mock'));

beforeEach(() => {
  app.resetApp();
  localStorage.clear();
  navigate({ name: 'home' }, true);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const NOTE = /This browser may delete your saved games\./;

describe('home lays out once', () => {
  it('draws Continue and New game together once the saves are known, never New game alone first', () => {
    app.storageStatus.value = { kind: 'loading' };
    app.savedListed.value = false;
    render(<App />);
    screen.getByRole('heading', { level: 1, name: 'Shopfloor' });
    screen.getByText('Loading saved games…');
    expect(screen.queryByRole('button', { name: 'New game' })).toBeNull();

    // Storage opens; the listing is not back yet: still nothing to tap that could move.
    act(() => {
      app.storageStatus.value = { kind: 'ready', persistent: true };
    });
    expect(screen.queryByRole('button', { name: 'New game' })).toBeNull();

    act(() => {
      app.savedMatches.value = [app.meta()];
      app.savedListed.value = true;
    });
    const buttons = screen.getAllByRole('button', { name: /^(Continue: .*|New game)$/ });
    expect(buttons.map((b) => b.textContent)).toEqual(['Continue: Brick & Mortar with Ana, Ben', 'New game']);
    expect(screen.queryByText('Loading saved games…')).toBeNull();
  });

  it('draws its body anyway when storage never answers (after a second)', () => {
    vi.useFakeTimers();
    app.storageStatus.value = { kind: 'loading' };
    app.savedListed.value = false;
    render(<App />);
    expect(screen.queryByRole('button', { name: 'New game' })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    screen.getByRole('button', { name: 'New game' });
  });

  it('puts the browser\'s install offer last on home, after the saved games', async () => {
    app.savedMatches.value = [app.meta()];
    render(<App />);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    const install = await screen.findByRole('button', { name: 'Install Shopfloor' });
    const saved = screen.getByRole('region', { name: 'Saved games' });
    expect(saved.compareDocumentPosition(install) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const last = [...document.querySelectorAll('main button')].pop();
    expect(last).toBe(install);
  });
});

describe('where the browser may delete saved games', () => {
  it('says so once there is a game to lose, with what to do; Got it puts it away for good', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
    );
    app.persistence.value = 'best-effort';
    app.savedMatches.value = [app.meta()];
    const first = render(<App />);
    const note = await screen.findByText(NOTE);
    expect(note.closest('.notice')?.textContent).toMatch(/install Shopfloor, or allow storage when the browser asks, and export games to keep a copy\./);
    // Play is never blocked: New game and Continue are there beside it.
    screen.getByRole('button', { name: 'New game' });
    screen.getByRole('button', { name: /^Continue: / });
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByText(NOTE)).toBeNull();
    expect(localStorage.getItem(KEEP_SAVES_KEY)).not.toBeNull();
    first.unmount();
    render(<App />);
    screen.getByRole('button', { name: 'New game' });
    expect(screen.queryByText(NOTE)).toBeNull();
    vi.restoreAllMocks();
  });

  it('tells Safari (WebKit) in a tab to add Shopfloor to the Home Screen', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
    );
    app.persistence.value = 'best-effort';
    app.savedMatches.value = [app.meta()];
    render(<App />);
    const note = await screen.findByText(NOTE);
    expect(note.closest('.notice')?.textContent).toMatch(/Safari deletes a site’s data after days without a visit: add Shopfloor to the Home Screen, and export games/);
    vi.restoreAllMocks();
  });

  it('says nothing when storage is kept for good, unknown, or there is no game yet', () => {
    for (const [kept, games] of [['persistent', 1], ['unknown', 1], ['best-effort', 0]] as const) {
      app.persistence.value = kept;
      app.savedMatches.value = games ? [app.meta()] : [];
      const shown = render(<App />);
      screen.getByRole('button', { name: 'New game' });
      expect(screen.queryByText(NOTE)).toBeNull();
      shown.unmount();
    }
  });
});
