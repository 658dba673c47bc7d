// Opening the database: unavailable browsers, newer versions, and stepping aside for a newer tab.
import { openDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNAVAILABLE_MESSAGE } from '../../src/storage/errors';
import { openMatchStore } from '../../src/storage/idb-store';
import { errorOf, makeLog, makeMeta, playMatch, uniqueName, unwrap } from './helpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('openMatchStore', () => {
  it('says saving is unavailable when there is no indexedDB (private browsing)', async () => {
    vi.stubGlobal('indexedDB', undefined);
    expect(errorOf(await openMatchStore({ name: uniqueName() }))).toEqual({ code: 'unavailable', message: UNAVAILABLE_MESSAGE });
    expect(UNAVAILABLE_MESSAGE).toBe(
      'This browser is not letting Shopfloor save games (private browsing?). You can still play, but this game will be lost when the page closes.',
    );
  });

  it('says saving is unavailable when opening throws or fails', async () => {
    vi.stubGlobal('indexedDB', {
      open() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(errorOf(await openMatchStore({ name: uniqueName() })).code).toBe('unavailable');
  });

  it('refuses a database written by a newer schema without touching it', async () => {
    const name = uniqueName();
    const db = await openDB(name, 5, { upgrade: (d) => void d.createObjectStore('future') });
    db.close();
    const error = errorOf(await openMatchStore({ name }));
    expect(error.code).toBe('newer-version');
    expect(error.message).toMatch(/newer version of Shopfloor/);
  });

  it('closes and tells the UI when a newer tab upgrades, so the upgrade is not blocked', async () => {
    const name = uniqueName();
    const onVersionChange = vi.fn();
    const store = unwrap(await openMatchStore({ name, onVersionChange }));
    await playMatch(store, 'a', 1);
    let blocked = false;
    const newer = await openDB(name, 3, {
      blocked: () => {
        blocked = true;
      },
    });
    expect(onVersionChange).toHaveBeenCalledTimes(1);
    expect(blocked).toBe(false);
    expect(newer.version).toBe(3);
    newer.close();
    // The old connection is gone: calls get a readable error, not an exception.
    const after = errorOf(await store.appendAction(makeMeta('a'), makeLog('a', 2)));
    expect(after.code).toBe('closed');
    expect(after.message).toMatch(/Reload the page/);
  });
});
