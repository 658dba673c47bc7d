// Adventure Mart on a phone: the gate's own private screens drawn from a seat's documents alone
// (its view, the table's view, the prompts, its legal moves and the tablet's previews), at a turn,
// at an Offer in a Sale and at Store Closing's sealed keep. Each tap sends one of the legal moves
// the tablet listed; a Use says where the card goes, as the tablet's dry run said.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { h } from 'preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Seat } from '../../src/engine/types';
import type { AMAction, AMState } from '../../src/games/adventure-mart';
import { adventureMartModule as module } from '../../src/games/adventure-mart/module';
import { cardName, type AMGame } from '../../src/ui/games/adventure-mart/model';
import { movePreviews } from '../../src/ui/games/adventure-mart/previews';
import { PhoneTable } from '../../src/ui/phones/PhoneTable';
import { phoneStoreAt } from './phone-picture';

afterEach(cleanup);
beforeAll(() => import('../../src/ui/games/adventure-mart/ui'), 60_000);

const game = module.game as AMGame;
const seats = ['Ana', 'Ben'].map((name) => ({ name, colour: 'orange', kind: 'person' as const }));

/** Plays the heuristic bot for every seat until `ready` holds for the position (or gives up). */
function playUntil(seed: string, ready: (s: AMState) => boolean): AMState {
  let state = game.setup({ seats }, seed);
  for (let n = 0; n < 3000; n++) {
    if (ready(state)) return state;
    const prompt = game.pending(state)[0];
    if (!prompt) break;
    const legal = game.legal(state, prompt.seat);
    const action = module.bot!(game.view(state, prompt.seat), legal, prompt.seat, `${seed}:${n}`);
    const r = game.apply(state, prompt.seat, action as AMAction);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  throw new Error(`No such position in the game of seed ${seed}.`);
}

const awaits = (s: AMState, seat: Seat, kind: string) => game.pending(s).some((p) => p.seat === seat && p.kind === kind);

function phoneAt(state: AMState, seat: Seat, withPreviews = true) {
  const card = { game: 'adventure-mart', seat, seats };
  const phone = phoneStoreAt(game, state, seat, card, { previews: withPreviews ? movePreviews(game, state, seat) : null });
  return { ...phone, legal: phone.legal as AMAction[] };
}

const json = (a: unknown) => JSON.stringify(a);

describe('Adventure Mart on a phone (issue 32)', () => {
  it("a turn: Ana's hand and moves, and where a used card goes, from the tablet's previews", async () => {
    const state = playUntil('phone-am-turn', (s) => awaits(s, 0, 'turn') && Object.values(movePreviews(game, s, 0)).some((p) => p.disposal));
    const previews = movePreviews(game, state, 0);
    const [key, preview] = Object.entries(previews).find(([, p]) => p.disposal)!;
    const use = JSON.parse(key) as Extract<AMAction, { type: 'use' }>;
    const { store, send, legal } = phoneAt(state, 0);
    render(h(PhoneTable, { store }));
    await screen.findByRole('heading', { level: 3, name: "Ana's turn" }, { timeout: 10_000 });
    const detail = `(${cardName(use.card)} ${preview.disposal})`;
    const opener = screen.getAllByRole('button', { name: new RegExp(`^Use ${cardName(use.card)}`) })[0]!;
    if (opener.getAttribute('aria-expanded') !== null) fireEvent.click(opener);
    const choice = screen.getAllByRole('button').find((b) => b.textContent?.includes(detail) && (opener.getAttribute('aria-expanded') === null ? b === opener : true));
    expect(choice?.textContent).toContain(detail);
    fireEvent.click(choice!);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    const sent = send.mock.calls[0]![0];
    expect(legal.map(json)).toContain(json(sent));
    expect(sent).toMatchObject({ type: 'use', card: use.card });
  });

  it('without the previews a Use says nothing of its cost rather than guess', async () => {
    const state = playUntil('phone-am-turn', (s) => awaits(s, 0, 'turn') && Object.values(movePreviews(game, s, 0)).some((p) => p.disposal));
    const { store } = phoneAt(state, 0, false);
    render(h(PhoneTable, { store }));
    await screen.findByRole('heading', { level: 3, name: "Ana's turn" }, { timeout: 10_000 });
    expect(document.querySelectorAll('.am-detail').length).toBe(0);
  });

  it('a Sale: Ana composes her Offer on the phone, one legal step at a time', async () => {
    const state = playUntil('phone-am-offer', (s) => awaits(s, 0, 'offer') && game.legal(s, 0).some((a) => a.type === 'offer-add'));
    const { store, send, legal } = phoneAt(state, 0);
    render(h(PhoneTable, { store }));
    const offer = await screen.findByRole('region', { name: "Making Ana's Offer" }, { timeout: 10_000 });
    // The public line says which Sale this is, from the table's view.
    within(screen.getByRole('region', { name: 'Where the game is' })).getByText(/^Day \d+ of \d+ · .* · Sale to /);
    const add = legal.find((a): a is Extract<AMAction, { type: 'offer-add' }> => a.type === 'offer-add')!;
    fireEvent.click(within(offer).getByRole('button', { name: `Add ${cardName(add.card)}` }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toEqual(add);
    const confirm = within(offer).getByRole('button', { name: /^Confirm Offer/ }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(!legal.some((a) => a.type === 'offer-confirm'));
  });

  it("Store Closing: Ana's keep is chosen and locked in on the phone, sealed", async () => {
    const state = playUntil('phone-am-keep', (s) => awaits(s, 0, 'keep') && (game.view(s, 0) as { players: { hand: unknown[] }[] }).players[0]!.hand.length > 0);
    const { store, send, legal } = phoneAt(state, 0);
    render(h(PhoneTable, { store }));
    await screen.findByRole('heading', { level: 3, name: 'Ana: keep one card' }, { timeout: 10_000 });
    // The screen's mount effect (a blank choice) runs after the next frame, before a person could tap.
    await act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done))));
    const lock = screen.getByRole('button', { name: 'Lock in' }) as HTMLButtonElement;
    expect(lock.disabled).toBe(true);
    const keep = legal.find((a): a is Extract<AMAction, { type: 'keep' }> => a.type === 'keep' && a.card !== null)!;
    fireEvent.click(screen.getByRole('radio', { name: `Keep ${cardName(keep.card!)}` }));
    await waitFor(() => expect(lock.disabled).toBe(false));
    fireEvent.click(lock);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toEqual(keep);
  });

  it("Undo: offered only when the tablet says Ana may take back her last move, and sent as an undo", async () => {
    const state = playUntil('phone-am-offer', (s) => awaits(s, 0, 'offer') && game.legal(s, 0).some((a) => a.type === 'offer-add'));
    const card = { game: 'adventure-mart', seat: 0, seats };
    const without = phoneStoreAt(game, state, 0, card);
    const { unmount } = render(h(PhoneTable, { store: without.store }));
    await screen.findByRole('region', { name: "Making Ana's Offer" }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Undo my last step' })).toBeNull();
    unmount();
    const { store, undo, send } = phoneStoreAt(game, state, 0, card, { canUndo: true });
    render(h(PhoneTable, { store }));
    await screen.findByRole('region', { name: "Making Ana's Offer" }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Undo my last step' }));
    await waitFor(() => expect(undo).toHaveBeenCalledTimes(1));
    expect(send).not.toHaveBeenCalled();
  });
});
