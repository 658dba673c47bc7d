// The gate's flow without a DOM: nothing of the seat's shows before a hold has run its full time
// (or the question a click asks is answered), and every way of leaving covers it again: blur,
// the page hidden, pagehide (all reported as leave()), idling, Escape or "Cover the screen", and
// Lock in. Timers run on vitest's fake clock, so every step is exact.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGateStore, DEFAULT_IDLE_MS, HOLD_MS, type GateStore, type GateStoreOptions } from '../../src/app/gate-store';

/** The hold and idle timers run on vitest's fake clock (setTimeout and performance.now). */
const clock = {
  advance: (ms: number) => void vi.advanceTimersByTime(ms),
  now: () => performance.now(),
  pending: () => vi.getTimerCount(),
};

const stores: GateStore[] = [];
function gate(extra: Partial<GateStoreOptions> = {}, pin = false) {
  const store = createGateStore({ hasPin: () => pin, ...extra });
  stores.push(store);
  /** A press at the clock's present, held for `ms`. */
  const hold = (ms: number, byKey = false) => {
    store.press(clock.now(), byKey);
    clock.advance(ms);
  };
  return { store, clock, hold };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  for (const s of stores.splice(0)) s.dispose();
  vi.useRealTimers();
});

const revealedPhases = ['pin', 'private'];

