// @vitest-environment happy-dom
// A move draws only what it changed (issue 12's "render only what changed"): the boards, the
// market and the Store row are memo'd on slices of the view that keep their identity while
// unchanged (src/ui/match/share.ts, memo.ts), and a gate or a reveal over the table draws nothing
// under it. Counted through Preact's render hook (../drawn.ts).
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { makeState, startPhase } from '../../games/brick-and-mortar/builder';
import { watchDrawing, type Drawn } from '../drawn';
import { holdGate, renderTable, seatsFor, sessionFrom } from './helpers';

let drawn: Drawn | null = null;
afterEach(() => {
  drawn?.stop();
  drawn = null;
  cleanup();
});

const log = () => screen.getByRole('list', { name: 'Public log, newest first' });
const board = (seat: number) => (props: Record<string, unknown>) => (props.player as { seat: number }).seat === seat;

describe('Drawing only what changed', () => {
  it("a move draws the boards it changed, not the market, the Store row or another's board", async () => {
    const state = startPhase(
      makeState({ players: [{ cash: 23 }, { cash: 100, points: 12 }, { cash: 30, points: 4 }], turnOrder: [1, 0, 2] }),
      'investment',
    );
    const session = await sessionFrom(state, seatsFor(['person', 'person', 'person']));
    renderTable(session);
    const ben = screen.getByRole('region', { name: "Ben's Investment" });
    fireEvent.click(within(within(ben).getByRole('group', { name: 'Points to buy' })).getByRole('button', { name: 'More Points to buy' }));
    drawn = watchDrawing();
    fireEvent.click(within(ben).getByRole('button', { name: 'Buy 2 points for $10' }));
    await within(log()).findByText('Ben buys 2 points for $10.');
    await screen.findByRole('region', { name: "Ana's Investment" });
    // Ben's board (cash and points) and Ana's (now awaited) draw; Cy's, the market and the row do not.
    expect(drawn.count('PlayerBoard', board(1))).toBeGreaterThan(0);
    expect(drawn.count('PlayerBoard', board(0))).toBeGreaterThan(0);
    expect(drawn.count('PlayerBoard', board(2))).toBe(0);
    expect(drawn.count('Market')).toBe(0);
    expect(drawn.count('StoreRow')).toBe(0);
  });

  it('opening the gate and the private screen behind it draw nothing of the table under them', async () => {
    const state = startPhase(makeState({ players: [{ hand: ['corner-grocer'] }, {}], month: 2 }), 'building');
    const session = await sessionFrom(state, seatsFor(['person', 'person']));
    renderTable(session);
    drawn = watchDrawing();
    fireEvent.click(screen.getByRole('button', { name: "Buy from Ana's hand (private)" }));
    await holdGate('Ana');
    await waitFor(() => screen.getByRole('heading', { name: "Ana's hand of Stores" }));
    expect(drawn.count('HiddenEntryGate')).toBeGreaterThan(0);
    for (const part of ['TableBodyOf', 'Boards', 'PlayerBoard', 'Market', 'StoreRow']) expect(drawn.count(part), part).toBe(0);
  });
});
