// The turn order, beside the board at all times: it changes with points every month, and a table
// may notice only once a round has started. Each "Move Ben before Ana" is one saved move, sent for
// the person who stands for the table (the engine lists it for that seat alone); the tie-break of
// a round uses the order in force when its last entry is in.
import { useState } from 'preact/hooks';
import { findLegal } from '../../../engine/action-shape';
import type { DialAction } from '../../../games/bidding-dial';
import { Who } from '../../match/Who';
import { nameOf, type DialCtx } from './model';

export function TurnOrder(props: { ctx: DialCtx }) {
  const { ctx } = props;
  const order = ctx.tv.turnOrder;
  const seat = ctx.tv.tableSeat;
  const legal = ctx.tv.ended ? [] : ctx.game.legal(ctx.state, seat);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const swapped = (i: number) => {
    const next = order.slice();
    [next[i - 1], next[i]] = [next[i]!, next[i - 1]!];
    return findLegal(legal, { type: 'turn-order', order: next } as DialAction);
  };
  async function send(action: DialAction) {
    setSending(true);
    setError(null);
    const r = await ctx.session.dispatch(seat, action);
    setSending(false);
    if (!r.ok) setError(r.error.message);
  }
  return (
    <section class="bd-turn-order" aria-labelledby="bd-turn-title">
      <h2 id="bd-turn-title">Turn order</h2>
      <p class="hint">First to last, as on the board. Same price: the player later in turn order goes first.</p>
      {error ? (
        <p role="alert" class="notice notice-error">
          {error}
        </p>
      ) : null}
      <ol class="bd-turn-list">
        {order.map((s, i) => {
          const action = i > 0 ? swapped(i) : undefined;
          return (
            <li key={s}>
              <Who ctx={ctx} seat={s} big />
              {action ? (
                <button type="button" class="button" disabled={sending} onClick={() => void send(action)}>
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
