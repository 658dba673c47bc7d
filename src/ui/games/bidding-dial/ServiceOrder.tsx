// A revealed round in service order: who is served first to last with their price (and quantity in
// a Sale), the tie-break named where it decided, who sat out. The reveal, the board's "last
// reveal" and the history all show a round this way.
import type { RoundRecord } from '../../../games/bidding-dial';
import { tieBreakSentences } from '../crate-market/service-order';
import { joinNames, Who } from '../../match/Who';
import { crates, money, nameOf, type DialCtx } from './model';

export function tieSentences(ctx: Pick<DialCtx, 'seats'>, r: RoundRecord): string[] {
  return tieBreakSentences(r.order, r.tieBreaks, (s) => nameOf(ctx, s), 'price');
}

export function ServiceOrder(props: { ctx: Pick<DialCtx, 'seats'>; record: RoundRecord; big?: boolean }) {
  const { ctx, record: r } = props;
  const selling = r.bidding === 'sale';
  const bySeat = new Map(r.entries.map((e) => [e.seat, e]));
  const ties = tieSentences(ctx, r);
  return (
    <div class={`bd-served${props.big ? ' is-big' : ''}`}>
      <p class="bd-rule">{selling ? 'Lowest price sells first.' : 'Highest price stocks first.'}</p>
      {r.order.length > 0 ? (
        <ol class="bd-order" aria-label="Service order">
          {r.order.map((seat) => {
            const e = bySeat.get(seat);
            return (
              <li key={seat}>
                <Who ctx={ctx} seat={seat} big={props.big} />{' '}
                <span class="bd-price">{money(e?.price ?? 0)}</span>
                <span class="bd-per">{selling ? ` for ${crates(e?.quantity ?? 0)}` : ' per crate'}</span>
              </li>
            );
          })}
        </ol>
      ) : (
        <p>Nobody offered any crates.</p>
      )}
      {ties.map((t) => (
        <p key={t} class="tie-break">
          {t}
        </p>
      ))}
      {r.abstained.length > 0 ? <p>Quantity 0, sitting this Sale out: {joinNames(r.abstained.map((s) => nameOf(ctx, s)))}.</p> : null}
      {r.out.length > 0 ? <p>Tapped out: {joinNames(r.out.map((s) => nameOf(ctx, s)))}.</p> : null}
    </div>
  );
}
