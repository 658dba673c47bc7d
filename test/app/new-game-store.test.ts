// New game's store, without a DOM: blank seats to start (the last players a choice away), bots'
// own names, First game until a person has finished one, the game's seat bounds, and a start that
// happens only when every field is right.
import { describe, expect, it, vi } from 'vitest';
import { createNewGameStore, type CatalogueEntry, type SeatDraft } from '../../src/app/new-game-store';
import type { GameOption } from '../../src/games/game-module';
import type { MatchMeta } from '../../src/storage/records';

const catalogue: CatalogueEntry[] = [
  { id: 'two', name: 'Two only', minSeats: 2, maxSeats: 2, options: [], available: true },
  { id: 'four', name: 'Up to four', minSeats: 2, maxSeats: 4, options: [{ kind: 'toggle', key: 'firstGame', label: 'First game' }], available: true },
];
const colours = ['red', 'blue', 'green', 'gold'];
const meta = (over: Partial<MatchMeta>): MatchMeta => ({
  id: 'm', game: 'four', seats: [], options: {}, seed: 's', engineVersion: 1, contentVersion: 1,
  status: 'active', createdAt: 0, lastPlayedAt: 0, actionCount: 0, progress: '', ...over,
});

function store(saved: MatchMeta[] = [], start = vi.fn(async () => ({ ok: true as const, value: meta({ id: 'started' }) }))) {
  return { s: createNewGameStore({ catalogue, saved, colours, start }), start };
}

describe('new game store', () => {
  it('starts with the least seats, blank persons in free colours; the last players come back only when asked', () => {
    const { s } = store([meta({ seats: [{ name: 'Ana', colour: 'blue', kind: 'person' }, { name: 'Bo', colour: 'blue', kind: 'bot' }, { name: 'Cy', colour: 'red', kind: 'person' }] })]);
    expect(s.seats.value.map((x) => [x.name, x.kind, x.colour])).toEqual([['', 'person', 'red'], ['', 'person', 'blue']]);
    s.sameAsLastTime();
    // The first game here takes two seats at most.
    expect(s.seats.value.map((x) => [x.name, x.kind, x.colour])).toEqual([['Ana', 'person', 'blue'], ['Bo', 'bot', 'red']]);
    s.chooseGame('four');
    s.sameAsLastTime();
    expect(s.seats.value.map((x) => x.name)).toEqual(['Ana', 'Bo', 'Cy']);
    s.chooseGame('two');
    expect(s.seats.value).toHaveLength(2);
  });

  it('names bots from its own list, first free one first, and keeps a name the players typed', () => {
    const { s } = store();
    s.chooseGame('four');
    const [a, b] = s.seats.value.map((x) => x.key) as [number, number];
    s.update(a, { name: 'penny' });
    s.setKind(b, 'bot');
    expect(s.seats.value[1]!.name).toBe('Barney');
    s.update(b, { name: 'Robo' });
    s.setKind(b, 'person');
    expect(s.seats.value[1]!.name).toBe('Robo');
  });

  it('ticks First game until a person has finished that game; bots finishing alone do not count', () => {
    expect(store().s.toggles.value).toEqual({});
    const botsOnly = meta({ status: 'finished', seats: [{ name: 'A', colour: 'red', kind: 'bot' }] });
    const person = meta({ status: 'finished', seats: [{ name: 'A', colour: 'red', kind: 'person' }] });
    const fresh = store([botsOnly]).s;
    fresh.chooseGame('four');
    expect(fresh.toggles.value).toEqual({ firstGame: true });
    const seasoned = store([person]).s;
    seasoned.chooseGame('four');
    expect(seasoned.toggles.value).toEqual({ firstGame: false });
  });

  it('starts nothing while a name is missing or shared, then starts with the trimmed setup', async () => {
    const { s, start } = store();
    s.chooseGame('four');
    const [a, b] = s.seats.value.map((x) => x.key) as [number, number];
    expect(await s.submit()).toBeNull();
    expect(s.problems.value.map((p) => p.name)).toEqual(['Enter a name for Player 1.', 'Enter a name for Player 2.']);
    s.update(a, { name: ' Ana ' });
    s.update(b, { name: 'ana' });
    expect(await s.submit()).toBeNull();
    expect(start).not.toHaveBeenCalled();
    s.update(b, { name: 'Ben' });
    expect(await s.submit()).toBe('started');
    expect(start).toHaveBeenCalledWith({
      game: 'four',
      seats: [{ name: 'Ana', colour: 'red', kind: 'person' }, { name: 'Ben', colour: 'blue', kind: 'person' }],
      variants: { firstGame: true },
    });
  });
});

describe('new game store: what the screen asks of it', () => {
  const withSeatOption: CatalogueEntry[] = [
    ...catalogue,
    {
      id: 'dealt',
      name: 'Dealt',
      minSeats: 2,
      maxSeats: 3,
      options: [
        { kind: 'toggle', key: 'randomFirst', label: 'Random first player' },
        { kind: 'seat', key: 'firstPlayer', label: 'First player', disabledBy: 'randomFirst' },
      ],
      available: true,
    },
    { id: 'soon', name: 'Soon', minSeats: 2, maxSeats: 4, options: [], available: false },
  ];
  const make = (list = withSeatOption) =>
    createNewGameStore({ catalogue: list, saved: [], colours, start: vi.fn(async () => ({ ok: true as const, value: meta({}) })) });

  it('the seat count stays within the game: Add and Remove are offered only inside its bounds', () => {
    const s = make();
    s.chooseGame('dealt');
    expect(s.limits.value).toEqual({ min: 2, max: 3 });
    expect([s.canAdd.value, s.canRemove.value]).toEqual([true, false]);
    s.addSeat();
    expect([s.canAdd.value, s.canRemove.value]).toEqual([false, true]);
    expect(s.addSeat()).toBeNull();
    expect(s.seats.value).toHaveLength(3);
    s.chooseGame('two');
    expect([s.canAdd.value, s.canRemove.value]).toEqual([false, false]);
  });

  it('a colour is offered to one seat only', () => {
    const s = make();
    const [a, b] = s.seats.value as [SeatDraft, SeatDraft];
    expect(s.colourTakenBy(a.key, b.colour)?.key).toBe(b.key);
    expect(s.colourTakenBy(a.key, a.colour)).toBeNull();
    expect(s.colourTakenBy(a.key, 'gold')).toBeNull();
  });

  it("a seat choice is greyed out while the toggle that overrides it is on; a toggle never is", () => {
    const s = make();
    s.chooseGame('dealt');
    const [toggle, seat] = s.entry.value!.options as [GameOption, GameOption];
    expect(s.overridden(seat)).toBe(false);
    s.setToggle('randomFirst', true);
    expect(s.overridden(seat)).toBe(true);
    expect(s.overridden(toggle)).toBe(false);
  });

  it("opens on what a home card asked for, once: its game, or its guided first game", () => {
    const s = make();
    s.open({ game: 'dealt', learn: false });
    expect([s.game.value, s.learning.value]).toEqual(['dealt', false]);
    const l = make();
    l.open({ game: 'four', learn: true });
    expect([l.game.value, l.learning.value, l.seats.value.map((x) => x.kind)]).toEqual(['four', true, ['person', 'bot', 'bot']]);
    const plain = make();
    plain.open(null);
    expect(plain.game.value).toBe('two');
  });

  it('says when no game is playable in this build', () => {
    expect(make().playable).toBe(true);
    expect(make(withSeatOption.filter((g) => g.id === 'soon')).playable).toBe(false);
  });
});
