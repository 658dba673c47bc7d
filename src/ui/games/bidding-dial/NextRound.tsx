// Between rounds, on the table in everyone's sight: Supply or Sale, the item type, who is tapped
// out, then "Start"; or end the sitting. Only the engine's legal choices are offered. (The turn
// order is set beside the board, ./TurnOrder.tsx, at any time.)
import { useState } from 'preact/hooks';
import { findLegal, sameJson } from '../../../engine/action-shape';
import type { Seat } from '../../../engine/types';
import type { Bidding, DialAction } from '../../../games/bidding-dial';
import { ITEMS } from '../../../games/bidding-dial/constants';
import type { OpenDecisionProps } from '../../match/game-ui';
import { Who } from '../../match/Who';
import { ItemTag } from '../crate-market/items';
import { biddingLabel, itemLabel, nameOf, type DialCtx } from './model';

const BIDDINGS: readonly { id: Bidding; hint: string }[] = [
  { id: 'supply', hint: 'a price per crate; highest stocks first' },
  { id: 'sale', hint: 'a quantity and a price; lowest sells first' },
];

export function NextRound(props: OpenDecisionProps<DialCtx>) {
  const { ctx, prompt, tools } = props;
  const legal = ctx.game.legal(ctx.state, prompt.seat);
  const [bidding, setBidding] = useState<Bidding | null>(null);
  const [item, setItem] = useState<number | null>(null);
  const [out, setOut] = useState<Seat[]>([]);
  const starts = legal.filter((a): a is Extract<DialAction, { type: 'start-round' }> => a.type === 'start-round');
  const outAllowed = (o: Seat[]) => starts.some((a) => sameJson(a.out, o));
  const start = bidding !== null && item !== null ? findLegal(legal, { type: 'start-round', bidding, item, out } as DialAction) : undefined;
  const number = ctx.tv.history.length + 1;
  const toggleOut = (seat: Seat) =>
    setOut((o) => (o.includes(seat) ? o.filter((s) => s !== seat) : [...o, seat].sort((a, b) => a - b)));
  return (
    <section class="action-panel bd-next" aria-labelledby="bd-next-title">
      <h2 id="bd-next-title" class="action-title">
        Round {number}: what is bid?
      </h2>
      <fieldset class="card-choice">
        <legend>Bidding</legend>
        <div class="bd-choices">
          {BIDDINGS.map((b) => (
            <label key={b.id} class={`segment-choice${bidding === b.id ? ' is-on' : ''}`}>
              <input type="radio" name="bd-bidding" checked={bidding === b.id} onChange={() => setBidding(b.id)} />
              <span>
                {biddingLabel(b.id)} <span class="hint">({b.hint})</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset class="card-choice">
        <legend>Item type</legend>
        <div class="bd-choices">
          {ITEMS.map((name, i) => (
            <label key={name} class={`segment-choice${item === i ? ' is-on' : ''}`}>
              <input type="radio" name="bd-item" aria-label={itemLabel(i)} checked={item === i} onChange={() => setItem(i)} />
              <ItemTag item={name} label={itemLabel(i)} />
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset class="card-choice">
        <legend>Tapped out (they enter nothing this round)</legend>
        <div class="bd-choices">
          {ctx.tv.turnOrder.map((seat) => {
            const on = out.includes(seat);
            const next = on ? out.filter((s) => s !== seat) : [...out, seat].sort((a, b) => a - b);
            const allowed = outAllowed(next);
            return (
              <label key={seat} class={`segment-choice${on ? ' is-on' : ''}${allowed ? '' : ' is-disabled'}`}>
                <input
                  type="checkbox"
                  aria-label={`${nameOf(ctx, seat)} is tapped out`}
                  checked={on}
                  disabled={!allowed}
                  onChange={() => toggleOut(seat)}
                />
                <Who ctx={ctx} seat={seat} />
              </label>
            );
          })}
        </div>
      </fieldset>
      <button
        type="button"
        class="button button-primary button-big"
        disabled={!start || tools.busy}
        onClick={() => start && void tools.act(prompt.seat, start)}
      >
        {bidding && item !== null ? `Start the ${biddingLabel(bidding)} round for ${itemLabel(item)}` : 'Choose Supply or Sale and the item type'}
      </button>
      <p class="bd-end-line">
        <button
          type="button"
          class="button button-danger-outline"
          disabled={tools.busy}
          onClick={() =>
            tools.confirm({
              message: 'End this sitting?',
              detail: 'The rounds stay in the history, but no new round can start. Home lists the sitting as finished.',
              confirmLabel: 'End the sitting',
              onConfirm: () => void tools.act(prompt.seat, { type: 'end-sitting' }),
            })
          }
        >
          End this sitting
        </button>
      </p>
    </section>
  );
}
