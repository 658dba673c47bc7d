// The Hard bot's thinking place: a Web Worker, so the table stays responsive while it searches.
// It receives one seat's view and legal moves (never a state) and answers with a move, searching
// until its time budget runs out. One worker file per game (./hard-worker-bm.ts, ./hard-worker-am.ts),
// each holding only its game's rules, so each stays a small download; loaded only when a Hard bot
// of that game is seated (./hard-client.ts).
import type { SearchSpec } from '../games/bots/search';
import { searchDecision } from '../games/bots/search';
import type { HardReply, HardRequest } from './hard-protocol';

export function serve(spec: SearchSpec): void {
  const scope = self as unknown as { onmessage: ((e: MessageEvent<HardRequest>) => void) | null; postMessage(m: HardReply): void };
  scope.onmessage = (e) => {
    const req = e.data;
    if (req.game !== spec.game.id) {
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
}
