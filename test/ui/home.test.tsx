// @vitest-environment happy-dom
// The home screen through the app frame: saved games by role and name, delete with confirmation,
// export, import errors, names as plain text, and what each storage status shows.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as app from './app-mock';
import { App } from '../../src/ui/App';
import { navigate, route } from '../../src/ui/route';
import { gameEntries } from '../../src/games/registry';
import { UPGRADE_BLOCKED_MESSAGE } from '../../src/app/storage-boot';

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
    screen.getByRole('heading', { level: 1, name: 'Shopfloor' });
    screen.getByRole('button', { name: 'New game' });
    screen.getByRole('button', { name: 'Settings' });
    expect(screen.queryByRole('button', { name: /^Continue/ })).toBeNull();
    screen.getByText(/No saved games yet/);
  });

  it('says the saves are loading, never "No saved games yet", while the list has not answered', () => {
    app.savedListed.value = false;
    app.savedMatches.value = [];
    render(<App />);
    screen.getByText('Loading saved games…');
    expect(screen.queryByText(/No saved games yet/)).toBeNull();
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
    within(first).getByRole('heading', { name: 'Brick & Mortar with Ana, Ben' });
    const players = within(first).getByRole('list', { name: 'Players' });
    expect(within(players).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['AAna', 'BBen']);
    expect(first.querySelector('.seat-colour-orange')?.textContent).toBe('A');
    within(first).getByText('Month 3 · Supply');
    within(first).getByText(/2 minutes ago/);
    for (const name of ['Open', 'Export', 'Delete']) within(first).getByRole('button', { name });
    const second = items[1]!;
    within(second).getByRole('heading', { name: 'Adventure Mart with Cleo, Dev, Eve' });
    within(second).getByText('Finished');
    within(second).getByText('(bot)');
    within(second).getByText(/3 days ago/);
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
    await screen.findByRole('heading', { level: 1, name: 'Brick & Mortar' });
    screen.getByRole('region', { name: 'Game table' });
    fireEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    screen.getByRole('heading', { level: 1, name: 'Shopfloor' });
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
    within(dialog).getByText('Brick & Mortar with Ana, Ben');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.removeMatch).not.toHaveBeenCalled();
    screen.getByRole('list', { name: 'Saved games' });

    fireEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this game? This cannot be undone.' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(app.removeMatch).toHaveBeenCalledWith('m1');
    await screen.findByText('Deleted Brick & Mortar with Ana, Ben.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Saved games' })).toBeNull();
  });

  it('Escape on the delete dialog keeps the game', () => {
    app.savedMatches.value = [app.meta()];
    render(<App />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
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

  function catchDownloads(): { made: Blob[]; clicks: string[] } {
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
    return { made, clicks };
  }

  it('exports finished games at once, one or all, as a downloaded file', async () => {
    app.savedMatches.value = [app.meta({ status: 'finished' }), app.meta({ id: 'm2', status: 'finished' })];
    app.exportMatches.mockResolvedValue(ok({ filename: 'shopfloor-games.json', text: '{"x":1}', count: 1 }));
    const { made, clicks } = catchDownloads();
    render(<App />);
    const second = cards()[1]!;
    fireEvent.click(within(second).getByRole('button', { name: 'Export' }));
    await screen.findByText('Exported to shopfloor-games.json.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.exportMatches).toHaveBeenLastCalledWith(['m2'], undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Export all' }));
    await waitFor(() => expect(app.exportMatches).toHaveBeenLastCalledWith(undefined, undefined));
    await waitFor(() => expect(clicks).toEqual(['shopfloor-games.json', 'shopfloor-games.json']));
    expect(await made[0]!.text()).toBe('{"x":1}');
  });

  it('warns before exporting a game in progress; Cancel makes no file, Export it anyway does', async () => {
    app.savedMatches.value = [app.meta()];
    app.exportMatches.mockResolvedValue(ok({ filename: 'shopfloor-game.json', text: '{}', count: 1 }));
    const { clicks } = catchDownloads();
    render(<App />);
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Export' }));
    let dialog = await screen.findByRole('dialog', { name: 'This game is still in progress.' });
    expect(dialog.textContent).toContain(
      "The file will hold every player's hidden cards and sealed entries, and the order of the decks: anyone who opens it can read what is still to come.",
    );
    expect(within(dialog).queryByRole('button', { name: 'Export only finished games' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.exportMatches).not.toHaveBeenCalled();
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Export' }));
    dialog = await screen.findByRole('dialog', { name: 'This game is still in progress.' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export it anyway' }));
    await screen.findByText('Exported to shopfloor-game.json.');
    expect(app.exportMatches).toHaveBeenCalledWith(['m1'], undefined);
    expect(clicks).toEqual(['shopfloor-game.json']);
  });

  it('offers to export only the finished games when some are in progress', async () => {
    app.savedMatches.value = [app.meta(), app.meta({ id: 'm2' }), app.meta({ id: 'm3', status: 'finished' })];
    app.exportMatches.mockResolvedValue(ok({ filename: 'shopfloor-game.json', text: '{}', count: 1 }));
    catchDownloads();
    render(<App />);
    fireEvent.click(screen.getByRole('button', { name: 'Export all' }));
    const dialog = await screen.findByRole('dialog', { name: '2 of these games are still in progress.' });
    within(dialog).getByRole('button', { name: 'Export all anyway' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export only finished games' }));
    await screen.findByText('Exported to shopfloor-game.json.');
    expect(app.exportMatches).toHaveBeenCalledWith(undefined, { onlyFinished: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a save from an older version with a sentence and Export, never Open or Continue', () => {
    app.savedMatches.value = [app.meta({ contentVersion: 1, engineVersion: 1 })];
    render(<App />);
    const item = cards()[0]!;
    expect(item.textContent).toContain(
      "Made by an older version of Shopfloor: Brick & Mortar's cards have changed since, so this version cannot continue it without changing the game. It is kept as it is; export it to keep a copy.",
    );
    expect(item.textContent).not.toMatch(/damaged/);
    expect(within(item).queryByRole('button', { name: 'Open' })).toBeNull();
    within(item).getByRole('button', { name: 'Export' });
    within(item).getByRole('button', { name: 'Delete' });
    expect(screen.queryByRole('button', { name: /^Continue/ })).toBeNull();
  });

  it('shows a save from a newer version as needing an update, without Open', () => {
    app.savedMatches.value = [app.meta({ engineVersion: 99 })];
    render(<App />);
    const item = cards()[0]!;
    expect(item.textContent).toContain('Saved by a newer version of Shopfloor than this one. Update Shopfloor (reload the page)');
    expect(within(item).queryByRole('button', { name: 'Open' })).toBeNull();
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
    screen.getByRole('button', { name: `Continue: Brick & Mortar with ${evil}, Ben` });
    expect(document.body.innerHTML).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('shows the games as a catalogue on a first visit: name, players, length, pitch and how to learn', async () => {
    render(<App />);
    const list = await screen.findByRole('list', { name: 'Games' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual(
      gameEntries.map((g) => g.name),
    );
    const bm = items[0]!;
    within(bm).getByText('Open Stores, bid in secret for crates, sell them for the best price.');
    const fact = (label: string) => within(bm).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Players')).toBe('2 to 4');
    expect(fact('Length')).toBe(gameEntries[0]!.length);
    expect(fact('How to learn')).toBe(gameEntries[0]!.learn);
    // On a first visit the catalogue comes before the (empty) saved games.
    const catalogue = screen.getByRole('region', { name: 'Games' });
    const saved = screen.getByRole('region', { name: 'Saved games' });
    expect(catalogue.compareDocumentPosition(saved) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers Install once the browser fires beforeinstallprompt, and opens its prompt', async () => {
    render(<App />);
    expect(screen.queryByRole('button', { name: 'Install Shopfloor' })).toBeNull();
    const prompt = vi.fn(async () => undefined);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Install Shopfloor' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    // The offer is used up: the button goes.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Install Shopfloor' })).toBeNull());
  });

  it('says so when an upgrade waits for an older open tab (the blocked event)', () => {
    app.storageStatus.value = { kind: 'upgrade-blocked', message: UPGRADE_BLOCKED_MESSAGE };
    render(<App />);
    expect(screen.getByRole('alert').textContent).toBe(UPGRADE_BLOCKED_MESSAGE);
    expect(UPGRADE_BLOCKED_MESSAGE).toMatch(/older copy of Shopfloor is open in another tab/);
  });

  it('warns plainly when the browser is not saving games (memory mode)', () => {
    app.storageStatus.value = {
      kind: 'memory',
      message: 'This browser is not letting Shopfloor save games (private browsing?).',
    };
    render(<App />);
    screen.getByText('This browser is not saving games.');
    screen.getByText(/private browsing\?/);
    screen.getByRole('button', { name: 'New game' });
  });

  it('says nothing about memory mode when storage is ready', () => {
    render(<App />);
    expect(screen.queryByText('This browser is not saving games.')).toBeNull();
  });

  it('shows a full message instead of the app when open in another tab', () => {
    app.storageStatus.value = { kind: 'open-elsewhere', message: 'Shopfloor is already open in another tab.' };
    render(<App />);
    screen.getByText('Shopfloor is already open in another tab.');
    expect(screen.queryByRole('button', { name: 'New game' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Saved games' })).toBeNull();
  });

  it('asks for a reload when storage needs one', () => {
    app.storageStatus.value = { kind: 'needs-reload', message: 'Shopfloor was updated in another tab.' };
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    render(<App />);
    screen.getByText('Shopfloor was updated in another tab.');
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

  it('reports unreadable records by name and reason', async () => {
    app.unreadableRecords.value = [{ key: 'match-7', reason: 'seats is missing or not a list' }];
    render(<App />);
    // The list loads on demand (it is rare), so the home screen's first chunk stays small.
    await screen.findByText('1 saved game could not be read and was kept: match-7 — seats is missing or not a list');
    act(() => {
      app.unreadableRecords.value = [
        { key: 'a', reason: 'r1' },
        { key: 'b', reason: 'r2' },
      ];
    });
    screen.getByText('2 saved games could not be read and were kept:');
    screen.getByText('b — r2');
  });

  it('opens Settings and New game from home', async () => {
    render(<App />);
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    fireEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    await screen.findByRole('heading', { level: 1, name: 'New game' });
  });
});
