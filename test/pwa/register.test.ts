import { describe, expect, it } from 'vitest';
import { initPwa, offlineReady, updateReady } from '../../src/pwa/register';

// Runs in the node project: no window, no navigator.serviceWorker.
describe('pwa/register without a browser', () => {
  it('initPwa does nothing and leaves the signals false', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(() => initPwa()).not.toThrow();
    expect(updateReady.value).toBe(false);
    expect(offlineReady.value).toBe(false);
  });
});
