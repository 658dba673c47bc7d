// A Store bought from hand is Ana's private step inside her Building turn, an open decision (issue
// 32): while Ana has a phone, her phone shows her hand with the tablet's previews and sends the buy,
// the tablet's "Buy from Ana's hand (private)" never opens the tablet's cover, and the tablet
// writes the hand's previews into Ana's document only at that turn.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { h } from 'preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { phoneSeats } from '../../src/app/phone-seats';
import type { Action } from '../../src/engine/types';
import type { BMAction, BMState, BMView } from '../../src/games/brick-and-mortar';
import { brickAndMortarModule as module } from '../../src/games/brick-and-mortar/module';
import { createPhoneHost } from '../../src/phones/host';
import { readMeta } from '../../src/phones/audience';
import type { Link } from '../../src/phones/transport';
import type { BMGame, TableCtx } from '../../src/ui/games/brick-and-mortar/model';
import { movePreviews } from '../../src/ui/games/brick-and-mortar/previews';
import type { GameUi, TableTools } from '../../src/ui/match/game-ui';
import { PhoneTable } from '../../src/ui/phones/PhoneTable';
import { phoneStoreAt } from './phone-picture';

afterEach(() => {
  cleanup();
  phoneSeats.value = new Set();
});
let ui: GameUi<TableCtx>;
beforeAll(async () => {
  ui = (await import('../../src/ui/games/brick-and-mortar/ui')).ui;
}, 60_000);

const game = module.game as BMGame;
const seats = ['Ana', 'Ben'].map((name) => ({ name, colour: 'orange', kind: 'person' as const }));

/** Ana's Building turn with a Store she can buy from hand without debt (bots play to it). */
function buildingTurn(): { state: BMState; buy: BMAction; name: string } {
  let state = game.setup({ seats }, 'bm-hand-phone');
  for (let n = 0; n < 2000; n++) {
    const prompt = game.pending(state)[0]!;
    if (prompt.seat === 0 && prompt.kind === 'build') {
      const run = Object.entries(movePreviews(game, state, 0)).find(([, r]) => r.ok && !((r.events[0]?.data as { debt?: number }).debt! > 0));
      if (run) {
        const buy = JSON.parse(run[0]) as BMAction & { card: string };
        const name = (game.view(state, 0) as BMView).players[0]!.storeHand!.find((c) => c.id === buy.card)!.name;
        return { state, buy, name };
      }
    }
    const legal = game.legal(state, prompt.seat);
    const r = game.apply(state, prompt.seat, module.bot!(game.view(state, prompt.seat), legal, prompt.seat, `x:${n}`) as BMAction);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  throw new Error('No Building turn with a Store to buy from hand.');
}

/** A link that never opens: the documents are read straight from the host. */
const closed: Link = { isOpen: false, frameLimit: 16_000, send: () => undefined, listen: () => () => undefined };

describe("Brick & Mortar's hand on a phone (issue 32)", () => {
  it("Ana's phone shows her hand at her Building turn and sends the buy she chose", async () => {
    const { state, buy, name } = buildingTurn();
    const { store, send } = phoneStoreAt(game, state, 0, { game: 'brick-and-mortar', seat: 0, seats }, { previews: movePreviews(game, state, 0) });
    render(h(PhoneTable, { store }));
    await screen.findByRole('heading', { level: 3, name: "Ana's hand of Stores" }, { timeout: 10_000 });
    screen.getByText('The rest of Ana’s turn is on the tablet, in everyone’s sight.');
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^Buy ${name} for`) }));
    // The tablet's dry run answered: no sentence saying the preview is elsewhere.
    expect(screen.queryByRole('alert')).toBeNull();
    const lock = screen.getByRole('button', { name: 'Lock in' }) as HTMLButtonElement;
    await waitFor(() => expect(lock.disabled).toBe(false));
    fireEvent.click(lock);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0] as Action).toEqual(buy);
  });

  it("the tablet's button never opens its cover for a seat with a phone, and does without one", () => {
    const { state } = buildingTurn();
    const prompt = game.pending(state)[0]!;
    const ctx: TableCtx = { session: undefined as never, game, state, tv: game.view(state, 'table') as BMView, seats, prompts: game.pending(state), over: false };
    const tools: TableTools = { act: vi.fn(async () => true), confirm: vi.fn(), openGate: vi.fn(), busy: false };
    const press = () => {
      render(h(ui.OpenDecision, { ctx, prompt, tools }));
      fireEvent.click(screen.getByRole('button', { name: "Buy from Ana's hand (private)" }));
      cleanup();
    };
    phoneSeats.value = new Set([0]);
    press();
    expect(tools.openGate).not.toHaveBeenCalled();
    expect(tools.confirm).toHaveBeenCalledWith(expect.objectContaining({ message: 'Ana buys from hand on their phone' }));
    phoneSeats.value = new Set();
    press();
    expect(tools.openGate).toHaveBeenCalledWith(0, 'hand');
  });

  it("the tablet writes the hand's previews into Ana's document at her Building turn only", () => {
    const { state } = buildingTurn();
    const host = createPhoneHost({
      game,
      apply: async () => ({ ok: true, value: null }),
      previews: (s, seat) => movePreviews(game, s as BMState, seat),
      privatePart: (p, legal) => ui.privatePart!(p, legal),
    });
    host.attach(0, closed);
    host.publish({ seq: 5, state });
    expect(readMeta(host.docs(0)!.seat, 'previews', null)).toEqual(movePreviews(game, state, 0));
    // Ben's document, at Ana's turn, holds no previews.
    host.attach(1, closed);
    host.publish({ seq: 5, state });
    expect(readMeta(host.docs(1)!.seat, 'previews', null)).toBeNull();
  });
});
