import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestPersistentStorage, storagePersisted } from '../../src/storage/persistence';

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

describe('storagePersisted', () => {
  it('reads the state without asking: persistent, best-effort, or unknown without the API', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', { storage: { persist, persisted: async () => true } });
    expect(await storagePersisted()).toBe('persistent');
    vi.stubGlobal('navigator', { storage: { persist, persisted: async () => false } });
    expect(await storagePersisted()).toBe('best-effort');
    expect(persist).not.toHaveBeenCalled();
    vi.stubGlobal('navigator', { storage: {} });
    expect(await storagePersisted()).toBe('unknown');
    vi.stubGlobal('navigator', { storage: { persisted: () => Promise.reject(new Error('nope')) } });
    expect(await storagePersisted()).toBe('unknown');
  });

  it('gives up on a persisted() that never answers, after its wait', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('navigator', { storage: { persisted: () => new Promise<boolean>(() => undefined) } });
      const answer = storagePersisted(300);
      await vi.advanceTimersByTimeAsync(299);
      let settled = false;
      void answer.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await answer).toBe('unknown');
    } finally {
      vi.useRealTimers();
    }
  });
});
