// The table's side of the Hard bot: one worker for the page, started at the first Hard decision
// (this module is itself loaded only then). A decision that the worker cannot give (no Worker in
// this browser, an error, no answer well past the budget) is null, and the caller plays Normal.
import type { Action, Seat } from '../engine/types';
import type { SearchingGameId } from '../games/registry';
import type { HardReply, HardRequest } from './hard-protocol';

/** About what a modest tablet can spare per decision (issue 31: about 800 ms). */
export const HARD_MS = 800;
const MAX_ITERATIONS = 400;
/** Past this, the worker is taken for lost and replaced at the next decision. */
const GIVE_UP_MS = HARD_MS * 3 + 1000;

// One file per game, each written out so the bundler builds it as a worker of its own. Keyed by the
// games whose registry entry has a `search`, so such a game without a worker does not compile.
const WORKERS: { readonly [Id in SearchingGameId]: () => Worker } = {
  'brick-and-mortar': () => new Worker(new URL('./hard-worker-bm.ts', import.meta.url), { type: 'module' }),
  'adventure-mart': () => new Worker(new URL('./hard-worker-am.ts', import.meta.url), { type: 'module' }),
};

let worker: { game: string; w: Worker } | null = null;
let nextId = 1;
const waiting = new Map<number, (a: Action | null) => void>();

function start(game: string): Worker | null {
  if (worker?.game === game) return worker.w;
  stop();
  const workers: Readonly<Record<string, () => Worker>> = WORKERS;
  const make = workers[game];
  if (!make || typeof Worker === 'undefined') return null;
  try {
    const w = make();
    w.onmessage = (e: MessageEvent<HardReply>) => {
      waiting.get(e.data.id)?.(e.data.action);
      waiting.delete(e.data.id);
    };
    w.onerror = () => stop();
    worker = { game, w };
    return w;
  } catch {
    return null;
  }
}

/** Ends the worker; every decision still awaited falls back to Normal. */
export function stop(): void {
  worker?.w.terminate();
  worker = null;
  for (const done of waiting.values()) done(null);
  waiting.clear();
}

export function thinkHard(game: string, view: unknown, legal: readonly Action[], seat: Seat, seed: string): Promise<Action | null> {
  const w = start(game);
  if (!w) return Promise.resolve(null);
  const id = nextId++;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      if (waiting.has(id)) stop();
    }, GIVE_UP_MS);
    waiting.set(id, (a) => {
      clearTimeout(timer);
      resolve(a);
    });
    const req: HardRequest = { id, game, view, legal: legal.slice(), seat, seed, ms: HARD_MS, maxIterations: MAX_ITERATIONS, candidates: 4 };
    try {
      w.postMessage(req);
    } catch {
      waiting.delete(id);
      clearTimeout(timer);
      resolve(null);
    }
  });
}
