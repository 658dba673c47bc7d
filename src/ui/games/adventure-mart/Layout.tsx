// The whole table in one grid. Landscape without a Sale: the action area heads the main column,
// then the Town, the Depot and the Stores; the Day, the log and the Abyss run down the side.
// Landscape during a Sale: the Sale (its Adventurer and every Offer) takes the head of the main
// column and the action area moves to the top of the side column, so the Sale fits the first
// screen under the shell's status lines. Portrait: one column, the action first, the log last.
import type { VNode } from 'preact';
import { Abyss, DayPanel, Depots, Players, Town } from './Board';
import type { AMCtx } from './model';
import { SalePanel } from './Sale';

export function Layout(props: { ctx: AMCtx; action: VNode; log: VNode }) {
  const { ctx } = props;
  const sale = ctx.tv.sale !== null;
  return (
    <div class={`am-table${sale ? ' am-has-sale' : ''}`}>
      <div class="am-action">{props.action}</div>
      {sale ? <SalePanel ctx={ctx} /> : null}
      <div class="am-board">
        <Town ctx={ctx} />
        <Depots ctx={ctx} />
      </div>
      <Players ctx={ctx} />
      <aside class="am-side" aria-label="Day, log and Abyss">
        <DayPanel ctx={ctx} />
        <div class="am-log">{props.log}</div>
        <Abyss ctx={ctx} />
      </aside>
    </div>
  );
}
