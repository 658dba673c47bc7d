// The reveal: every entry turns over at once, sorted into service order by Brick & Mortar's own
// rule (BM-SU4: highest price stocks first; BM-SA3: lowest price sells first; equal prices in
// reverse turn order). The rule is imported, not copied: ../../brick-and-mortar/rules/service-order.
import { revealed } from '../../../engine/sealed';
import { serviceOrder } from '../../brick-and-mortar/rules/service-order';
import type { DialState, Round, RoundRecord } from '../state';

export function revealRound(state: DialState, round: Round): RoundRecord {
  const entries = revealed(round.sealed).map(({ seat, entry }) => ({ seat, ...entry }));
  const selling = round.bidding === 'sale';
  // BM-SA5: a Sale entry of quantity 0 abstains and is not served.
  const served = selling ? entries.filter((e) => (e.quantity ?? 0) > 0) : entries;
  const { order, tieBreaks } = serviceOrder(state.turnOrder, served.map((e) => ({ seat: e.seat, value: e.price })), !selling);
  return {
    number: round.number,
    bidding: round.bidding,
    item: round.item,
    out: round.out.slice(),
    turnOrder: state.turnOrder.slice(),
    entries,
    order,
    tieBreaks,
    abstained: entries.filter((e) => selling && (e.quantity ?? 0) === 0).map((e) => e.seat),
  };
}
