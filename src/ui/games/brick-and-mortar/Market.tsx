// The market (crates on offer by type, each type's minimum and maximum price) and, during the Sale,
// the shared demand; then the public Store row, oldest first, and the preview. Crates carried over
// from earlier months are shown apart from the ones this month's Supply cards brought (read from
// this month's public Advertising reveal in the table's log).
import { useEffect, useState } from 'preact/hooks';
import type { MatchLog } from '../../../app/match-log';
import { ITEMS, ITEM_LABELS } from '../../../games/brick-and-mortar/constants';
import type { BMView } from '../../../games/brick-and-mortar';
import { isBMEventOf } from '../../../games/brick-and-mortar/events';
import { memo } from '../../match/memo';
import { plural } from './model';
import { Crates, ItemTag } from './parts';
import { TableCard } from './Details';

const SHOWN = 10;

/** Phases that come after this month's Advertising reveal. */
const AFTER_REVEAL = new Set(['supply', 'warehouse', 'sale', 'utilities', 'investment']);

function sameCounts(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/**
 * Crates per type this month's Advertising reveal added to the market, read from the table's log
 * while `needed` (the phases after the reveal); null otherwise.
 */
function useLatestSupply(log: MatchLog, needed: boolean): Record<string, number> | null {
  const [found, setFound] = useState<Record<string, number> | null>(null);
  useEffect(() => {
    if (!needed) {
      setFound(null);
      return;
    }
    return log.moves.subscribe((moves) => {
      for (let i = moves.length - 1; i >= 0; i--) {
        const e = moves[i]!.events.find((ev) => isBMEventOf(ev, 'advertising-revealed'));
        if (!e) continue;
        const added: Record<string, number> = {};
        for (const entry of e.data.entries) {
          for (const c of entry.supply) added[c.item] = (added[c.item] ?? 0) + c.crates;
        }
        // The same reveal is found again after every move: keep the object the market drew with,
        // so a move that left the market alone does not draw it again.
        setFound((was) => (was && sameCounts(was, added) ? was : added));
        return;
      }
      // The log opens with its latest moves only; a long month's reveal may lie before them.
      if (log.earlier.peek()) void log.loadEarlier();
      setFound(null);
    });
  }, [log, needed]);
  return found;
}

export interface MarketProps {
  /** The table's public log (this month's reveal says which crates are new). */
  log: MatchLog;
  phase: BMView['phase'];
  market: BMView['market'];
  prices: BMView['prices'];
  /** The item being supplied or sold now, if any. */
  currentItem: string | null;
  /** The Sale's shared demand, by item. */
  shared: readonly number[] | null;
}

/** Memo'd on slices of the table view (../../match/share.ts keeps the unchanged ones). */
export const Market = memo(function Market(props: MarketProps) {
  const { market, prices, shared, currentItem } = props;
  const carried = props.phase === 'building' || props.phase === 'advertising' || props.phase === 'draft';
  const added = useLatestSupply(props.log, !carried && AFTER_REVEAL.has(props.phase));
  return (
    <section class="market" aria-labelledby="bm-market-title">
      <h2 id="bm-market-title">Market</h2>
      <p class="muted market-note">
        {carried
          ? 'Crates carried over from earlier months. Supply cards add more once everyone has advertised.'
          : added
            ? 'Solid: carried over from earlier months. Outlined: new this month. Unbought crates stay for later months.'
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
            const n = market[item] ?? 0;
            // Crates are alike once in the market: this month's are counted as the last ones left.
            const fresh = added ? Math.min(n, added[item] ?? 0) : 0;
            const old = n - fresh;
            return (
              <tr key={item} class={currentItem === item ? 'is-current' : ''}>
                <th scope="row">
                  <ItemTag item={item} />
                </th>
                <td>
                  {/* The crates' own label says the number: read once, not "0 0 Food crates". */}
                  <span class="market-count" aria-hidden="true">
                    {n}
                  </span>
                  <Crates item={item} filled={Math.min(old, SHOWN)} label={added ? `${old} ${ITEM_LABELS[i]} crates carried over` : `${n} ${ITEM_LABELS[i]} crates`} />
                  {fresh > 0 ? (
                    <span class="crates-new">
                      <Crates item={item} filled={Math.min(fresh, SHOWN)} label={`${fresh} new this month`} />
                    </span>
                  ) : null}
                  {n > SHOWN ? <span aria-hidden="true"> +{n - SHOWN}</span> : null}
                </td>
                <td>${prices.min[i]}</td>
                <td>${prices.max[i]}</td>
                {shared ? <td>{shared[i] ?? 0}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
});

/** The item a supply or sale step is about, if any (the market's lit row). */
export function currentItemOf(step: BMView['step']): string | null {
  return step.phase !== 'over' && 'item' in step ? step.item : null;
}

export interface StoreRowProps {
  row: BMView['row'];
  preview: BMView['preview'];
  storeDeck: number;
}

export const StoreRow = memo(function StoreRow(props: StoreRowProps) {
  const tv = props;
  return (
    <section class="row" aria-labelledby="bm-row-title">
      <h2 id="bm-row-title">Public Stores</h2>
      <p class="muted">
        Only these four can be auctioned, oldest first. {plural(props.storeDeck, 'card')} left in the Store deck.
      </p>
      <ul class="row-cards" aria-label="Public Store row" data-pile="row">
        {tv.row.map((card, i) => (
          <li key={card.id} data-card={card.id}>
            <TableCard card={card} level={3} tag={i === 0 ? 'Oldest' : i === tv.row.length - 1 ? 'Newest' : `Row ${i + 1}`} />
          </li>
        ))}
        {tv.preview ? (
          <li class="preview" data-pile="preview" data-card={tv.preview.id}>
            <TableCard card={tv.preview} level={3} tag="Up next" />
          </li>
        ) : null}
      </ul>
    </section>
  );
});
