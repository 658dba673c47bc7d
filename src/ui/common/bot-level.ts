// How a bot seat is marked beside its name. A Normal bot (every bot before levels existed) keeps
// the plain "(bot)"; the other levels say theirs, so the table always shows who plays how.
// Home draws seat badges, so this file stays small: the words only, never the New game store.
import { levelOf, type BotLevel } from '../../storage/bot-levels';
import type { SeatRecord } from '../../storage/records';

/** Level names as players read them. */
export const LEVEL_NAMES: Readonly<Record<BotLevel, string>> = { easy: 'Easy', normal: 'Normal', hard: 'Hard' };

/** " (bot)", " (Easy bot)" or " (Hard bot)"; empty for a person. */
export function botTag(seat: SeatRecord | undefined): string {
  if (seat?.kind !== 'bot') return '';
  const level = levelOf(seat);
  return level === 'normal' ? ' (bot)' : ` (${LEVEL_NAMES[level]} bot)`;
}

/** What the table says while a bot decides: a Hard bot searches, so it is "thinking". */
export function botDoing(seat: SeatRecord | undefined): string {
  return levelOf(seat) === 'hard' ? 'is thinking…' : 'is playing…';
}
