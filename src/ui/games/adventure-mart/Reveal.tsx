// Public moments shown as a screen over the table until someone continues: the Day's Bulletin,
// an Adventurer revealed for a Sale, a Checkout (the Gold, the tokens), and the end of a Day with
// where everyone stands (the Day's record from the view's history).
import type { GameEvent } from '../../../engine/types';
import { Card } from './cards';
import { describeEvent } from './log-lines';
import { cardInfo, nameOf, type AMCtx } from './model';
import { Who } from './parts';

type D = Record<string, unknown>;
const num = (x: unknown): number => (typeof x === 'number' ? x : 0);
const str = (x: unknown): string => (typeof x === 'string' ? x : '');

export function revealTitle(ctx: AMCtx, e: GameEvent): string {
  const d: D = e.data ?? {};
  switch (e.type) {
    case 'bulletin':
      return `Day ${num(d.day)}: the Daily Bulletin`;
    case 'sale-started':
      return `${nameOf(ctx, num(d.seat))} starts a Sale`;
    case 'checkout':
      return `Checkout: ${nameOf(ctx, num(d.seat))} serves ${str(d.name)}`;
    case 'clean-up':
      return `End of Day ${num(d.day)}`;
    default:
      return 'What happened';
  }
}

/** Net Worth, Gold and Adventurers served at the end of a Day, best first. */
function DayStanding(props: { ctx: AMCtx; day: number }) {
  const { ctx } = props;
  const rec = ctx.tv.history.find((h) => h.day === props.day);
  if (!rec) return null;
  const seats = ctx.tv.players.map((p) => p.seat).sort((a, b) => (rec.worth[b] ?? 0) - (rec.worth[a] ?? 0));
  return (
    <table class="scores">
      <caption>Where everyone stands after Day {props.day}</caption>
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col">Net Worth</th>
          <th scope="col">Gold</th>
          <th scope="col">Adventurers</th>
        </tr>
      </thead>
      <tbody>
        {seats.map((seat) => (
          <tr key={seat}>
            <th scope="row"><Who ctx={ctx} seat={seat} /></th>
            <td>{rec.worth[seat] ?? 0}</td>
            <td>{rec.gold[seat] ?? 0}</td>
            <td>{rec.sales[seat] ?? 0}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function RevealBody(props: { ctx: AMCtx; event: GameEvent }) {
  const { ctx, event } = props;
  const d: D = event.data ?? {};
  if (event.type === 'clean-up') {
    return (
      <div class="am-reveal am-end">
        <DayStanding ctx={ctx} day={num(d.day)} />
        {describeEvent(event, (s) => nameOf(ctx, s)).map((l, i) => <p key={i}>{l.text}</p>)}
      </div>
    );
  }
  const lines = describeEvent(event, (s) => nameOf(ctx, s)).filter((l) => !l.divider);
  const id = typeof d.card === 'number' ? d.card : typeof d.adventurer === 'number' ? d.adventurer : null;
  return (
    <div class="am-reveal">
      <p><Who ctx={ctx} seat={num(d.seat)} big /></p>
      {id !== null ? <Card card={cardInfo(id)} size="large" /> : null}
      {lines.map((l, i) => <p key={i}>{l.text}</p>)}
    </div>
  );
}
