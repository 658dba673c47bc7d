// The Day (AM-D1): Store Opening, Trading Hours, Store Closing (Days 1 to 4); after Day 5's final
// actions no Store Closing is done and the Review follows. `advance` runs every automatic step on
// top of the stack (a finished turn, a Sale's next seat, a closed React window, Store Closing), each
// frame's own `settle` in the table of frames, until some player must choose, so a returned state
// always waits for someone or is over.
import type { AMState } from '../state';
import { top, type Events } from './common';
import { frameOf } from './frames';

export function advance(d: AMState, ev: Events): void {
  for (let guard = 0; guard < 10_000; guard++) {
    const f = top(d);
    if (!frameOf(f).settle(d, f, ev)) return;
  }
  throw new Error('The game could not settle.');
}
