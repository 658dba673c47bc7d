// Small text helpers shared by the home screen and the match header.
import type { SeatRecord } from '../../storage/records';

export function playerNames(seats: readonly SeatRecord[]): string {
  return seats.map((s) => s.name).join(', ');
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "just now", "5 minutes ago", "yesterday", then a locale date for anything older than a week. */
export function lastPlayedText(time: number, now: number = Date.now()): string {
  const diff = time - now;
  const ago = -diff;
  if (!Number.isFinite(time)) return 'unknown';
  if (ago < 60_000 && ago > -60_000) return 'just now';
  if (ago < 7 * 86_400_000 && ago > 0) {
    const rtf = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
    for (const [unit, ms] of UNITS) {
      if (ago >= ms) return rtf.format(-Math.floor(ago / ms), unit);
    }
  }
  const d = new Date(time);
  const sameYear = d.getFullYear() === new Date(now).getFullYear();
  return d.toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}

export function isoTime(time: number): string | undefined {
  const d = new Date(time);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}
