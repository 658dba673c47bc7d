// The market (crates on offer by type, each type's minimum and maximum price) and, during the Sale,
// the shared demand; then the public Store row, oldest first, and the preview.
import { ITEMS, ITEM_LABELS } from '../../../games/brick-and-mortar/constants';
import { plural, type TableCtx } from './model';
import { Crates, ItemTag } from './parts';
import { StoreCardView } from './StoreCard';

const SHOWN = 10;

export function Market(props: { ctx: TableCtx }) {
  const { tv } = props.ctx;
  const step = tv.step;
  const shared = step.phase === 'sale' ? step.shared : null;
  const carried = tv.phase === 'building' || tv.phase === 'advertising' || tv.phase === 'draft';
  return (
    <section class="market" aria-labelledby="bm-market-title">
      <h2 id="bm-market-title">Market</h2>
      <p class="muted market-note">
        {carried
          ? 'Crates carried over from earlier months. Supply cards add more once everyone has advertised.'
          : 'Unbought crates stay here for later months.'}
      </p>
      <table class="market-table">
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Crates</th>
            <th scope="col">Min stock price</th>
            <th scope="col">Max sale price</th>
            {shared ? <th scope="col">Demand boxes</th> : null}
          </tr>
        </thead>
        <tbody>
          {ITEMS.map((item, i) => {
            const n = tv.market[item] ?? 0;
            return (
              <tr key={item} class={step.phase !== 'over' && 'item' in step && step.item === item ? 'is-current' : ''}>
                <th scope="row">
                  <ItemTag item={item} />
                </th>
                <td>
                  <span class="market-count">{n}</span>
                  <Crates item={item} filled={Math.min(n, SHOWN)} label={`${n} ${ITEM_LABELS[i]} crates`} />
                  {n > SHOWN ? <span aria-hidden="true"> +{n - SHOWN}</span> : null}
                </td>
                <td>${tv.prices.min[i]}</td>
                <td>${tv.prices.max[i]}</td>
                {shared ? <td>{shared[i] ?? 0}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

export function StoreRow(props: { ctx: TableCtx }) {
  const { tv } = props.ctx;
  return (
    <section class="row" aria-labelledby="bm-row-title">
      <h2 id="bm-row-title">Public Stores</h2>
      <p class="muted">
        Only these four can be auctioned, oldest first. {plural(tv.counts.storeDeck, 'card')} left in the Store deck.
      </p>
      <ul class="row-cards" aria-label="Public Store row">
        {tv.row.map((card, i) => (
          <li key={card.id}>
            <StoreCardView card={card} tag={i === 0 ? 'Oldest' : i === tv.row.length - 1 ? 'Newest' : `Row ${i + 1}`} compact />
          </li>
        ))}
        {tv.preview ? (
          <li class="preview">
            <StoreCardView card={tv.preview} tag="Preview: joins the row next" compact />
          </li>
        ) : null}
      </ul>
    </section>
  );
}
