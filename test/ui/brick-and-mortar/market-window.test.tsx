// The market tells this month's crates (from the month's public Advertising reveal) apart from
// those carried over. The table's logs open from a saved position at least LOG_WINDOW moves back,
// so late in a long month the reveal can lie before the log's opening stretch: the market then
// reads earlier moves.
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { createMatchLog } from '../../../src/app/match-log';
import { LOG_WINDOW } from '../../../src/app/positions';
import { resumeSession } from '../../../src/app/session';
import { stateHash } from '../../../src/engine/hash';
import type { Action, Seat } from '../../../src/engine/types';
import { brickAndMortar, type BMState, type BMView } from '../../../src/games/brick-and-mortar';
import { brickAndMortarModule } from '../../../src/games/brick-and-mortar/module';
import { Market } from '../../../src/ui/games/brick-and-mortar/Market';
import { newGame, stateOf, storeOf } from './helpers';

afterEach(() => cleanup());

const AFTER_REVEAL = new Set(['supply', 'warehouse', 'sale', 'investment']);

describe('the market in a long month', () => {
  it("shows this month's crates apart when the month's Advertising reveal is older than the log's opening stretch", async () => {
    const { session } = await newGame(['bot', 'bot', 'bot', 'bot'], { firstGame: true }, 'market-window');
    const bot = brickAndMortarModule.bot!;
    let reveal: { seq: number; state: BMState } | null = null;
    // Four bots play until, in a month's later phases, the reveal is more than LOG_WINDOW moves back
    // (a month is a few dozen moves; the bound only stops a broken game from running forever).
    let far = false;
    for (let i = 0; i < 2000 && !far; i++) {
      const state = stateOf(session);
      const count = session.meta.value.actionCount;
      far = reveal !== null && AFTER_REVEAL.has(state.step.phase) && count - reveal.seq > LOG_WINDOW + 1;
      if (far) break;
      const seat = brickAndMortar.pending(state)[0]!.seat as Seat;
      const action = bot(brickAndMortar.view(state, seat), brickAndMortar.legal(state, seat) as Action[], seat, `m${i}`);
      const events = await session.dispatch(seat, action as never);
      if (!events.ok) throw new Error(events.error.message);
      if (events.value.some((e) => e.type === 'advertising-revealed')) {
        reveal = { seq: session.meta.value.actionCount, state: stateOf(session) };
      }
    }
    expect(far).toBe(true);
    // A position saved right at the reveal (as a barrier may be): the log's opening stretch is
    // replayed from it, so the reveal's own move is not in that stretch.
    const store = storeOf(session);
    const id = session.meta.value.id;
    const kept = await store.addSnapshots(id, [{ matchId: id, seq: reveal!.seq, state: reveal!.state, hash: stateHash(reveal!.state) }]);
    expect(kept.ok).toBe(true);

    const resumed = await resumeSession(store, brickAndMortarModule, id);
    if (!resumed.ok) throw new Error(resumed.error.message);
    const view = brickAndMortar.view(stateOf(resumed.value), 0) as BMView;
    expect(Object.values(view.market).some((n) => n > 0)).toBe(true);
    // The table's log, as the shell keeps one for the open match.
    const log = createMatchLog(resumed.value);
    render(<Market log={log} phase={view.phase} market={view.market} prices={view.prices} currentItem={null} shared={null} />);
    expect(await screen.findAllByText(/^\d+ new this month$/, undefined, { timeout: 5000 })).not.toHaveLength(0);
    screen.getByText(/^Solid: carried over from earlier months\. Outlined: new this month\./);
    log.dispose();
  });

  it('reads each row by its type and each count once ("3 Food crates", not "3 3 Food crates")', async () => {
    const { session } = await newGame(['bot', 'bot'], { firstGame: true }, 'market-names');
    const view = brickAndMortar.view(stateOf(session), 'table') as BMView;
    const log = createMatchLog(session);
    render(<Market log={log} phase={view.phase} market={view.market} prices={view.prices} currentItem={null} shared={null} />);
    const headers = ['Food', 'Clothing', 'Electronics', 'Jewelry', 'Art'].map((name) => screen.getByRole('rowheader', { name }));
    const food = headers[0]!.closest('tr')!.querySelectorAll('td')[0]!;
    // What a screen reader reads of the cell: everything not hidden from it.
    const read = food.cloneNode(true) as HTMLElement;
    for (const hidden of read.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    expect(read.textContent).toBe(`${view.market.food ?? 0} Food crates`);
    log.dispose();
  });
});
