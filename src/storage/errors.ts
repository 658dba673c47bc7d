// Storage never throws to its callers: every IndexedDB failure becomes a Result with a sentence a
// player can read. Codes are stable so the UI can react (e.g. offer a reload on `closed`).
// The ok/fail helpers are the engine's (src/engine/result.ts): one shape for every Result.
import type { GameError } from '../engine/types';

export const UNAVAILABLE_MESSAGE =
  'This browser is not letting Shopfloor save games (private browsing?). You can still play, but this game will be lost when the page closes.';

export const CLOSED_MESSAGE =
  'Saved games were closed because Shopfloor was updated in another tab. Reload the page to continue.';

function errorName(e: unknown): string {
  if (typeof e === 'object' && e !== null && 'name' in e && typeof e.name === 'string') return e.name;
  return '';
}

/**
 * Turns whatever IndexedDB threw into a GameError. `doing` completes "Could not ...", e.g.
 * "save this move", so the player knows which step failed.
 */
export function storageError(e: unknown, doing: string): GameError {
  switch (errorName(e)) {
    case 'DataCloneError':
      return {
        code: 'bad-record',
        message: `Could not ${doing}: part of it is not plain data that can be stored. Nothing was changed.`,
      };
    case 'QuotaExceededError':
      return {
        code: 'storage-full',
        message: `Could not ${doing}: this device has run out of space for saved games. Free some space or delete old games, then try again.`,
      };
    case 'InvalidStateError':
      return { code: 'closed', message: CLOSED_MESSAGE };
    case 'ConstraintError':
      return { code: 'exists', message: `Could not ${doing}: a saved game with this id already exists.` };
    default:
      return {
        code: 'storage-failed',
        message: `Could not ${doing}: the browser's storage reported a problem. Nothing was changed; try again.`,
      };
  }
}
