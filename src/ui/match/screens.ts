// Each game's UI record alone, by game id: what a phone shows. A view of the games' records
// (./games.ts), kept while the phones feature still imports it here.
import { games, type UiLoader } from './games';

export const uis: Readonly<Record<string, UiLoader>> = Object.fromEntries(games.map((g) => [g.id, g.ui]));
