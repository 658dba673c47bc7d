import { describe, expect, it } from 'vitest';
import { initPwa, offlineReady, updateReady } from '../../src/pwa/register';
import { waitsBehindAnother } from '../../src/pwa/worker-updates';

// Runs in the node project: no window, no navigator.serviceWorker.
describe('pwa/register without a browser', () => {
  it('initPwa does nothing and leaves the signals false', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(() => initPwa()).not.toThrow();
    expect(updateReady.value).toBe(false);
    expect(offlineReady.value).toBe(false);
  });
});

describe('an update is a worker waiting behind an active one', () => {
  const worker = (name: string) => ({ scriptURL: `/sw.js#${name}` }) as unknown as ServiceWorker;
  it('a first worker, held in "installed" on its way to active, is no update', () => {
    expect(waitsBehindAnother(null, worker('first'))).toBe(false);
    expect(waitsBehindAnother(undefined, worker('first'))).toBe(false);
  });
  it('a new worker behind the active one is an update; the active one itself is not', () => {
    const old = worker('old');
    expect(waitsBehindAnother(old, worker('new'))).toBe(true);
    expect(waitsBehindAnother(old, old)).toBe(false);
  });
});
