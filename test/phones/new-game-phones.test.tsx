// @vitest-environment happy-dom
// New game's "Add phones as the game opens" (issue 32): ticked, the started match's id is left for
// the match screen, which opens its Phones dialog once the game has opened; unticked, nothing is.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as app from '../ui/app-mock';
import NewGame from '../../src/ui/new-game/NewGame';
import { phonesOnOpen } from '../../src/app/phone-seats';
import { navigate, route } from '../../src/ui/route';

vi.mock('../../src/app/app-state', () => import('../ui/app-mock'));

beforeEach(() => {
  app.resetApp();
  phonesOnOpen.value = null;
  navigate({ name: 'new-game' }, true);
});
afterEach(cleanup);

const type = (n: number, value: string) =>
  fireEvent.input(screen.getByRole('textbox', { name: `Player ${n} name` }), { target: { value } });

async function start(withPhones: boolean) {
  app.newMatch.mockResolvedValue({ ok: true, value: app.meta({ id: 'new-1', game: 'brick-and-mortar' }) });
  render(<NewGame />);
  type(1, 'Ana');
  type(2, 'Ben');
  const box = screen.getByRole('checkbox', { name: /^Add phones as the game opens/ }) as HTMLInputElement;
  expect(box.checked).toBe(false);
  if (withPhones) fireEvent.click(box);
  fireEvent.click(screen.getByRole('button', { name: 'Start game' }));
  await waitFor(() => expect(route.value).toEqual({ name: 'match', id: 'new-1' }));
}

describe("New game's phones (issue 32)", () => {
  it('ticked: the new match opens its Phones dialog', async () => {
    await start(true);
    expect(phonesOnOpen.value).toBe('new-1');
  });

  it('unticked: nothing waits for the match', async () => {
    await start(false);
    expect(phonesOnOpen.value).toBeNull();
  });
});
