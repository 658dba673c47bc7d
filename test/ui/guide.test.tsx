// The guide's notes: shown the first time a kind of step comes in a guided game, never again by
// themselves; "Got it" and "Turn notes off" take them away (off is kept on the tablet);
// "Explain this step" brings the current step's note back and turns notes on again; an ordinary
// game gets none unasked. Then on the shared table: the note sits on the table (pointing at the
// part it talks about) and, behind the gate, on the private screen.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { h } from 'preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../../src/app/session';
import { guidedSeed } from '../../src/app/learn';
import { stateHash } from '../../src/engine/hash';
import { startMatch } from '../../src/engine/match';
import type { GameDefinition } from '../../src/engine/types';
import { createMemoryStore } from '../../src/storage/memory-store';
import type { MatchMeta } from '../../src/storage/records';
import { ExplainButton, GuideNote } from '../../src/ui/guide/Guide';
import { createGuideStore, GUIDE_KEY, guide, type GuideNotes, type GuideStore } from '../../src/ui/guide/guide-store';
import { tableFor } from '../../src/ui/match/GameTable';
import type { GameUi, TableCtxBase } from '../../src/ui/match/game-ui';
import { NOTES as AM_NOTES } from '../../src/ui/games/adventure-mart/guide';
import { NOTES as BM_NOTES } from '../../src/ui/games/brick-and-mortar/guide';
import { sealedBidBot, sealedBidGame, type SBState } from '../engine/sealed-bid-game';

const NOTES: GuideNotes = {
  bid: { title: 'Sealed bids', text: 'Everyone bids in secret.', choices: 'A higher bid wins more often.', at: { selector: '.lot', name: 'the lot' } },
  polish: { title: 'Polishing', text: 'The winner polishes.' },
};

/** A tablet's storage in memory: what a reload would read back. */
function memoryStorage() {
  const kept = new Map<string, string>();
  return { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v), kept };
}

function Notes(props: { store: GuideStore }) {
  return h('div', null, h(GuideNote, { place: 'table', store: props.store }), h(ExplainButton, { place: 'table', store: props.store }));
}

afterEach(() => cleanup());

