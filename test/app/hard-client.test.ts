// The table's side of the Hard bot, with stand-in workers: it asks the seated game's worker, takes
// its answer, and answers null (the caller plays Normal) when there is no Worker, no worker for the
// game, or no answer well past the time budget, ending the lost worker so the next one starts afresh.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HARD_MS, stop, thinkHard } from '../../src/app/hard-client';
import type { HardRequest } from '../../src/app/hard-protocol';

const made: FakeWorker[] = [];
class FakeWorker {
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  requests: HardRequest[] = [];
  constructor(readonly url: URL) {
    made.push(this);
  }
  postMessage(req: HardRequest) {
    this.requests.push(req);
    if (FakeWorker.answers) queueMicrotask(() => this.onmessage?.({ data: { id: req.id, action: { type: 'pass' }, rollouts: 9 } }));
  }
  terminate() {
    this.terminated = true;
  }
  static answers = true;
}

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  made.length = 0;
  FakeWorker.answers = true;
});

describe('the Hard bot client', () => {
  it("asks the seated game's own worker, with the seat's view and legal moves and the time budget", async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const action = await thinkHard('brick-and-mortar', { seen: 1 }, [{ type: 'pass' }, { type: 'raise' }], 1, 'seed');
    expect(action).toEqual({ type: 'pass' });
    expect(made).toHaveLength(1);
    expect(made[0]!.url.pathname).toMatch(/hard-worker-bm\.ts$/);
    expect(made[0]!.requests[0]).toMatchObject({ game: 'brick-and-mortar', view: { seen: 1 }, seat: 1, seed: 'seed', ms: HARD_MS });
    // The same game keeps its worker; another game gets its own.
    await thinkHard('brick-and-mortar', {}, [{ type: 'pass' }], 0, 's2');
    expect(made).toHaveLength(1);
    await thinkHard('adventure-mart', {}, [{ type: 'pass' }], 0, 's3');
    expect(made[1]!.url.pathname).toMatch(/hard-worker-am\.ts$/);
    expect(made[0]!.terminated).toBe(true);
  });

  it('answers null without a Worker, or for a game without a search', async () => {
    expect(await thinkHard('brick-and-mortar', {}, [{ type: 'pass' }], 0, 's')).toBeNull();
    vi.stubGlobal('Worker', FakeWorker);
    expect(await thinkHard('bidding-dial', {}, [{ type: 'pass' }], 0, 's')).toBeNull();
    expect(made).toHaveLength(0);
  });

  it('gives up on a worker that does not answer, ends it, and starts a new one next time', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.answers = false;
    const pending = thinkHard('brick-and-mortar', {}, [{ type: 'pass' }], 0, 's');
    // Three budgets and a second of grace (GIVE_UP_MS) before it is taken for lost.
    await vi.advanceTimersByTimeAsync(HARD_MS * 3);
    expect(made[0]!.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1001);
    expect(await pending).toBeNull();
    expect(made[0]!.terminated).toBe(true);
    FakeWorker.answers = true;
    vi.useRealTimers();
    expect(await thinkHard('brick-and-mortar', {}, [{ type: 'pass' }], 0, 's')).toEqual({ type: 'pass' });
    expect(made).toHaveLength(2);
  });
});
