// Home's flows without a DOM: a game in progress is never exported before the warning is answered,
// finished ones export at once; import and delete leave a notice a player can read; delete waits
// for its confirmation; a long list pages 60 at a time; home waits a moment for the saves.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as app from '../ui/app-mock';
import { createHomeStore, MORE_AT_ONCE, PATIENCE_MS } from '../../src/app/home-store';
import type { MatchMeta } from '../../src/storage/records';

// The same stand-in for app-state the component tests use: its signals, and vi.fn()s for storage.
vi.mock('../../src/app/app-state', () => import('../ui/app-mock'));

const ok = <T>(value: T) => ({ ok: true as const, value });
const refused = (message: string) => ({ ok: false as const, error: { code: 'refused', message } });
const meta = (id: string, status: MatchMeta['status'] = 'active') => app.meta({ id, status });

const download = vi.fn();
const stores: { dispose(): void }[] = [];
function home(saves: MatchMeta[] = []) {
  app.savedMatches.value = saves;
  const store = createHomeStore(download, (m) => `Brick & Mortar with ${m.seats.map((s) => s.name).join(', ')}`);
  stores.push(store);
  return store;
}

beforeEach(() => {
  app.resetApp();
  download.mockReset();
  app.exportMatches.mockResolvedValue(ok({ filename: 'shopfloor.json', text: '{}' }));
  app.importMatches.mockResolvedValue(ok({ imported: [meta('x'), meta('y')] }));
  app.removeMatch.mockResolvedValue(ok(undefined));
});
afterEach(() => {
  for (const s of stores.splice(0)) s.dispose();
  vi.useRealTimers();
});

describe('home store: export', () => {
  it('exports finished games at once and says where they went', async () => {
    const store = home([meta('a', 'finished'), meta('b', 'finished')]);
    await store.askExport();
    expect(store.asked.value).toBeNull();
    expect(app.exportMatches).toHaveBeenCalledWith(undefined, undefined);
    expect(download).toHaveBeenCalledWith('shopfloor.json', '{}');
    expect(store.notice.value).toEqual({ kind: 'done', text: 'Exported to shopfloor.json.' });
  });

  it('a game in progress waits for the warning: Cancel makes no file, the answer exports what was asked', async () => {
    const store = home([meta('a'), meta('b', 'finished')]);
    await store.askExport(['a']);
    expect(store.asked.value).toEqual({ ids: ['a'], inProgress: 1, finished: 0 });
    expect(app.exportMatches).not.toHaveBeenCalled();
    store.cancelExport();
    expect(store.asked.value).toBeNull();
    await store.exportAsked();
    expect(app.exportMatches).not.toHaveBeenCalled();
    expect(download).not.toHaveBeenCalled();
    await store.askExport(['a']);
    await store.exportAsked();
    expect(app.exportMatches).toHaveBeenCalledWith(['a'], undefined);
    expect(store.asked.value).toBeNull();
  });

  it('"only finished games" passes that choice on', async () => {
    const store = home([meta('a'), meta('b', 'finished')]);
    await store.askExport();
    expect(store.asked.value).toEqual({ ids: undefined, inProgress: 1, finished: 1 });
    await store.exportAsked(true);
    expect(app.exportMatches).toHaveBeenCalledWith(undefined, { onlyFinished: true });
  });

  it('Export all before the list is complete counts every save, not the first screenful', async () => {
    const all = [meta('a', 'finished'), meta('b')];
    app.allSavedMatches.mockResolvedValue(all);
    const store = home([all[0]!]);
    app.savedListed.value = false;
    await store.askExport();
    expect(app.allSavedMatches).toHaveBeenCalled();
    expect(store.asked.value).toEqual({ ids: undefined, inProgress: 1, finished: 1 });
  });

  it('a refused export, or a chunk that did not load, says why and makes no file', async () => {
    app.exportMatches.mockResolvedValueOnce(refused('Storage is not ready.'));
    const store = home([meta('a', 'finished')]);
    await store.askExport();
    expect(store.notice.value).toEqual({ kind: 'error', text: 'Storage is not ready.' });
    app.exportMatches.mockRejectedValueOnce(new Error('chunk'));
    await store.askExport();
    expect(store.notice.value?.text).toBe('Could not export: part of the app did not load. Check the connection, then try again.');
    expect(download).not.toHaveBeenCalled();
  });
});

describe('home store: import', () => {
  it('counts what was imported, and is busy only while it works', async () => {
    const store = home();
    const done = store.importFile({ text: async () => '{"saves":1}' });
    expect(store.importing.value).toBe(true);
    await done;
    expect(app.importMatches).toHaveBeenCalledWith('{"saves":1}');
    expect(store.importing.value).toBe(false);
    expect(store.notice.value).toEqual({ kind: 'done', text: 'Imported 2 saved games.' });
  });

  it('a refused file says why; an unreadable one says nothing was imported', async () => {
    app.importMatches.mockResolvedValue(refused('This file is not a Shopfloor save. Nothing was imported.'));
    const store = home();
    await store.importFile({ text: async () => '{}' });
    expect(store.notice.value).toEqual({ kind: 'error', text: 'This file is not a Shopfloor save. Nothing was imported.' });
    await store.importFile({ text: () => Promise.reject(new Error('gone')) });
    expect(store.notice.value).toEqual({ kind: 'error', text: 'That file could not be read. Nothing was imported.' });
    expect(store.importing.value).toBe(false);
  });
});

describe('home store: delete', () => {
  it('deletes only once confirmed; Keep changes nothing', async () => {
    const game = meta('a');
    const store = home([game]);
    await store.confirmDelete();
    expect(app.removeMatch).not.toHaveBeenCalled();
    store.askDelete(game);
    expect(store.confirming.value).toBe(game);
    store.keep();
    await store.confirmDelete();
    expect(app.removeMatch).not.toHaveBeenCalled();
    store.askDelete(game);
    await store.confirmDelete();
    expect(app.removeMatch).toHaveBeenCalledWith('a');
    expect(store.confirming.value).toBeNull();
    expect(store.notice.value).toEqual({ kind: 'done', text: 'Deleted Brick & Mortar with Ana, Ben.' });
  });

  it('a refused delete says why', async () => {
    app.removeMatch.mockResolvedValue(refused('That game is open in another tab.'));
    const store = home([meta('a')]);
    store.askDelete(meta('a'));
    await store.confirmDelete();
    expect(store.notice.value).toEqual({ kind: 'error', text: 'That game is open in another tab.' });
  });
});

describe('home store: paging and patience', () => {
  it('draws a screenful, then 60 more at a time', () => {
    const many = Array.from({ length: 100 }, (_, i) => meta(`m${i}`));
    const store = home(many);
    expect(store.shown.value).toBe(12);
    expect(store.notShown.value).toBe(88);
    store.showMore();
    expect(store.shown.value).toBe(12 + MORE_AT_ONCE);
    expect(store.notShown.value).toBe(28);
    store.showMore();
    expect(store.notShown.value).toBe(0);
  });

  it('the saves are known once listed or some arrived, else after PATIENCE_MS', () => {
    vi.useFakeTimers();
    const store = home();
    const { storageStatus: status, savedListed: listed, savedMatches: matches } = app;
    status.value = { kind: 'loading' };
    expect(store.known.value).toBe(false);
    status.value = { kind: 'ready', persistent: true };
    listed.value = false;
    expect(store.known.value).toBe(false);
    matches.value = [meta('a')];
    expect(store.known.value).toBe(true);
    matches.value = [];
    vi.advanceTimersByTime(PATIENCE_MS - 1);
    expect(store.known.value).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.known.value).toBe(true);
  });
});
