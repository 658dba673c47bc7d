// Which games have a guide, and where its notes load from: each game's notes are data in its own
// UI folder (src/ui/games/<game>/guide.ts), a chunk fetched the first time that game's table opens.
import type { GuideNotes } from './guide-store';

export const guideLoaders: Readonly<Record<string, () => Promise<GuideNotes>>> = {
  'brick-and-mortar': () => import('../games/brick-and-mortar/guide').then((m) => m.NOTES),
  'adventure-mart': () => import('../games/adventure-mart/guide').then((m) => m.NOTES),
};
