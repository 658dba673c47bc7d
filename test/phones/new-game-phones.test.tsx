// @vitest-environment happy-dom
// New game's "Add phones as the game opens" (issue 32): ticked, the match screen it opens is asked,
// once, to open its Phones dialog (the e2e pairing test starts that way); unticked, it is not.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as app from '../ui/app-mock';
import NewGame from '../../src/ui/new-game/NewGame';
import { takePhonesOnOpen } from '../../src/app/phone-seats';
import { navigate, route } from '../../src/ui/route';

vi.mock('../../src/app/app-state', () => import('../ui/app-mock'));

beforeEach(() => {
  app.resetApp();
  takePhonesOnOpen();
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
    expect(takePhonesOnOpen()).toBe(true);
    // Once: the next match opened is not asked again.
    expect(takePhonesOnOpen()).toBe(false);
  });

  it('unticked: nothing waits for the match', async () => {
    await start(false);
    expect(takePhonesOnOpen()).toBe(false);
  });
});
