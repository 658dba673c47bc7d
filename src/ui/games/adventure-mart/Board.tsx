// The public table: the Day and its Bulletin, the three Depot queues with what each player would
// pay (discounts named by who gets them), the Town's face-down Adventurer queue, the Initiative,
// and the Abyss (every player's Store, Gold, tokens and counts: Players.tsx). Only the table view.
import type { Seat } from '../../../engine/types';
import type { AMView, DepotView } from '../../../games/adventure-mart/view';
import { memo } from '../../match/memo';
import { Card, CardBack } from './cards';
import { joinNames, nameOf, plural, type AMCtx, type Named } from './model';
import { CardList, Folded, Who } from './parts';

const DEPOT_TITLES = { stock: 'Stock', fixtures: 'Fixtures', staff: 'Staff' } as const;
const DECK_NAMES = { stock: 'Stock Deck', fixtures: 'Fixture Deck', staff: 'Staff Deck' } as const;

// The board's parts take slices of the table view and are memo'd: ../../match/share.ts keeps every
// slice that a move left alone, so a move renders only the parts it changed.

export const DayPanel = memo(function DayPanel(props: {
  seats: Named['seats'];
  day: number;
  days: number;
  initiative: AMView['initiative'];
  bulletin: AMView['bulletin'];
  bulletinsLeft: number;
}) {
  const tv = props;
  return (
    <section class="am-panel am-day" aria-label="Day and Bulletin">
      <p class="am-day-title">
        <strong>Day {tv.day} of {tv.days}</strong>
        <span> · Initiative: </span>
        <Who ctx={props} seat={tv.initiative} />
      </p>
      {tv.bulletin ? <Card card={tv.bulletin} size="normal" /> : <p class="muted">No Bulletin in force.</p>}
      <p class="muted">{plural(tv.bulletinsLeft, 'Bulletin')} still face down</p>
    </section>
  );
});

/** "Ana pays 3, Ben pays 2" for every seat whose price differs from the printed one. */
function discountText(ctx: Named, printed: number | null, costs: readonly number[]): string {
  const differ = costs.map((c, seat) => ({ c, seat })).filter((x) => printed === null || x.c !== printed);
  if (printed === null) {
    const same = costs.every((c) => c === costs[0]);
    return same ? `${costs[0]} Gold` : costs.map((c, seat) => `${nameOf(ctx, seat)} ${c}`).join(', ');
  }
  if (differ.length === 0) return '';
  return differ.map((x) => `${nameOf(ctx, x.seat)} pays ${x.c}`).join(', ');
}

function Depot(props: { ctx: Named; from: keyof typeof DEPOT_TITLES; depot: DepotView }) {
  const { ctx, from, depot } = props;
  return (
    <section class="am-depot" aria-label={`${DEPOT_TITLES[from]} queue`} data-depot={from}>
      <h3>{DEPOT_TITLES[from]}</h3>
      {depot.queue.length === 0 ? <p class="muted am-empty">Queue empty</p> : (
        <ul class="am-cards am-cards-normal">
          {depot.queue.map((q) => {
            const printed = q.card.kind === 'adventurer' || q.card.kind === 'bulletin' ? null : q.card.cost;
            const off = discountText(ctx, printed, q.costs);
            return (
              <li key={q.card.id}>
                <Card card={q.card}>{off ? <p class="am-discount">Discount: {off}</p> : null}</Card>
              </li>
            );
          })}
        </ul>
      )}
      <p class="am-deck" data-pile="deck">
        {DECK_NAMES[from]}: {plural(depot.deck, 'card')}
        {depot.deck > 0 ? <> · top card costs {discountText(ctx, null, depot.deckCosts)}</> : null}
      </p>
    </section>
  );
}

export const Depots = memo(function Depots(props: { seats: Named['seats']; depot: AMView['depot'] }) {
  const { depot } = props;
  return (
    <section class="am-panel am-depots" aria-label="Depot">
      <h2>Depot</h2>
      <Depot ctx={props} from="stock" depot={depot.stock} />
      <Depot ctx={props} from="fixtures" depot={depot.fixtures} />
      <Depot ctx={props} from="staff" depot={depot.staff} />
    </section>
  );
});

export const Town = memo(function Town(props: { town: AMView['town'] }) {
  const tv = props;
  return (
    <section class="am-panel am-town" aria-label="Adventurers">
      <h2>Adventurers</h2>
      {tv.town.queue.length === 0 ? <p class="muted">Every Adventurer has been served today.</p> : (
        <ol class="am-cards am-cards-mini">
          {tv.town.queue.map((a, slot) => (
            <li key={slot}>
              {a ? <Card card={a} size="mini" marks={['In a Sale']} /> : <CardBack label={`Adventurer ${slot + 1}, face down`} />}
            </li>
          ))}
        </ol>
      )}
      <p class="muted">Adventurer Deck: {plural(tv.town.deck, 'card')}</p>
    </section>
  );
});

export const Abyss = memo(function Abyss(props: { abyss: AMView['abyss'] }) {
  const { abyss } = props;
  return (
    <section class="am-panel am-abyss" aria-label="Abyss" data-pile="abyss">
      <h2>Abyss</h2>
      <p class="muted">{plural(abyss.length, 'card')} banished{abyss.length > 0 ? ' (newest first)' : ''}</p>
      {abyss.length > 0 ? (
        <Folded summary="Show the Abyss">
          {() => <CardList label="Banished cards" cards={abyss.slice().reverse()} size="mini" />}
        </Folded>
      ) : null}
    </section>
  );
});

/** Who is still to make a final action (AM-T2), for the status line. */
export function finalsText(ctx: AMCtx): string {
  const f = ctx.tv.finals;
  return f.length === 0 ? '' : `Final actions still to come: ${joinNames(f.map((s: Seat) => nameOf(ctx, s)))}.`;
}
