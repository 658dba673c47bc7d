// Brick & Mortar's board around the shell's action area and log. Portrait (and narrow): one
// column, in the order action, boards, market, row, log. Landscape (the whole table on one
// screen): the action and the log on the left; the boards, the market and the public row on the
// right.
import type { VNode } from 'preact';
import { Boards } from './Board';
import { Market, StoreRow } from './Market';
import type { TableCtx } from './model';

export function Layout(props: { ctx: TableCtx; action: VNode; log: VNode }) {
  const { ctx } = props;
  return (
    <div class="bm-layout">
      <div class="bm-main">
        {props.action}
        {props.log}
      </div>
      <div class="bm-side">
        <div class="bm-boards">
          <Boards ctx={ctx} />
        </div>
        <div class="bm-market">
          <Market ctx={ctx} />
        </div>
        <div class="bm-row">
          <StoreRow ctx={ctx} />
        </div>
      </div>
    </div>
  );
}
