// The turn order, beside the board at all times: it changes with points every month, and a table
// may notice only once a round has started. Each "Move Ben before Ana" is one saved move, sent for
// the person who stands for the table (the engine lists it for that seat alone); the tie-break of
// a round uses the order in force when its last entry is in. A refusal shows in the table's
// action area, like any move's.
import { findLegal } from '../../../engine/action-shape';
import type { DialAction } from '../../../games/bidding-dial';
import type { TableTools } from '../../match/game-ui';
import { Who } from '../../match/Who';
import { nameOf, type DialCtx } from './model';

export function TurnOrder(props: { ctx: DialCtx; tools: TableTools }) {
  const { ctx, tools } = props;
  const order = ctx.tv.turnOrder;
  const seat = ctx.tv.tableSeat;
  const legal = ctx.tv.ended ? [] : ctx.game.legal(ctx.state, seat);
  const swapped = (i: number) => {
    const next = order.slice();
    [next[i - 1], next[i]] = [next[i]!, next[i - 1]!];
    return findLegal(legal, { type: 'turn-order', order: next } as DialAction);
  };
  return (
    <section class="bd-turn-order" aria-labelledby="bd-turn-title">
      <h2 id="bd-turn-title">Turn order</h2>
      <p class="hint">First to last, as on the board. Same price: the player later in turn order goes first.</p>
      <ol class="bd-turn-list">
        {order.map((s, i) => {
          const action = i > 0 ? swapped(i) : undefined;
          return (
            <li key={s}>
              <Who ctx={ctx} seat={s} big />
              {action ? (
                <button type="button" class="button" disabled={tools.busy} onClick={() => void tools.act(seat, action)}>
                  Move {nameOf(ctx, s)} before {nameOf(ctx, order[i - 1]!)}
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
