// @vitest-environment happy-dom
// Settings: per-player PINs and "faster bots", kept in localStorage `shopfloor.settings`.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as app from './app-mock';
import PinSettings from '../../src/ui/gate/PinSettings';
import { SETTINGS_KEY, parseSettings, pinFor, saveSettings, settings } from '../../src/ui/gate/settings';

vi.mock('../../src/app/app-state', () => import('./app-mock'));

beforeEach(() => {
  app.resetApp();
  localStorage.clear();
  saveSettings({ pins: {}, fasterBots: false });
});

afterEach(() => {
  cleanup();
});

const stored = () => JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null') as unknown;

describe('settings', () => {
  it('sets and removes a PIN for a player, stored on this tablet', () => {
    render(<PinSettings />);
    fireEvent.input(screen.getByRole('combobox', { name: 'Player name' }), { target: { value: ' Ana ' } });
    fireEvent.input(screen.getByLabelText('PIN (4 digits)'), { target: { value: '12a34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set PIN' }));
    expect(screen.getByRole('status').textContent).toBe('PIN set for Ana.');
    expect(pinFor('ana')).toBe('1234');
    expect(pinFor('ANA  ')).toBe('1234');
    expect(pinFor('Ben')).toBeNull();
    expect(stored()).toEqual({ pins: { Ana: '1234' }, fasterBots: false });
    const list = screen.getByRole('list', { name: 'Players with a PIN' });
    fireEvent.click(within(list).getByRole('button', { name: "Remove Ana's PIN" }));
    expect(pinFor('Ana')).toBeNull();
    expect(stored()).toEqual({ pins: {}, fasterBots: false });
  });

  it('refuses a PIN that is not 4 digits, or a missing name', () => {
    render(<PinSettings />);
    fireEvent.input(screen.getByLabelText('PIN (4 digits)'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set PIN' }));
    expect(screen.getByText('A PIN is exactly 4 digits.')).toBeTruthy();
    expect(screen.getByText('Enter the player’s name.')).toBeTruthy();
    expect(settings.value.pins).toEqual({});
  });

  it('toggles faster bots', () => {
    render(<PinSettings />);
    const box = screen.getByRole('checkbox', { name: 'Faster bots' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(settings.value.fasterBots).toBe(true);
    expect(stored()).toEqual({ pins: {}, fasterBots: true });
  });

  it('reads damaged settings as defaults, keeping what is valid', () => {
    expect(parseSettings('{oops')).toEqual({ pins: {}, fasterBots: false });
    expect(parseSettings('{"pins":{"Ana":"12345","Ben":"0042","":"1111"},"fasterBots":"yes"}')).toEqual({
      pins: { Ben: '0042' },
      fasterBots: false,
    });
  });
});
