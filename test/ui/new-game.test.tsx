// @vitest-environment happy-dom
// The New game form: seat bounds, name checks, unique colours, and the setup handed to newMatch.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as app from './app-mock';
import NewGame from '../../src/ui/new-game/NewGame';
import { checkSeats } from '../../src/app/new-game-store';
import { navigate, route } from '../../src/ui/route';

vi.mock('../../src/app/app-state', () => import('./app-mock'));

beforeEach(() => {
  app.resetApp();
  navigate({ name: 'new-game' }, true);
});

afterEach(() => {
  cleanup();
});

const nameInput = (n: number) => screen.getByRole('textbox', { name: `Player ${n} name` }) as HTMLInputElement;
const colourSelect = (n: number) => screen.getByRole('combobox', { name: `Player ${n} colour` }) as HTMLSelectElement;
const seatCount = () => screen.queryAllByRole('textbox', { name: /^Player \d name$/ }).length;
const addButton = () => screen.getByRole('button', { name: 'Add a player' }) as HTMLButtonElement;
const type = (el: HTMLInputElement, value: string) => fireEvent.input(el, { target: { value } });

function selectedColours(): string[] {
  return Array.from({ length: seatCount() }, (_, i) => colourSelect(i + 1).value);
}

describe('New game form', () => {
  it('offers the games as a radio group; an unavailable one is shown disabled as coming soon', () => {
    render(<NewGame />);
    const group = screen.getByRole('group', { name: 'Game' });
    const bm = within(group).getByRole('radio', { name: 'Brick & Mortar' }) as HTMLInputElement;
    const am = within(group).getByRole('radio', { name: 'Adventure Mart' }) as HTMLInputElement;
    const soon = within(group).getByRole('radio', { name: 'Corner Shop (coming soon)' }) as HTMLInputElement;
    expect(bm.checked).toBe(true);
    expect(am.checked).toBe(false);
    expect(soon.disabled).toBe(true);
  });

  it('keeps between 2 and 4 seats', () => {
    render(<NewGame />);
    expect(seatCount()).toBe(2);
    expect(screen.queryByRole('button', { name: /^Remove Player/ })).toBeNull();
    fireEvent.click(addButton());
    expect(seatCount()).toBe(3);
    fireEvent.click(addButton());
    expect(seatCount()).toBe(4);
    expect(addButton().disabled).toBe(true);
    fireEvent.click(addButton());
    expect(seatCount()).toBe(4);
    expect(screen.getAllByRole('button', { name: /^Remove Player \d$/ })).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Player 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Player 1' }));
    expect(seatCount()).toBe(2);
    expect(screen.queryByRole('button', { name: /^Remove Player/ })).toBeNull();
    expect(addButton().disabled).toBe(false);
  });

  it('removing a seat keeps the others as typed and renumbers them', () => {
    render(<NewGame />);
    fireEvent.click(addButton());
    type(nameInput(1), 'Ana');
    type(nameInput(2), 'Ben');
    type(nameInput(3), 'Cleo');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Player 2' }));
    expect(nameInput(1).value).toBe('Ana');
    expect(nameInput(2).value).toBe('Cleo');
  });

  it('checks names when starting: required, distinct, at most 40 characters', async () => {
    render(<NewGame />);
    expect(nameInput(1).maxLength).toBe(40);
    fireEvent.click(screen.getByRole('button', { name: 'Start game' }));
    screen.getByText('Enter a name for Player 1.');
    screen.getByText('Enter a name for Player 2.');
    expect(nameInput(1).getAttribute('aria-invalid')).toBe('true');
    expect(nameInput(1).getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(nameInput(1).getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter a name for Player 1.',
    );
    type(nameInput(1), 'Ana');
    type(nameInput(2), '  ana ');
    expect(screen.queryByText('Enter a name for Player 1.')).toBeNull();
    screen.getByText('Player 2 has the same name as Player 1. Each player needs their own name.');
    type(nameInput(2), '   ');
    screen.getByText('Enter a name for Player 2.');
    fireEvent.click(screen.getByRole('button', { name: 'Start game' }));
    await Promise.resolve();
    expect(app.newMatch).not.toHaveBeenCalled();
    expect(checkSeats([{ name: 'x'.repeat(41), colour: 'orange' }])[0]?.name).toMatch(/too long/);
  });

  it('gives every seat its own colour, and offers no colour another seat has', () => {
    render(<NewGame />);
    fireEvent.click(addButton());
    fireEvent.click(addButton());
    const colours = selectedColours();
    expect(new Set(colours).size).toBe(4);
    // Player 2 cannot pick Player 1's colour.
    const p2 = colourSelect(2);
    const p1Colour = colourSelect(1).value;
    const taken = Array.from(p2.options).find((o) => o.value === p1Colour)!;
    expect(taken.disabled).toBe(true);
    expect(taken.textContent).toContain('(taken)');
    // Player 1 moves to a free colour: their old one frees up for the others.
    const free = Array.from(colourSelect(1).options).find((o) => !o.disabled && !colours.includes(o.value))!;
    fireEvent.change(colourSelect(1), { target: { value: free.value } });
    expect(colourSelect(1).value).toBe(free.value);
    expect(Array.from(colourSelect(2).options).find((o) => o.value === p1Colour)!.disabled).toBe(false);
    expect(Array.from(colourSelect(2).options).find((o) => o.value === free.value)!.disabled).toBe(true);
    expect(new Set(selectedColours()).size).toBe(4);
    // Every palette colour has a name.
    expect(Array.from(p2.options).map((o) => o.textContent?.replace(' (taken)', ''))).toEqual([
      'Orange',
      'Sky blue',
      'Bluish green',
      'Yellow',
      'Blue',
      'Vermillion',
      'Reddish purple',
    ]);
    expect(checkSeats([
      { name: 'A', colour: 'blue' },
      { name: 'B', colour: 'blue' },
    ])[1]?.colour).toBe('Player 2 has the same colour as Player 1.');
  });

  it('starts the game with the chosen setup and opens it', async () => {
    app.newMatch.mockResolvedValue({ ok: true, value: app.meta({ id: 'new-1', game: 'adventure-mart' }) });
    render(<NewGame />);
    fireEvent.click(screen.getByRole('radio', { name: 'Adventure Mart' }));
    type(nameInput(1), '  Ana ');
    type(nameInput(2), 'Ben');
    fireEvent.change(colourSelect(2), { target: { value: 'vermillion' } });
    const p2kind = screen.getByRole('group', { name: 'Player 2 plays as' });
    fireEvent.click(within(p2kind).getByRole('radio', { name: 'Bot' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Random first player' }));
    // Nobody has finished a game of Adventure Mart here yet: First game is ticked to start with.
    expect((screen.getByRole('checkbox', { name: 'First game (fewer, simpler cards)' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Start game' }));
    await waitFor(() => expect(route.value).toEqual({ name: 'match', id: 'new-1' }));
    expect(app.newMatch).toHaveBeenCalledTimes(1);
    expect(app.newMatch).toHaveBeenCalledWith({
      game: 'adventure-mart',
      seats: [
        { name: 'Ana', colour: 'orange', kind: 'person' },
        { name: 'Ben', colour: 'vermillion', kind: 'bot', level: 'normal' },
      ],
      variants: { firstGame: true, randomFirstPlayer: true, quickReacts: false },
    });
  });

  it('passes the chosen first player, and none when the first player is drawn at random', async () => {
    app.newMatch.mockResolvedValue({ ok: true, value: app.meta({ id: 'new-2' }) });
    render(<NewGame />);
    type(nameInput(1), 'Ana');
    type(nameInput(2), 'Ben');
    const first = screen.getByRole('combobox', { name: 'First player' }) as HTMLSelectElement;
    expect(within(first).getAllByRole('option').map((o) => o.textContent)).toEqual(['Ana', 'Ben']);
    fireEvent.change(first, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start game' }));
    await waitFor(() => expect(app.newMatch).toHaveBeenCalledTimes(1));
    expect(app.newMatch.mock.calls[0]![0].variants).toEqual({ firstGame: true, randomFirstPlayer: false, firstPlayer: 1 });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Random first player' }));
    expect(first.disabled).toBe(true);
  });

  it("renders each game's own options from the registry, with their hints", async () => {
    app.newMatch.mockResolvedValue({ ok: true, value: app.meta({ id: 'new-3' }) });
    render(<NewGame />);
    const options = () => within(screen.getByRole('group', { name: 'Options' }));
    expect(options().queryByRole('checkbox', { name: /Quick reacts/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Adventure Mart' }));
    const quick = options().getByRole('checkbox', { name: /Quick reacts/ }) as HTMLInputElement;
    expect(quick.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(quick.getAttribute('aria-describedby')!)?.textContent).toMatch(/who holds one/);
    options().getByRole('checkbox', { name: 'First game (fewer, simpler cards)' });
    fireEvent.click(quick);
    type(nameInput(1), 'Ana');
    type(nameInput(2), 'Ben');
    fireEvent.click(screen.getByRole('button', { name: 'Start game' }));
    await waitFor(() => expect(app.newMatch).toHaveBeenCalledTimes(1));
    expect(app.newMatch.mock.calls[0]![0]).toMatchObject({
      game: 'adventure-mart',
      variants: { firstGame: true, randomFirstPlayer: false, firstPlayer: 0, quickReacts: true },
    });
  });

  it('shows a refused start in an alert and stays on the form', async () => {
    app.newMatch.mockResolvedValue({ ok: false, error: { code: 'not-available', message: 'Brick & Mortar cannot be played in this version yet.' } });
    render(<NewGame />);
    type(nameInput(1), 'Ana');
    type(nameInput(2), 'Ben');
    fireEvent.click(screen.getByRole('button', { name: 'Start game' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Brick & Mortar cannot be played in this version yet.');
    expect(route.value).toEqual({ name: 'new-game' });
  });

  it('starts blank, never with the last game\'s bots, and offers the same players as last time as one choice', () => {
    app.savedMatches.value = [
      app.meta({
        seats: [
          { name: 'Ana', colour: 'blue', kind: 'person' },
          { name: 'Ben', colour: 'blue', kind: 'bot' },
          { name: 'Cleo', colour: 'not-a-colour', kind: 'person' },
        ],
      }),
    ];
    render(<NewGame />);
    expect(seatCount()).toBe(2);
    expect([nameInput(1).value, nameInput(2).value]).toEqual(['', '']);
    const kindOf = (n: number) => (within(screen.getByRole('group', { name: `Player ${n} plays as` })).getByRole('radio', { name: 'Bot' }) as HTMLInputElement).checked;
    expect([kindOf(1), kindOf(2)]).toEqual([false, false]);
    screen.getByText('Ana, Ben (bot), Cleo');
    fireEvent.click(screen.getByRole('button', { name: 'Same players as last time' }));
    expect(seatCount()).toBe(3);
    expect([nameInput(1).value, nameInput(2).value, nameInput(3).value]).toEqual(['Ana', 'Ben', 'Cleo']);
    expect([kindOf(1), kindOf(2), kindOf(3)]).toEqual([false, true, false]);
    expect(new Set(selectedColours()).size).toBe(3);
    expect(colourSelect(1).value).toBe('blue');
  });

  it('a bot gets a name of its own, given back when it becomes a person again; a typed name stays', () => {
    render(<NewGame />);
    type(nameInput(1), 'Ana');
    const kind = (n: number, k: 'Bot' | 'Person') => fireEvent.click(within(screen.getByRole('group', { name: `Player ${n} plays as` })).getByRole('radio', { name: k }));
    kind(2, 'Bot');
    expect(nameInput(2).value).toBe('Penny');
    fireEvent.click(addButton());
    kind(3, 'Bot');
    expect(nameInput(3).value).toBe('Barney');
    kind(2, 'Person');
    expect(nameInput(2).value).toBe('');
    kind(1, 'Bot');
    expect(nameInput(1).value).toBe('Ana');
  });

  it('ticks First game until a person has finished a game of that kind here', () => {
    app.savedMatches.value = [app.meta({ game: 'brick-and-mortar', status: 'finished', seats: [{ name: 'Ana', colour: 'blue', kind: 'person' }, { name: 'Ben', colour: 'orange', kind: 'bot' }] })];
    render(<NewGame />);
    expect((screen.getByRole('checkbox', { name: 'First game (preset hands)' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'Adventure Mart' }));
    expect((screen.getByRole('checkbox', { name: 'First game (fewer, simpler cards)' }) as HTMLInputElement).checked).toBe(true);
  });

  it('Add a player puts the keyboard on the new name', async () => {
    render(<NewGame />);
    fireEvent.click(addButton());
    await waitFor(() => expect(document.activeElement).toBe(nameInput(3)));
  });
});
