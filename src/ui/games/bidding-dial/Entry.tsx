// A player's sealed entry, rendered only inside the hidden-entry gate while it is revealed. Supply:
// a price per crate (BM-SU4); Sale: a quantity and a price per crate (BM-SA3). Every allowed value is
// its own button on Brick & Mortar's dial, so a choice is one tap, and only legal values show.
// An entry already locked in is never shown again: whoever holds the tablet when "Change" is
// pressed may not be its owner, so the screen starts from the same defaults every time.
import { useEffect, useState } from 'preact/hooks';
import { findLegal } from '../../../engine/action-shape';
import type { Seat } from '../../../engine/types';
import type { DialAction, DialView } from '../../../games/bidding-dial';
import type { PrivateScreenProps } from '../../match/game-ui';
import { Dial, SaleOfferDials, sayPerCrate } from '../crate-market/Dial';
import { ItemTag } from '../crate-market/items';
import { biddingLabel, itemLabel, itemName, money, nameOf, type DialCtx } from './model';

export function entryTitle(ctx: DialCtx, seat: Seat, kind: string): string {
  const r = ctx.tv.round;
  const what = kind === 'sale-offer' ? 'Sale offer' : 'Supply price';
  return `${nameOf(ctx, seat)}'s ${what}${r ? ` - ${itemLabel(r.item)}` : ''}`;
}

export function Entry(props: PrivateScreenProps<DialCtx>) {
  const { ctx, seat } = props;
  const view = props.view as DialView;
  const round = view.round;
  if (!round) return null;
  const sealed = round.sealed;
  const i = sealed.eligible.indexOf(seat);
  const locked = i >= 0 && sealed.submitted[i] === true;
  const last = sealed.eligible.every((s, k) => s === seat || sealed.submitted[k] === true);
  const name = nameOf(ctx, seat);
  return (
    <div class="private bd-entry">
      {last ? (
        <p class="notice notice-warning last-entry">
          {name} is the last to lock in: Lock in reveals every entry at once, and none can be changed after that.
        </p>
      ) : null}
      {locked ? (
        <p class="notice locked-note">{name} has an entry locked in. It stays in force, unseen, unless a new one is locked in here.</p>
      ) : null}
      <p class="private-lead">
        {biddingLabel(round.bidding)} round {round.number}: <ItemTag item={itemName(round.item)} label={itemLabel(round.item)} />.{' '}
        {round.bidding === 'supply'
          ? 'The highest price stocks first.'
          : 'The lowest price sells first. Quantity 0 sits this Sale out.'}{' '}
        Same price: the player later in turn order goes first.
      </p>
      {round.bidding === 'supply' ? <SupplyPrice {...props} /> : <SaleOffer {...props} />}
    </div>
  );
}

function SupplyPrice(props: PrivateScreenProps<DialCtx>) {
  const { ctx, seat } = props;
  const legal = ctx.game.legal(ctx.state, seat);
  const prices = legal.flatMap((a) => (a.type === 'supply-price' ? [a.price] : []));
  const [price, setPrice] = useState<number>(prices[0] ?? 0);
  const entry = (p: number) => findLegal(legal, { type: 'supply-price', price: p } as DialAction) ?? null;
  useEffect(() => props.onChoice(entry(price)), []);
  // The entry changes with the tap itself, so a Lock in pressed at once locks in what was tapped.
  const setPriceNow = (p: number) => {
    setPrice(p);
    props.onChoice(entry(p));
  };
  return (
    <div class="bd-dials">
      <Dial label="Price per crate" values={prices} value={price} onChange={setPriceNow} format={money} say={sayPerCrate} />
    </div>
  );
}

function SaleOffer(props: PrivateScreenProps<DialCtx>) {
  const { ctx, seat } = props;
  const offers = ctx.game.legal(ctx.state, seat).flatMap((a) => (a.type === 'sale-offer' ? [a] : []));
  return <SaleOfferDials class="bd-dials" offers={offers} start={(q) => (q.includes(1) ? 1 : (q[0] ?? 0))} onChoice={props.onChoice} />;
}
