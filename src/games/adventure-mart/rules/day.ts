// The Day (AM-D1): Store Opening, Trading Hours, Store Closing (Days 1 to 4); after Day 5's final
// actions no Store Closing is done and the Review follows. `advance` runs every automatic step on
// top of the stack (a finished turn, a Sale's next seat, a closed React window, Store Closing)
// until some player must choose, so a returned state always waits for someone or is over.
import { isClosed } from '../../../engine/response-window';
import { DAYS } from '../constants';
import type { AMState, DayRecord } from '../state';
import { publicEvent, top, type Events } from './common';
import { closeReactWindow } from './react-window';
import { netWorth, worthParts } from './review';
import { saleStep } from './sale';
import { beginClosing, cleanUp, closingStep } from './store-closing';
import { storeOpening } from './store-opening';
import { pickStep } from './picks';
import { dayStep, endTurn, startTrading, turnOver } from './trading-hours';

function record(d: AMState): void {
  const rec: DayRecord = {
    day: d.day,
    gold: d.players.map((p) => p.gold),
    worth: d.players.map((_, seat) => netWorth(worthParts(d, seat))),
    sales: d.players.map((p) => p.ledger.length),
  };
  d.history = [...d.history, rec];
}

/** Trading Hours and the final actions are over: Store Closing, or after Day 5 the Review. */
function endOfTrading(d: AMState, ev: Events): void {
  if (d.day >= DAYS) {
    record(d);
    d.stack = [{ f: 'over' }];
    ev.push(publicEvent('game-over', { day: d.day }, true));
    return;
  }
  beginClosing(d, ev);
}

/** After Help from HQ: Clean Up, then the next Day's Store Opening and Trading Hours. */
export function finishDay(d: AMState, ev: Events): void {
  cleanUp(d, ev);
  record(d);
  d.day += 1;
  storeOpening(d, ev, false);
  startTrading(d);
}

export function advance(d: AMState, ev: Events): void {
  for (let guard = 0; guard < 10_000; guard++) {
    const f = top(d);
    let moved = false;
    switch (f.f) {
      case 'day':
        if (!dayStep(d, f, ev)) endOfTrading(d, ev);
        moved = true;
        break;
      case 'turn':
        if (turnOver(f)) {
          endTurn(d, f, ev);
          moved = true;
        }
        break;
      case 'sale':
        moved = saleStep(d, f, ev);
        break;
      case 'react':
        if (isClosed(f.window)) {
          closeReactWindow(d, f, ev);
          moved = true;
        }
        break;
      case 'pick':
        moved = pickStep(d, f, ev);
        break;
      case 'closing':
        moved = closingStep(d, f, ev);
        break;
      case 'over':
        break;
    }
    if (!moved) return;
  }
  throw new Error('The game could not settle.');
}
