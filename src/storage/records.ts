// The shapes storage keeps, and hand-written checks for them. Everything read back from IndexedDB
// or from an imported file is untrusted (older app versions, other tabs, hand-edited files), so
// every read goes through these checks. Each check returns a short reason a player can read
// (naming the field) instead of a bare boolean, so "unreadable" reports can say what is wrong.

import { BOT_LEVELS, type BotLevel } from './bot-levels';

export interface SeatRecord {
  name: string;
  colour: string;
  kind: 'person' | 'bot';
  /** A bot's level (absent: Normal); never set for a person. */
  level?: BotLevel;
}

export interface MatchMeta {
  id: string;
  game: string;
  seats: SeatRecord[];
  options: Record<string, unknown>;
  seed: string;
  engineVersion: number;
  contentVersion: number;
  status: 'active' | 'finished';
  createdAt: number;
  lastPlayedAt: number;
  /** Number of actions in the log (= seq of the last one). Storage keeps it in step with the log. */
  actionCount: number;
  /** Short human summary, e.g. "Month 3 · Supply"; '' at the start. */
  progress: string;
}

/** One accepted action. `seq` starts at 1; `hash` is the state hash after the action. */
export interface LogRecord {
  matchId: string;
  seq: number;
  seat: number;
  action: unknown;
  barrier: boolean;
  hash: string;
}

/** The state after action `seq` (seq 0 = the initial state). */
export interface SnapshotRecord {
  matchId: string;
  seq: number;
  state: unknown;
  hash: string;
}

/** A problem found by a check: `null` means the value is fine. */
export type Problem = string | null;

export function isPlainObject(x: unknown): x is Record<string, unknown> {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const proto: unknown = Object.getPrototypeOf(x);
  return proto === Object.prototype || proto === null;
}

const isText = (x: unknown): x is string => typeof x === 'string';
const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;
const isTime = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

function checkSeat(x: unknown, at: string): Problem {
  if (!isPlainObject(x)) return `${at} is not a seat`;
  if (!isText(x.name)) return `${at}.name should be text`;
  if (!isText(x.colour)) return `${at}.colour should be text`;
  if (x.kind !== 'person' && x.kind !== 'bot') return `${at}.kind should be "person" or "bot"`;
  if (x.level !== undefined && !(BOT_LEVELS as readonly unknown[]).includes(x.level)) return `${at}.level should be "easy", "normal" or "hard"`;
  return null;
}

export function checkMatchMeta(x: unknown): Problem {
  if (!isPlainObject(x)) return 'it is not a saved-game record';
  if (!isText(x.id) || x.id === '') return 'id is missing';
  if (!isText(x.game) || x.game === '') return 'game is missing';
  if (!Array.isArray(x.seats)) return 'seats is missing or not a list';
  if (x.seats.length === 0) return 'seats is empty';
  for (let i = 0; i < x.seats.length; i++) {
    const p = checkSeat(x.seats[i], `seats[${i}]`);
    if (p) return p;
  }
  if (!isPlainObject(x.options)) return 'options is missing';
  if (!isText(x.seed)) return 'seed should be text';
  if (!isCount(x.engineVersion)) return 'engineVersion should be a whole number';
  if (!isCount(x.contentVersion)) return 'contentVersion should be a whole number';
  if (x.status !== 'active' && x.status !== 'finished') return 'status should be "active" or "finished"';
  if (!isTime(x.createdAt)) return 'createdAt should be a time';
  if (!isTime(x.lastPlayedAt)) return 'lastPlayedAt should be a time';
  if (!isCount(x.actionCount)) return 'actionCount should be a whole number';
  if (!isText(x.progress)) return 'progress should be text';
  return null;
}

export function checkLogRecord(x: unknown): Problem {
  if (!isPlainObject(x)) return 'it is not a move record';
  if (!isText(x.matchId) || x.matchId === '') return 'matchId is missing';
  if (!isCount(x.seq) || x.seq < 1) return 'seq should be a whole number from 1';
  if (!isCount(x.seat)) return 'seat should be a whole number';
  if (!('action' in x) || x.action === undefined) return 'action is missing';
  if (typeof x.barrier !== 'boolean') return 'barrier should be true or false';
  if (!isText(x.hash)) return 'hash should be text';
  return null;
}

export function checkSnapshotRecord(x: unknown): Problem {
  if (!isPlainObject(x)) return 'it is not a saved-position record';
  if (!isText(x.matchId) || x.matchId === '') return 'matchId is missing';
  if (!isCount(x.seq)) return 'seq should be a whole number';
  if (!('state' in x) || x.state === undefined) return 'state is missing';
  if (!isText(x.hash)) return 'hash should be text';
  return null;
}

export const isMatchMeta = (x: unknown): x is MatchMeta => checkMatchMeta(x) === null;
export const isLogRecord = (x: unknown): x is LogRecord => checkLogRecord(x) === null;
export const isSnapshotRecord = (x: unknown): x is SnapshotRecord => checkSnapshotRecord(x) === null;

/** Database keys can be any IDB key; show them as text in reports. */
export function formatKey(key: unknown): string {
  if (typeof key === 'string') return key;
  try {
    return JSON.stringify(key) ?? String(key);
  } catch {
    return String(key);
  }
}
