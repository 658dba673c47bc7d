// The single-writer lock across tabs. Node 20 has no navigator (and happy-dom's navigator.locks is
// null), so Web Locks is exercised with a small fake that follows the spec's ifAvailable rules;
// the BroadcastChannel fallback uses Node's real BroadcastChannel (instances talk to each other
// in one process just as tabs do).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acquireWriterLock } from '../../src/storage/tab-lock';

/** Web Locks, exclusive mode only: a lock is held until the callback's promise settles. */
function fakeLockManager() {
  const held = new Set<string>();
  const request = vi.fn(async (name: string, options: LockOptions, callback: LockGrantedCallback<unknown>) => {
    if (held.has(name)) {
      if (options.ifAvailable) return callback(null);
      throw new Error('the fake only supports ifAvailable');
    }
    held.add(name);
    try {
      return await callback({ name, mode: 'exclusive' } as Lock);
    } finally {
      held.delete(name);
    }
  });
  return { request, held };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const OPEN_ELSEWHERE = {
  code: 'open-elsewhere',
  message: 'Shopfloor is already open in another tab or window. Close it there, then reload here.',
};

describe('acquireWriterLock with Web Locks', () => {
  it('refuses a second writer while held and grants it after release', async () => {
    const locks = fakeLockManager();
    vi.stubGlobal('navigator', { locks });
    const first = await acquireWriterLock();
    expect(first.ok).toBe(true);
    expect(locks.request).toHaveBeenCalledWith('shopfloor-writer', { ifAvailable: true }, expect.any(Function));
    expect(locks.held.has('shopfloor-writer')).toBe(true);

    const second = await acquireWriterLock();
    expect(second).toEqual({ ok: false, error: OPEN_ELSEWHERE });

    if (first.ok) first.value.release();
    await vi.waitFor(() => expect(locks.held.size).toBe(0));
    const third = await acquireWriterLock();
    expect(third.ok).toBe(true);
    if (third.ok) {
      third.value.release();
      third.value.release(); // harmless twice
    }
  });

  it('keeps different lock names independent', async () => {
    vi.stubGlobal('navigator', { locks: fakeLockManager() });
    const a = await acquireWriterLock('a');
    const b = await acquireWriterLock('b');
    expect([a.ok, b.ok]).toEqual([true, true]);
    if (a.ok) a.value.release();
    if (b.ok) b.value.release();
  });
});

describe('acquireWriterLock with the BroadcastChannel fallback', () => {
  it('refuses while another holder answers, and grants after release', async () => {
    vi.stubGlobal('navigator', {});
    const name = `bc-${Math.floor(performance.now())}`;
    const first = await acquireWriterLock(name);
    expect(first.ok).toBe(true);
    expect(await acquireWriterLock(name)).toEqual({ ok: false, error: OPEN_ELSEWHERE });
    if (first.ok) first.value.release();
    const third = await acquireWriterLock(name);
    expect(third.ok).toBe(true);
    if (third.ok) third.value.release();
  });

  it('lets exactly one of several simultaneous requests win', async () => {
    vi.stubGlobal('navigator', {});
    // Ids are random, so repeat: a rule that only works for one id order fails some rounds.
    for (let round = 0; round < 6; round++) {
      const name = `bc-race-${round}`;
      const results = await Promise.all([acquireWriterLock(name), acquireWriterLock(name), acquireWriterLock(name)]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      for (const r of results) if (r.ok) r.value.release();
    }
  });
});

describe('acquireWriterLock with neither API', () => {
  it('grants the lock, since there is no way to coordinate', async () => {
    vi.stubGlobal('navigator', undefined);
    vi.stubGlobal('BroadcastChannel', undefined);
    const a = await acquireWriterLock();
    const b = await acquireWriterLock();
    expect([a.ok, b.ok]).toEqual([true, true]);
  });
});
