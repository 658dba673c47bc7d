// @vitest-environment happy-dom
// Adventure Mart's moves are seen where they land: a Checkout's Gold shows as "+N" beside the
// winner's Gold in the player strip, equal to what the Checkout paid (the event's own figure).
import { cleanup, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { adventureMart } from '../../../src/games/adventure-mart';
import { ui } from '../../../src/ui/games/adventure-mart/ui';
import { act as play, Cards, idIn, one, saleState } from '../../games/adventure-mart/builder';
import { ctxOf } from './helpers';

afterEach(() => cleanup());

const layout = (state: Parameters<typeof ctxOf>[0]) => (
  <ui.Layout ctx={ctxOf(state)} action={<div />} log={<div />} tools={{ act: async () => true, confirm: () => undefined, openGate: () => undefined, busy: false }} moves={{} as never} />
);

describe('moves seen in the player strip', () => {
  it("shows the Gold a Checkout pays beside the winner's Gold, as the Checkout's event says", async () => {
    const cards = new Cards();
    let s = saleState({ players: [{ gold: 0, hand: ['iron-longsword'] }, {}], adventurers: ['helga'] }, 0, 0, cards);
    s = play(s, 0, { type: 'offer-add', card: idIn(s.players[0]!.hand, 'iron-longsword') }).state;
    s = play(s, 0, { type: 'offer-confirm' }).state;
    const view = render(layout(s));
    // Ben drops out; Ana's hand is empty, so Checkout follows at once.
    const r = play(s, 1, { type: 'drop-out' });
    const paid = one(r.events, 'checkout').gold as number;
    expect(paid).toBeGreaterThan(0);
    view.rerender(layout(r.state));
    const ana = screen.getByRole('region', { name: "Ana's Store" });
    await waitFor(() => expect(within(ana).getByRole('heading').querySelector('.amount-change')?.textContent).toBe(`+${paid}`));
    expect(adventureMart.view(r.state, 'table').players[0]!.gold).toBe(paid);
  });
});
