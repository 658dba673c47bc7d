// The table around the shell's action area and log: the last reveal, readable at arm's length
// until the next round starts, the turn order (settable at any time), and the history of this
// sitting's rounds, newest first.
import type { VNode } from 'preact';
import type { TableTools } from '../../match/game-ui';
import type { RoundRecord } from '../../../games/bidding-dial';
import { roundTitle, type DialCtx } from './model';
import { ServiceOrder } from './ServiceOrder';
import { TurnOrder } from './TurnOrder';

export function Layout(props: { ctx: DialCtx; action: VNode; log: VNode; tools: TableTools }) {
  const { ctx } = props;
  const last = ctx.tv.round === null ? ctx.tv.history[ctx.tv.history.length - 1] : undefined;
  return (
    <div class="bd-layout">
      <div class="bd-main">
        {props.action}
        {props.log}
      </div>
      <div class="bd-side">
        {last ? <LastReveal ctx={ctx} record={last} /> : null}
        {ctx.tv.ended ? null : <TurnOrder ctx={ctx} tools={props.tools} />}
        <History ctx={ctx} />
      </div>
    </div>
  );
}

function LastReveal(props: { ctx: DialCtx; record: RoundRecord }) {
  return (
    <section class="bd-last" aria-labelledby="bd-last-title">
      <h2 id="bd-last-title">{roundTitle(props.record)}: service order</h2>
      <ServiceOrder ctx={props.ctx} record={props.record} big />
    </section>
  );
}

export function History(props: { ctx: Pick<DialCtx, 'seats' | 'tv'> }) {
  const rounds = props.ctx.tv.history.slice().reverse();
  return (
    <section class="bd-history" aria-labelledby="bd-history-title">
      <h2 id="bd-history-title">Rounds of this sitting</h2>
      {rounds.length === 0 ? (
        <p class="muted">No round revealed yet.</p>
      ) : (
        <ul class="bd-history-list">
          {rounds.map((r) => (
            <li key={r.number}>
              <h3>{roundTitle(r)}</h3>
              <ServiceOrder ctx={props.ctx} record={r} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
