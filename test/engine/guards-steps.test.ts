// The response window's and the sealed step's bookkeeping at their edges (found by mutation
// testing, npm run mutate): a closed window asks nobody and takes no more answers, an entry of 0
// counts as submitted, and a seat's view shows its own entry only.
import { describe, expect, it } from 'vitest';
import { announce, hasAnnounced, isClosed, openWindow, pass, respondent, windowPrompts } from '../../src/engine/response-window';
import { awaiting, isComplete, isEligible, openSealed, revealed, sealedPrompts, sealedView, withEntry } from '../../src/engine/sealed';

describe('response window: edges', () => {
  it('an empty window is closed at once and asks nobody', () => {
    const w = openWindow<string>('react', []);
    expect(isClosed(w)).toBe(true);
    expect(respondent(w)).toBeNull();
    expect(windowPrompts(w, 'open')).toEqual([]);
  });

  it('a closed window takes no answer and stays where it is; the order given is copied', () => {
    const order = [2, 0];
    let w = openWindow<string>('react', order);
    order.push(1);
    expect(w.order).toEqual([2, 0]);
    w = pass(pass(w));
    expect(w.at).toBe(2);
    expect(pass(w)).toBe(w);
    expect(announce(w, 'late')).toBe(w);
    expect(isClosed({ ...w, at: 1 })).toBe(false);
  });

  it('a response counts as announced when any one of several announcements matches', () => {
    const w = announce(pass(announce(openWindow<string>('react', [1, 0]), 'shield')), 'mirror');
    expect(hasAnnounced(w, 0, (r) => r === 'mirror')).toBe(true);
    expect(hasAnnounced(w, 1, (r) => r === 'shield')).toBe(true);
  });

  it('a response counts as announced only for its own seat and when it matches', () => {
    const w = announce(openWindow<string>('react', [1, 0]), 'shield');
    expect(hasAnnounced(w, 1, (r) => r === 'mirror')).toBe(false);
    expect(hasAnnounced(w, 0, (r) => r === 'shield')).toBe(false);
    expect(w.announced).toEqual([{ seat: 1, response: 'shield' }]);
  });
});

describe('sealed step: edges', () => {
  it('an entry of 0 is an entry: submitted, awaited no more, revealed as 0', () => {
    let step = openSealed<number>('bid', [3, 1]);
    expect(isEligible(step, 3)).toBe(true);
    expect(isEligible(step, 0)).toBe(false);
    step = withEntry(step, 1, 0);
    expect(awaiting(step)).toEqual([3]);
    expect(sealedPrompts(step)).toEqual([{ seat: 3, kind: 'bid', entry: 'sealed' }]);
    expect(isComplete(step)).toBe(false);
    step = withEntry(step, 3, 7);
    expect(isComplete(step)).toBe(true);
    expect(revealed(step)).toEqual([{ seat: 3, entry: 7 }, { seat: 1, entry: 0 }]);
  });

  it('a seat sees its own entry, even 0; others, the table and a seat not taking part see only who submitted', () => {
    const step = withEntry(openSealed<number>('bid', [3, 1]), 1, 0);
    expect(sealedView(step, 1)).toStrictEqual({ kind: 'bid', eligible: [3, 1], submitted: [false, true], own: 0 });
    expect(sealedView(step, 3)).toStrictEqual({ kind: 'bid', eligible: [3, 1], submitted: [false, true] });
    expect(sealedView(step, 'table')).toStrictEqual({ kind: 'bid', eligible: [3, 1], submitted: [false, true] });
    expect(sealedView(step, 2)).toStrictEqual({ kind: 'bid', eligible: [3, 1], submitted: [false, true] });
    const view = sealedView(step, 'table');
    view.eligible.push(9);
    expect(step.eligible).toEqual([3, 1]);
  });

  it('opening copies the seats it is given', () => {
    const seats = [0, 1];
    const step = openSealed<number>('bid', seats);
    seats.push(2);
    expect(step.eligible).toEqual([0, 1]);
    expect(step.entries).toEqual([null, null]);
  });
});
