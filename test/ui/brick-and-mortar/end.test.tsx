// @vitest-environment happy-dom
// The end screen: the ranking with each score broken down (points, Stores, debt), charts of points
// and cash by month, and "Play again" with the same seats and options.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as app from '../app-mock';
import { storeCard } from '../../../src/games/brick-and-mortar/content';
import { makeState } from '../../games/brick-and-mortar/builder';
import { route } from '../../../src/ui/route';
import { renderTable, seatsFor, sessionFrom } from './helpers';

vi.mock('../../../src/app/app-state', () => import('../app-mock'));

beforeEach(() => app.resetApp());
afterEach(() => cleanup());

function finished() {
  const s = makeState({
    players: [
      { points: 30, cash: 4, debt: 2, stores: ['st-pantry'] },
      { points: 33, cash: 9, stores: ['st-corner', 'gem-vault'] },
    ],
    month: 3,
  });
  return {
    ...s,
    step: { phase: 'over' as const },
    history: [
      { month: 1, points: [10, 10], cash: [12, 15], debt: [0, 0] },
      { month: 2, points: [20, 15], cash: [3, 10], debt: [1, 0] },
      { month: 3, points: [30, 33], cash: [4, 9], debt: [2, 0] },
    ],
  };
}

describe('End of game', () => {
  it('shows the ranking with the breakdown and the charts, and plays again with the same seats', async () => {
    const seats = seatsFor(['person', 'bot']);
    const session = await sessionFrom(finished(), seats);
    renderTable(session);
    const end = screen.getByRole('region', { name: 'Game over: Ben wins' });
    const table = within(end).getByRole('table', { name: /Final scores/ });
    const rows = within(table).getAllByRole('row').slice(1);
    // Store points come from the content (tuned by simulation).
    const ben = storeCard('st-corner').finalPoints + storeCard('gem-vault').finalPoints;
    const ana = storeCard('st-pantry').finalPoints;
    expect(rows.map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      ['1st', 'BBen', '33', `+${ben}`, '-0', `${33 + ben}`, '$9'],
      ['2nd', 'AAna', '30', `+${ana}`, '-2', `${28 + ana}`, '$4'],
    ]);
    within(end).getByRole('img', { name: 'Points by month. Ana: 10, 20, 30; Ben: 10, 15, 33' });
    within(end).getByRole('img', { name: 'Cash by month. Ana: $12, $3, $4; Ben: $15, $10, $9' });
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();

    app.newMatch.mockResolvedValue({ ok: true, value: { id: 'again' } });
    fireEvent.click(within(end).getByRole('button', { name: 'Play again with the same players' }));
    await waitFor(() => expect(route.value).toEqual({ name: 'match', id: 'again' }));
    // The same seats, each bot at the level it played (an older seat without one plays Normal).
    const again = seats.map((s) => (s.kind === 'bot' ? { ...s, level: 'normal' } : s));
    expect(app.newMatch).toHaveBeenCalledWith({ game: 'brick-and-mortar', seats: again, variants: {} });
  });
});
