// @vitest-environment happy-dom
// A tap, then Lock in at once: what was tapped is locked in. Each tap here is the element's own
// click, outside act(), and Lock in follows with no paint in between, as a quick finger or a
// keyboard's Space then Enter do: a screen that passed its choice up in an effect after paint let
// Lock in send the choice before the tap (issue #30, as the dials were fixed in 5b57463).
import { act, cleanup, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { AMAction } from '../../src/games/adventure-mart';
import { adventureMart } from '../../src/games/adventure-mart';
import { advance } from '../../src/games/adventure-mart/rules/day';
import type { BMAction } from '../../src/games/brick-and-mortar';
import { storeCard } from '../../src/games/brick-and-mortar/content';
import { Cards, idIn, makeState as amState } from '../games/adventure-mart/builder';
import { makeState, startPhase } from '../games/brick-and-mortar/builder';
import { renderPrivate } from './adventure-mart/helpers';
import { holdGate, newGame, renderTable, seatsFor, sessionFrom } from './brick-and-mortar/helpers';
import type { Session } from '../../src/app/session';

afterEach(() => cleanup());

/** A tap as the browser delivers it: the click and its change event, no act() to flush effects. */
const tap = (el: HTMLElement) => el.click();

const lockButton = () => screen.getByRole('button', { name: 'Lock in' }) as HTMLButtonElement;

/** Waits until an earlier choice has reached Lock in (it is enabled). */
async function settled() {
  await waitFor(() => expect(lockButton().disabled).toBe(false));
}

/** The last move the session saved. */
async function lastSaved(session: Session, count: number): Promise<BMAction> {
  await waitFor(() => expect(session.match.value.log.length).toBe(count + 1));
  return session.match.value.log.at(-1)!.action as BMAction;
}

describe('a tap then Lock in at once locks in the tap', () => {
  it("Brick & Mortar's Market cards", async () => {
    const { session } = await newGame(['person', 'person']);
    renderTable(session);
    tap(screen.getByRole('button', { name: "Enter Ana's Market cards" }));
    await holdGate('Ana');
    const cards = screen.getAllByRole('group').filter((g) => /^Card \d:/.test(g.querySelector('legend')?.textContent ?? ''));
    tap(within(cards[0]!).getByRole('radio', { name: /^Supply:/ }));
    await act(async () => undefined);
    tap(within(cards[2]!).getByRole('radio', { name: /^Demand:/ }));
    await settled();
    const before = session.match.value.log.length;
    // Card 3 changes side, and Lock in follows at once.
    tap(within(cards[2]!).getByRole('radio', { name: /^Supply:/ }));
    tap(lockButton());
    const sent = await lastSaved(session, before);
    expect(sent).toMatchObject({ type: 'advertise', demand: [] });
    expect((sent as Extract<BMAction, { type: 'advertise' }>).supply).toHaveLength(2);
  });

  it("Brick & Mortar's draft pick", async () => {
    const { session } = await newGame(['person', 'person'], { firstGame: false }, 'draft-race');
    renderTable(session);
    const enter = await screen.findByRole('button', { name: "Enter Ana's draft pick" });
    await waitFor(() => expect((enter as HTMLButtonElement).disabled).toBe(false));
    tap(enter);
    await holdGate('Ana');
    const radios = within(screen.getByRole('group', { name: 'Keep one Store; the others pass to the next player' })).getAllByRole('radio');
    tap(radios[0]!);
    await settled();
    const before = session.match.value.log.length;
    tap(radios[1]!);
    tap(lockButton());
    const kept = radios[1]!.closest('label')!.textContent!.replace(/^Keep /, '');
    const sent = await lastSaved(session, before);
    expect(sent.type).toBe('keep');
    expect(storeCard((sent as Extract<BMAction, { type: 'keep' }>).card).name).toBe(kept);
  });

  it("Brick & Mortar's buy from hand", async () => {
    const state = startPhase(makeState({ players: [{ hand: ['corner-grocer', 'thrift-corner'] }, {}], month: 2 }), 'building');
    const session = await sessionFrom(state, seatsFor(['person', 'person']));
    renderTable(session);
    tap(within(screen.getByRole('region', { name: 'Ana builds' })).getByRole('button', { name: "Buy from Ana's hand (private)" }));
    await holdGate('Ana');
    tap(screen.getByRole('radio', { name: /^Buy Corner Grocer for/ }));
    await settled();
    const before = session.match.value.log.length;
    tap(screen.getByRole('radio', { name: /^Buy Thrift Corner for/ }));
    tap(lockButton());
    expect(await lastSaved(session, before)).toEqual({ type: 'buy-from-hand', card: 'thrift-corner' });
  });

  it("Adventure Mart's keep one card", () => {
    const cards = new Cards();
    const s = amState({ players: [{ hand: ['iron-longsword', 'powerstone'] }, { hand: ['griffin-egg'] }] }, cards);
    s.stack = [{ f: 'day', turn: 0, stage: 'final', lastStarter: 0, finals: [] }];
    advance(s, []);
    expect(adventureMart.pending(s).map((p) => p.kind)).toEqual(['keep', 'keep']);
    const { choices } = renderPrivate(s, 0, 'keep');
    tap(screen.getByRole('radio', { name: 'Keep Iron Longsword' }));
    // What Lock in would send straight after each tap, with no paint in between.
    expect(choices.at(-1)).toEqual({ type: 'keep', card: idIn(s.players[0]!.hand, 'iron-longsword') } satisfies AMAction);
    tap(screen.getByRole('radio', { name: 'Keep Powerstone' }));
    expect(choices.at(-1)).toEqual({ type: 'keep', card: idIn(s.players[0]!.hand, 'powerstone') });
    tap(screen.getByRole('radio', { name: 'Keep no card' }));
    expect(choices.at(-1)).toEqual({ type: 'keep', card: null });
  });
});
