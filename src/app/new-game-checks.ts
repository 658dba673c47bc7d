// New game's checks, as plain functions of what the form holds (src/app/new-game-store.ts keeps
// the form): what is wrong with each seat, the variants a match starts with, whether First game is
// still a newcomer's choice, and what a seat is saved as.
import type { GameOption } from '../games/game-module';
import type { BotLevel } from '../storage/bot-levels';
import type { MatchMeta, SeatRecord } from '../storage/records';

/** Same limit as storage's import check (MAX_SEAT_NAME). */
export const MAX_NAME = 40;

export interface SeatProblems {
  name?: string;
  colour?: string;
}

/** Problems per seat, by position; empty objects when all is well. */
export function checkSeats(seats: readonly { name: string; colour: string }[]): SeatProblems[] {
  return seats.map((s, i) => {
    const label = `Player ${i + 1}`;
    const p: SeatProblems = {};
    const name = s.name.trim();
    if (name === '') p.name = `Enter a name for ${label}.`;
    else if (name.length > MAX_NAME) p.name = `${label}'s name is too long (at most ${MAX_NAME} characters).`;
    else {
      const same = seats.findIndex((o) => o.name.trim().toLocaleLowerCase() === name.toLocaleLowerCase());
      if (same < i) p.name = `${label} has the same name as Player ${same + 1}. Each player needs their own name.`;
    }
    const sameColour = seats.findIndex((o) => o.colour === s.colour);
    if (sameColour < i) p.colour = `${label} has the same colour as Player ${sameColour + 1}.`;
    return p;
  });
}

/** The variants a match starts with: every toggle (off unless ticked), and each seat choice unless
 * the toggle that overrides it is on (a random first player overrides the chosen one). */
export function chosenVariants(
  options: readonly GameOption[],
  toggles: Record<string, boolean>,
  seatChoices: Record<string, number>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const o of options) {
    if (o.kind === 'toggle') out[o.key] = toggles[o.key] === true;
    else if (!(o.disabledBy !== undefined && toggles[o.disabledBy] === true)) out[o.key] = seatChoices[o.key] ?? 0;
  }
  return out;
}

/** True once a person has played a game of `game` to its end here. */
export function finishedByAPerson(saved: readonly MatchMeta[], game: string): boolean {
  return saved.some((m) => m.game === game && m.status === 'finished' && m.seats.some((s) => s.kind === 'person'));
}

/** What a seat draft is saved as: a bot keeps its level, a person has none. */
export function seatRecord(s: Pick<SeatRecord, 'name' | 'colour' | 'kind'> & { level: BotLevel }): SeatRecord {
  const out: SeatRecord = { name: s.name.trim(), colour: s.colour, kind: s.kind };
  if (s.kind === 'bot') out.level = s.level;
  return out;
}
