// @vitest-environment happy-dom
// A bill's outcome shown on the board it touches: the debt the Utilities made a player take, as
// the engine's 'utilities-paid' event says, stays on that board for the rest of the month (and a
// new month starts clean), beside the debt figure's own change.
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoggedMove } from '../../../src/app/match-log';
import type { GameEvent } from '../../../src/engine/types';
import { brickAndMortar } from '../../../src/games/brick-and-mortar';
import { DEBT_DOLLARS } from '../../../src/games/brick-and-mortar/constants';
import { payUtilities } from '../../../src/games/brick-and-mortar/rules/utilities';
import { Boards } from '../../../src/ui/games/brick-and-mortar/Board';
import { monthOutcomes } from '../../../src/ui/games/brick-and-mortar/outcomes';
import { makeState } from '../../games/brick-and-mortar/builder';
import { seatsFor } from './helpers';

afterEach(() => cleanup());

function boards(moves: LoggedMove[], state: ReturnType<typeof makeState>) {
  const tv = brickAndMortar.view(state, 'table');
  return (
    <Boards seats={seatsFor(['person', 'bot'])} players={tv.players} turnOrder={tv.turnOrder} prompts={[]} history={tv.history}
      showDemand outcomes={monthOutcomes(moves)} />
  );
}

describe('outcomes on the boards', () => {
  it("debt taken for utilities shows on the debtor's board as the event says, and not on the other's", () => {
    // Ana cannot cover her Stores' utilities; Ben can.
    const before = makeState({ players: [{ cash: 0, stores: ['st-pantry', 'greengrocer'] }, { cash: 20, stores: ['st-pantry'] }] });
    const events: GameEvent[] = [];
    const after = payUtilities(before, events);
    const paid = events.filter((e) => e.type === 'utilities-paid').map((e) => e.data!);
    const debt = paid.find((d) => d.seat === 0)!.debt as number;
    expect(debt).toBeGreaterThan(0);
    expect(paid.find((d) => d.seat === 1)!.debt).toBe(0);
    const month: GameEvent = { type: 'month-started', visibility: 'public', data: { month: 2 } };
    const view = render(boards([{ seq: 1, seat: 0, events: [month] }, { seq: 2, seat: 0, events }], after));
    const ana = screen.getByRole('region', { name: "Ana's board" });
    expect(within(ana).getByText(/^This month:/).textContent).toBe(`This month: ${debt} debt taken (+$${debt * DEBT_DOLLARS})`);
    // The dollars are one element the style keeps on one line (Firefox broke "(+/$8)" in portrait).
    expect(within(ana).getByText(`(+$${debt * DEBT_DOLLARS})`, { exact: true }).className).toBe('outcome-figure');
    expect(within(screen.getByRole('region', { name: "Ben's board" })).queryByText(/^This month:/)).toBeNull();
    // A new month begins: the boards start clean.
    view.rerender(boards([{ seq: 1, seat: 0, events: [month] }, { seq: 2, seat: 0, events }, { seq: 3, seat: 1, events: [{ ...month, data: { month: 3 } }] }], after));
    expect(within(screen.getByRole('region', { name: "Ana's board" })).queryByText(/^This month:/)).toBeNull();
  });
});
