// The Hard bot's thinking place: a Web Worker, so the table stays responsive while it searches.
// It receives one seat's view and legal moves (never a state) and answers with a move, searching
// until its time budget runs out. Loaded only when a Hard bot is seated (src/app/hard-client.ts).
// Each game's search is imported here statically: a worker built as one file needs no chunks.
import { amSearch } from '../games/adventure-mart/bots/hard';
import { bmSearch } from '../games/brick-and-mortar/bots/hard';
import type { SearchSpec } from '../games/bots/search';
import { searchDecision } from '../games/bots/search';
import type { HardRequest, HardReply } from './hard-protocol';

const SPECS: Record<string, SearchSpec> = { 'brick-and-mortar': bmSearch as SearchSpec, 'adventure-mart': amSearch as SearchSpec };

const scope = self as unknown as { onmessage: ((e: MessageEvent<HardRequest>) => void) | null; postMessage(m: HardReply): void };

scope.onmessage = (e) => {
  const req = e.data;
  const spec = SPECS[req.game];
  if (!spec) {
    scope.postMessage({ id: req.id, action: null, rollouts: 0 });
    return;
  }
  try {
    const t0 = performance.now();
    const result = searchDecision(spec, req.view, req.legal, req.seat, req.seed, {
      iterations: req.maxIterations,
      candidates: req.candidates,
      ms: req.ms,
      clock: () => performance.now() - t0,
    });
    scope.postMessage({ id: req.id, action: result.action, rollouts: result.rollouts });
  } catch {
    scope.postMessage({ id: req.id, action: null, rollouts: 0 });
  }
};
