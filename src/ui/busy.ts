// How many hidden-entry screens are uncovered right now. While any is, nothing may interrupt
// (the "Update ready" prompt waits). Kept in memory only: a reload always starts covered.
import { signal } from '@preact/signals';

export const privateScreensOpen = signal(0);
