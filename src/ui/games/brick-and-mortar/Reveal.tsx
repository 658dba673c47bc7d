// What a reveal shows (the shell's RevealDialog frames it): when the last sealed entry arrives,
// every entry turns over together, sorted into the order it will be served, with the tie-break
// named where it decided; under a sale's, what each seller served at once sold and discarded
// (./outcomes.tsx), and debt taken by the bills that followed.
import type { GameEvent, Seat } from '../../../engine/types';
import { ITEMS } from '../../../games/brick-and-mortar/constants';
import { isBMEvent, type BMEvent } from '../../../games/brick-and-mortar/events';
import { itemLabel, nameOf, plural, type TableCtx } from './model';
import { ItemTag, Who, money } from './parts';
import { tieBreakSentences } from '../crate-market/service-order';
import { OutcomeText, revealOutcomes } from './outcomes';

export const REVEAL_TYPES = ['advertising-revealed', 'supply-revealed', 'sale-revealed', 'demand-revealed'] as const;

type RevealEvent = Extract<BMEvent, { type: (typeof REVEAL_TYPES)[number] }>;
const isReveal = (e: GameEvent): e is RevealEvent => isBMEvent(e) && (REVEAL_TYPES as readonly string[]).includes(e.type);

export function revealTitle(e: GameEvent): string {
  if (!isReveal(e)) return 'Demand cards revealed';
  switch (e.type) {
    case 'advertising-revealed':
      return 'Market cards revealed';
    case 'supply-revealed':
      return `Sealed bids for ${itemLabel(e.data.item)} revealed`;
    case 'sale-revealed':
      return `Sealed offers for ${itemLabel(e.data.item)} revealed`;
    case 'demand-revealed':
      return 'Demand cards revealed';
  }
}

export function RevealBody(props: { ctx: TableCtx; event: GameEvent }) {
  const { ctx, event } = props;
  if (!isReveal(event)) return null;
  const name = (s: Seat) => nameOf(ctx, s);
  if (event.type === 'advertising-revealed') {
    return (
      <ul class="reveal-list">
        {event.data.entries.map((en) => (
          <li key={en.seat}>
            <Who ctx={ctx} seat={en.seat} big />{' '}
            {en.supply.length === 0 ? 'no Supply card' : 'Supply: '}
            {en.supply.map((c, i) => (
              <span key={i}>
                {i > 0 ? ', ' : ''}
                <ItemTag item={c.item} count={c.crates} suffix=" crates" />
              </span>
            ))}
            {' · '}
            {plural(en.demandCount, 'Demand card')} face down until the Sale
          </li>
        ))}
      </ul>
    );
  }
  if (event.type === 'demand-revealed') {
    const shared = event.data.shared;
    return (
      <>
        <ul class="reveal-list">
          {event.data.entries.map((en) => (
            <li key={en.seat}>
              <Who ctx={ctx} seat={en.seat} big />{' '}
              {en.demand.length === 0 ? 'no Demand card' : ''}
              {en.demand.map((c, i) => (
                <span key={i}>
                  {i > 0 ? ', ' : ''}
                  <ItemTag item={c.item} count={c.boxes} suffix=" boxes" />
                </span>
              ))}
            </li>
          ))}
        </ul>
        <p>
          Shared demand:{' '}
          {ITEMS.map((item, i) => (
            <span key={item}>
              {i > 0 ? ', ' : ''}
              <ItemTag item={item} count={shared[i] ?? 0} />
            </span>
          ))}
        </p>
      </>
    );
  }
  // Supply's entries carry a price; a Sale's a quantity and a price.
  const { order, entries, tieBreaks } = event.data;
  const bySeat = new Map<Seat, { price: number; quantity?: number }>(entries.map((en) => [en.seat, en]));
  const selling = event.type === 'sale-revealed';
  const abstained = selling ? event.data.entries.filter((en) => en.quantity === 0).map((en) => en.seat) : [];
  const ties = tieBreakSentences(order, tieBreaks, name, 'price');
  // What each bidder served at once stocked or sold (a person's own choice comes later, on the board).
  const outcomes = revealOutcomes(event, ctx.session.lastMove?.peek()?.events, REVEAL_TYPES);
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
              <span class="big-number">{money(en?.price ?? 0)}</span>
              {selling ? ` for ${plural(en?.quantity ?? 0, 'crate')}` : ' per crate'}
              <span class="reveal-outcome">
                {' → '}
                {outcomes.has(s) ? <OutcomeText o={outcomes.get(s)!} /> : selling ? 'still to deliver' : 'still to stock'}
              </span>
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
