// Public moments shown as a screen over the table until someone continues: the Day's Bulletin,
// an Adventurer revealed for a Sale, and a Checkout (the Gold, the Stock sold, the tokens).
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
    default:
      return 'What happened';
  }
}

export function RevealBody(props: { ctx: AMCtx; event: GameEvent }) {
  const { ctx, event } = props;
  const d: D = event.data ?? {};
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
