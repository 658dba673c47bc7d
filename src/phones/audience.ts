// What an audience's document holds, written by the tablet and read by a phone. One document per
// audience (the table, each seat with a phone): a CRDT shares its whole history with every replica,
// so the only way a phone can never receive a secret is that its document never holds one.
//
//   view    top-level key of view(state, audience) -> its JSON (only changed keys are rewritten,
//           so a move sends what it changed, not the whole view)
//   moves   seq -> JSON of the events of that move this audience may see (the latest KEEP only)
//   meta    'seq' -> the position published; 'prompts' -> JSON of pending(state) (public: who is
//           awaited and how); 'legal' -> JSON of legal(state, seat) (seat documents only);
//           'previews' -> what the seat's screens preview of its legal moves (seat documents only,
//           while the seat is awaited in private; see PhoneHostOptions.previews); 'undo' -> '1'
//           when the seat may take back its last move now (seat documents only); 'takenBack' ->
//           how many times the seat moved on the tablet while it had a phone (seat documents only)
//   acks    clientSeq -> JSON of the answer to that intent (seat documents only)
//
// The outbox is a separate document written only by the phone: intents -> clientSeq -> JSON of
// { action } or { undo: true }, each with `mark`, the 'takenBack' count the phone had read when it
// sent it: an intent sent before the phone learnt that its person moved on the tablet is refused.
// Values are JSON strings rather than nested Yjs types: views are replaced, never merged, and a
// string is what the leak scan and a relay can read as it is.
import * as Y from 'yjs';
import type { Action, GameError, GameEvent, Prompt, Seat, Viewer } from '../engine/types';

/** Moves whose events a document keeps: enough for "what happened since you looked". */
export const KEEP_MOVES = 40;

export type Answer = { ok: true } | { ok: false; error: GameError };

export interface Intent {
  clientSeq: number;
  /** The move, or for an undo intent an empty placeholder (see `undo`). */
  action: Action;
  /** Takes back the seat's last move under the tablet's undo rules (its barriers) instead. */
  undo?: true;
  /** The seat document's 'takenBack' count when the phone sent it (0 when absent). */
  mark?: number;
}

export interface Position {
  /** Actions played so far; an undo makes it smaller. */
  seq: number;
  state: unknown;
  /** The events of move `seq` (empty when publishing a position reached otherwise). */
  events?: readonly GameEvent[];
  /** The seat whose move led here: move `seq`'s, or the one an undo took back (absent on opening). */
  by?: Seat;
  /** The seats that may take back their last move now, under the tablet's undo rules. */
  undoable?: readonly Seat[];
}

/** The events `viewer` may read: public ones, and for a seat its own. */
export function visibleTo(events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
  return events.filter((e) => e.visibility === 'public' || (viewer !== 'table' && e.visibility.seat === viewer));
}

/** Writes a key only when its text changed, so Yjs sends nothing for what stayed the same. */
function setText(map: Y.Map<string>, key: string, text: string): void {
  if (map.get(key) !== text) map.set(key, text);
}

export interface AudienceContent {
  view: unknown;
  prompts: Prompt[];
  legal?: Action[];
  /** Written when present (null clears it). */
  previews?: unknown;
  /** Whether the seat may take back its last move now (seat documents only). */
  undo?: boolean;
}

/** Replaces the audience's picture with the position `seq`; the caller wraps it in a transaction. */
export function writePosition(doc: Y.Doc, seq: number, content: AudienceContent, events: readonly GameEvent[]): void {
  const view = doc.getMap<string>('view');
  const value = content.view;
  const entries: [string, unknown][] =
    value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [['', value]];
  const keep = new Set<string>();
  for (const [key, part] of entries) {
    if (part === undefined) continue;
    keep.add(key);
    setText(view, key, JSON.stringify(part));
  }
  for (const key of [...view.keys()]) if (!keep.has(key)) view.delete(key);

  const meta = doc.getMap<string>('meta');
  setText(meta, 'seq', String(seq));
  setText(meta, 'prompts', JSON.stringify(content.prompts));
  if (content.legal) setText(meta, 'legal', JSON.stringify(content.legal));
  if (content.previews !== undefined) setText(meta, 'previews', JSON.stringify(content.previews));
  if (content.undo !== undefined) setText(meta, 'undo', content.undo ? '1' : '');

  // Moves past `seq` were undone; moves older than the window are forgotten (and, with Yjs's
  // garbage collection, their content leaves the document).
  const moves = doc.getMap<string>('moves');
  for (const key of [...moves.keys()]) {
    const n = Number(key);
    if (n > seq || n <= seq - KEEP_MOVES) moves.delete(key);
  }
  if (events.length > 0) moves.set(String(seq), JSON.stringify(events));
}

