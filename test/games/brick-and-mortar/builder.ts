// Hand-made Brick & Mortar states for clause tests: a few players, chosen Stores and crates, a
// market, and a phase started through the rules' own entry points.
import { expect } from 'vitest';
import { sameAction } from '../../../src/engine/action-shape';
import { stateHash } from '../../../src/engine/hash';
import { seedRng } from '../../../src/engine/rng';
import type { GameEvent, Seat } from '../../../src/engine/types';
import { brickAndMortar, type BMAction, type BMState } from '../../../src/games/brick-and-mortar';
import { ENGINE_VERSION, ITEMS, type ItemName, finalMonth, pointsThreshold } from '../../../src/games/brick-and-mortar/constants';
import { MARKET_CARDS, storeCard } from '../../../src/games/brick-and-mortar/content';
import { beginAdvertising } from '../../../src/games/brick-and-mortar/rules/advertising';
import { beginBuilding } from '../../../src/games/brick-and-mortar/rules/building';
import { beginInvestment } from '../../../src/games/brick-and-mortar/rules/investment';
import { advance } from '../../../src/games/brick-and-mortar/rules/phases';
import { beginSale } from '../../../src/games/brick-and-mortar/rules/sale';
import { beginSupply } from '../../../src/games/brick-and-mortar/rules/supply';
import type { OpenStore, Player } from '../../../src/games/brick-and-mortar/state';

export type Items = Partial<Record<ItemName, number>>;
const NAMES = ['Ana', 'Ben', 'Cy', 'Di'];

export interface PlayerSpec {
  cash?: number;
  points?: number;
  debt?: number;
  /** Store ids, each with optional crates per shelf. */
  stores?: (string | [string, number[]])[];
  hand?: string[];
  market?: number[];
}

export interface StateSpec {
  players: PlayerSpec[];
  /** The rules version the match plays (absent: this build's). */
  engineVersion?: number;
  turnOrder?: Seat[];
  market?: Items;
  month?: number;
  row?: string[];
  preview?: string | null;
  storeDeck?: string[];
  marketDeck?: number[];
  demand?: number[][];
}

export function items(spec: Items = {}): number[] {
  return ITEMS.map((name) => spec[name] ?? 0);
}

export function store(id: string, crates?: number[]): OpenStore {
  return { card: id, crates: crates ?? storeCard(id).shelves.map(() => 0) };
}

export function makeState(spec: StateSpec): BMState {
  const n = spec.players.length;
  const players: Player[] = spec.players.map((p, i) => ({
    name: NAMES[i] as string,
    cash: p.cash ?? 15,
    points: p.points ?? 10,
    debt: p.debt ?? 0,
    stores: (p.stores ?? ['st-pantry']).map((s) => (typeof s === 'string' ? store(s) : store(s[0], s[1]))),
    hand: p.hand ?? [],
    market: p.market ?? [],
  }));
  const zero = () => [0, 0, 0, 0, 0];
  return {
    engineVersion: spec.engineVersion ?? ENGINE_VERSION,
    firstGame: false,
    rng: seedRng('builder'),
    month: spec.month ?? 2,
    finalMonth: finalMonth(n),
    threshold: pointsThreshold(n),
    players,
    turnOrder: spec.turnOrder ?? players.map((_, i) => i),
    market: items(spec.market),
    marketDeck: spec.marketDeck ?? MARKET_CARDS.map((c) => c.id).slice(20),
    marketDiscard: [],
    demand: spec.demand ?? players.map(() => []),
    storeDeck: spec.storeDeck ?? ['gadget-hut', 'phone-bar', 'silver-spoon', 'gem-vault', 'watchmaker', 'volt-avenue'],
    storeDiscard: [],
    draftDiscard: [],
    removed: [],
    row: spec.row ?? ['greengrocer', 'thrift-corner', 'denim-depot', 'deli-counter'],
    preview: spec.preview === undefined ? 'outlet-hall' : spec.preview,
    step: { phase: 'over' },
    ledger: { supplied: zero(), gifted: zero(), sold: zero(), surplus: zero(), closed: zero(), bankPaid: 0, bankReceived: 0 },
    history: [],
  };
}

type Phase = 'building' | 'advertising' | 'supply' | 'sale' | 'investment';

/** Starts a phase on a hand-made state through the rules' own entry point. */
export function startPhase(state: BMState, phase: Phase, events: GameEvent[] = []): BMState {
  const begin = { building: beginBuilding, advertising: beginAdvertising, supply: beginSupply, sale: beginSale, investment: beginInvestment }[phase];
  return advance(begin(state, events), events);
}

/** Market cards whose Demand sides add up to exactly `boxes` of an item. */
export function demandCards(item: ItemName, boxes: number, avoid: number[] = []): number[] {
  const pool = MARKET_CARDS.filter((c) => c.demand.item === item && !avoid.includes(c.id));
  const pick = (i: number, left: number): number[] | null => {
    if (left === 0) return [];
    if (i >= pool.length || left < 0) return null;
    const card = pool[i]!;
    const withIt = pick(i + 1, left - card.demand.count);
    if (withIt) return [card.id, ...withIt];
    return pick(i + 1, left);
  };
  const found = pick(0, boxes);
  if (!found) throw new Error(`no Market cards make ${boxes} ${item} boxes`);
  return found;
}

export interface Acted {
  state: BMState;
  events: GameEvent[];
}

export function act(state: BMState, seat: Seat, action: BMAction | Record<string, unknown>): Acted {
  const before = stateHash(state);
  const result = brickAndMortar.apply(state, seat, action as BMAction);
  if (!result.ok) throw new Error(`rejected ${JSON.stringify(action)}: ${result.error.code} ${result.error.message}`);
  // A move makes a new state and leaves the one it was applied to as it was (undo and replays keep it).
  expect(stateHash(state)).toBe(before);
  const legal = brickAndMortar.legal(state, seat);
  expect(legal.some((a) => sameAction(a, action as BMAction))).toBe(true);
  return { state: result.state, events: result.events };
}

/** Plays several actions in order, collecting the events. */
export function play(state: BMState, moves: [Seat, BMAction | Record<string, unknown>][]): Acted {
  let s = state;
  const events: GameEvent[] = [];
  for (const [seat, action] of moves) {
    const r = act(s, seat, action);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** Applies an action that must be refused; checks the state is unchanged and returns the error. */
export function reject(state: BMState, seat: Seat, action: unknown): { code: string; message: string } {
  const before = stateHash(state);
  const result = brickAndMortar.apply(state, seat, action as BMAction);
  expect(result.ok).toBe(false);
  expect(stateHash(state)).toBe(before);
  const legal = brickAndMortar.legal(state, seat);
  if (typeof action === 'object' && action !== null && typeof (action as { type?: unknown }).type === 'string') {
    expect(legal.some((a) => sameAction(a, action as BMAction))).toBe(false);
  }
  return (result as { ok: false; error: { code: string; message: string } }).error;
}

export function prompted(state: BMState): { seat: Seat; kind: string }[] {
  return brickAndMortar.pending(state).map((p) => ({ seat: p.seat, kind: p.kind }));
}

export function find(events: GameEvent[], type: string): GameEvent[] {
  return events.filter((e) => e.type === type);
}

export function one(events: GameEvent[], type: string): Record<string, unknown> {
  const found = find(events, type);
  expect(found.length).toBe(1);
  return found[0]!.data as Record<string, unknown>;
}

export function crates(state: BMState, seat: Seat, slot = 0): number[] {
  return state.players[seat]!.stores[slot]!.crates;
}
