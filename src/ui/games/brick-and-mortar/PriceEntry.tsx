// The two sealed prices, entered on the dial behind the gate: Supply's price per crate (BM-SU4)
// and a Sale's quantity and price (BM-SA3). Each offers only the engine's legal values and starts
// from the same defaults, never from an entry already locked in (./Private.tsx says why).
import { useEffect, useState } from 'preact/hooks';
import { findLegal } from '../../../engine/action-shape';
import type { BMAction } from '../../../games/brick-and-mortar';
import { Dial, SaleOfferDials, sayPerCrate } from '../crate-market/Dial';
import { itemIndexOf, itemLabel, legalFor, nameOf, plural } from './model';
import { ItemTag, Who, money } from './parts';
import { LockedNote, type PrivateProps } from './private-parts';

export function SupplyPrice(props: PrivateProps) {
  const { ctx, seat, view } = props;
  const step = view.step;
  const prices = legalFor(ctx, seat).flatMap((a) => (a.type === 'supply-price' ? [a.price] : []));
  const [price, setPrice] = useState<number>(prices[0] ?? 0);
  const entry = (p: number) => findLegal(legalFor(ctx, seat), { type: 'supply-price', price: p } as BMAction) ?? null;
  useEffect(() => props.onChoice(entry(price)), []);
  // The entry changes with the tap itself, not after the next paint: a Lock in pressed at once
  // locks in what was tapped.
  const setPriceNow = (p: number) => {
    setPrice(p);
    props.onChoice(entry(p));
  };
  if (step.phase !== 'supply') return null;
  const i = itemIndexOf(step.item);
  const me = view.players[seat];
  const eligible = step.sealed?.eligible ?? [];
  return (
    <div class="private private-dial">
      <LockedNote ctx={ctx} view={view} seat={seat} />
      <p class="private-lead">
        <ItemTag item={step.item} />: {view.market[step.item]} crates in the market. The highest price stocks first; each
        bidder then buys as many as they like at their own price.
      </p>
      <div class="private-dials">
        <Dial label="Price per crate" values={prices} value={price} onChange={setPriceNow} format={money} say={sayPerCrate} />
      </div>
      <p>
        {nameOf(ctx, seat)} has {money(me?.cash ?? 0)} and room for {me?.room[i] ?? 0} {itemLabel(step.item)}. Debt can pay for
        only one crate this Supply phase.
      </p>
      <h3>Who else bids</h3>
      <ul class="rivals">
        {eligible.filter((s) => s !== seat).map((s) => (
          <li key={s}>
            <Who ctx={ctx} seat={s} />: room for {view.players[s]?.room[i] ?? 0}, cash {money(view.players[s]?.cash ?? 0)}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SalePrice(props: PrivateProps) {
  const { ctx, seat, view } = props;
  const step = view.step;
  const offers = legalFor(ctx, seat).flatMap((a) => (a.type === 'sale-offer' ? [a] : []));
  if (step.phase !== 'sale') return null;
  const i = itemIndexOf(step.item);
  const me = view.players[seat];
  const eligible = step.sealed?.eligible ?? [];
  return (
    <div class="private private-dial">
      <LockedNote ctx={ctx} view={view} seat={seat} />
      <p class="private-lead">
        <ItemTag item={step.item} />: {plural(step.shared[i] ?? 0, 'shared demand box', 'shared demand boxes')}
        {(step.privateLeft[seat] ?? 0) > 0 ? `, plus ${step.privateLeft[seat]} of ${nameOf(ctx, seat)}'s own` : ''}.{' '}
        {nameOf(ctx, seat)} holds {me?.crates[i] ?? 0}. The lowest price sells first, and every crate offered must be
        delivered (any that find no box are discarded). Quantity 0 sits this one out.
      </p>
      {/* Most sellers offer everything they can, at the highest price the type allows. */}
      <SaleOfferDials class="private-dials" offers={offers} start={(q) => q[q.length - 1] ?? 0} onChoice={props.onChoice} />
      <h3>Who else sells</h3>
      <ul class="rivals">
        {eligible.filter((s) => s !== seat).map((s) => (
          <li key={s}>
            <Who ctx={ctx} seat={s} />: holds {view.players[s]?.crates[i] ?? 0}
          </li>
        ))}
      </ul>
    </div>
  );
}
