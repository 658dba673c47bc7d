import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestPersistentStorage } from '../../src/storage/persistence';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requestPersistentStorage', () => {
  it('reports unsupported without navigator.storage', async () => {
    vi.stubGlobal('navigator', undefined);
    expect(await requestPersistentStorage()).toBe('unsupported');
    vi.stubGlobal('navigator', { storage: {} });
    expect(await requestPersistentStorage()).toBe('unsupported');
  });

  it('asks the browser and passes on its answer', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', { storage: { persist, persisted: async () => false } });
    expect(await requestPersistentStorage()).toBe('granted');
    expect(persist).toHaveBeenCalledTimes(1);
    vi.stubGlobal('navigator', { storage: { persist: async () => false } });
    expect(await requestPersistentStorage()).toBe('denied');
  });

  it('does not ask again when storage is already persistent', async () => {
    const persist = vi.fn(async () => false);
    vi.stubGlobal('navigator', { storage: { persist, persisted: async () => true } });
    expect(await requestPersistentStorage()).toBe('granted');
    expect(persist).not.toHaveBeenCalled();
  });

  it('never throws', async () => {
    vi.stubGlobal('navigator', { storage: { persist: () => Promise.reject(new Error('nope')) } });
    expect(await requestPersistentStorage()).toBe('denied');
  });
});
