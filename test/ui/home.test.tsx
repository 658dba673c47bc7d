// @vitest-environment happy-dom
// The home screen through the app frame: saved games by role and name, delete with confirmation,
// export, import errors, names as plain text, and what each storage status shows.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as app from './app-mock';
import { App } from '../../src/ui/App';
import { navigate, route } from '../../src/ui/route';

vi.mock('../../src/app/app-state', () => import('./app-mock'));

beforeEach(() => {
  app.resetApp();
  navigate({ name: 'home' }, true);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ok = <T,>(value: T) => ({ ok: true as const, value });
const refused = (message: string) => ({ ok: false as const, error: { code: 'bad', message } });

function savedList() {
  const region = screen.getByRole('region', { name: 'Saved games' });
  return within(region).getByRole('list', { name: 'Saved games' });
}

/** The saved-game items (the list's own children, not the nested player lists). */
function cards(): HTMLElement[] {
  const items = Array.from(savedList().children) as HTMLElement[];
  for (const li of items) expect(li.tagName).toBe('LI');
  return items;
}

describe('home screen', () => {
  it('has the Shopfloor heading, New game and Settings', () => {
    render(<App />);
    expect(screen.getByRole('heading', { level: 1, name: 'Shopfloor' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New game' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Settings' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Continue/ })).toBeNull();
    expect(screen.getByText(/No saved games yet/)).toBeTruthy();
  });

  it('lists saved games with game, players, progress, last played and their buttons', () => {
    app.savedMatches.value = [
      app.meta(),
      app.meta({
        id: 'm2',
        game: 'adventure-mart',
        seats: [
          { name: 'Cleo', colour: 'blue', kind: 'person' },
          { name: 'Dev', colour: 'yellow', kind: 'bot' },
          { name: 'Eve', colour: 'vermillion', kind: 'person' },
        ],
        status: 'finished',
        progress: 'Day 5',
        lastPlayedAt: Date.now() - 3 * 86_400_000,
      }),
    ];
    render(<App />);
    const items = cards();
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(within(first).getByRole('heading', { name: 'Brick & Mortar with Ana, Ben' })).toBeTruthy();
    const players = within(first).getByRole('list', { name: 'Players' });
    expect(within(players).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['AAna', 'BBen']);
    expect(first.querySelector('.seat-colour-orange')?.textContent).toBe('A');
    expect(within(first).getByText('Month 3 · Supply')).toBeTruthy();
    expect(within(first).getByText(/2 minutes ago/)).toBeTruthy();
    for (const name of ['Open', 'Export', 'Delete']) expect(within(first).getByRole('button', { name })).toBeTruthy();
    const second = items[1]!;
    expect(within(second).getByRole('heading', { name: 'Adventure Mart with Cleo, Dev, Eve' })).toBeTruthy();
    expect(within(second).getByText('Finished')).toBeTruthy();
    expect(within(second).getByText('(bot)')).toBeTruthy();
    expect(within(second).getByText(/3 days ago/)).toBeTruthy();
  });

  it('offers Continue for the most recent active game and opens it', async () => {
    app.savedMatches.value = [
      app.meta({ id: 'done', status: 'finished', seats: [{ name: 'Zed', colour: 'blue', kind: 'person' }] }),
      app.meta({ id: 'live' }),
    ];
    render(<App />);
    const cont = screen.getByRole('button', { name: 'Continue: Brick & Mortar with Ana, Ben' });
    fireEvent.click(cont);
    expect(route.value).toEqual({ name: 'match', id: 'live' });
    expect(location.pathname).toBe('/match/live');
    // The match screen (lazy) shows its header and the region where the table mounts.
    expect(await screen.findByRole('heading', { level: 1, name: 'Brick & Mortar' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Game table' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Shopfloor' })).toBeTruthy();
  });

  it('asks before deleting: Keep changes nothing, Delete removes the game', async () => {
    app.savedMatches.value = [app.meta()];
    app.removeMatch.mockImplementation(async () => {
      app.savedMatches.value = [];
      return ok(undefined);
    });
    render(<App />);
    const item = cards()[0]!;
    fireEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this game? This cannot be undone.' });
    expect(within(dialog).getByText('Brick & Mortar with Ana, Ben')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.removeMatch).not.toHaveBeenCalled();
    expect(screen.getByRole('list', { name: 'Saved games' })).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this game? This cannot be undone.' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(app.removeMatch).toHaveBeenCalledWith('m1');
    expect(await screen.findByText('Deleted Brick & Mortar with Ana, Ben.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Saved games' })).toBeNull();
  });

  it('Escape on the delete dialog keeps the game', () => {
    app.savedMatches.value = [app.meta()];
    render(<App />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.removeMatch).not.toHaveBeenCalled();
  });

  it('shows a refused delete as an alert', async () => {
    app.savedMatches.value = [app.meta()];
    app.removeMatch.mockResolvedValue(refused('Could not delete this game: storage is full.'));
    render(<App />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Could not delete this game: storage is full.');
  });

  it('exports one game or all of them as a downloaded file', async () => {
    app.savedMatches.value = [app.meta(), app.meta({ id: 'm2' })];
    app.exportMatches.mockResolvedValue(ok({ filename: 'shopfloor-games.json', text: '{"x":1}' }));
    const made: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      made.push(b as Blob);
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    render(<App />);
    const second = cards()[1]!;
    fireEvent.click(within(second).getByRole('button', { name: 'Export' }));
    await screen.findByText('Exported to shopfloor-games.json.');
    expect(app.exportMatches).toHaveBeenLastCalledWith(['m2']);
    fireEvent.click(screen.getByRole('button', { name: 'Export all' }));
    await waitFor(() => expect(app.exportMatches).toHaveBeenLastCalledWith(undefined));
    await waitFor(() => expect(clicks).toEqual(['shopfloor-games.json', 'shopfloor-games.json']));
    expect(await made[0]!.text()).toBe('{"x":1}');
  });

  it('shows why an import was refused, in an alert', async () => {
    app.importMatches.mockResolvedValue(refused('This file is not a Shopfloor save. Nothing was imported.'));
    render(<App />);
    const input = screen.getByLabelText('Import saved games') as HTMLInputElement;
    expect(input.type).toBe('file');
    const file = new File(['{"not":"a save"}'], 'junk.json', { type: 'application/json' });
    Object.defineProperty(input, 'files', { configurable: true, value: [file] });
    fireEvent.change(input);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This file is not a Shopfloor save. Nothing was imported.');
    expect(app.importMatches).toHaveBeenCalledWith('{"not":"a save"}');
  });

  it('confirms a successful import', async () => {
    app.importMatches.mockResolvedValue(ok({ imported: [app.meta(), app.meta({ id: 'm3' })] }));
    render(<App />);
    const input = screen.getByLabelText('Import saved games') as HTMLInputElement;
    Object.defineProperty(input, 'files', { configurable: true, value: [new File(['{}'], 'a.json')] });
    fireEvent.change(input);
    expect((await screen.findByRole('status')).textContent).toBe('Imported 2 saved games.');
  });

  it('shows names carrying markup as plain text', () => {
    const evil = '<img src=x onerror=alert(1)>';
    app.savedMatches.value = [
      app.meta({ seats: [{ name: evil, colour: 'orange', kind: 'person' }, { name: 'Ben', colour: 'blue', kind: 'person' }] }),
    ];
    render(<App />);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getAllByText(evil).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: `Continue: Brick & Mortar with ${evil}, Ben` })).toBeTruthy();
    expect(document.body.innerHTML).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('warns plainly when the browser is not saving games (memory mode)', () => {
    app.storageStatus.value = {
      kind: 'memory',
      message: 'This browser is not letting Shopfloor save games (private browsing?).',
    };
    render(<App />);
    expect(screen.getByText('This browser is not saving games.')).toBeTruthy();
    expect(screen.getByText(/private browsing\?/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New game' })).toBeTruthy();
  });

  it('says nothing about memory mode when storage is ready', () => {
    render(<App />);
    expect(screen.queryByText('This browser is not saving games.')).toBeNull();
  });

  it('shows a full message instead of the app when open in another tab', () => {
    app.storageStatus.value = { kind: 'open-elsewhere', message: 'Shopfloor is already open in another tab.' };
    render(<App />);
    expect(screen.getByText('Shopfloor is already open in another tab.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New game' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Saved games' })).toBeNull();
  });

  it('asks for a reload when storage needs one', () => {
    app.storageStatus.value = { kind: 'needs-reload', message: 'Shopfloor was updated in another tab.' };
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    render(<App />);
    expect(screen.getByText('Shopfloor was updated in another tab.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'New game' })).toBeNull();
  });

  it('shows the failure banner as an alert with Retry', () => {
    const retry = vi.fn();
    app.banner.value = { message: 'Your move could not be saved.', retry };
    render(<App />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Your move could not be saved.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      app.banner.value = { message: 'No retry here.' };
    });
    expect(within(screen.getByRole('alert')).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('reports unreadable records by name and reason', () => {
    app.unreadableRecords.value = [{ key: 'match-7', reason: 'seats is missing or not a list' }];
    render(<App />);
    expect(
      screen.getByText('1 saved game could not be read and was kept: match-7 — seats is missing or not a list'),
    ).toBeTruthy();
    act(() => {
      app.unreadableRecords.value = [
        { key: 'a', reason: 'r1' },
        { key: 'b', reason: 'r2' },
      ];
    });
    expect(screen.getByText('2 saved games could not be read and were kept:')).toBeTruthy();
    expect(screen.getByText('b — r2')).toBeTruthy();
  });

  it('opens Settings and New game from home', async () => {
    render(<App />);
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New game' })).toBeTruthy();
  });
});
