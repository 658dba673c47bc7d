// The whole table in one layout. Landscape: the action area and the Sale in progress head the main
// column (so a Sale, its Adventurer and every Offer fit the first screen), then the Town, the Depot
// and the Stores; the Day, the log and the Abyss run down the side. Portrait: one column, action
// first, the log last.
import type { VNode } from 'preact';
import { Abyss, DayPanel, Depots, Players, Town } from './Board';
import type { AMCtx } from './model';
import { SalePanel } from './Sale';

export function Layout(props: { ctx: AMCtx; action: VNode; log: VNode }) {
  const { ctx } = props;
  const sale = ctx.tv.sale !== null;
  return (
    <div class={`am-table${sale ? ' am-has-sale' : ''}`}>
      <div class="am-main">
        <div class="am-action">{props.action}</div>
        {sale ? <SalePanel ctx={ctx} /> : null}
        <div class="am-board">
          <Town ctx={ctx} />
          <Depots ctx={ctx} />
        </div>
        <Players ctx={ctx} />
      </div>
      <aside class="am-side" aria-label="Day, log and Abyss">
        <DayPanel ctx={ctx} />
        <div class="am-log">{props.log}</div>
        <Abyss ctx={ctx} />
      </aside>
    </div>
  );
}
