// @vitest-environment happy-dom
// Brick & Mortar's Store cards seen moving on the table (src/ui/motion): a Store won at auction
// travels from the public row to the winner's slot while the card itself is already there, and the
// preview's card travels into the row; a Store bought from a hand travels as a card back from that
// hand and names nothing on its way; under reduced motion nothing travels and the end state is
// there at once.
import { act, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { motionsPlaying } from '../../../src/app/bot-runner';
import type { Session } from '../../../src/app/session';
import type { GameEvent } from '../../../src/engine/types';
import { storeCard } from '../../../src/games/brick-and-mortar/content';
import { TRAVEL_MS } from '../../../src/ui/motion/travel';
import { fakeMotion, ghosts } from '../motion/fake-motion';
import { makeState, startPhase } from '../../games/brick-and-mortar/builder';
import { renderTable, seatsFor, send, sessionFrom } from './helpers';

let motion: ReturnType<typeof fakeMotion>;
afterEach(() => motion.end());

/** Ana and Ben in February's Building, Ana holding the Gadget Hut. */
async function building(): Promise<Session> {
  const state = startPhase(makeState({ players: [{ hand: ['gadget-hut'], cash: 20 }, { cash: 20 }] }), 'building', [] as GameEvent[]);
  return sessionFrom(state, seatsFor(['person', 'person']));
}

/** The whole table over the session; each move goes through it as the screens send them. */
function table(session: Session) {
  renderTable(session);
  return {
    async move(seat: number, action: Parameters<typeof send>[2]) {
      await act(() => send(session, seat, action));
    },
  };
}

const board = (name: string) => screen.getByRole('region', { name: `${name}'s board` });
const rowCards = () => [...screen.getByRole('list', { name: 'Public Store row' }).querySelectorAll(':scope > li:not(.preview)')].map((li) => li.getAttribute('data-card'));

const boughtCard = () => document.querySelector('[data-pile="bought"]');
const names = () => ghosts().map((g) => g.textContent ?? '');

describe('Store cards travel where the engine put them', () => {
  it("a Store won at auction travels from the row to Ana's 'Bought this month', then, opened, into her slot", async () => {
    motion = fakeMotion({ reduced: false });
    const session = await building();
    const t = table(session);
    expect(rowCards()).toEqual(['greengrocer', 'thrift-corner', 'denim-depot', 'deli-counter']);
    await t.move(0, { type: 'start-auction', card: 'greengrocer', bid: 4 });
    expect(ghosts()).toEqual([]);
    await t.move(1, { type: 'leave' });
    // The end state is drawn at once: the Greengrocer is Ana's to open, and gone from the row.
    expect(boughtCard()?.getAttribute('data-card')).toBe('greengrocer');
    expect(rowCards()).not.toContain('greengrocer');
    // Its copy travels, a face the table showed, seen but never in the way.
    expect(names()).toHaveLength(1);
    expect(names()[0]).toContain(storeCard('greengrocer').name);
    const [ghost] = ghosts();
    expect(ghost!.getAttribute('aria-hidden')).toBe('true');
    expect(ghost!.style.pointerEvents).toBe('none');
    expect(ghost!.querySelector('[data-card]')).toBeNull();
    expect(motion.animations.map((a) => a.options.duration)).toEqual([TRAVEL_MS]);
    expect(Object.keys(motion.animations[0]!.keyframes[1]!).sort()).toEqual(['opacity', 'transform']);
    // The bots wait while it travels; the copy is gone when it lands.
    expect(motionsPlaying.value).toBe(1);
    motion.finishAll();
    expect(ghosts()).toEqual([]);
    expect(motionsPlaying.value).toBe(0);
    // Opened: the card is in slot 2 at once, and its copy travels there.
    await t.move(0, { type: 'open-store' });
    expect(board('Ana').querySelector('[data-card="greengrocer"]')?.textContent).toContain('Slot 2');
    expect(names()).toHaveLength(1);
    expect(names()[0]).toContain(storeCard('greengrocer').name);
  });

  it('a Store bought from a hand travels face down from that hand and names nothing on its way', async () => {
    motion = fakeMotion({ reduced: false });
    const session = await building();
    const t = table(session);
    expect(board('Ana').querySelector('[data-pile="hand"]')!.textContent).toContain('1 Store card in hand');
    await t.move(0, { type: 'buy-from-hand', card: 'gadget-hut' });
    expect(boughtCard()?.getAttribute('data-card')).toBe('gadget-hut');
    expect(board('Ana').querySelector('[data-pile="hand"]')!.textContent).toContain('0 Store cards in hand');
    const [back, ...more] = ghosts();
    expect(more).toEqual([]);
    expect(back!.classList.contains('motion-back')).toBe(true);
    expect(back!.textContent).toBe('');
    expect([...back!.attributes].map((a) => a.name).sort()).toEqual(['aria-hidden', 'class', 'inert', 'style']);
    motion.finishAll();
    expect(ghosts()).toEqual([]);
  });

  it('under reduced motion nothing travels, and the cards are where the engine put them at once', async () => {
    motion = fakeMotion({ reduced: true });
    const session = await building();
    const t = table(session);
    await t.move(0, { type: 'start-auction', card: 'greengrocer', bid: 4 });
    await t.move(1, { type: 'leave' });
    await t.move(0, { type: 'open-store' });
    expect(ghosts()).toEqual([]);
    expect(motion.animations).toEqual([]);
    expect(board('Ana').querySelector('[data-card="greengrocer"]')?.textContent).toContain('Slot 2');
  });
});