describe('gate store', () => {
  it('starts covered; a hold shows the private screen only once it has run its full time', () => {
    const { store, clock, hold } = gate();
    expect(store.phase.value).toBe('covered');
    expect(store.revealed.value).toBe(false);
    hold(HOLD_MS - 1);
    expect(store.holding.value).toBe(true);
    expect(store.phase.value).toBe('covered');
    clock.advance(1);
    expect(store.phase.value).toBe('private');
    expect(store.holding.value).toBe(false);
    expect(store.revealed.value).toBe(true);
  });

  it('a press let go, slid away or blurred before the hold completes shows nothing, ever', () => {
    const { store, clock, hold } = gate();
    hold(HOLD_MS - 10);
    store.cancelHold();
    clock.advance(10_000);
    expect(store.phase.value).toBe('covered');
    expect(store.holding.value).toBe(false);
    expect(clock.pending()).toBe(0);
  });

  it('a second press during a hold does not restart or double it', () => {
    const { store, clock, hold } = gate();
    hold(300);
    store.press(clock.now());
    clock.advance(HOLD_MS - 300);
    expect(store.phase.value).toBe('private');
  });

  it('a press the page handled late counts from the press itself, never more than 100 ms sooner', () => {
    const { store, clock } = gate();
    clock.advance(1_000);
    store.press(clock.now() - 60);
    clock.advance(HOLD_MS - 61);
    expect(store.phase.value).toBe('covered');
    clock.advance(1);
    expect(store.phase.value).toBe('private');
    const late = gate();
    late.store.press(clock.now() - 10_000);
    clock.advance(HOLD_MS - 101);
    expect(late.store.phase.value).toBe('covered');
    clock.advance(1);
    expect(late.store.phase.value).toBe('private');
  });

  it('a tap, or a key let go early, only asks; the answer shows the screen or covers again', () => {
    const { store, clock, hold } = gate();
    store.tap();
    expect(store.phase.value).toBe('confirm');
    expect(store.revealed.value).toBe(false);
    store.cover();
    expect(store.phase.value).toBe('covered');
    hold(200, true);
    store.letGo();
    clock.advance(5_000);
    expect(store.phase.value).toBe('confirm');
    store.confirm();
    expect(store.phase.value).toBe('private');
  });

  it('a key let go with no hold running asks nothing (its hold already showed the screen)', () => {
    const { store, hold } = gate();
    hold(HOLD_MS, true);
    expect(store.openedByKey()).toBe(true);
    store.letGo();
    store.tap();
    expect(store.phase.value).toBe('private');
    const plain = gate();
    plain.store.letGo();
    expect(plain.store.phase.value).toBe('covered');
  });

  it('no step skips the cover: confirm and pinAccepted do nothing from the cover, a hold does nothing off it', () => {
    const { store, clock } = gate({}, true);
    store.confirm();
    store.pinAccepted();
    expect(store.phase.value).toBe('covered');
    store.tap();
    store.pinAccepted();
    expect(store.phase.value).toBe('confirm');
    store.press(clock.now());
    clock.advance(HOLD_MS);
    expect(store.phase.value).toBe('confirm');
  });

  it('with a PIN the hold and the question lead to the PIN, and only an accepted PIN to the screen', () => {
    const { store, hold } = gate({}, true);
    hold(HOLD_MS);
    expect(store.phase.value).toBe('pin');
    expect(store.revealed.value).toBe(true);
    store.cover();
    store.tap();
    store.confirm();
    expect(store.phase.value).toBe('pin');
    store.pinAccepted();
    expect(store.phase.value).toBe('private');
  });

  it('a PIN answer arriving after the cover opens nothing', () => {
    const { store, hold } = gate({}, true);
    hold(HOLD_MS);
    store.leave();
    store.pinAccepted();
    expect(store.phase.value).toBe('covered');
  });

  it('leaving the app (the screen reports blur, the page hidden and pagehide as leave()) covers the private screen and the PIN pad', () => {
    for (const pin of [false, true]) {
      const { store, hold } = gate({}, pin);
      hold(HOLD_MS);
      expect(revealedPhases).toContain(store.phase.value);
      store.leave();
      expect(store.phase.value).toBe('covered');
      expect(store.revealed.value).toBe(false);
    }
  });

  it('leaving during a hold cancels it: the hold never completes behind the cover', () => {
    const { store, clock, hold } = gate();
    hold(HOLD_MS - 50);
    store.leave();
    clock.advance(1_000);
    expect(store.phase.value).toBe('covered');
    expect(store.holding.value).toBe(false);
  });

  it('idling idleMs covers; input postpones it; covered, no idle timer runs', () => {
    const { store, clock, hold } = gate({ idleMs: 1_000 });
    expect(clock.pending()).toBe(0);
    hold(HOLD_MS);
    clock.advance(800);
    store.activity();
    clock.advance(800);
    expect(store.phase.value).toBe('private');
    clock.advance(200);
    expect(store.phase.value).toBe('covered');
    expect(clock.pending()).toBe(0);
    // Input while covered starts no idle time.
    store.activity();
    expect(clock.pending()).toBe(0);
  });

  it('idling on the PIN pad covers too; the default is one minute', () => {
    const pinned = gate({ idleMs: 1_000 }, true);
    pinned.hold(HOLD_MS);
    pinned.clock.advance(1_000);
    expect(pinned.store.phase.value).toBe('covered');
    const plain = gate();
    plain.hold(HOLD_MS);
    plain.clock.advance(DEFAULT_IDLE_MS - 1);
    expect(plain.store.phase.value).toBe('private');
    plain.clock.advance(1);
    expect(plain.store.phase.value).toBe('covered');
  });

  it('Lock in covers before it sends, and a failing send leaves it covered', async () => {
    const { store, hold } = gate();
    hold(HOLD_MS);
    const seen: string[] = [];
    store.lockIn(() => {
      seen.push(store.phase.peek());
    });
    expect(seen).toEqual(['covered']);
    hold(HOLD_MS);
    store.lockIn(() => {
      throw new Error('save failed');
    });
    expect(store.phase.value).toBe('covered');
    hold(HOLD_MS);
    store.lockIn(() => Promise.reject(new Error('save failed')));
    await Promise.resolve();
    expect(store.phase.value).toBe('covered');
  });

  it('alone, it opens on the private screen (or the PIN), and leaving or idling does not cover it; cover() still does', () => {
    const { store, clock } = gate({ alone: true, idleMs: 1_000 });
    expect(store.phase.value).toBe('private');
    store.leave();
    clock.advance(10_000);
    expect(store.phase.value).toBe('private');
    store.cover();
    expect(store.phase.value).toBe('covered');
    expect(gate({ alone: true }, true).store.phase.value).toBe('pin');
  });

  it('dispose stops every timer: nothing opens after the gate is gone', () => {
    const { store, clock, hold } = gate();
    hold(HOLD_MS - 10);
    store.dispose();
    clock.advance(1_000);
    expect(store.phase.value).toBe('covered');
    expect(clock.pending()).toBe(0);
  });
});
