// An upgrade blocked by an older tab: a connection opened at an older schema version that does not
// close on `versionchange` (an old tab without our `blocking` handler) holds the upgrade back; the
// store says so through `onBlocked`, and opens once the old connection closes.
import { describe, expect, it, vi } from 'vitest';
import { openMatchStore } from '../../src/storage/idb-store';
import { SCHEMA_VERSION } from '../../src/storage/schema';
import { buildV1Database } from './fixtures/v1';
import { uniqueName, unwrap } from './helpers';

function openOld(name: string, version: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(name, version);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

describe('an upgrade blocked by an older open tab', () => {
  it('reports the blocked event, then opens once the old tab lets go', async () => {
    const name = uniqueName();
    await buildV1Database(name);
    const old = await openOld(name, SCHEMA_VERSION - 1);
    const onBlocked = vi.fn(() => {
      // The player closes the old tab.
      setTimeout(() => old.close(), 10);
    });
    const store = unwrap(await openMatchStore({ name, onBlocked }));
    expect(onBlocked).toHaveBeenCalledTimes(1);
    store.close();
  });
});
