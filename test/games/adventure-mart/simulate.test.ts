// Adventure Mart through the project's simulator: games at 2, 3 and 4 players hold every invariant
// (checked after every action, views included), the summary carries the tuning figures, and the
// step checks do catch a broken state and a leaking view.
import { describe, expect, it } from 'vitest';
import { adventureMart, type AMState } from '../../../src/games/adventure-mart';
import { adventureMartModule as module } from '../../../src/games/adventure-mart/module';
import { simulate } from '../../sim/core';
import { simSpecFor } from '../../sim/games';
import { loadGameModule } from '../../sim/load';

describe('Adventure Mart in the simulator', () => {
  it('is in the simulator\'s table and loads through the registry', async () => {
    expect(simSpecFor('adventure-mart').botName).toBe('heuristic');
    expect((await loadGameModule('adventure-mart'))?.game.id).toBe('adventure-mart');
  });

  for (const players of [2, 3, 4]) {
    it(`${players} players: games end after Day 5 with every invariant held and the figures reported`, () => {
      const r = simulate({ module, players, games: 2, seed: 'vitest-am' });
      expect(r.problems).toEqual([]);
      expect(r).toMatchObject({ game: 'adventure-mart', players, completed: 2, errors: 0, invariantViolations: 0 });
      expect(r.salesPerDay).toBeGreaterThan(0);
      const cards = r.cardBuys as Record<string, { kind: string; offered: number; games: number; byWinner: number }>;
      expect(Object.values(cards).filter((c) => c.kind === 'staff')).toHaveLength(20);
      for (const c of Object.values(cards)) expect(c.byWinner).toBeLessThanOrEqual(c.games);
      const lines = simSpecFor('adventure-mart').report(r, { cards: true }).tail.join('\n');
      expect(lines).toMatch(/cashier/);
      expect(simSpecFor('adventure-mart').report(r).tail.join('\n')).not.toMatch(/cashier/);
    });
  }

  it('the step and view checks catch lost cards, negative Gold and a leaked hand', () => {
    let final: AMState | null = null;
    simulate({ module, players: 2, games: 1, seed: 'broken', checkViews: false, onGame: (g) => (final = g.final as AMState) });
    const ok = final as unknown as AMState;
    const spec = simSpecFor('adventure-mart');
    const track = spec.track(2);
    const lost: AMState = { ...ok, abyss: ok.abyss.slice(1) };
    expect(spec.checkStep(ok, lost, 0, [], track).join()).toMatch(/cards in zones/);
    const poor: AMState = { ...ok, players: ok.players.map((p, i) => (i === 1 ? { ...p, gold: -1 } : p)) };
    expect(spec.checkStep(ok, poor, 0, [], track).join()).toMatch(/negative Gold/);
    expect(spec.checkViews(adventureMart, ok)).toEqual([]);
    const view = adventureMart.view;
    try {
      (adventureMart as { view: typeof view }).view = (s, viewer) => {
        const v = view(s, viewer);
        return { ...v, players: v.players.map((p) => ({ ...p, hand: [] })) };
      };
      expect(spec.checkViews(adventureMart, ok).join()).toMatch(/hand/);
    } finally {
      (adventureMart as { view: typeof view }).view = view;
    }
  });
});
