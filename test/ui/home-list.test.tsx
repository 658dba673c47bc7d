// @vitest-environment happy-dom
// A long list of saved games on the home screen: a screenful drawn at once, more on demand, and
// "Export all" counting every save even while only the first screenful has been listed.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as app from './app-mock';
import { App } from '../../src/ui/App';
import { navigate } from '../../src/ui/route';

vi.mock('../../src/app/app-state', () => import('./app-mock'));

beforeEach(() => {
  app.resetApp();
  navigate({ name: 'home' }, true);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const many = (n: number, status: 'active' | 'finished' = 'finished') =>
  Array.from({ length: n }, (_, i) => app.meta({ id: `m${i}`, status, lastPlayedAt: 1_000_000 - i }));

function cardCount(): number {
  return within(screen.getByRole('region', { name: 'Saved games' })).getByRole('list', { name: 'Saved games' })
    .children.length;
}

describe('home with many saved games', () => {
  it('draws a screenful of 12 first and the rest 60 at a time when asked', async () => {
    app.savedMatches.value = many(80);
    render(<App />);
    expect(cardCount()).toBe(12);
    fireEvent.click(screen.getByRole('button', { name: 'Show 60 more saved games (68 not shown)' }));
    await waitFor(() => expect(cardCount()).toBe(72));
    fireEvent.click(screen.getByRole('button', { name: 'Show 8 more saved games (8 not shown)' }));
    await waitFor(() => expect(cardCount()).toBe(80));
    expect(screen.queryByRole('button', { name: /^Show .* more saved game/ })).toBeNull();
  });

  it('says "1 more saved game" for the last one', () => {
    app.savedMatches.value = many(13);
    render(<App />);
    screen.getByRole('button', { name: 'Show 1 more saved game' });
  });

  it('has no Show more button when everything fits on the first screen', () => {
    app.savedMatches.value = many(12);
    render(<App />);
    expect(cardCount()).toBe(12);
    expect(screen.queryByRole('button', { name: /^Show .* more saved game/ })).toBeNull();
  });

  it('Export all waits for the whole list and warns about every game in progress in it', async () => {
    // Storage has listed the newest 12 (all finished); the 3 in progress come with the rest.
    app.savedMatches.value = many(12);
    app.savedListed.value = false;
    app.allSavedMatches.mockImplementation(async () => [...many(12), ...many(3, 'active').map((m, i) => ({ ...m, id: `a${i}` }))]);
    render(<App />);
    fireEvent.click(screen.getByRole('button', { name: 'Export all' }));
    // The warning is its own chunk: the first load of it may take a while on a busy machine.
    await screen.findByRole('dialog', { name: '3 of these games are still in progress.' }, { timeout: 15_000 });
    expect(app.allSavedMatches).toHaveBeenCalled();
    expect(app.exportMatches).not.toHaveBeenCalled();
  });
});
