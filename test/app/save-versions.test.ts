// Which saves this build continues: its own versions, older content versions it still plays
// because only what setup deals changed since (GameDefinition.alsoPlaysContent), and older rules
// versions whose changed rules it keeps (GameDefinition.alsoPlaysEngine).
import { describe, expect, it } from 'vitest';
import { olderVersionSentence, versionStanding } from '../../src/app/save-versions';

describe('save versions', () => {
  const here = { engineVersion: 2, contentVersion: 5, alsoPlaysContent: [4] };

  it('continues its own versions and the older content versions it still plays', () => {
    expect(versionStanding({ engineVersion: 2, contentVersion: 5 }, here)).toBe('current');
    expect(versionStanding({ engineVersion: 2, contentVersion: 4 }, here)).toBe('current');
  });

  it('continues an older rules version it still plays, with any content version it plays', () => {
    const rules = { ...here, engineVersion: 3, alsoPlaysEngine: [2] };
    expect(versionStanding({ engineVersion: 2, contentVersion: 5 }, rules)).toBe('current');
    expect(versionStanding({ engineVersion: 2, contentVersion: 4 }, rules)).toBe('current');
    expect(versionStanding({ engineVersion: 1, contentVersion: 5 }, rules)).toBe('older');
    expect(versionStanding({ engineVersion: 2, contentVersion: 3 }, rules)).toBe('older');
    expect(versionStanding({ engineVersion: 4, contentVersion: 5 }, rules)).toBe('newer');
  });

  it('keeps any other older version as older, and asks for an update for a newer one', () => {
    expect(versionStanding({ engineVersion: 2, contentVersion: 3 }, here)).toBe('older');
    expect(versionStanding({ engineVersion: 1, contentVersion: 4 }, here)).toBe('older');
    expect(versionStanding({ engineVersion: 2, contentVersion: 4 }, { engineVersion: 2, contentVersion: 5 })).toBe('older');
    expect(versionStanding({ engineVersion: 3, contentVersion: 4 }, here)).toBe('newer');
    expect(versionStanding({ engineVersion: 2, contentVersion: 6 }, here)).toBe('newer');
  });

  it('names as changed only what this build no longer plays: rules it still plays are not blamed', () => {
    const rules = { ...here, engineVersion: 3, alsoPlaysEngine: [2] };
    const changed = (saved: { engineVersion: number; contentVersion: number }) => /'s (.*) have changed since/.exec(olderVersionSentence('Brick & Mortar', saved, rules))?.[1];
    expect(changed({ engineVersion: 2, contentVersion: 3 })).toBe('cards');
    expect(changed({ engineVersion: 1, contentVersion: 4 })).toBe('rules');
    expect(changed({ engineVersion: 1, contentVersion: 3 })).toBe('rules and cards');
  });
});
