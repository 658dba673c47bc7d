// The table's hook for moves seen where they happen: after each accepted move, the game says from
// the move's public events (what the engine emitted that the table may see, never hidden state)
// which cards travel where (`plan`), and the cards travel (./travel.ts).
//
// The start of each travel is measured while the board renders, before its children are drawn
// again: a board renders before its children, so the cards are still where they were. The
// travels play once the whole move is drawn (a layout effect runs after every child), or, while a
// reveal or the gate covers the table, once it is gone: a Checkout's Adventurer goes to the Ledger
// after "Continue", and what a person bought behind the gate travels when the table shows again,
// so the others see it. The bots wait for them meanwhile (motionsPlaying).
import { batch } from '@preact/signals';
import type { RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { motionsPlaying } from '../../app/bot-runner';
import type { Session } from '../../app/session';
import type { GameEvent } from '../../engine/types';
import { covered, mayAnimate, measure, play, type Planned, type Travel } from './travel';
import './motion.css';

export type TravelPlan = (events: readonly GameEvent[]) => Travel[];

/** How often travels waiting under a cover look whether it is gone, for how long at most, and
 * how many wait at most (the latest ones). */
const WAIT_STEP_MS = 100;
const WAIT_MAX_MS = 60_000;
const WAIT_MAX = 8;

/** Call at the top of a board's render; put the returned ref on the board's root element. */
export function useTravels<T extends Element>(session: Session, plan: TravelPlan): RefObject<T | null> {
  const root = useRef<T>(null);
  // A move already made when the board opened is not played again.
  const move = session.lastMove?.peek() ?? null;
  const seen = useRef(move?.seq ?? 0);
  const planned = useRef<Planned[]>([]);
  const waiting = useRef<{ travels: Planned[]; stop: () => void } | null>(null);
  if (move === null) {
    // An undo: what waited belongs to moves that are gone, and the next move may reuse a number.
    waiting.current?.stop();
    seen.current = 0;
  } else if (move.seq !== seen.current) {
    seen.current = move.seq;
    const shown = move.events.filter((e) => e.visibility === 'public');
    if (root.current && mayAnimate()) planned.current = measure(root.current, plan(shown));
  }
  useLayoutEffect(() => {
    const p = planned.current;
    const el = root.current;
    if (p.length === 0 || !el) return;
    planned.current = [];
    const w = waiting.current;
    if (w) {
      w.travels = [...w.travels, ...p].slice(-WAIT_MAX);
      return;
    }
    if (!covered()) return play(el, p);
    motionsPlaying.value += 1;
    let waited = 0;
    const timer = setInterval(() => {
      waited += WAIT_STEP_MS;
      if (covered() && waited < WAIT_MAX_MS) return;
      const travels = waiting.current?.travels ?? [];
      // In one batch, so the bots never see a moment with nothing playing in between.
      batch(() => {
        stop();
        if (waited < WAIT_MAX_MS) play(el, travels);
      });
    }, WAIT_STEP_MS);
    const stop = () => {
      clearInterval(timer);
      waiting.current = null;
      motionsPlaying.value -= 1;
    };
    waiting.current = { travels: p, stop };
  });
  useEffect(() => () => waiting.current?.stop(), []);
  return root;
}
