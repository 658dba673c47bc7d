import { gameCatalogue } from '../../app/app-state';

/** The game's display name; an unknown id (an import from a newer version) is shown as it is. */
export function gameName(id: string): string {
  return gameCatalogue.find((g) => g.id === id)?.name ?? id;
}
