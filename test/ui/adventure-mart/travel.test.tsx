// @vitest-environment happy-dom
// Adventure Mart's moves seen on the table (src/ui/motion): a bot's buy sends a copy of the card
// from the Depot to where the engine put it, while the card itself is already there; a card bought
// from a deck travels face down and names nothing; the Gold shown changes by the event's cost; the
// bots wait while a card travels; under reduced motion nothing travels and the end state is there
// at once.
import { signal } from '@preact/signals';
import { render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { motionsPlaying } from '../../../src/app/bot-runner';
import type { LastMove, Session } from '../../../src/app/session';
import type { AMAction, AMState } from '../../../src/games/adventure-mart';
import { card } from '../../../src/games/adventure-mart/content';
import type { FixtureCard } from '../../../src/games/adventure-mart/content/types';
import { makeCtx } from '../../../src/ui/games/adventure-mart/model';
import { ui } from '../../../src/ui/games/adventure-mart/ui';
import { TRAVEL_MS } from '../../../src/ui/motion/travel';
import { act as play, one, turnState } from '../../games/adventure-mart/builder';
import { fakeMotion, ghosts } from '../motion/fake-motion';
import { fakeSession, idleLog, idleTools } from './helpers';

let motion: ReturnType<typeof fakeMotion>;
afterEach(() => motion.end());

/** The table over `state`, and a door that applies Ben's move and draws the table after it. */
function table(state: AMState) {
  const session = fakeSession(state) as Session & { lastMove: ReturnType<typeof signal<LastMove | null>> };
  session.lastMove = signal<LastMove | null>(null);
  const layout = () => (
    <ui.Layout ctx={makeCtx(session)} action={<div />} log={<div />} tools={idleTools} moves={idleLog} />
  );
  const view = render(layout());
  return {
    move(seat: number, action: AMAction) {
      const r = play(session.match.value.state as AMState, seat, action);
      session.match.value = { ...session.match.value, state: r.state };
      session.lastMove.value = { seq: (session.lastMove.peek()?.seq ?? 0) + 1, seat, events: r.events };
      view.rerender(layout());
      return r;
    },
    /** Takes the moves back to `state` (as an undo does: no last move). */
    undo(state: AMState) {
      session.match.value = { ...session.match.value, state };
      session.lastMove.value = null;
      view.rerender(layout());
    },
  };
}

const start = () => turnState({ players: [{}, { gold: 9 }], fixtureQueue: ['display-counter', 'trophy-wall'] }, 1);
const bens = () => screen.getByRole('region', { name: "Ben's Store" });
const fixtures = () => screen.getByRole('region', { name: 'Fixtures queue' });

describe('a card travels where the engine put it', () => {
  beforeEach(() => {
    motion = fakeMotion({ reduced: false });
  });

  it("a Fixture bought from the Depot: the card is in Ben's Store at once, its copy travels, the Gold shows the event's cost", () => {
    const t = table(start());
    const before = within(fixtures()).getAllByRole('article').map((a) => a.getAttribute('data-card'));
    const bought = Number(before[0]);
    const r = t.move(1, { type: 'buy', from: 'fixtures', card: bought });
    const cost = one(r.events, 'bought').cost as number;
    // The end state is drawn at once: the card is in Ben's Store and gone from the queue.
    const fixture = card(bought) as FixtureCard;
    const label = `${fixture.name}: Fixture, costs ${fixture.cost}`;
    expect(within(bens()).getByRole('article', { name: label }).getAttribute('data-card')).toBe(String(bought));
    expect(within(fixtures()).queryByRole('article', { name: label })).toBeNull();
    // Its copy travels over the table, seen but never in the way.
    const [ghost, ...more] = ghosts();
    expect(more).toEqual([]);
    expect(ghost!.textContent).toContain(card(bought).name);
    expect(ghost!.getAttribute('aria-hidden')).toBe('true');
    expect(ghost!.style.pointerEvents).toBe('none');
    expect(ghost!.style.position).toBe('fixed');
    expect(ghost!.querySelector('[data-card]')).toBeNull();
    const [anim] = motion.animations;
    expect(anim!.options.duration).toBe(TRAVEL_MS);
    expect(Object.keys(anim!.keyframes[1]!).sort()).toEqual(['opacity', 'transform']);
    // Ben's Gold shows the change the event names.
    expect(within(bens()).getByRole('heading').querySelector('.amount-change')?.textContent).toBe(`−${cost}`);
    // The bots wait while it travels; the copy is gone when it lands.
    expect(motionsPlaying.value).toBe(1);
    motion.finishAll();
    expect(ghosts()).toEqual([]);
    expect(motionsPlaying.value).toBe(0);
    expect(within(bens()).getByRole('article', { name: label })).toBeDefined();
  });

  it('after an undo, the next move travels too (it may reuse the undone move\'s number)', () => {
    const state = start();
    const t = table(state);
    const bought = Number(within(fixtures()).getAllByRole('article')[0]!.getAttribute('data-card'));
    t.move(1, { type: 'buy', from: 'fixtures', card: bought });
    motion.finishAll();
    t.undo(state);
    expect(ghosts()).toEqual([]);
    t.move(1, { type: 'buy', from: 'fixtures', card: bought });
    expect(ghosts()).toHaveLength(1);
  });

  it('a Stock card bought from the deck travels face down to the hand and names nothing', () => {
    const state = start();
    const t = table(state);
    const hidden = state.stock.deck[0]!;
    const hand = within(bens()).getByText(/^Hand \d+$/).textContent;
    t.move(1, { type: 'buy-deck', from: 'stock', banish: state.stock.queue[0]! });
    const backs = ghosts().filter((g) => g.classList.contains('motion-back'));
    expect(backs).toHaveLength(1);
    expect(backs[0]!.textContent).toBe('');
    expect([...backs[0]!.attributes].map((a) => a.name).sort()).toEqual(['aria-hidden', 'class', 'inert', 'style']);
    // Mid-travel nothing on the page names the card or carries its id.
    expect(document.body.textContent).not.toContain(card(hidden).name);
    expect(document.querySelector(`[data-card="${hidden}"]`)).toBeNull();
    expect(within(bens()).getByText(/^Hand \d+$/).textContent).toBe(`Hand ${Number(hand!.slice(5)) + 1}`);
    motion.finishAll();
    expect(ghosts()).toEqual([]);
  });
});

describe('a move made under a cover', () => {
  beforeEach(() => {
    motion = fakeMotion({ reduced: false });
  });

  it('travels once the cover is gone (a purchase behind the gate, then the table shows), the bots waiting meanwhile', async () => {
    const t = table(start());
    const bought = Number(within(fixtures()).getAllByRole('article')[0]!.getAttribute('data-card'));
    const cover = document.body.appendChild(document.createElement('dialog'));
    cover.setAttribute('open', '');
    t.move(1, { type: 'buy', from: 'fixtures', card: bought });
    // Nothing shows over the cover, but the bots already wait for what will.
    expect(ghosts()).toEqual([]);
    expect(motionsPlaying.value).toBe(1);
    cover.remove();
    await waitFor(() => expect(ghosts()).toHaveLength(1));
    expect(ghosts()[0]!.textContent).toContain(card(bought).name);
    expect(motionsPlaying.value).toBe(1);
    motion.finishAll();
    expect(ghosts()).toEqual([]);
    expect(motionsPlaying.value).toBe(0);
  });
});

describe('under reduced motion', () => {
  beforeEach(() => {
    motion = fakeMotion({ reduced: true });
  });

  it('nothing travels and the end state is there at once', () => {
    const t = table(start());
    const bought = Number(within(fixtures()).getAllByRole('article')[0]!.getAttribute('data-card'));
    t.move(1, { type: 'buy', from: 'fixtures', card: bought });
    expect(within(bens()).getByRole('article', { name: new RegExp(`^${card(bought).name}: Fixture`) })).toBeDefined();
    expect(ghosts()).toEqual([]);
    expect(motion.animations).toEqual([]);
    expect(motionsPlaying.value).toBe(0);
  });
});
