import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';

vi.mock('../../src/pwa/register', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/pwa/register')>();
  return { ...actual, applyUpdate: vi.fn(async () => {}) };
});

import { applyUpdate, updateDismissed, updateReady, initPwa } from '../../src/pwa/register';
import { UpdateBanner } from '../../src/pwa/UpdateBanner';

describe('UpdateBanner', () => {
  beforeEach(() => {
    updateReady.value = false;
    updateDismissed.value = false;
    vi.mocked(applyUpdate).mockClear();
  });
  afterEach(cleanup);

  it('renders nothing while no update is waiting', () => {
    render(<UpdateBanner blocked={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces a waiting update with "Update now" and "Later"', async () => {
    render(<UpdateBanner blocked={false} />);
    updateReady.value = true;
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Update ready');
    screen.getByRole('button', { name: 'Update now' });
    screen.getByRole('button', { name: 'Later' });
  });

  it('"Update now" calls applyUpdate once, and only then', () => {
    updateReady.value = true;
    render(<UpdateBanner blocked={false} />);
    expect(applyUpdate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(applyUpdate).toHaveBeenCalledTimes(1);
  });

  it('"Later" hides the banner without updating', async () => {
    updateReady.value = true;
    render(<UpdateBanner blocked={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(applyUpdate).not.toHaveBeenCalled();
  });

  it('stays hidden while blocked (hidden entry or move in progress) and shows after', async () => {
    updateReady.value = true;
    const { rerender } = render(<UpdateBanner blocked={true} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update now' })).toBeNull();
    rerender(<UpdateBanner blocked={false} />);
    await screen.findByRole('status');
  });

  it('initPwa is a harmless no-op without a service worker', () => {
    expect(() => initPwa()).not.toThrow();
    expect(updateReady.value).toBe(false);
  });
});
