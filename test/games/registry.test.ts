// The catalogue describes each game without loading it (New game, home and import read it), so it
// must agree with the definition it loads.
import { describe, expect, it } from 'vitest';
import { gameEntries } from '../../src/games/registry';

describe('game registry', () => {
  for (const entry of gameEntries) {
    it.runIf(entry.load !== null)(`${entry.name}: the entry matches its definition`, async () => {
      const module = await entry.load!();
      const { game } = module;
      expect({
        id: entry.id, name: entry.name, minSeats: entry.minSeats, maxSeats: entry.maxSeats,
        engineVersion: entry.engineVersion, contentVersion: entry.contentVersion, alsoPlaysContent: entry.alsoPlaysContent, alsoPlaysEngine: entry.alsoPlaysEngine,
      }).toEqual({
        id: game.id, name: game.name, minSeats: game.minSeats, maxSeats: game.maxSeats,
        engineVersion: game.engineVersion, contentVersion: game.contentVersion, alsoPlaysContent: game.alsoPlaysContent, alsoPlaysEngine: game.alsoPlaysEngine,
      });
      expect(typeof module.bot).toBe('function');
      expect(typeof module.randomBot).toBe('function');
    });

    it(`${entry.name}: every option New game offers is a variant the setup accepts`, async () => {
      const keys = entry.options.map((o) => o.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const o of entry.options) {
        if (o.kind === 'seat' && o.disabledBy) expect(keys).toContain(o.disabledBy);
      }
      if (!entry.load) return;
      const { game } = await entry.load();
      const seats = Array.from({ length: entry.minSeats }, (_, i) => ({ name: `P${i}`, kind: 'bot' as const }));
      // Each option on its own changes the starting position or is accepted without complaint.
      for (const o of entry.options) {
        const value = o.kind === 'toggle' ? true : 1;
        expect(() => game.setup({ seats, variants: { [o.key]: value } }, 'seed')).not.toThrow();
      }
    });
  }
});
