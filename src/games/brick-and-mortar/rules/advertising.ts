// Advertising (BM-A1 (D)): every player secretly plays exactly 2 Market cards, each as Supply or as
// Demand (a simultaneous hidden entry). When all have chosen, the Supply cards are revealed: their
// crates enter the market (BM-SU1) and the cards are discarded. Demand cards stay face down until
// the Sale. Then everyone draws back up to 5.
import { isComplete, openSealed, revealed, sealedPrompts, withEntry } from '../../../engine/sealed';
import type { Prompt, Seat } from '../../../engine/types';
import { ADVERTISE_PLAYS, MARKET_HAND } from '../constants';
import { itemIndex, marketCard } from '../content';
import type { AdvertisingEntry } from '../events';
import type { AdvertiseEntry, AdvertisingStep, BMState } from '../state';
import { anyOf, fields, move, nothing, sidedPicks, type Choices } from '../../../engine/choices';
import { bump, err, privateEvent, publicEvent, withStep, type Events } from './common';
import { edit, editLedger, editPlayer } from './copy';
import { drawMarketCards } from './decks';

export type AdvertiseAction = { type: 'advertise'; supply: number[]; demand: number[] };

export function beginAdvertising(state: BMState, ev: Events): BMState {
  ev.push(publicEvent('phase', { phase: 'advertising', month: state.month }));
  const everyone = state.turnOrder.slice();
  return withStep(state, { phase: 'advertising', sealed: openSealed<AdvertiseEntry>('advertise', everyone) });
}

export function advertisingPrompts(step: AdvertisingStep): Prompt[] {
  return sealedPrompts(step.sealed);
}

/** BM-A1: two different cards of the seat's Market hand, each as Supply or as Demand. */
export function advertisingChoices(state: BMState, step: AdvertisingStep, seat: Seat): Choices<AdvertiseAction> {
  if (!step.sealed.eligible.includes(seat)) return nothing(err('not-your-turn', 'You have no Market cards to play now.'));
  const badPlay = err('bad-play', 'Play exactly 2 Market cards, each as Supply or as Demand.');
  const cards = sidedPicks(state.players[seat]?.market ?? [], ADVERTISE_PLAYS, ['supply', 'demand'], {
    wrong: badPlay,
    absent: err('not-in-hand', 'You can only play two different cards from your own Market hand.'),
    order: err('bad-play', 'List the cards of each side in ascending order.'),
  });
  return anyOf([move<AdvertiseAction>('advertise', [fields(['supply', 'demand'], () => cards)], badPlay)], badPlay);
}

export function applyAdvertise(state: BMState, step: AdvertisingStep, seat: Seat, action: AdvertiseAction, ev: Events): BMState {
  const sealed = withEntry(step.sealed, seat, { supply: action.supply.slice(), demand: action.demand.slice() });
  ev.push(publicEvent('advertise-submitted', { seat }));
  if (!isComplete(sealed)) return withStep(state, { phase: 'advertising', sealed });
  return resolve(state, sealed.eligible.length ? revealed(sealed) : [], ev);
}

function resolve(state: BMState, entries: { seat: Seat; entry: AdvertiseEntry }[], ev: Events): BMState {
  let market = state.market;
  let supplied = state.ledger.supplied;
  const players = state.players.slice();
  const demand = state.demand.slice();
  const discard = state.marketDiscard.slice();
  const shown: AdvertisingEntry[] = [];
  for (const { seat, entry } of entries) {
    const p = players[seat];
    if (!p) continue;
    const played = [...entry.supply, ...entry.demand];
    players[seat] = editPlayer(p, (d) => (d.market = p.market.filter((c) => !played.includes(c))));
    demand[seat] = [...(demand[seat] ?? []), ...entry.demand];
    const cards = entry.supply.map((id) => {
      const face = marketCard(id).supply;
      market = bump(market, itemIndex(face.item), face.count);
      supplied = bump(supplied, itemIndex(face.item), face.count);
      discard.push(id);
      return { card: id, item: face.item, crates: face.count };
    });
    shown.push({ seat, supply: cards, demandCount: entry.demand.length });
  }
  ev.push(publicEvent('advertising-revealed', { entries: shown, market: market.slice() }, true));
  let s = edit(state, (d) => {
    d.players = players;
    d.demand = demand;
    d.market = market;
    d.marketDiscard = discard;
    d.ledger = editLedger(state.ledger, (l) => (l.supplied = supplied));
  });
  for (const seat of s.turnOrder) {
    const need = MARKET_HAND - (s.players[seat]?.market.length ?? 0);
    const drawn = drawMarketCards(s, seat, need, ev);
    s = drawn.state;
    ev.push(privateEvent(seat, 'market-drawn', { seat, cards: drawn.drawn }, true));
    ev.push(publicEvent('market-draw', { seat, count: drawn.drawn.length }, true));
  }
  return withStep(s, { phase: 'between', after: 'advertising' });
}
