// @vitest-environment happy-dom
// The public log opens with a match's latest moves (src/app/match-log.ts); earlier ones are a tap
// away, and the button goes once the log holds the match from its start. It draws its latest lines,
// more as it is scrolled, so a long match draws no more of it than a short one.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoggedMove } from '../../src/app/match-log';
import type { GameEvent } from '../../src/engine/types';
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

  it('draws the latest 20 lines, 40 more each time the list is scrolled near its end, and all on request', () => {
    const long: LoggedMove[] = Array.from({ length: 100 }, (_, i) => ({
      seq: i + 1,
      seat: 0,
      events: [{ type: 'said', visibility: 'public', data: { text: `Line ${i + 1}.` } }],
    }));
    render(<LogPanel moves={long} loading={false} error={null} name={(s) => `Seat ${s}`} describe={describeEvent} />);
    const list = screen.getByRole('list', { name: 'Public log, newest first' });
    const items = () => list.querySelectorAll('li');
    expect(items()).toHaveLength(20);
    expect(items()[0]?.textContent).toBe('Line 100.');
    expect(items()[19]?.textContent).toBe('Line 81.');

    // Far from the end: nothing more is drawn.
    Object.defineProperties(list, {
      scrollHeight: { configurable: true, value: 1000 },
      clientHeight: { configurable: true, value: 350 },
      scrollTop: { configurable: true, writable: true, value: 100 },
    });
    fireEvent.scroll(list);
    expect(items()).toHaveLength(20);
    // Near the end: the next 40.
    list.scrollTop = 500;
    fireEvent.scroll(list);
    expect(items()).toHaveLength(60);
    expect(items()[59]?.textContent).toBe('Line 41.');

    fireEvent.click(screen.getByRole('button', { name: 'Show all 100 lines' }));
    expect(items()).toHaveLength(100);
    fireEvent.click(screen.getByRole('button', { name: 'Show only the latest lines' }));
    expect(items()).toHaveLength(20);
  });

  it('says every line of each new move to screen readers, several moves at once included, but nothing of the moves the match opened with', () => {
    const said = (text: string): GameEvent => ({ type: 'said', visibility: 'public', data: { text } });
    const props = { loading: false, error: null, name: (s: number) => `Seat ${s}`, describe: describeEvent };
    const { rerender } = render(<LogPanel moves={moves} {...props} />);
    const speech = () => screen.getByRole('status', { name: 'Latest moves' }).textContent;
    expect(speech()).toBe('');
    const reveal: LoggedMove = { seq: 42, seat: 1, events: [said('Offers revealed: Ben $4, Cy $5.'), said('Ben sells 2 for $8.'), said('Cy sells 1 for $5.')] };
    rerender(<LogPanel moves={[...moves, reveal]} {...props} />);
    expect(speech()).toBe('Offers revealed: Ben $4, Cy $5. Ben sells 2 for $8. Cy sells 1 for $5.');
    const bots: LoggedMove[] = [{ seq: 43, seat: 1, events: [said('Ben passes.')] }, { seq: 44, seat: 2, events: [said('Cy passes.')] }];
    rerender(<LogPanel moves={[...moves, reveal, ...bots]} {...props} />);
    expect(speech()).toBe('Ben passes. Cy passes.');
  });

  it('says a divider as a sentence, with one full stop however it ends', () => {
    const line = (text: string, divider = false): LoggedMove['events'][number] => ({ type: 'said', visibility: 'public', data: { text, divider } });
    const props = { loading: false, error: null, name: (s: number) => `Seat ${s}`, describe: (e: { data?: Record<string, unknown> }) => [{ text: String(e.data?.text), divider: e.data?.divider === true }] };
    const { rerender } = render(<LogPanel moves={moves} {...props} />);
    const end: LoggedMove = { seq: 42, seat: 1, events: [line('Ben passes on Investment.'), line('Game over after October (the final month).', true)] };
    rerender(<LogPanel moves={[...moves, end]} {...props} />);
    expect(screen.getByRole('status', { name: 'Latest moves' }).textContent).toBe('Ben passes on Investment. Game over after October (the final month).');
    const month: LoggedMove = { seq: 43, seat: 1, events: [line('February', true)] };
    rerender(<LogPanel moves={[...moves, end, month]} {...props} />);
    expect(screen.getByRole('status', { name: 'Latest moves' }).textContent).toBe('February.');
  });
});
