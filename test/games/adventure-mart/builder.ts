// Hand-made Adventure Mart states for clause tests: players with chosen hands, Stores, Ledgers and
// Gold; chosen queues, Bulletin and Initiative; then a turn (or a Sale) started through the rules'
// own entry points. Cards are named by their design key; each mention takes the next unused copy.
import { expect } from 'vitest';
import { sameAction } from '../../../src/engine/action-shape';
import { stateHash } from '../../../src/engine/hash';
import { seedRng } from '../../../src/engine/rng';
import type { GameEvent, Seat } from '../../../src/engine/types';
import { adventureMart, type AMAction, type AMState } from '../../../src/games/adventure-mart';
import { CARDS } from '../../../src/games/adventure-mart/content';
import { ENGINE_VERSION } from '../../../src/games/adventure-mart/constants';
import type { CardId } from '../../../src/games/adventure-mart/content/types';
import { advance } from '../../../src/games/adventure-mart/rules/day';
import type { Frame, Player } from '../../../src/games/adventure-mart/state';

const NAMES = ['Ana', 'Ben', 'Cy', 'Di'];

/** Hands out physical card ids by design key, each copy once per state. */
export class Cards {
  private used = new Set<CardId>();
  id(key: string): CardId {
    const found = CARDS.find((c) => c.key === key && !this.used.has(c.id));
    if (!found) throw new Error(`no unused copy of ${key}`);
    this.used.add(found.id);
    return found.id;
  }
  ids(keys: readonly string[] = []): CardId[] {
    return keys.map((k) => this.id(k));
  }
  /** `count` cards from `keys` that no one has named (defaults for queues a test does not care about). */
  spare(keys: readonly string[], count: number): CardId[] {
    const out: CardId[] = [];
    for (const key of keys) {
      const found = CARDS.find((c) => c.key === key && !this.used.has(c.id));
      if (!found) continue;
      this.used.add(found.id);
      out.push(found.id);
      if (out.length === count) break;
    }
    return out;
  }
}

const SPARE_STOCK = ['bulwark-tower-shield', 'phoenix-feather', 'basilisk-mirror', 'stormforged-axe', 'kraken-ink', 'fae-lantern', 'sages-lantern'];
const SPARE_FIXTURES = ['display-counter', 'trophy-wall', 'gilded-vault', 'curio-cabinet', 'spell-shelf'];
const SPARE_STAFF = ['showman', 'carpenter', 'recruiter', 'bookkeeper', 'town-crier', 'haggler'];
const SPARE_ADVENTURERS = ['pellam', 'trapper', 'pim', 'orsolo', 'veyra', 'krag', 'ilu', 'kestrel'];

export interface PlayerSpec {
  gold?: number;
  hand?: string[];
  storeroom?: string[];
  reorder?: string[];
  /** Fixtures and Staff; `[key, false]` is face down. */
  store?: (string | [string, boolean])[];
  ledger?: string[];
  rep?: Partial<Player['rep']>;
  discounts?: number;
}

export interface StateSpec {
  players: PlayerSpec[];
  initiative?: Seat;
  day?: number;
  stockQueue?: string[];
  stockDeck?: string[];
  fixtureQueue?: string[];
  fixtureDeck?: string[];
  staffQueue?: string[];
  staffDeck?: string[];
  adventurers?: string[];
  adventurerDeck?: string[];
  bulletin?: string | null;
  bulletins?: string[];
  abyss?: string[];
  quickReacts?: boolean;
  supply?: Partial<AMState['supply']>;
}

export interface Built {
  state: AMState;
  /** The ids given to each named card, in order of mention. */
  cards: Cards;
}

export function makeState(spec: StateSpec, cards = new Cards()): AMState {
  const players: Player[] = spec.players.map((p, i) => ({
    name: NAMES[i] as string,
    gold: p.gold ?? 5,
    hand: cards.ids(p.hand),
    storeroom: cards.ids(p.storeroom),
    reorder: cards.ids(p.reorder),
    store: (p.store ?? []).map((x) => (typeof x === 'string' ? { card: cards.id(x), faceUp: true } : { card: cards.id(x[0]), faceUp: x[1] })),
    ledger: cards.ids(p.ledger),
    rep: { fighters: 0, mages: 0, rangers: 0, ...p.rep },
    discounts: p.discounts ?? 0,
    barredSale: 0,
  }));
  const bulletin = spec.bulletin === undefined || spec.bulletin === null ? null : cards.id(spec.bulletin);
  const named = (keys: string[] | undefined) => (keys ? cards.ids(keys) : null);
  const stockQueue = named(spec.stockQueue), stockDeck = named(spec.stockDeck);
  const fixtureQueue = named(spec.fixtureQueue), fixtureDeck = named(spec.fixtureDeck);
  const staffQueue = named(spec.staffQueue), staffDeck = named(spec.staffDeck);
  const adventurers = named(spec.adventurers), adventurerDeck = named(spec.adventurerDeck);
  const abyss = cards.ids(spec.abyss);
  const bulletins = cards.ids(spec.bulletins ?? []);
  return {
    engineVersion: ENGINE_VERSION,
    rng: seedRng('builder'),
    firstGame: false,
    quickReacts: spec.quickReacts ?? false,
    day: spec.day ?? 1,
    initiative: spec.initiative ?? 0,
    players,
    stock: { queue: stockQueue ?? cards.spare(SPARE_STOCK, 3), deck: stockDeck ?? cards.spare(SPARE_STOCK, 2) },
    fixtures: { queue: fixtureQueue ?? cards.spare(SPARE_FIXTURES, 2), deck: fixtureDeck ?? cards.spare(SPARE_FIXTURES, 1) },
    staff: { queue: staffQueue ?? cards.spare(SPARE_STAFF, 2), deck: staffDeck ?? cards.spare(SPARE_STAFF, 1) },
    adventurers: { queue: adventurers ?? cards.spare(SPARE_ADVENTURERS, 3), deck: adventurerDeck ?? cards.spare(SPARE_ADVENTURERS, 3) },
    bulletins,
    bulletin,
    abyss,
    box: [],
    supply: { fighters: 3, mages: 3, rangers: 3, discount: 3, ...spec.supply },
    sales: 0,
    stack: [],
    history: [],
  };
}

