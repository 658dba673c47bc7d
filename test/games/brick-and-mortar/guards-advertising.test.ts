// Advertising's edges that month.test.ts left open (found by mutation testing, npm run mutate): the
// refusal for sides out of order, exactly what the log is told at each step (who submitted, the
// reveal, each seat's draw, privately and publicly), and that the state keeps no array of the
// action it was given.
import { describe, expect, it } from 'vitest';
import { marketCard } from '../../../src/games/brick-and-mortar/content';
import type { AdvertisingStep } from '../../../src/games/brick-and-mortar/state';
import { act, makeState, reject, startPhase } from './builder';

// Two players, five Market cards each; the Market deck holds cards 60 and up.
const hands = () => makeState({ players: [{ market: [1, 21, 31, 41, 51] }, { market: [2, 22, 32, 42, 52] }], market: { food: 2 }, month: 1, marketDeck: [60, 61, 62, 63, 64, 65] });

describe('BM-A1 Advertising: guards', () => {
  it('BM-A1 the cards of each side must be listed in ascending order', () => {
    const s = startPhase(hands(), 'advertising');
    expect(reject(s, 0, { type: 'advertise', supply: [21, 1], demand: [] })).toEqual({ code: 'bad-play', message: 'List the cards of each side in ascending order.' });
  });

  it('BM-A1 an entry tells everyone only who submitted', () => {
    const s = startPhase(hands(), 'advertising');
    expect(act(s, 1, { type: 'advertise', supply: [2], demand: [22] }).events).toEqual([{ type: 'advertise-submitted', visibility: 'public', data: { seat: 1 } }]);
  });

  it('BM-A1 the state keeps its own copy of an entry: changing the action afterwards changes nothing', () => {
    const s = startPhase(hands(), 'advertising');
    const action = { type: 'advertise', supply: [1], demand: [21] };
    const after = act(s, 0, action).state;
    action.supply.push(31);
    action.demand.push(41);
    expect((after.step as AdvertisingStep).sealed.entries[0]).toEqual({ supply: [1], demand: [21] });
  });

  it('BM-A1 BM-SU1 the reveal names each Supply card with its crates, counts the Demand cards, and each seat draws back to 5, privately', () => {
    let s = startPhase(hands(), 'advertising');
    s = act(s, 0, { type: 'advertise', supply: [1], demand: [21] }).state;
    const r = act(s, 1, { type: 'advertise', supply: [2, 22], demand: [] });
    const face = (id: number) => ({ card: id, item: marketCard(id).supply.item, crates: marketCard(id).supply.count });
    const revealed = r.events.find((e) => e.type === 'advertising-revealed')!;
    expect((revealed.data as { entries: unknown }).entries).toEqual([
      { seat: 0, supply: [face(1)], demandCount: 1 },
      { seat: 1, supply: [face(2), face(22)], demandCount: 0 },
    ]);
    const draws = r.events.filter((e) => e.type === 'market-drawn' || e.type === 'market-draw');
    expect(draws).toEqual([
      { type: 'market-drawn', visibility: { seat: 0 }, reveals: true, data: { seat: 0, cards: [60, 61] } },
      { type: 'market-draw', visibility: 'public', reveals: true, data: { seat: 0, count: 2 } },
      { type: 'market-drawn', visibility: { seat: 1 }, reveals: true, data: { seat: 1, cards: [62, 63] } },
      { type: 'market-draw', visibility: 'public', reveals: true, data: { seat: 1, count: 2 } },
    ]);
    // The market the reveal reports is a copy: changing it leaves the state's market alone.
    const market = (revealed.data as { market: number[] }).market;
    const before = r.state.market.slice();
    market.fill(99);
    expect(r.state.market).toEqual(before);
  });

  it('BM-A1 when no Supply card is played the reported market is still a copy of the state\'s', () => {
    let s = startPhase(hands(), 'advertising');
    s = act(s, 0, { type: 'advertise', supply: [], demand: [1, 21] }).state;
    const r = act(s, 1, { type: 'advertise', supply: [], demand: [2, 22] });
    const market = (r.events.find((e) => e.type === 'advertising-revealed')!.data as { market: number[] }).market;
    const before = r.state.market.slice();
    market.fill(99);
    expect(r.state.market).toEqual(before);
  });
});
