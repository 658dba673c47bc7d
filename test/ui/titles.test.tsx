// @vitest-environment happy-dom
// Every screen has its own page title; a game's screen titles itself by the game and where it is
// (test/ui/match.test.tsx).
import { act, cleanup, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as app from './app-mock';
import { App } from '../../src/ui/App';
import { navigate } from '../../src/ui/route';

vi.mock('../../src/app/app-state', () => import('./app-mock'));

beforeEach(() => {
  app.resetApp();
  navigate({ name: 'home' }, true);
  document.title = 'stale';
});

afterEach(cleanup);

describe('page titles', () => {
  it('home is the app, New game and Settings say so, and going back home says it again', () => {
    render(<App />);
    expect(document.title).toBe('Shopfloor');
    act(() => navigate({ name: 'new-game' }));
    expect(document.title).toBe('New game – Shopfloor');
    act(() => navigate({ name: 'settings' }));
    expect(document.title).toBe('Settings – Shopfloor');
    act(() => navigate({ name: 'home' }));
    expect(document.title).toBe('Shopfloor');
  });
});
