// The leak scan: what a phone was sent, searched for what its seat must not know. Each frame sent
// to a phone is joined into messages, and each message is searched twice: its raw bytes, and the
// strings Yjs decodes from it (map keys and values).
//
// The needles come from the tablet's state at the position each message was sent in: every card in
// another seat's hand, draft or sealed entry (views name a card by `"id":<its id>`, so each card is
// looked for as that, and the state's own arrays are looked for as they are), the decks' order (the
// ids of four cards in a row, in that order), the seed and the PRNG's words. A card the table view
// shows at that position, one the watcher's own events of that move name (a card they gave away),
// or one the watcher holds too (two copies of a Store) is no secret from the watcher and is skipped.
// Sealed entries that are one number (a price) cannot be told from any other number in a view; the
// conformance suite's secret-changer covers them in every view, and these documents carry views only.
import * as decoding from 'lib0/decoding';
import * as Y from 'yjs';
import type { Seat } from '../../src/engine/types';
import type { AMState } from '../../src/games/adventure-mart';
import type { BMState } from '../../src/games/brick-and-mortar';
import { visibleTo } from '../../src/phones/audience';
import { Joiner } from '../../src/phones/frames';
import { KIND_SYNC } from '../../src/phones/sync-peer';
import type { Phone, Table } from './harness';

/** A secret: a text as it is, or card ids that must not all appear, in this order, as `"id":x`. */
export interface Needle {
  what: string;
  text?: string;
  ids?: readonly unknown[];
}

export interface Leak {
  seat: Seat;
  seq: number;
  what: string;
  where: 'raw' | 'decoded';
}

export interface ScanReport {
  messages: number;
  bytes: number;
  /** The largest message, and the frames it took to send them all. */
  largest: number;
  frames: number;
  needlesSearched: number;
  leaks: Leak[];
}

const json = (v: unknown) => JSON.stringify(v);

/** Whether `haystack` holds the needle. */
export function holds(haystack: string, needle: Needle): boolean {
  if (needle.text !== undefined) return haystack.includes(needle.text);
  let from = 0;
  for (const id of needle.ids ?? []) {
    const key = `"id":${json(id)}`;
    let at = haystack.indexOf(key, from);
    // `"id":3` must not match `"id":35`.
    while (at >= 0 && !/[,}\]\s]/.test(haystack[at + key.length] ?? '}')) at = haystack.indexOf(key, at + 1);
    if (at < 0) return false;
    from = at + key.length;
  }
  return true;
}

