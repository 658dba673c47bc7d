// What an Offer holds while it is being composed: confirmed Stock plus the acting seat's draft.
import type { Seat } from '../../../engine/types';
import type { CardId } from '../content/types';
import type { Draft, SaleFrame } from '../state';

/** Stock in `seat`'s Offer, with the draft's cards when `draft` is theirs. */
export function offered(sale: SaleFrame, seat: Seat, draft: Draft | null = sale.draft): CardId[] {
  const confirmed = sale.offers[seat] ?? [];
  return draft && draft.seat === seat ? [...confirmed, ...draft.cards] : confirmed.slice();
}

/** Cards and Store cards the draft already spends or uses (each may serve once). */
export function reserved(draft: Draft): Set<CardId> {
  const out = new Set<CardId>();
  for (const u of draft.uses) {
    out.add(u.source);
    if (u.target?.pay !== undefined) out.add(u.target.pay);
  }
  return out;
}

/** Seats other than `seat` still in the Sale with an Offer on the table. */
export function rivalsWithOffers(sale: SaleFrame, seat: Seat): Seat[] {
  const out: Seat[] = [];
  sale.offers.forEach((o, i) => {
    if (i !== seat && o !== null && !sale.out[i]) out.push(i);
  });
  return out;
}
