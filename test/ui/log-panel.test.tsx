// @vitest-environment happy-dom
// The public log opens with a match's latest moves (src/app/match-log.ts); earlier ones are a tap
// away, and the button goes once the log holds the match from its start.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoggedMove } from '../../src/app/match-log';
import { LogPanel } from '../../src/ui/match/LogPanel';

afterEach(() => cleanup());

const moves: LoggedMove[] = [{ seq: 41, seat: 0, events: [{ type: 'said', visibility: 'public', data: { text: 'Ana bid.' } }] }];
const describeEvent = (e: { data?: Record<string, unknown> }) => [{ text: String(e.data?.text) }];

describe('the public log', () => {
  it('offers earlier moves when the match opened with its latest ones only, and asks for them', () => {
    const onEarlier = vi.fn();
    const { rerender } = render(
      <LogPanel moves={moves} loading={false} error={null} earlier onEarlier={onEarlier} name={(s) => `Seat ${s}`} describe={describeEvent} />,
    );
    expect(screen.getByRole('list', { name: 'Public log, newest first' }).textContent).toBe('Ana bid.');
    fireEvent.click(screen.getByRole('button', { name: 'Show earlier moves' }));
    expect(onEarlier).toHaveBeenCalledTimes(1);
    rerender(<LogPanel moves={moves} loading={false} error={null} earlier={false} onEarlier={onEarlier} name={(s) => `Seat ${s}`} describe={describeEvent} />);
    expect(screen.queryByRole('button', { name: 'Show earlier moves' })).toBeNull();
  });
});
