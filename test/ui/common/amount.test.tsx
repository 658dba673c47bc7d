// @vitest-environment happy-dom
// A number on the table shows how much it just changed, where it is, for a moment, hidden from
// screen readers (the log says it in words); a rise in debt is bad news.
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Amount, SHOWN_MS } from '../../../src/ui/common/Amount';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const dollars = (n: number) => `$${n}`;
const change = (view: { container: Element }) => view.container.querySelector('.amount-change');

describe('Amount', () => {
  it('shows nothing at first, then the change beside the new value, gone after a moment', () => {
    const view = render(<Amount value={10} format={dollars} />);
    expect(view.container.textContent).toBe('$10');
    expect(change(view)).toBeNull();
    view.rerender(<Amount value={7} format={dollars} />);
    expect(change(view)?.textContent).toBe('−$3');
    expect(change(view)?.className).toContain('is-bad');
    expect(change(view)?.getAttribute('aria-hidden')).toBe('true');
    // What a screen reader reads is the value alone.
    screen.getByText('$7', { exact: false });
    act(() => {
      vi.advanceTimersByTime(SHOWN_MS - 10);
    });
    expect(change(view)?.textContent).toBe('−$3');
    view.rerender(<Amount value={12} format={dollars} />);
    expect(change(view)?.textContent).toBe('+$5');
    expect(change(view)?.className).toContain('is-good');
    act(() => {
      vi.advanceTimersByTime(SHOWN_MS);
    });
    expect(change(view)).toBeNull();
    expect(view.container.textContent).toBe('$12');
  });

  it('a rise in debt is bad news, a fall good', () => {
    const view = render(<Amount value={0} risingIsBad />);
    view.rerender(<Amount value={2} risingIsBad />);
    expect(change(view)?.textContent).toBe('+2');
    expect(change(view)?.className).toContain('is-bad');
  });
});
