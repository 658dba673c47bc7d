// "Learn to play" through New game's store: one person (the last person's name when there is one)
// and two bots of their own names, First game ticked, and the game's fixed deal sent with Start;
// choosing another game ends learning, and an ordinary start draws a fresh deal.
import { describe, expect, it, vi } from 'vitest';
import { guidedSeed, isGuided } from '../../src/app/learn';
import { createNewGameStore, type CatalogueEntry, type NewGameSetup } from '../../src/app/new-game-store';
import type { MatchMeta } from '../../src/storage/records';

const catalogue: CatalogueEntry[] = [
  { id: 'two', name: 'Two only', minSeats: 2, maxSeats: 2, options: [], available: true },
  { id: 'four', name: 'Up to four', minSeats: 2, maxSeats: 4, options: [{ kind: 'toggle', key: 'firstGame', label: 'First game' }], available: true },
];
const meta = (over: Partial<MatchMeta>): MatchMeta => ({
  id: 'm', game: 'four', seats: [], options: {}, seed: 's', engineVersion: 1, contentVersion: 1,
  status: 'active', createdAt: 0, lastPlayedAt: 0, actionCount: 0, progress: '', ...over,
});

function store(saved: MatchMeta[] = []) {
  const start = vi.fn(async (_: NewGameSetup) => ({ ok: true as const, value: meta({ id: 'started' }) }));
  return { s: createNewGameStore({ catalogue, saved, colours: ['red', 'blue', 'green', 'gold'], start }), start };
}

describe('learning to play', () => {
  it('seats one person and two bots, ticks First game, and starts on the game\'s fixed deal', async () => {
    // A person has finished a game already: First game would be unticked, but learning ticks it.
    const finished = meta({ status: 'finished', seats: [{ name: 'Bot', colour: 'red', kind: 'bot' }, { name: 'Ana', colour: 'blue', kind: 'person' }] });
    const { s, start } = store([finished]);
    s.learn('four');
    expect(s.learning.value).toBe(true);
    expect(s.seats.value.map((x) => [x.name, x.kind])).toEqual([['Ana', 'person'], ['Penny', 'bot'], ['Barney', 'bot']]);
    expect(s.toggles.value).toEqual({ firstGame: true });
    expect(await s.submit()).toBe('started');
    const setup = start.mock.calls[0]![0];
    expect(setup.seed).toBe(guidedSeed('four'));
    expect(isGuided(setup.seed!)).toBe(true);
    expect(setup.variants).toMatchObject({ firstGame: true });
  });

  it('a blank name for a newcomer; a game of two seats gets one bot; another game ends learning', async () => {
    const { s, start } = store();
    s.learn('two');
    expect(s.seats.value.map((x) => [x.name, x.kind])).toEqual([['', 'person'], ['Penny', 'bot']]);
    s.chooseGame('four');
    expect(s.learning.value).toBe(false);
    const [a, b] = s.seats.value.map((x) => x.key) as [number, number];
    s.update(a, { name: 'Ana' });
    s.update(b, { name: 'Ben' });
    await s.submit();
    expect(start.mock.calls[0]![0].seed).toBeUndefined();
    expect(isGuided('0123456789abcdef')).toBe(false);
  });
});
