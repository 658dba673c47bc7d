// Investment: buy or sell points once, with the cap and the prices shown (BM-I1..I5).
import { useState } from 'preact/hooks';
import { MAX_POINTS_BOUGHT } from '../../../games/brick-and-mortar/constants';
import { legalFor, nameOf, plural } from './model';
import { money } from './parts';
import { Stepper } from './Stepper';
import { type ActionProps, only, Panel } from './action-parts';

export function Invest(props: ActionProps) {
  const { ctx, seat, act, confirm, busy } = props;
  const legal = only(legalFor(ctx, seat), 'invest');
  const buys = legal.map((a) => a.points).filter((k) => k > 0).sort((a, b) => a - b);
  const sells = legal.map((a) => -a.points).filter((k) => k > 0).sort((a, b) => a - b);
  const [buy, setBuy] = useState(buys[0] ?? 0);
  const [sell, setSell] = useState(sells[0] ?? 0);
  const name = nameOf(ctx, seat);
  const me = ctx.tv.players[seat];
  const { point, pointSale } = ctx.tv.prices;
  return (
    <Panel id="bm-action-title" title={`${name}'s Investment`}>
      <p>
        {name} has {money(me?.cash ?? 0)} and {me?.points ?? 0} points. Points cost {money(point)} each, paid in cash (never debt),
        at most {buys.length > 0 ? Math.max(...buys) : 0} now ({MAX_POINTS_BOUGHT} per phase at most); selling gives {money(pointSale)} a point. One
        choice, then the turn passes.
      </p>
      {/* Pass comes first, the likeliest choice early on: the focus starts on the first stepper
          (data-first-choice), so Pass is one Shift+Tab back and Buy an arrow and Enter away. */}
      <button type="button" class="button button-big" disabled={busy} onClick={() => void act({ type: 'invest', points: 0 })}>
        Pass
      </button>
      <div class="invest-grid" data-first-choice>
        {buys.length > 0 ? (
          <div>
            <Stepper label="Points to buy" values={buys} value={buy} onChange={setBuy} jumps />
            <button type="button" class="button button-primary button-big" disabled={busy} onClick={() => void act({ type: 'invest', points: buy })}>
              Buy {plural(buy, 'point')} for {money(buy * point)}
            </button>
          </div>
        ) : (
          <p class="muted">Not enough cash to buy a point.</p>
        )}
        {sells.length > 0 ? (
          <div>
            <Stepper label="Points to sell" values={sells} value={sell} onChange={setSell} jumps />
            <button
              type="button"
              class="button button-danger-outline button-big"
              disabled={busy}
              onClick={() =>
                confirm({
                  message: `${name} sells ${plural(sell, 'point')} for ${money(sell * pointSale)}?`,
                  detail: `${name} goes from ${me?.points ?? 0} to ${(me?.points ?? 0) - sell} points; turn order changes at once.`,
                  confirmLabel: `Sell ${plural(sell, 'point')}`,
                  cancelLabel: 'Keep the points',
                  onConfirm: () => void act({ type: 'invest', points: -sell }),
                })
              }
            >
              Sell {plural(sell, 'point')} for {money(sell * pointSale)}
            </button>
          </div>
        ) : null}
      </div>
    </Panel>
  );
}
