// Every playable game in the registry passes the conformance suite (conformance.ts), with the
// option sets, bots and secret-changer its subject lists (subjects/<id>.ts). The games come from the
// registry itself, so a playable game without a subject fails here: coverage is run, not read from
// a file's text.
import { describe, expect, it } from 'vitest';
import { gameEntries } from '../../src/games/registry';
import { conformance, type ConformanceSubject } from './conformance';

const playable = gameEntries.filter((g) => g.load !== null);

describe('conformance coverage', () => {
  it('lists at least Brick & Mortar, Adventure Mart and the Bidding dial as playable', () => {
    expect(playable.map((g) => g.id)).toEqual(expect.arrayContaining(['brick-and-mortar', 'adventure-mart', 'bidding-dial']));
  });
});

for (const entry of playable) {
  // A missing subject file fails the import, and so this file.
  const { subject } = (await import(`./subjects/${entry.id}.ts`)) as { subject: ConformanceSubject<unknown> };
  describe(`${entry.name}: the subject is the registered game`, () => {
    it('tests the very definition the registry loads', async () => {
      const loaded = await entry.load!();
      expect(subject.game).toBe(loaded.game);
    });
  });
  conformance(entry.name, subject);
}