describe('the guide\'s notes', () => {
  let storage: ReturnType<typeof memoryStorage>;
  let store: GuideStore;
  beforeEach(() => {
    storage = memoryStorage();
    store = createGuideStore(storage);
    store.provide('g', NOTES);
    render(h(Notes, { store }));
  });
  const note = (name: string) => screen.queryByRole('region', { name: `Note: ${name}` });

  it('shows a kind of step\'s note the first time it comes in a guided game, and not again', () => {
    act(() => store.step('g', 'bid', true, 'table'));
    expect(note('Sealed bids')?.textContent).toMatch(/Everyone bids in secret\.A higher bid wins more often\.Look at: the lot \(outlined\)\./);
    // While it shows, nothing else asks to explain this step.
    expect(screen.queryByRole('button', { name: 'Explain this step' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(note('Sealed bids')).toBeNull();
    act(() => store.step('g', 'polish', true, 'table'));
    expect(note('Polishing')).not.toBeNull();
    act(() => store.step('g', 'bid', true, 'table'));
    // The step changed: the polishing note went with it, and bids were explained already.
    expect(note('Polishing')).toBeNull();
    expect(note('Sealed bids')).toBeNull();
    screen.getByRole('button', { name: 'Explain this step' });
    // A reload remembers what was seen.
    expect(JSON.parse(storage.kept.get(GUIDE_KEY)!)).toEqual({ mode: 'guided', seen: ['g/bid', 'g/polish'] });
  });

  it('an ordinary game gets no note unasked; "Explain this step" shows it and turns notes on', () => {
    act(() => store.step('g', 'bid', false, 'table'));
    expect(note('Sealed bids')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Explain this step' }));
    expect(note('Sealed bids')).not.toBeNull();
    expect(store.mode.value).toBe('on');
    // On: the next kind of step brings its note by itself, even in an ordinary game.
    act(() => store.step('g', 'polish', false, 'table'));
    expect(note('Polishing')).not.toBeNull();
  });

  it('"Turn notes off" is kept on the tablet; "Explain this step" turns them back on', () => {
    act(() => store.step('g', 'bid', true, 'table'));
    fireEvent.click(screen.getByRole('button', { name: 'Turn notes off' }));
    expect(note('Sealed bids')).toBeNull();
    cleanup();
    // As after a reload: a new store reads the same storage.
    const again = createGuideStore(storage);
    again.provide('g', NOTES);
    render(h(Notes, { store: again }));
    expect(again.mode.value).toBe('off');
    act(() => again.step('g', 'polish', true, 'table'));
    expect(note('Polishing')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Explain this step' }));
    expect(note('Polishing')).not.toBeNull();
    expect(JSON.parse(storage.kept.get(GUIDE_KEY)!).mode).toBe('on');
  });

  it('a step without a note, or a bot\'s, offers nothing', () => {
    act(() => store.step('g', 'unknown', true, 'table'));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Explain this step' })).toBeNull();
    act(() => store.step('g', null, true, 'table'));
    expect(screen.queryByRole('button', { name: 'Explain this step' })).toBeNull();
  });

  it('unreadable storage starts fresh', () => {
    const broken = createGuideStore({ getItem: () => '{"mode":"loud","seen":[1,"g/bid"]', setItem: () => undefined });
    expect(broken.mode.value).toBe('guided');
    const odd = createGuideStore({ getItem: () => '{"mode":"loud","seen":[1,"g/bid"]}', setItem: () => undefined });
    expect([odd.mode.value, [...odd.seen.value]]).toEqual(['guided', ['g/bid']]);
  });
});

describe('the guide on the shared table', () => {
  interface Ctx extends TableCtxBase {
    state: SBState;
  }
  const game = sealedBidGame as unknown as GameDefinition<SBState>;
  const ui: GameUi<Ctx> = {
    context: (session) => {
      const state = session.match.value.state as SBState;
      return { session, state, seats: session.meta.value.seats, prompts: game.pending(state), over: game.outcome(state) !== null };
    },
    phases: [{ id: 'bid', label: 'Bidding' }],
    phasesLabel: 'Steps',
    currentPhase: () => 'bid',
    where: (ctx) => `Lot ${ctx.state.lot}`,
    whatNext: () => 'Bid.',
    Layout: (p) => h('div', null, h('p', { class: 'lot' }, 'The lot'), p.action, p.log),
    OpenDecision: () => null,
    privateTitle: (ctx, seat) => `${ctx.seats[seat]!.name}'s sealed bid`,
    PrivateScreen: (p) => h('button', { type: 'button', onClick: () => p.onChoice({ type: 'bid', amount: 1 }) }, 'Bid 1'),
    privateMode: () => 'lock-in',
    sealedStatus: (ctx) =>
      ctx.state.phase === 'bid'
        ? { kind: 'bid', title: 'Sealed bids', entries: ctx.state.bids.eligible.map((seat, i) => ({ seat, done: ctx.state.bids.entries[i] !== null })) }
        : null,
    sealedNoun: () => 'sealed bid',
    reveals: { types: [], title: () => '', Body: () => null },
    describeEvent: (e) => [{ text: e.type }],
    EndScreen: () => null,
    rules: [{ id: 'bid', title: 'Bidding', points: ['Highest bid wins.'] }],
    rulesSection: () => 'bid',
  };
  const Table = tableFor(ui);

  it('a guided game\'s note shows on the table, outlines its part, and follows into the private screen', async () => {
    guide.provide(game.id, NOTES);
    const memory = createMemoryStore();
    const seats = [{ name: 'Ana', colour: 'orange', kind: 'person' as const }, { name: 'Ben', colour: 'sky-blue', kind: 'bot' as const }];
    const seed = guidedSeed(game.id);
    const started = startMatch(game, { seats }, seed);
    if (!started.ok) throw new Error(started.error.message);
    const state = started.value.state;
    const meta: MatchMeta = {
      id: 'guided', game: game.id, seats, options: {}, seed, engineVersion: 1, contentVersion: 1,
      status: 'active', createdAt: 0, lastPlayedAt: 0, actionCount: 0, progress: '',
    };
    await memory.createMatch(meta, { matchId: 'guided', seq: 0, state, hash: stateHash(state) });
    const session = createSession(memory, { game, bot: sealedBidBot }, meta, { seq: 0, state }, [], state);
    render(h(Table, { session }));
    const onTable = await screen.findByRole('region', { name: 'Note: Sealed bids' });
    expect(document.querySelector('.lot')?.hasAttribute('data-guide-target')).toBe(true);
    // Not a modal: the table's own button stays usable with the note up. Ana plays alone with a
    // bot, so her screen opens without the cover, with the note on it.
    fireEvent.click(screen.getByRole('button', { name: "Enter Ana's sealed bid" }));
    await screen.findByRole('button', { name: 'Lock in' });
    expect(onTable.isConnected).toBe(false);
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('[aria-labelledby="guide-note-private"]')?.textContent).toMatch(/^Note: Sealed bids/);
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('region', { name: 'Note: Sealed bids' })).toBeNull();
    screen.getByRole('button', { name: 'Explain this step' });
    cleanup();
    expect(document.querySelector('[data-guide-target]')).toBeNull();
  });
});

describe('the games\' notes', () => {
  it('are short, name no seat and never say "you"', () => {
    for (const note of [...Object.values(BM_NOTES), ...Object.values(AM_NOTES)]) {
      const words = `${note.title} ${note.text} ${note.choices ?? ''}`;
      expect(words).not.toMatch(/\byou(r)?\b/i);
      expect(note.text.length + (note.choices?.length ?? 0)).toBeLessThan(420);
    }
  });
});