export function writeAnswer(doc: Y.Doc, clientSeq: number, answer: Answer): void {
  doc.getMap<string>('acks').set(String(clientSeq), JSON.stringify(answer));
}

export function readAnswer(doc: Y.Doc, clientSeq: number): Answer | undefined {
  const text = doc.getMap<string>('acks').get(String(clientSeq));
  return text === undefined ? undefined : (JSON.parse(text) as Answer);
}

/** The view as written: undefined until the first position arrives. */
export function readView(doc: Y.Doc): unknown {
  const view = doc.getMap<string>('view');
  if (view.size === 0) return undefined;
  const only = view.get('');
  if (only !== undefined && view.size === 1) return JSON.parse(only);
  const out: Record<string, unknown> = {};
  for (const [key, text] of view.entries()) out[key] = JSON.parse(text);
  return out;
}

export function readSeq(doc: Y.Doc): number {
  const text = doc.getMap<string>('meta').get('seq');
  return text === undefined ? -1 : Number(text);
}

export function readMeta<T>(doc: Y.Doc, key: 'prompts' | 'legal' | 'previews', fallback: T): T {
  const text = doc.getMap<string>('meta').get(key);
  return text === undefined ? fallback : (JSON.parse(text) as T);
}

/** How many times the seat moved on the tablet while it had a phone: an intent sent with a lower
 * mark was composed without knowing it. */
export function readTakenBack(doc: Y.Doc): number {
  return Number(doc.getMap<string>('meta').get('takenBack') ?? 0) || 0;
}

export function markTakenBack(doc: Y.Doc): void {
  doc.getMap<string>('meta').set('takenBack', String(readTakenBack(doc) + 1));
}

export function readCanUndo(doc: Y.Doc): boolean {
  return doc.getMap<string>('meta').get('undo') === '1';
}

/** The kept moves' events, oldest first. */
export function readMoves(doc: Y.Doc): { seq: number; events: GameEvent[] }[] {
  return [...doc.getMap<string>('moves').entries()]
    .map(([key, text]) => ({ seq: Number(key), events: JSON.parse(text) as GameEvent[] }))
    .sort((a, b) => a.seq - b.seq);
}

/** The outbox's intents in the order the phone numbered them; malformed entries are skipped. */
export function readIntents(outbox: Y.Doc): Intent[] {
  const intents: Intent[] = [];
  for (const [key, text] of outbox.getMap<string>('intents').entries()) {
    const clientSeq = Number(key);
    if (!Number.isSafeInteger(clientSeq) || clientSeq < 1 || typeof text !== 'string') continue;
    try {
      const value: unknown = JSON.parse(text);
      if (value === null || typeof value !== 'object' || Array.isArray(value)) continue;
      const { action, undo, mark } = value as { action?: unknown; undo?: unknown; mark?: unknown };
      const marked = typeof mark === 'number' && Number.isSafeInteger(mark) ? { mark } : {};
      if (undo === true) intents.push({ clientSeq, action: { type: 'undo' }, undo: true, ...marked });
      else if (action !== null && typeof action === 'object' && !Array.isArray(action)) intents.push({ clientSeq, action: action as Action, ...marked });
      // A phone of an earlier build wrote the bare action.
      else if (typeof (value as { type?: unknown }).type === 'string') intents.push({ clientSeq, action: value as Action });
    } catch {
      // A phone's malformed entry is not an intent; the engine would refuse it anyway.
    }
  }
  return intents.sort((a, b) => a.clientSeq - b.clientSeq);
}

export function writeIntent(outbox: Y.Doc, intent: Intent): void {
  const body = intent.undo ? { undo: true, mark: intent.mark ?? 0 } : { action: intent.action, mark: intent.mark ?? 0 };
  outbox.getMap<string>('intents').set(String(intent.clientSeq), JSON.stringify(body));
}

/** The highest clientSeq this seat has used, as far as the documents tell. */
export function lastClientSeq(seat: Y.Doc, outbox: Y.Doc): number {
  let last = 0;
  for (const key of outbox.getMap('intents').keys()) last = Math.max(last, Number(key) || 0);
  for (const key of seat.getMap('acks').keys()) last = Math.max(last, Number(key) || 0);
  return last;
}
