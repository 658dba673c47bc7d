// Public moments shown as a screen over the table until someone continues: the Day's Bulletin,
// an Adventurer revealed for a Sale, a Checkout (the Gold, the tokens), and the end of a Day with
// where everyone stands (the Day's record from the view's history).
import type { GameEvent } from '../../../engine/types';
import { isAMEvent } from '../../../games/adventure-mart/events';
import { Card } from './cards';
import { describeEvent } from './log-lines';
import { cardInfo, nameOf, type AMCtx } from './model';
import { Who } from './parts';

export function revealTitle(ctx: AMCtx, e: GameEvent): string {
  if (!isAMEvent(e)) return 'What happened';
  switch (e.type) {
    case 'bulletin':
      return `Day ${e.data.day}: the Daily Bulletin`;
    case 'sale-started':
      return `${nameOf(ctx, e.data.seat)} starts a Sale`;
    case 'checkout':
      return `Checkout: ${nameOf(ctx, e.data.seat)} serves ${e.data.name}`;
    case 'clean-up':
      return `End of Day ${e.data.day}`;
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
  if (!isAMEvent(event)) return null;
  if (event.type === 'clean-up') {
    return (
      <div class="am-reveal am-end">
        <DayStanding ctx={ctx} day={event.data.day} />
        {describeEvent(event, (s) => nameOf(ctx, s)).map((l, i) => <p key={i}>{l.text}</p>)}
      </div>
    );
  }
  const lines = describeEvent(event, (s) => nameOf(ctx, s)).filter((l) => !l.divider);
  // The card the moment is about: the Bulletin or the Adventurer revealed, or the one served.
  const d = event.data;
  const id = 'card' in d && typeof d.card === 'number' ? d.card : 'adventurer' in d ? d.adventurer : null;
  const seat = 'seat' in d ? (d.seat ?? 0) : 0;
  return (
    <div class="am-reveal">
      <p><Who ctx={ctx} seat={seat} big /></p>
      {id !== null ? <Card card={cardInfo(id)} size="large" /> : null}
      {lines.map((l, i) => <p key={i}>{l.text}</p>)}
    </div>
  );
}
