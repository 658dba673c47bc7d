// @vitest-environment happy-dom
// Settings: per-player PINs (kept only as salted hashes) and "faster bots", in localStorage `shopfloor.settings`.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as app from './app-mock';
import PinSettings from '../../src/ui/gate/PinSettings';
import { PinPad } from '../../src/ui/gate/PinPad';
import { PIN_ITERATIONS, SETTINGS_KEY, migratePins, parseSettings, pinFor, saveSettings, setPin, settings } from '../../src/ui/gate/settings';

vi.mock('../../src/app/app-state', () => import('./app-mock'));

beforeEach(() => {
  app.resetApp();
  localStorage.clear();
  saveSettings({ pins: {}, fasterBots: false, coverWhenAlone: false });
});

afterEach(() => {
  cleanup();
});

const stored = () => JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null') as unknown;

describe('settings', () => {
  it('sets and removes a PIN for a player, kept on this tablet only as a salted hash', async () => {
    render(<PinSettings />);
    fireEvent.input(screen.getByRole('combobox', { name: 'Player name' }), { target: { value: ' Ana ' } });
    fireEvent.input(screen.getByLabelText('PIN (4 digits)'), { target: { value: '12a34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set PIN' }));
    expect((await screen.findByRole('status')).textContent).toBe('PIN set for Ana.');
    const kept = stored() as { pins: Record<string, { salt: string; hash: string; iterations: number }>; fasterBots: boolean };
    expect(Object.keys(kept.pins)).toEqual(['Ana']);
    expect(kept.pins.Ana).toEqual({ salt: expect.stringMatching(/^[0-9a-f]{32}$/), hash: expect.stringMatching(/^[0-9a-f]{64}$/), iterations: PIN_ITERATIONS });
    expect(localStorage.getItem(SETTINGS_KEY)).not.toContain('1234');
    expect(await pinFor('ana')!.verify('1234')).toBe(true);
    expect(await pinFor('ANA  ')!.verify('1234')).toBe(true);
    expect(await pinFor('Ana')!.verify('4321')).toBe(false);
    expect(await pinFor('Ana')!.verify('12345')).toBe(false);
    expect(pinFor('Ben')).toBeNull();
    const list = screen.getByRole('list', { name: 'Players with a PIN' });
    fireEvent.click(within(list).getByRole('button', { name: "Remove Ana's PIN" }));
    await waitFor(() => expect(pinFor('Ana')).toBeNull());
    expect(stored()).toEqual({ pins: {}, fasterBots: false, coverWhenAlone: false });
  });

  it('salts each PIN: the same digits for two players are kept differently', async () => {
    expect(await setPin('Ana', '2468')).toBe(true);
    expect(await setPin('Ben', '2468')).toBe(true);
    const pins = settings.value.pins;
    expect(pins.Ana!.salt).not.toBe(pins.Ben!.salt);
    expect(pins.Ana!.hash).not.toBe(pins.Ben!.hash);
  });

  it('replaces plain PINs left by an older version with hashes, and they still open', async () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ pins: { Ana: '1357', Ben: 'nope' }, fasterBots: true }));
    // Another tab (or the last session) wrote them: the settings are read again.
    window.dispatchEvent(new StorageEvent('storage', { key: SETTINGS_KEY }));
    expect(await pinFor('Ana')!.verify('1357')).toBe(true);
    await migratePins();
    const raw = localStorage.getItem(SETTINGS_KEY)!;
    expect(raw).not.toContain('1357');
    expect(settings.value.fasterBots).toBe(true);
    expect(Object.keys(settings.value.pins)).toEqual(['Ana']);
    expect(await pinFor('Ana')!.verify('1357')).toBe(true);
    expect(await pinFor('Ana')!.verify('1358')).toBe(false);
  });

  it('says what a PIN protects against and what it does not', () => {
    render(<PinSettings />);
    const text = screen.getByRole('region', { name: 'PINs for hidden entries' }).textContent ?? '';
    expect(text).toContain("What a PIN protects against: someone at the table picking up the tablet and opening another player's hand or sealed entry.");
    expect(text).toContain("What it does not: someone who opens the browser's developer tools or an exported save file");
  });

  it('refuses a PIN that is not 4 digits, or a missing name', () => {
    render(<PinSettings />);
    fireEvent.input(screen.getByLabelText('PIN (4 digits)'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set PIN' }));
    screen.getByText('A PIN is exactly 4 digits.');
    screen.getByText('Enter the player’s name.');
    expect(settings.value.pins).toEqual({});
  });

  it('toggles faster bots', () => {
    render(<PinSettings />);
    const box = screen.getByRole('checkbox', { name: 'Faster bots' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(settings.value.fasterBots).toBe(true);
    expect(stored()).toEqual({ pins: {}, fasterBots: true, coverWhenAlone: false });
  });

  it('keeps the cover for a person playing alone with bots only when asked', () => {
    render(<PinSettings />);
    const box = screen.getByRole('checkbox', { name: 'Keep the cover when playing alone with bots' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(settings.value.coverWhenAlone).toBe(true);
    expect(stored()).toEqual({ pins: {}, fasterBots: false, coverWhenAlone: true });
    expect(parseSettings(JSON.stringify({ pins: {}, coverWhenAlone: true })).coverWhenAlone).toBe(true);
  });

  it('reads damaged settings as defaults, keeping what is valid', () => {
    expect(parseSettings('{oops')).toEqual({ pins: {}, fasterBots: false, coverWhenAlone: false, plain: {} });
    const kept = { salt: 'ab'.repeat(16), hash: 'cd'.repeat(32), iterations: 1000 };
    expect(parseSettings(JSON.stringify({ pins: { Ana: '12345', Ben: '0042', '': '1111', Cleo: kept, Dev: { salt: 'x' } }, fasterBots: 'yes' }))).toEqual({
      pins: { Cleo: kept },
      plain: { Ben: '0042' },
      fasterBots: false,
      coverWhenAlone: false,
    });
  });
});

describe('PIN pad', () => {
  it('checks the digits against the kept hash, and an answer that arrives after covering opens nothing', async () => {
    expect(await setPin('Ana', '2468')).toBe(true);
    const onAccept = vi.fn();
    const view = render(<PinPad seatName="Ana" pin={pinFor('Ana')!} onAccept={onAccept} onCancel={() => {}} />);
    for (const d of ['2', '4', '6', '8']) fireEvent.click(screen.getByRole('button', { name: d }));
    await waitFor(() => expect(onAccept).toHaveBeenCalledTimes(1));
    view.unmount();
    let answer!: (right: boolean) => void;
    const late = vi.fn();
    const again = render(<PinPad seatName="Ana" pin={{ verify: () => new Promise((r) => (answer = r)) }} onAccept={late} onCancel={() => {}} />);
    for (const d of ['2', '4', '6', '8']) fireEvent.click(again.getByRole('button', { name: d }));
    // While it checks, more digits are ignored.
    fireEvent.click(again.getByRole('button', { name: '1' }));
    again.unmount();
    answer(true);
    await Promise.resolve();
    expect(late).not.toHaveBeenCalled();
  });
});
