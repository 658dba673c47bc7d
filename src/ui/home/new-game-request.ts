// What a game card on home asked New game for: that game, or its guided first game ("Learn to
// play"). Read once by New game. A module of home's own, so a card's tap loads none of New game.
import { signal } from '@preact/signals';

export const newGameRequest = signal<{ game: string; learn: boolean } | null>(null);
