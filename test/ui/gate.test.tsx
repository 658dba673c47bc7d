// @vitest-environment happy-dom
// The hidden-entry gate: covered -> hold -> private -> Lock in -> covered; a tap or a click (as
// assistive technology sends it) only asks "Only Ana should look", and its button shows the screen;
// nothing private is in the DOM while covered; background, blur and idle cover it again; a PIN
// stands between the hold and the private screen when set.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOLD_MS, HiddenEntryGate, holdLeft, type HiddenEntryGateProps } from '../../src/ui/gate/HiddenEntryGate';
import { privateScreensOpen } from '../../src/ui/busy';

const SECRET = 'Sealed price: $7 for Electronics';
const TITLE = "Ana's sealed bid - Electronics";
const HOLD_NAME = "Hold to show Ana's screen";

function renderGate(extra: Partial<HiddenEntryGateProps> = {}) {
  const onLockIn = vi.fn();
  const content = vi.fn(() => <p>{SECRET}</p>);
  const view = render(
    <HiddenEntryGate seatName="Ana" colour="orange" title={TITLE} onLockIn={onLockIn} {...extra}>
      {content}
    </HiddenEntryGate>,
  );
  return { onLockIn, content, ...view };
}

const holdButton = () => screen.getByRole('button', { name: HOLD_NAME });

function pressFor(ms: number, release = true) {
  const b = holdButton();
  fireEvent.pointerDown(b, { pointerId: 1, button: 0 });
  act(() => {
    vi.advanceTimersByTime(ms);
  });
  if (!release || !b.isConnected) return;
  // Released on the button before the hold completed: the browser follows with a click.
  fireEvent.pointerUp(b, { pointerId: 1, button: 0 });
  fireEvent.click(b);
}

function expectCovered() {
  screen.getByRole('heading', { name: 'Pass the tablet to Ana' });
  expect(screen.queryByText(SECRET)).toBeNull();
  expect(screen.queryByRole('heading', { name: TITLE })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Lock in' })).toBeNull();
  expect(document.body.innerHTML).not.toContain(SECRET);
  expect(document.body.innerHTML).not.toContain(TITLE);
}

/** The question a click asks: it names the person and shows nothing of theirs. */
function expectAsking() {
  const ask = screen.getByRole('heading', { name: 'Only Ana should look' });
  expect(document.activeElement).toBe(ask);
  expect(screen.getByRole('dialog', { name: 'Only Ana should look' })).toBe(ask.closest('dialog'));
  expect(screen.queryByText(SECRET)).toBeNull();
  expect(screen.queryByRole('heading', { name: TITLE })).toBeNull();
  expect(privateScreensOpen.value).toBe(0);
}

function expectPrivate() {
  screen.getByRole('heading', { name: TITLE });
  screen.getByText(SECRET);
  screen.getByRole('button', { name: 'Lock in' });
  expect(screen.queryByRole('heading', { name: 'Pass the tablet to Ana' })).toBeNull();
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  delete (document as unknown as Record<string, unknown>).visibilityState;
});

