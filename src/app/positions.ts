// How far apart the saved positions of a match are, and how far back its logs reach when it opens:
// numbers the session, the import proof and the logs share (kept apart so none imports another).

/** A snapshot is taken at the first barrier this many actions after the last one. Taking it only at
 * a barrier means undo never needs anything older than the latest snapshot. */
export const SNAPSHOT_SPACING = 25;

/** Moves rebuilt when a match opens: at least this many of the latest, back to a saved position. */
export const LOG_WINDOW = 30;
/** Moves each request for earlier ones adds, at least (back to a saved position). */
export const LOG_EARLIER = 100;
