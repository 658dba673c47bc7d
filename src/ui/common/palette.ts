// The seat colours: the Okabe-Ito colour-blind-safe palette, each with a name a player can read.
// Seats store the colour's id ("orange"); CSS has one class per id (`seat-colour-orange`), so no
// inline style is ever needed (the app runs under `style-src 'self'`). Colour is never the only
// signal: every badge also carries the player's initial and name.

export interface SeatColour {
  id: string;
  name: string;
}

export const PALETTE: readonly SeatColour[] = [
  { id: 'orange', name: 'Orange' },
  { id: 'sky-blue', name: 'Sky blue' },
  { id: 'bluish-green', name: 'Bluish green' },
  { id: 'yellow', name: 'Yellow' },
  { id: 'blue', name: 'Blue' },
  { id: 'vermillion', name: 'Vermillion' },
  { id: 'reddish-purple', name: 'Reddish purple' },
];

const byId = new Map(PALETTE.map((c) => [c.id, c]));

export function colourName(id: string): string {
  return byId.get(id)?.name ?? 'No colour';
}

/** The CSS class for a seat colour; unknown colours (old or hand-edited files) get a neutral one. */
export function colourClass(id: string): string {
  return byId.has(id) ? `seat-colour-${id}` : 'seat-colour-unknown';
}

/** The first letter of a name, for badges (a code point, so emoji and accents stay whole). */
export function initialOf(name: string): string {
  const first = [...name.trim()][0];
  return first ? first.toLocaleUpperCase() : '?';
}
