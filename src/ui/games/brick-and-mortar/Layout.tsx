// Brick & Mortar's board around the shell's action area and log. Portrait (and narrow): one
// column, in the order action, boards, market, row, log. Landscape (the whole table on one
// screen): the action and the log on the left; the boards, the market and the public row on the
// right.
import type { VNode } from 'preact';
import { useMemo, useRef } from 'preact/hooks';
import type { MatchLog } from '../../../app/match-log';
import { useTravels } from '../../motion/use-travels';
import { Boards } from './Board';
import { currentItemOf, Market, StoreRow } from './Market';
import { bmTravels } from './motions';
import type { TableCtx } from './model';
import { monthOutcomes, outcomeKey, type Outcome } from './outcomes';
// bm.css first (./ui.ts imports it too, after this file): bm-fit.css refines its landscape rules.
import './bm.css';
import './bm-fit.css';

export function Layout(props: { ctx: TableCtx; action: VNode; log: VNode; moves: MatchLog }) {
  const { ctx } = props;
  const { tv } = ctx;
  const step = tv.step;
  const outcomes = useMonthOutcomes(props.moves);
  // Each move's Store cards travel where it put them (./motions.ts).
  const root = useTravels<HTMLDivElement>(ctx.session, bmTravels);
  return (
    <div ref={root} class="bm-layout">
      <div class="bm-main">
        {props.action}
        {props.log}
      </div>
      <div class="bm-side">
        <div class="bm-boards">
          <Boards
            seats={ctx.seats}
            players={tv.players}
            turnOrder={tv.turnOrder}
            prompts={tv.prompts}
            history={tv.history}
            showDemand={tv.viewer === 'table'}
            outcomes={outcomes}
          />
        </div>
        <div class="bm-market">
          <Market
            log={props.moves}
            phase={tv.phase}
            market={tv.market}
            prices={tv.prices}
            currentItem={currentItemOf(step)}
            shared={step.phase === 'sale' ? step.shared : null}
          />
        </div>
        <div class="bm-row">
          <StoreRow row={tv.row} preview={tv.preview} storeDeck={tv.counts.storeDeck} />
        </div>
      </div>
    </div>
  );
}

/** Each seat's outcomes this month from the table's log; unchanged ones keep their objects (and
 * the map its identity), so the boards (memo'd) are not drawn again when the log grows. */
function useMonthOutcomes(log: MatchLog): ReadonlyMap<number, Outcome> {
  const moves = log.moves.value;
  const last = useRef(new Map<number, Outcome>());
  return useMemo(() => {
    const next = monthOutcomes(moves);
    let same = next.size === last.current.size;
    for (const [seat, o] of next) {
      const before = last.current.get(seat);
      if (before && outcomeKey(before) === outcomeKey(o)) next.set(seat, before);
      else same = false;
    }
    if (!same) last.current = next;
    return last.current;
  }, [moves]);
}
