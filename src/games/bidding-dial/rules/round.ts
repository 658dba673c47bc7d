// A round: the table chooses Supply or Sale and the item type, and who is tapped out; everyone else
// enters a sealed value through the gate (BM-SU4: a price per crate from the type's minimum stocking
// price to its maximum selling price; BM-SA3: a quantity and a price per crate from $0 to the
// type's maximum). An entry can be replaced by its owner until the last one is in.
import { field, intRange, isInt, move, type Choices, type Move } from '../../../engine/choices';
import { err } from '../../../engine/result';
import { openSealed, withEntry } from '../../../engine/sealed';
import type { GameError, Seat } from '../../../engine/types';
import { ITEM_LABELS, MAX_OFFER_QUANTITY, MAX_PRICE, MIN_PRICE, MIN_TAKING_PART, type Item } from '../constants';
import type { Bidding, DialEntry, DialState, Round } from '../state';

export type EntryAction = { type: 'supply-price'; price: number } | { type: 'sale-offer'; quantity: number; price: number };

export const ENTRY_KIND: Record<Bidding, EntryAction['type']> = { supply: 'supply-price', sale: 'sale-offer' };

const label = (item: Item): string => ITEM_LABELS[item] ?? 'that type';

/** The tapped-out lists the table may choose: ascending seats, leaving at least two taking part. */
export function outChoices(seats: number): Choices<Seat[]> {
  const wrong = err('bad-out', 'List the tapped-out players once each.');
  const most = seats - MIN_TAKING_PART;
  return {
    walk(visit) {
      for (let mask = 0; mask < 1 << seats; mask++) {
        const out: Seat[] = [];
        for (let s = 0; s < seats; s++) if (mask & (1 << s)) out.push(s);
        if (out.length <= most && !visit(out)) return false;
      }
      return true;
    },
    refuse(value) {
      if (!Array.isArray(value) || !value.every(isInt)) return wrong;
      const out = value as number[];
      if (out.some((s, i) => s < 0 || s >= seats || (i > 0 && s <= (out[i - 1] as number)))) return wrong;
      return out.length > most ? err('too-few', `At least ${MIN_TAKING_PART} players must take part in a round.`) : null;
    },
  };
}

export function startRound(state: DialState, bidding: Bidding, item: Item, out: readonly Seat[]): Round {
  const eligible = state.turnOrder.filter((s) => !out.includes(s));
  return {
    number: state.history.length + 1,
    bidding,
    item,
    out: out.slice(),
    sealed: openSealed<DialEntry>(ENTRY_KIND[bidding], eligible),
  };
}

/** Why a seat outside the round can enter nothing. */
export function tappedOut(round: Round): GameError {
  return err('tapped-out', `This player is tapped out of this ${label(round.item)} round.`);
}

/** BM-SU4 and BM-SA3: what a player taking part may enter in this round. */
export function entryMove(round: Round): Move<EntryAction> {
  const item = round.item;
  const wrong = entryShape(round);
  const tooHigh = (max: number) => err('price-too-high', `${label(item)} goes no higher than $${max} a crate.`);
  if (round.bidding === 'supply') {
    const price = intRange(MIN_PRICE[item] as number, MAX_PRICE[item] as number, {
      wrong,
      below: (min) => err('price-too-low', `${label(item)} cannot be stocked below $${min} a crate.`),
      above: tooHigh,
    });
    return move<EntryAction>('supply-price', [field('price', () => price)], wrong);
  }
  const quantity = intRange(0, MAX_OFFER_QUANTITY, {
    wrong,
    below: wrong,
    above: (most) => err('too-many', `The dial offers at most ${most} crates.`),
  });
  // BM-SA5: quantity 0 abstains, so its price is left at $0.
  const price = (chosen: Record<string, unknown>) =>
    chosen.quantity === 0
      ? intRange(0, 0, { wrong, below: wrong, above: err('abstain', 'Quantity 0 sits the Sale out: leave the price at $0.') })
      : intRange(0, MAX_PRICE[item] as number, { wrong, below: wrong, above: tooHigh });
  return move<EntryAction>('sale-offer', [field('quantity', () => quantity), field('price', price)], wrong);
}

export function entryShape(round: Round): GameError {
  return err('bad-entry', round.bidding === 'supply' ? 'Choose a price per crate.' : 'Choose a quantity and a price per crate.');
}

export function withDialEntry(round: Round, seat: Seat, action: EntryAction): Round {
  const entry: DialEntry = action.type === 'sale-offer' ? { quantity: action.quantity, price: action.price } : { price: action.price };
  return { ...round, sealed: withEntry(round.sealed, seat, entry) };
}