/** Every card id named in `text` (as `"id":x`), so most needles are turned away by a set lookup. */
export function named(text: string): Set<string> {
  return new Set([...text.matchAll(/"id":("(?:[^"\\]|\\.)*"|-?\d+)(?=[,}\]\s])/g)].map((m) => m[1]!));
}

/** `holds`, after the cheap test that every card it names is named in the text at all. */
function holdsIn(text: string, ids: Set<string>, needle: Needle): boolean {
  if (needle.ids && !needle.ids.every((id) => ids.has(json(id)))) return false;
  return holds(text, needle);
}

function cards(what: string, ids: readonly unknown[]): Needle[] {
  const out: Needle[] = ids.map((id) => ({ what, ids: [id] }));
  if (ids.length >= 2) out.push({ what, text: json(ids) });
  return out;
}

/**
 * Runs of four in order: a deck's order is secret from everyone, whoever holds the cards later.
 * Each run is looked for as cards; the state's own array only from its top (a copied array holds
 * that too), which keeps the slow text searches few.
 */
function runs(what: string, deck: readonly unknown[]): Needle[] {
  const out: Needle[] = [];
  for (let i = 0; i + 4 <= deck.length; i++) out.push({ what, ids: deck.slice(i, i + 4) });
  if (deck.length >= 4) out.push({ what, text: json(deck.slice(0, 4)).slice(1, -1) });
  return out;
}

/** What seat `owner` keeps from the others in Brick & Mortar (as test/games/brick-and-mortar/hide-secrets.ts). */
function bmSecrets(state: BMState, owner: Seat): Needle[] {
  const p = state.players[owner]!;
  const out = [...cards(`seat ${owner}'s Market hand`, p.market), ...cards(`seat ${owner}'s Store hand`, p.hand)];
  if (state.step.phase !== 'sale') out.push(...cards(`seat ${owner}'s face-down Demand`, state.demand[owner] ?? []));
  if (state.step.phase === 'draft') out.push(...cards(`seat ${owner}'s draft hand`, state.step.hands[owner] ?? []));
  const sealed = 'sealed' in state.step ? (state.step.sealed as { eligible: Seat[]; entries: unknown[] } | null) : null;
  const entry = sealed ? sealed.entries[sealed.eligible.indexOf(owner)] : null;
  if (entry !== null && typeof entry === 'object') out.push({ what: `seat ${owner}'s sealed entry`, text: json(entry) });
  if (typeof entry === 'string') out.push({ what: `seat ${owner}'s sealed entry`, ids: [entry] });
  return out;
}

function bmDecks(state: BMState): Needle[] {
  return [...runs('the Market deck', state.marketDeck), ...runs('the Store deck', state.storeDeck), ...runs('the draft leftovers', state.draftDiscard)];
}

function amSecrets(state: AMState, owner: Seat): Needle[] {
  const out = cards(`seat ${owner}'s hand`, state.players[owner]!.hand);
  for (const f of state.stack) {
    if (f.f === 'sale' && f.draft && f.draft.seat === owner) out.push(...cards(`seat ${owner}'s draft`, f.draft.cards));
    if (f.f === 'closing' && f.sealed) {
      const entry = f.sealed.entries[f.sealed.eligible.indexOf(owner)];
      if (typeof entry === 'number' && entry >= 0) out.push({ what: `seat ${owner}'s sealed keep`, ids: [entry] });
    }
  }
  return out;
}

function amDecks(state: AMState, watcher: Seat): Needle[] {
  const depots = { Stock: state.stock, Fixtures: state.fixtures, Staff: state.staff, Adventurers: state.adventurers };
  const out = Object.entries(depots).flatMap(([name, d]) => runs(`the ${name} deck`, d.deck));
  // A Storeroom's order is secret even from its owner, who sees its cards sorted by id: a run
  // that happens to be sorted is what the owner may see.
  state.players.forEach((p, i) => {
    const order = runs(`seat ${i}'s Storeroom order`, p.storeroom);
    const sorted = (n: Needle) => {
      const ids = (n.ids ?? JSON.parse(`[${n.text}]`)) as number[];
      return ids.every((id, k) => k === 0 || ids[k - 1]! < id);
    };
    out.push(...(i === watcher ? order.filter((n) => !sorted(n)) : order));
  });
  return out;
}

/** What `watcher` must not learn at this position; `known` is what they may (see the top). */
export function needlesFor(gameId: string, state: unknown, watcher: Seat, seed: string, known: string): Needle[] {
  const bm = gameId === 'brick-and-mortar';
  const secrets = (s: Seat) => (bm ? bmSecrets(state as BMState, s) : amSecrets(state as AMState, s));
  const seats = (state as { players: unknown[] }).players.length;
  const own = new Set(secrets(watcher).map((n) => json(n.ids ?? n.text)));
  const others = [...Array(seats).keys()].filter((s) => s !== watcher).flatMap(secrets);
  const rng = (state as { rng: readonly number[] }).rng.filter((w) => w >= 100_000).map((w) => ({ what: 'the PRNG state', text: String(w) }));
  const hidden = [...others.filter((n) => !own.has(json(n.ids ?? n.text))), ...(bm ? bmDecks(state as BMState) : amDecks(state as AMState, watcher))];
  const knownIds = named(known);
  return [...hidden.filter((n) => !holdsIn(known, knownIds, n)), { what: 'the seed', text: seed }, ...rng];
}

/** Every string a message's Yjs content holds (keys and values), each apart: cards named in two
 * different values are not "in a row". */
export function decodedStrings(message: Uint8Array): string[] {
  const decoder = decoding.createDecoder(message);
  if (decoding.readVarUint(decoder) !== KIND_SYNC) return [];
  const doc = decoding.readVarString(decoder);
  const type = decoding.readVarUint(decoder);
  if (type === 0) return [doc]; // sync step 1: a state vector, no content
  const update = decoding.readVarUint8Array(decoder);
  const out: string[] = [doc];
  for (const struct of Y.decodeUpdate(update).structs) {
    if (!(struct instanceof Y.Item)) continue;
    if (struct.parentSub) out.push(struct.parentSub);
    if (typeof struct.parent === 'string') out.push(struct.parent);
    const c = struct.content;
    if (c instanceof Y.ContentAny || c instanceof Y.ContentJSON) out.push(...c.arr.map((v) => (typeof v === 'string' ? v : json(v))));
    else if (c instanceof Y.ContentString) out.push(c.str);
  }
  return out;
}

/** The table view's JSON, once per position for all the phones scanned. */
const tableTexts = new WeakMap<object, string>();
function tableText(table: Table, state: unknown): string {
  let text = tableTexts.get(state as object);
  if (text === undefined) tableTexts.set(state as object, (text = json(table.game.view(state, 'table'))));
  return text;
}

/** Searches everything `phone` was sent during `table`'s game. */
export function scanPhone(table: Table, phone: Phone, seed: string): ScanReport {
  const report: ScanReport = { messages: 0, bytes: 0, largest: 0, frames: phone.channel.toPhone.length, needlesSearched: 0, leaks: [] };
  const gameId = table.game.id;
  // Positions are marked on the phone's current channel only: the scanned games have no reloads.
  if (phone.channels.length !== 1) throw new Error('The leak scan reads games without reloads.');
  {
    const joiner = new Joiner();
    const frames = phone.channel.toPhone;
    const marks = phone.marks;
    marks.forEach((mark, k) => {
      const end = marks[k + 1]?.at ?? frames.length;
      const messages = frames.slice(mark.at, end).map((f) => joiner.push(f)).filter((m): m is Uint8Array => m !== null);
      if (messages.length === 0) return;
      const state = table.states[mark.seq];
      const known = tableText(table, state) + json(visibleTo(table.events[mark.seq] ?? [], phone.seat));
      const needles = needlesFor(gameId, state, phone.seat, seed, known);
      report.needlesSearched += needles.length;
      report.messages += messages.length;
      report.bytes += messages.reduce((sum, m) => sum + m.length, 0);
      report.largest = Math.max(report.largest, ...messages.map((m) => m.length));
      const raw = messages.map((m) => Buffer.from(m).toString('latin1'));
      const decoded = messages.flatMap(decodedStrings);
      // A needle of one text or one card is looked for in all of a position's messages at once; cards in
      // a row must be in a row within one message or one decoded value.
      const rawAll = raw.join('\n');
      const decodedAll = decoded.join('\n');
      const ids = { raw: named(rawAll), decoded: named(decodedAll) };
      const found = (all: string, parts: string[], n: Needle, seen: Set<string>) =>
        holdsIn(all, seen, n) && ((n.ids?.length ?? 0) < 2 || parts.some((p) => holds(p, n)));
      for (const n of needles) {
        if (found(rawAll, raw, n, ids.raw)) report.leaks.push({ seat: phone.seat, seq: mark.seq, what: n.what, where: 'raw' });
        if (found(decodedAll, decoded, n, ids.decoded)) report.leaks.push({ seat: phone.seat, seq: mark.seq, what: n.what, where: 'decoded' });
      }
    });
  }
  return report;
}
