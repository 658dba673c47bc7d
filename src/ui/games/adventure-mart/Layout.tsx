// The whole table in one grid. Landscape without a Sale: the action area heads the main column,
// then the Town, the Depot and the Stores; the Day, the log and the Abyss run down the side.
// Landscape during a Sale: the Sale (its Adventurer and every Offer) takes the head of the main
// column and the action area moves to the top of the side column, so the Sale fits the first
// screen under the shell's status lines. Portrait: one column, the action first, the log last.
import type { VNode } from 'preact';
import { useTravels } from '../../motion/use-travels';
import { Abyss, DayPanel, Depots, Town } from './Board';
import { amTravels } from './motions';
import { Players } from './Players';
import type { AMCtx } from './model';
import { SalePanel } from './Sale';

export function Layout(props: { ctx: AMCtx; action: VNode; log: VNode }) {
  const { ctx } = props;
  const { tv } = ctx;
  const sale = tv.sale !== null;
  // Each move's cards travel where it put them (./motions.ts).
  const root = useTravels<HTMLDivElement>(ctx.session, amTravels);
  return (
    <div ref={root} class={`am-table${sale ? ' am-has-sale' : ''}`}>
      <div class="am-action">{props.action}</div>
      {tv.sale ? <SalePanel seats={ctx.seats} sale={tv.sale} players={tv.players} react={tv.react} /> : null}
      <div class="am-board">
        <Town town={tv.town} />
        <Depots seats={ctx.seats} depot={tv.depot} />
      </div>
      <Players seats={ctx.seats} players={tv.players} initiative={tv.initiative} />
      <aside class="am-side" aria-label="Day, log and Abyss">
        <DayPanel
          seats={ctx.seats}
          day={tv.day}
          days={tv.days}
          initiative={tv.initiative}
          bulletin={tv.bulletin}
          bulletinsLeft={tv.bulletinsLeft}
        />
        <div class="am-log">{props.log}</div>
        <Abyss abyss={tv.abyss} />
      </aside>
    </div>
  );
}
