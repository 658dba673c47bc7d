// The Sale in progress, on the table: the Adventurer (today's Gold to Spend, desired symbols with
// the Bulletin's, guild) and every Offer with its Quality total and parts as the engine computed
// them, who leads, who is composing, who dropped out, the Sell and React effects used. Built to fit
// one landscape screen beside the action area: Offers are compact rows, not full cards.
import type { ComponentChildren } from 'preact';
import type { Seat } from '../../../engine/types';
import type { Quality } from '../../../games/adventure-mart/rules/quality';
import type { OfferView, SaleView } from '../../../games/adventure-mart/view';
import { Desires, TypeIcon } from './cards';
import { memo } from '../../match/memo';
import { guildLabel, nameOf, targetText, type AMView, type Named } from './model';
import { Who } from './parts';

/** "Stock 6 + effects 2 + tokens 1 + Initiative 1 = 10": the engine's parts, zero parts left out. */
export function partsText(q: Quality): string {
  let text = `Stock ${q.parts.stock}`;
  if (q.parts.effects > 0) text += ` + effects ${q.parts.effects}`;
  if (q.parts.effects < 0) text += ` − effects ${-q.parts.effects}`;
  if (q.parts.tokens !== 0) text += ` + tokens ${q.parts.tokens}`;
  if (q.parts.initiative !== 0) text += ` + Initiative ${q.parts.initiative}`;
  return `${text} = ${q.total}`;
}

const onlyStock = (q: Quality) => q.parts.effects === 0 && q.parts.tokens === 0 && q.parts.initiative === 0;

/**
 * One row per offered Stock card: its stars, effects and the Adventurer's multiplier. Compact rows
 * (the table's Offers) show the value on the card's line and keep the sum for screen readers.
 */
export function QualityRows(props: { q: Quality; label: string; compact?: boolean;
  /** A control at the end of a card's row (the Offer screen's Take back). */
  after?: (card: number) => ComponentChildren }) {
  if (props.q.cards.length === 0) return <p class="muted am-empty">No Stock</p>;
  return (
    <ul class={`am-quality-rows${props.compact ? ' am-compact' : ''}`} aria-label={props.label}>
      {props.q.cards.map((c) => {
        const eff = c.effects !== 0 ? ` ${c.effects > 0 ? '+' : '−'}${Math.abs(c.effects)}` : '';
        const changed = c.base !== c.printed ? ` (base ${c.base})` : '';
        return (
          <li key={c.card}>
            <span class="am-row-name"><TypeIcon type={c.type} label={false} /><span class="am-row-text">{c.name}</span></span>
            {props.compact ? (
              <span class="am-row-math">
                <span class="visually-hidden">{c.printed}★{changed}{eff} ×{c.multiplier} = </span>
                <strong>{c.value}</strong>
              </span>
            ) : (
              <span class="am-row-math">
                {c.printed}★{changed}{eff} ×{c.multiplier} = <strong>{c.value}</strong>
              </span>
            )}
            {props.after?.(c.card)}
          </li>
        );
      })}
    </ul>
  );
}

function offerStatus(sale: SaleView, seat: Seat): string {
  if (sale.out[seat]) return 'Dropped out';
  if (sale.winner === seat) return 'Won the Sale';
  if (sale.composing === seat) return 'Composing…';
  if (sale.leader === seat) return 'Highest';
  return sale.offers[seat] ? 'Outbid' : 'No Offer yet';
}

function OfferBox(props: { ctx: Named; sale: SaleView; seat: Seat; offer: OfferView | null }) {
  const { ctx, sale, seat, offer } = props;
  const name = nameOf(ctx, seat);
  const cls = ['am-offer'];
  if (sale.leader === seat || sale.winner === seat) cls.push('am-offer-lead');
  if (sale.out[seat]) cls.push('am-offer-out');
  if (!offer) cls.push('am-offer-empty');
  return (
    <li class={cls.join(' ')} data-offer={props.seat}>
      <section aria-label={`${name}'s Offer`}>
        <header class="am-offer-head">
          <Who ctx={ctx} seat={seat} />
          {offer ? <span class="am-offer-total" aria-label={`Quality ${offer.quality.total}`}>{offer.quality.total}</span> : null}
        </header>
        <p class="am-offer-status">
          {offerStatus(sale, seat)}
          {offer ? <span class="am-sells"> · sells {offer.sellPrice}</span> : null}
        </p>
        {offer ? (
          <>
            <QualityRows q={offer.quality} label={`${name}'s offered cards`} compact />
            {/* Stock alone adds nothing to the rows above and the total: the sum shows when
                effects, tokens or the Initiative count too. */}
            {onlyStock(offer.quality) ? null : <p class="am-parts">{partsText(offer.quality)}</p>}
          </>
        ) : null}
      </section>
    </li>
  );
}

/** Memo'd on slices of the table view (../../match/share.ts keeps the unchanged ones). */
export const SalePanel = memo(function SalePanel(props: {
  seats: Named['seats'];
  sale: SaleView;
  players: AMView['players'];
  react: AMView['react'];
}) {
  const { sale, react } = props;
  // targetText names an effect by the Sale's own list of uses.
  const ctx = { seats: props.seats, tv: { sale } };
  const seats = props.players.map((p) => p.seat);
  return (
    <section class="am-panel am-sale" aria-label={`Sale ${sale.number}`}>
      <div class="am-sale-adventurer">
        <h2>Sale to {sale.adventurer.name}</h2>
        <p class="am-sale-facts">
          <span class="am-gts">{sale.goldToSpend} Gold to Spend</span>
          <span>Wants <Desires desires={sale.desires} /></span>
          <span>{guildLabel(sale.adventurer.kind === 'adventurer' ? sale.adventurer.guild : null)}</span>
          <span class="muted">Started by {nameOf(ctx, sale.starter)}</span>
        </p>
        {sale.adventurer.text ? <p class="am-text">{sale.adventurer.text}</p> : null}
        {sale.checkoutGold !== null && sale.winner !== null ? (
          <p class="am-checkout-line">Checkout now pays {nameOf(ctx, sale.winner)} {sale.checkoutGold} Gold</p>
        ) : null}
      </div>
      <ul class="am-offers" aria-label="Offers">
        {seats.map((seat) => <OfferBox key={seat} ctx={ctx} sale={sale} seat={seat} offer={sale.offers[seat] ?? null} />)}
      </ul>
      {/* The effects used and the React window share one line where it has room (the Sale fits the
          first landscape screen). */}
      {sale.uses.length > 0 || react ? (
        <div class="am-sale-notes">
          {sale.uses.length > 0 ? (
            <ul class="am-uses" aria-label="Effects used in this Sale">
              {sale.uses.map((u, i) => (
                <li key={i} class={u.cancelled ? 'am-cancelled' : undefined}>
                  {nameOf(ctx, u.seat)}: {u.card.name}{u.target ? ` on ${targetText(ctx, u.target)}` : ''}{u.cancelled ? ' (cancelled)' : ''}
                </li>
              ))}
            </ul>
          ) : null}
          {react ? (
            <p class="am-react-line">
              React window: {react.waiting !== null ? `waiting for ${nameOf(ctx, react.waiting)}` : 'closing'}
              {react.announced.length > 0 ? ` · announced: ${react.announced.map((a) => `${nameOf(ctx, a.seat)} ${a.card.name}`).join(', ')}` : ''}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
});
