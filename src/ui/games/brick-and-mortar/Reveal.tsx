// What a reveal shows (the shell's RevealDialog frames it): when the last sealed entry arrives,
// every entry turns over together, sorted into the order it will be served, with the tie-break
// named where it decided; under a sale's, what each seller served at once sold and discarded
// (./outcomes.tsx), and debt taken by the bills that followed.
import type { GameEvent, Seat } from '../../../engine/types';
import { itemLabel, nameOf, plural, type TableCtx } from './model';
import { ItemTag, Who, money } from './parts';
import { tieBreakSentences } from './log-lines';
import { OutcomeText, revealOutcomes } from './outcomes';

export const REVEAL_TYPES = ['advertising-revealed', 'supply-revealed', 'sale-revealed', 'demand-revealed'] as const;

type D = Record<string, unknown>;
const list = (x: unknown): D[] => (Array.isArray(x) ? (x as D[]) : []);
const num = (x: unknown): number => (typeof x === 'number' ? x : 0);

export function revealTitle(e: GameEvent): string {
  const item = itemLabel(String(e.data?.item ?? ''));
  switch (e.type) {
    case 'advertising-revealed':
      return 'Market cards revealed';
    case 'supply-revealed':
      return `Sealed bids for ${item} revealed`;
    case 'sale-revealed':
      return `Sealed offers for ${item} revealed`;
    default:
      return 'Demand cards revealed';
  }
}

export function RevealBody(props: { ctx: TableCtx; event: GameEvent }) {
  const { ctx, event } = props;
  const d: D = event.data ?? {};
  const name = (s: Seat) => nameOf(ctx, s);
  if (event.type === 'advertising-revealed') {
    return (
      <ul class="reveal-list">
        {list(d.entries).map((en) => (
          <li key={num(en.seat)}>
            <Who ctx={ctx} seat={num(en.seat)} big />{' '}
            {list(en.supply).length === 0 ? 'no Supply card' : 'Supply: '}
            {list(en.supply).map((c, i) => (
              <span key={i}>
                {i > 0 ? ', ' : ''}
                <ItemTag item={String(c.item)} count={num(c.crates)} suffix=" crates" />
              </span>
            ))}
            {' · '}
            {plural(num(en.demandCount), 'Demand card')} face down until the Sale
          </li>
        ))}
      </ul>
    );
  }
  if (event.type === 'demand-revealed') {
    const shared = Array.isArray(d.shared) ? (d.shared as number[]) : [];
    return (
      <>
        <ul class="reveal-list">
          {list(d.entries).map((en) => (
            <li key={num(en.seat)}>
              <Who ctx={ctx} seat={num(en.seat)} big />{' '}
              {list(en.demand).length === 0 ? 'no Demand card' : ''}
              {list(en.demand).map((c, i) => (
                <span key={i}>
                  {i > 0 ? ', ' : ''}
                  <ItemTag item={String(c.item)} count={num(c.boxes)} suffix=" boxes" />
                </span>
              ))}
            </li>
          ))}
        </ul>
        <p>
          Shared demand:{' '}
          {['food', 'clothing', 'electronics', 'jewelry', 'art'].map((item, i) => (
            <span key={item}>
              {i > 0 ? ', ' : ''}
              <ItemTag item={item} count={shared[i] ?? 0} />
            </span>
          ))}
        </p>
      </>
    );
  }
  const order = Array.isArray(d.order) ? (d.order as Seat[]) : [];
  const entries = list(d.entries);
  const bySeat = new Map(entries.map((en) => [num(en.seat), en]));
  const selling = event.type === 'sale-revealed';
  const abstained = selling ? entries.filter((en) => num(en.quantity) === 0).map((en) => num(en.seat)) : [];
  const ties = tieBreakSentences(order, Array.isArray(d.tieBreaks) ? (d.tieBreaks as boolean[]) : [], name, 'price');
  const outcomes = selling ? revealOutcomes(event, ctx.session.lastMove?.peek()?.events, REVEAL_TYPES) : new Map();
  const others = [...outcomes.keys()].filter((s) => !order.includes(s));
  return (
    <>
      <p>{selling ? 'Lowest price sells first.' : 'Highest price stocks first.'} Served in this order:</p>
      <ol class="reveal-order">
        {order.map((s) => {
          const en = bySeat.get(s);
          return (
            <li key={s}>
              <Who ctx={ctx} seat={s} big />{' '}
              <span class="big-number">{money(num(en?.price))}</span>
              {selling ? ` for ${plural(num(en?.quantity), 'crate')}` : ' per crate'}
              {selling ? (
                <span class="reveal-outcome">
                  {' → '}
                  {outcomes.has(s) ? <OutcomeText o={outcomes.get(s)!} /> : 'still to deliver'}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      {abstained.length > 0 ? <p>Sitting this one out: {abstained.map(name).join(', ')}.</p> : null}
      {others.map((s) => (
        <p key={s} class="reveal-outcome">
          <Who ctx={ctx} seat={s} />: <OutcomeText o={outcomes.get(s)!} />
        </p>
      ))}
      {ties.map((t) => (
        <p key={t} class="tie-break">
          {t}
        </p>
      ))}
    </>
  );
}
