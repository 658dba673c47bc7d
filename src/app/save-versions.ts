// Which rules a save was made under, against the rules this build has. The decision (docs/architecture.md,
// "Saves across versions"): a save made under an older engine or content version is replayed only
// when the game still plays that version as it was (alsoPlaysEngine, alsoPlaysContent); otherwise
// replaying it under changed rules or cards could silently give a different game. It is kept,
// shown as made by an older version, and can be exported (the file keeps it whole for a build that
// has those rules). A save from a newer build asks for an update. Read from the registry
// (src/games/registry.ts), so no game chunk is loaded.

export interface Versions {
  engineVersion: number;
  contentVersion: number;
  /** Older content versions this build still plays (only what setup deals changed since). */
  alsoPlaysContent?: readonly number[];
  /** Older rules versions this build still plays (the game keeps each changed rule's old form). */
  alsoPlaysEngine?: readonly number[];
}

export type VersionStanding = 'current' | 'older' | 'newer';

export function versionStanding(saved: Versions, here: Versions): VersionStanding {
  if (saved.engineVersion > here.engineVersion || saved.contentVersion > here.contentVersion) return 'newer';
  const playsCards = saved.contentVersion === here.contentVersion || (here.alsoPlaysContent ?? []).includes(saved.contentVersion);
  const playsRules = saved.engineVersion === here.engineVersion || (here.alsoPlaysEngine ?? []).includes(saved.engineVersion);
  if (!playsRules || !playsCards) return 'older';
  return 'current';
}

/** What changed, in a player's words: the rules, the cards, or both (a version still played has not). */
function whatChanged(saved: Versions, here: Versions): string {
  const rules = saved.engineVersion !== here.engineVersion && !(here.alsoPlaysEngine ?? []).includes(saved.engineVersion);
  const cards = saved.contentVersion !== here.contentVersion && !(here.alsoPlaysContent ?? []).includes(saved.contentVersion);
  return rules && cards ? 'rules and cards' : rules ? 'rules' : 'cards';
}

/** The sentence home and the table show for a save made by an older version. */
export function olderVersionSentence(gameName: string, saved: Versions, here: Versions): string {
  return (
    `Made by an older version of Shopfloor: ${gameName}'s ${whatChanged(saved, here)} have changed since, ` +
    'so this version cannot continue it without changing the game. It is kept as it is; export it to keep a copy.'
  );
}

export function newerVersionSentence(gameName: string): string {
  return `Saved by a newer version of Shopfloor than this one. Update Shopfloor (reload the page) to open this ${gameName} game.`;
}
