// How hard a bot seat plays, as a save records it. Its own small file: home's seat badges read a
// level, and must not pull every check of ./records.ts into home's first chunk.

/** How hard a bot seat plays. Saves from before levels have none: they play as Normal. */
export type BotLevel = 'easy' | 'normal' | 'hard';
export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard'];

/** The levels New game offers for a game: Hard only where the game has a search (src/games/bots/levels.ts). */
export const levelsFor = (hard: boolean): readonly BotLevel[] => (hard ? BOT_LEVELS : BOT_LEVELS.filter((l) => l !== 'hard'));

/** A seat's level, reading an absent one (older saves) as Normal. */
export const levelOf = (seat: { level?: BotLevel } | undefined): BotLevel => seat?.level ?? 'normal';