/** A state where `seat` (default: the Initiative holder) is starting a Trading Hours turn. */
export function turnState(spec: StateSpec, seat?: Seat, cards = new Cards()): AMState {
  const s = makeState(spec, cards);
  const who = seat ?? s.initiative;
  s.stack = [{ f: 'day', turn: who, stage: 'trading', lastStarter: null, finals: [] }];
  advance(s, []);
  return s;
}

/** Starts a Sale by `seat` to the Adventurer in queue slot `slot` via the turn action. */
export function saleState(spec: StateSpec, seat: Seat = spec.initiative ?? 0, slot = 0, cards = new Cards()): AMState {
  const s = turnState(spec, seat, cards);
  return act(s, seat, { type: 'start-sale', slot }).state;
}

export interface Acted {
  state: AMState;
  events: GameEvent[];
}

export function act(state: AMState, seat: Seat, action: AMAction | Record<string, unknown>): Acted {
  const legal = adventureMart.legal(state, seat);
  const result = adventureMart.apply(state, seat, action as AMAction);
  if (!result.ok) throw new Error(`rejected ${JSON.stringify(action)}: ${result.error.code} ${result.error.message}\nlegal: ${JSON.stringify(legal)}`);
  expect(legal.some((a) => sameAction(a, action as AMAction))).toBe(true);
  return { state: result.state, events: result.events };
}

export function play(state: AMState, moves: [Seat, AMAction | Record<string, unknown>][]): Acted {
  let s = state;
  const events: GameEvent[] = [];
  for (const [seat, action] of moves) {
    const r = act(s, seat, action);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** An action that must be refused: the state is unchanged and it is not among the legal moves. */
export function reject(state: AMState, seat: Seat, action: unknown): { code: string; message: string } {
  const before = stateHash(state);
  const result = adventureMart.apply(state, seat, action as AMAction);
  expect(result.ok).toBe(false);
  expect(stateHash(state)).toBe(before);
  if (typeof action === 'object' && action !== null) {
    expect(adventureMart.legal(state, seat).some((a) => sameAction(a, action as AMAction))).toBe(false);
  }
  return (result as { ok: false; error: { code: string; message: string } }).error;
}

export function isLegal(state: AMState, seat: Seat, action: Record<string, unknown>): boolean {
  return adventureMart.legal(state, seat).some((a) => sameAction(a, action as AMAction));
}

export function prompted(state: AMState): { seat: Seat; kind: string; entry: string }[] {
  return adventureMart.pending(state).map((p) => ({ seat: p.seat, kind: p.kind, entry: p.entry }));
}

export function find(events: GameEvent[], type: string): GameEvent[] {
  return events.filter((e) => e.type === type);
}

export function one(events: GameEvent[], type: string): Record<string, unknown> {
  const found = find(events, type);
  expect(found.length).toBe(1);
  return found[0]!.data as Record<string, unknown>;
}

export function topFrame(state: AMState): Frame {
  return state.stack[state.stack.length - 1]!;
}

export function frames(state: AMState): string[] {
  return state.stack.map((f) => f.f);
}

/** The physical id of a card named in a state (first one found in any zone). */
export function idIn(list: readonly CardId[], key: string): CardId {
  const id = list.find((x) => CARDS[x]?.key === key);
  if (id === undefined) throw new Error(`${key} not in list`);
  return id;
}

export function keys(list: readonly CardId[]): string[] {
  return list.map((id) => CARDS[id]!.key);
}


/** A design's printed Buy / Hire Cost and main effect amount, so tests follow the content's tuning. */
export function costOf(key: string): number {
  const c = CARDS.find((x) => x.key === key);
  if (!c || !('cost' in c)) throw new Error(`no card with a cost named ${key}`);
  return c.cost;
}

export function amountOf(key: string): number {
  const c = CARDS.find((x) => x.key === key);
  const n = c && 'effect' in c ? c.effect?.n : undefined;
  if (n === undefined) throw new Error(`no effect amount on ${key}`);
  return n;
}