describe('HiddenEntryGate', () => {
  it('starts covered, in the seat colour, and never calls the private render function', () => {
    const { content } = renderGate();
    expectCovered();
    expect(content).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: 'Pass the tablet to Ana' });
    expect(dialog.className).toContain('seat-colour-orange');
  });

  it('is announced as a modal dialog, and keeps the keyboard: a key aimed at the table comes back to the gate unseen', () => {
    const onTableKey = vi.fn();
    const table = document.createElement('button');
    table.textContent = 'Pass';
    table.addEventListener('keydown', onTableKey);
    document.body.prepend(table);
    try {
      renderGate();
      const dialog = screen.getByRole('dialog', { name: 'Pass the tablet to Ana' });
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      fireEvent.keyDown(table, { key: 'Enter' });
      expect(onTableKey).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(holdButton());
      // Focus landing on the table some other way comes back too.
      table.focus();
      expect(document.activeElement).toBe(holdButton());
      // Escape never closes the gate.
      fireEvent.keyDown(holdButton(), { key: 'Escape' });
      expectCovered();
      expect(dialog.isConnected && dialog.hasAttribute('open')).toBe(true);
    } finally {
      table.remove();
    }
  });

  it('Escape on a private screen covers it', () => {
    renderGate();
    pressFor(HOLD_MS + 20);
    expectPrivate();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Lock in' }), { key: 'Escape' });
    expectCovered();
  });

  it('covered -> hold -> private -> Lock in -> covered', () => {
    const { onLockIn, content } = renderGate();
    pressFor(HOLD_MS + 20);
    expectPrivate();
    expect(content).toHaveBeenCalled();
    expect(privateScreensOpen.value).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Lock in' }));
    expect(onLockIn).toHaveBeenCalledTimes(1);
    expectCovered();
    expect(privateScreensOpen.value).toBe(0);
    // And round again for the next entry.
    pressFor(HOLD_MS + 20);
    expectPrivate();
  });

  it('a click as assistive technology sends it (no press, no hold) asks "Only Ana should look", and only its button shows the screen', () => {
    const { content } = renderGate();
    fireEvent.click(holdButton());
    expectAsking();
    expect(content).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'I am Ana: show my screen' }));
    expectPrivate();
    expect(content).toHaveBeenCalled();
  });

  it('Escape on the question covers again; with a PIN set, the question leads to the PIN, not the screen', () => {
    renderGate({ pin: pin2468 });
    fireEvent.click(holdButton());
    expectAsking();
    fireEvent.keyDown(screen.getByRole('heading', { name: 'Only Ana should look' }), { key: 'Escape' });
    expectCovered();
    fireEvent.click(holdButton());
    fireEvent.click(screen.getByRole('button', { name: 'I am Ana: show my screen' }));
    screen.getByRole('heading', { name: "Enter Ana's PIN" });
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  it('a single tap reveals nothing, nor does a release just before the hold completes: each only asks who is looking', () => {
    const { content } = renderGate();
    pressFor(80);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expectAsking();
    fireEvent.click(screen.getByRole('button', { name: 'Not Ana: keep it covered' }));
    expectCovered();
    pressFor(HOLD_MS - 50);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expectAsking();
    fireEvent.click(screen.getByRole('button', { name: 'Not Ana: keep it covered' }));
    expectCovered();
    // Sliding the finger off the button cancels too.
    const b = holdButton();
    fireEvent.pointerDown(b, { pointerId: 2, button: 0 });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    fireEvent.pointerLeave(b, { pointerId: 2 });
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expectCovered();
    // A plain click (what a screen-reader double tap or a stray touch sends) only asks.
    fireEvent.click(holdButton());
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expectAsking();
    expect(content).not.toHaveBeenCalled();
  });

  it('counts the hold from the press itself: a press the page handled 60 ms late reveals 60 ms sooner, never sooner than that', () => {
    renderGate();
    const press = new PointerEvent('pointerdown', { bubbles: true, pointerId: 1, button: 0 });
    Object.defineProperty(press, 'timeStamp', { value: performance.now() - 60 });
    fireEvent(holdButton(), press);
    act(() => {
      vi.advanceTimersByTime(HOLD_MS - 60 - 5);
    });
    expectCovered();
    act(() => {
      vi.advanceTimersByTime(10);
    });
    expectPrivate();
    // However late the page was, at most 100 ms come off the hold; a clock that runs back adds none.
    expect(holdLeft(1_000, 1_000)).toBe(HOLD_MS);
    expect(holdLeft(1_000, 1_060)).toBe(HOLD_MS - 60);
    expect(holdLeft(1_000, 9_000)).toBe(HOLD_MS - 100);
    expect(holdLeft(1_000, 900)).toBe(HOLD_MS);
  });

  it('opened by a click the focus is on the first choice, by a held key on the title; Enter on a choice locks in once something is chosen', () => {
    const choices = () => (
      <fieldset>
        <legend>Price</legend>
        <label><input type="radio" name="p" value="1" /> $1</label>
        <label><input type="radio" name="p" value="2" defaultChecked /> $2</label>
      </fieldset>
    );
    const onLockIn = vi.fn();
    render(
      <HiddenEntryGate seatName="Ana" colour="orange" title={TITLE} onLockIn={onLockIn}>
        {choices}
      </HiddenEntryGate>,
    );
    fireEvent.click(holdButton());
    fireEvent.click(screen.getByRole('button', { name: 'I am Ana: show my screen' }));
    const two = screen.getByRole('radio', { name: '$2' });
    // The group's stop is its checked radio.
    expect(document.activeElement).toBe(two);
    // A hasty second Enter (nothing chosen yet) locks in nothing.
    fireEvent.keyDown(two, { key: 'Enter' });
    expect(onLockIn).not.toHaveBeenCalled();
    fireEvent.keyDown(two, { key: 'ArrowUp' });
    fireEvent.keyDown(two, { key: 'Enter' });
    expect(onLockIn).toHaveBeenCalledTimes(1);
    screen.getByRole('heading', { name: 'Pass the tablet to Ana' });
    // A held Space, still down as the screen shows: the title, where its release presses nothing.
    fireEvent.keyDown(holdButton(), { key: ' ' });
    act(() => {
      vi.advanceTimersByTime(HOLD_MS + 20);
    });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: TITLE }));
    expect(screen.getByRole('button', { name: 'Lock in' }).getAttribute('aria-keyshortcuts')).toBe('Enter');
  });

  it("Shift+Tab from the private screen's title wraps to Lock in, also as WebKit sends it (key Unidentified, code Tab), and chooses nothing", () => {
    const choices = () => (
      <fieldset>
        <legend>Price</legend>
        <label><input type="radio" name="p" value="1" defaultChecked /> $1</label>
      </fieldset>
    );
    const onLockIn = vi.fn();
    render(
      <HiddenEntryGate seatName="Ana" colour="orange" title={TITLE} onLockIn={onLockIn}>
        {choices}
      </HiddenEntryGate>,
    );
    fireEvent.keyDown(holdButton(), { key: ' ' });
    act(() => {
      vi.advanceTimersByTime(HOLD_MS + 20);
    });
    const title = screen.getByRole('heading', { name: TITLE });
    const lock = screen.getByRole('button', { name: 'Lock in' });
    for (const key of ['Tab', 'Unidentified']) {
      title.focus();
      fireEvent.keyDown(title, { key, code: 'Tab', shiftKey: true });
      expect(document.activeElement).toBe(lock);
    }
    // Shift+Tab back to the choice, as WebKit names it, is no choice: Enter there locks in nothing.
    const one = screen.getByRole('radio', { name: '$1' });
    one.focus();
    fireEvent.keyDown(one, { key: 'Unidentified', code: 'Tab', shiftKey: true });
    one.focus();
    fireEvent.keyDown(one, { key: 'Enter' });
    expect(onLockIn).not.toHaveBeenCalled();
  });

  it('a live private screen that replaces itself keeps the focus on the screen, never the page', async () => {
    const { rerender } = render(
      <HiddenEntryGate seatName="Ana" colour="orange" title={TITLE} alone>
        {() => <button type="button">Start a Sale</button>}
      </HiddenEntryGate>,
    );
    const start = screen.getByRole('button', { name: 'Start a Sale' });
    start.focus();
    rerender(
      <HiddenEntryGate seatName="Ana" colour="orange" title={TITLE} alone>
        {() => <p>Ana's Offer</p>}
      </HiddenEntryGate>,
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: TITLE }));
  });

  it('holding Space or Enter reveals; releasing early only asks, as a tap does', () => {
    renderGate();
    fireEvent.keyDown(holdButton(), { key: 'Enter' });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    fireEvent.keyUp(holdButton(), { key: 'Enter' });
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expectAsking();
    // From the question, a keyboard goes on with Tab and Enter, or Escape to cover again.
    fireEvent.keyDown(screen.getByRole('heading', { name: 'Only Ana should look' }), { key: 'Escape' });
    expectCovered();
    fireEvent.keyDown(holdButton(), { key: ' ' });
    act(() => {
      vi.advanceTimersByTime(HOLD_MS + 20);
    });
    expectPrivate();
  });

  it('going to the background covers it again', () => {
    renderGate();
    pressFor(HOLD_MS + 20);
    expectPrivate();
    setVisibility('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expectCovered();
    setVisibility('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expectCovered();
  });

  it('pagehide and window blur cover it again', () => {
    renderGate();
    pressFor(HOLD_MS + 20);
    expectPrivate();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expectCovered();
    pressFor(HOLD_MS + 20);
    expectPrivate();
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    expectCovered();
  });

  it('alone with bots, it opens on the private screen, and neither the background, blur nor idling covers it; Cover the screen still does', () => {
    const { content } = renderGate({ alone: true, idleMs: 1_000 });
    expectPrivate();
    expect(content).toHaveBeenCalled();
    setVisibility('hidden');
    act(() => {
      window.dispatchEvent(new Event('blur'));
      document.dispatchEvent(new Event('visibilitychange'));
      vi.advanceTimersByTime(5_000);
    });
    setVisibility('visible');
    expectPrivate();
    fireEvent.click(screen.getByRole('button', { name: 'Cover the screen' }));
    expectCovered();
  });

  it('covers itself after idleMs without input, and input postpones it', () => {
    renderGate({ idleMs: 1_000 });
    pressFor(HOLD_MS + 20);
    expectPrivate();
    act(() => {
      vi.advanceTimersByTime(800);
    });
    fireEvent.pointerDown(document.body, { pointerId: 3 });
    act(() => {
      vi.advanceTimersByTime(800);
    });
    expectPrivate();
    fireEvent.keyDown(document.body, { key: 'ArrowUp' });
    act(() => {
      vi.advanceTimersByTime(800);
    });
    expectPrivate();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expectCovered();
  });

  it('defaults to one idle minute', () => {
    renderGate();
    pressFor(HOLD_MS + 20);
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expectPrivate();
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expectCovered();
  });

  // The gate is given a check, never the PIN (settings.ts keeps only a salted hash); it answers later.
  const pin2468 = { verify: async (digits: string) => digits === '2468' };
  const settle = () => act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });

  it('asks for the PIN after the hold when one is set; a wrong PIN reveals nothing', async () => {
    const { content } = renderGate({ pin: pin2468 });
    pressFor(HOLD_MS + 20);
    screen.getByRole('heading', { name: "Enter Ana's PIN" });
    expect(document.body.innerHTML).not.toContain(SECRET);
    for (const d of ['1', '2', '3', '4']) fireEvent.click(screen.getByRole('button', { name: d }));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('That PIN is not right');
    expect(document.body.innerHTML).not.toContain(SECRET);
    expect(content).not.toHaveBeenCalled();
    for (const d of ['2', '4', '6', '8']) fireEvent.click(screen.getByRole('button', { name: d }));
    await settle();
    expectPrivate();
  });

  it('Cancel on the PIN pad and idling on it both go back to the cover', () => {
    renderGate({ pin: pin2468, idleMs: 1_000 });
    pressFor(HOLD_MS + 20);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expectCovered();
    pressFor(HOLD_MS + 20);
    screen.getByRole('heading', { name: "Enter Ana's PIN" });
    act(() => {
      vi.advanceTimersByTime(1_100);
    });
    expectCovered();
  });

  it('Lock in is disabled while canLockIn is false', () => {
    const { onLockIn } = renderGate({ canLockIn: false });
    pressFor(HOLD_MS + 20);
    const lock = screen.getByRole('button', { name: 'Lock in' }) as HTMLButtonElement;
    expect(lock.disabled).toBe(true);
    fireEvent.click(lock);
    expect(onLockIn).not.toHaveBeenCalled();
    expectPrivate();
  });

  it('"Cover the screen" covers without locking in; a fresh mount (reload) is always covered', () => {
    const { onLockIn, unmount } = renderGate();
    pressFor(HOLD_MS + 20);
    fireEvent.click(screen.getByRole('button', { name: 'Cover the screen' }));
    expectCovered();
    expect(onLockIn).not.toHaveBeenCalled();
    pressFor(HOLD_MS + 20);
    expectPrivate();
    act(() => {
      unmount();
    });
    expect(privateScreensOpen.value).toBe(0);
    renderGate();
    expectCovered();
  });
});
