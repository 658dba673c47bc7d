// The shared table with a small game of its own (the kernel's sealed-bid game, its winner's
// polishing made a private, step-by-step decision): the gate is decided from each prompt's entry.
// After a Lock in the cover is at once the next person's; a live private screen keeps its seat
// behind the gate, undoes its own steps there, and hands on when done; the cover offers the way
// back to the table; the status line says who is awaited.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { h } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { createSession, type Session } from '../../src/app/session';
import { stateHash } from '../../src/engine/hash';
import { startMatch } from '../../src/engine/match';
import type { Action, GameDefinition, Prompt } from '../../src/engine/types';
import type { GameModule } from '../../src/games/registry';
import { createMemoryStore } from '../../src/storage/memory-store';
import type { MatchStore } from '../../src/storage/match-store';
import type { MatchMeta } from '../../src/storage/records';
import { HOLD_MS } from '../../src/ui/gate/HiddenEntryGate';
import { tableFor } from '../../src/ui/match/GameTable';
import type { GameUi, TableCtxBase } from '../../src/ui/match/game-ui';
import { sealedBidBot, sealedBidGame, type SBState } from '../engine/sealed-bid-game';
import { saveSettings, settings } from '../../src/ui/gate/settings';
import { phoneSeats } from '../../src/app/phone-seats';
import { memo } from '../../src/ui/match/memo';
import { watchDrawing } from './drawn';

/** The game's views computed for a seat (what a private screen reads), counted. */
let seatViews = 0;

const game: GameDefinition<SBState> = {
  ...(sealedBidGame as unknown as GameDefinition<SBState>),
  pending: (s) => sealedBidGame.pending(s).map((p): Prompt => (p.kind === 'polish' ? { ...p, entry: 'private' } : p)),
  view: (s, viewer) => {
    if (viewer !== 'table') seatViews++;
    return sealedBidGame.view(s as never, viewer);
  },
};

interface Ctx extends TableCtxBase {
  state: SBState;
}

/** A part of a private screen drawn from the seat's view, memo'd as the games' boards are. */
const FromView = memo(function FromView(_: { view: unknown; act: unknown }) {
  return h('p', null, 'Your lot');
});

function BidScreen(props: { onChoice: (a: unknown) => void; view: unknown; act: unknown }) {
  return h('div', null, h(FromView, { view: props.view, act: props.act }),
    [0, 1, 2].map((amount) => h('button', { type: 'button', key: amount, onClick: () => props.onChoice({ type: 'bid', amount }) }, `Bid ${amount}`)));
}

function PolishScreen(props: { ctx: Ctx; seat: number; act: (a: unknown) => Promise<boolean> }) {
  return h('section', { 'aria-label': 'Polishing' },
    h('p', null, `Points: ${props.ctx.state.points[props.seat]}`),
    h('button', { type: 'button', onClick: () => void props.act({ type: 'polish' }) }, 'Polish'),
    h('button', { type: 'button', onClick: () => void props.act({ type: 'done' }) }, 'Done'));
}

const ui: GameUi<Ctx> = {
  context: (session) => {
    const state = session.match.value.state as SBState;
    return { session, state, seats: session.meta.value.seats, prompts: game.pending(state), over: game.outcome(state) !== null };
  },
  phases: [{ id: 'bid', label: 'Bidding' }, { id: 'polish', label: 'Polishing' }],
  phasesLabel: 'Steps',
  currentPhase: (ctx) => ctx.state.phase,
  where: (ctx) => `Lot ${ctx.state.lot}`,
  whatNext: () => 'Bid, then the winner polishes.',
  Layout: (p) => h('div', null, p.action, p.log),
  OpenDecision: () => null,
  privateTitle: (ctx, seat, kind) => `${ctx.seats[seat]!.name}'s ${kind === 'bid' ? 'sealed bid' : 'polishing'}`,
  PrivateScreen: (p) => (p.kind === 'bid' ? h(BidScreen, { onChoice: p.onChoice, view: p.view, act: p.act }) : h(PolishScreen, { ctx: p.ctx, seat: p.seat, act: p.act })),
  privateMode: (kind) => (kind === 'polish' ? 'live' : 'lock-in'),
  privateInvite: (ctx, prompt) => `${ctx.seats[prompt.seat]!.name} polishes`,
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

/** A table whose saves wait for `saved` when given (a slow device's save, held open by the test). */
async function table(saved?: Promise<void>, kinds: ('person' | 'bot')[] = ['person', 'person']): Promise<Session> {
  const memory = createMemoryStore();
  const store: MatchStore = saved
    ? { ...memory, appendAction: async (...args) => (await saved, memory.appendAction(...args)) }
    : memory;
  const seats = [{ name: 'Ana', colour: 'orange', kind: kinds[0]! }, { name: 'Ben', colour: 'sky-blue', kind: kinds[1]! }];
  const started = startMatch(game, { seats }, 'shell');
  if (!started.ok) throw new Error(started.error.message);
  const state = started.value.state;
  const meta: MatchMeta = {
    id: 'shell', game: game.id, seats, options: {}, seed: 'shell', engineVersion: 1, contentVersion: 1,
    status: 'active', createdAt: 0, lastPlayedAt: 0, actionCount: 0, progress: '',
  };
  await store.createMatch(meta, { matchId: 'shell', seq: 0, state, hash: stateHash(state) });
  const module: GameModule = { game, bot: sealedBidBot };
  const session = createSession(store, module, meta, { seq: 0, state }, [], state);
  render(h(Table, { session }));
  return session;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
async function hold(name: string) {
  const b = await screen.findByRole('button', { name: `Hold to show ${name}'s screen` });
  fireEvent.pointerDown(b, { pointerId: 1, button: 0 });
  await act(async () => {
    await sleep(HOLD_MS + 40);
  });
  if (b.isConnected) fireEvent.pointerUp(b, { pointerId: 1, button: 0 });
  await screen.findByRole('button', { name: 'Cover the screen' });
}

afterEach(() => {
  cleanup();
  phoneSeats.value = new Set();
});

describe('the shared table', () => {
  it('after a Lock in, the cover is at once the next person\'s; the last entry shows the table', async () => {
    const session = await table();
    expect(screen.getByRole('region', { name: 'Where the game is' }).textContent).toMatch(/Waiting for: Ana and Ben/);
    // Screen readers hear whose turn it is as it changes.
    const turn = screen.getByRole('status', { name: 'Whose turn' });
    expect(turn.textContent).toMatch(/\. Waiting for Ana and Ben\.$/);
    fireEvent.click(screen.getByRole('button', { name: "Enter Ana's sealed bid" }));
    await hold('Ana');
    fireEvent.click(screen.getByRole('button', { name: 'Bid 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lock in' }));
    await screen.findByRole('heading', { name: 'Pass the tablet to Ben' });
    expect(turn.textContent).toMatch(/\. Waiting for Ben\.$/);
    // The cover offers the way back, and nothing of Ana's entry is in the page.
    expect(document.body.textContent).not.toMatch(/Bid 1/);
    fireEvent.click(screen.getByRole('button', { name: 'Back to the table' }));
    await screen.findByRole('button', { name: "Enter Ben's sealed bid" });
    expect(screen.getByRole('list', { name: 'Who has locked in' }).textContent).toMatch(/AnaLocked in/);
    fireEvent.click(screen.getByRole('button', { name: "Enter Ben's sealed bid" }));
    await hold('Ben');
    fireEvent.click(screen.getByRole('button', { name: 'Bid 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lock in' }));
    // Ben won: his polishing is private, so the table invites him.
    await screen.findByRole('button', { name: "Show Ben's screen" });
    screen.getByRole('heading', { name: /Ben polishes/ });
    expect((session.match.value.state as SBState).winner).toBe(1);
  });

  it("the next person's private screen waits for the previous entry's save, so it never offers the choices of the state before it", async () => {
    let land = () => {};
    const session = await table(new Promise<void>((resolve) => (land = resolve)));
    fireEvent.click(screen.getByRole('button', { name: "Enter Ana's sealed bid" }));
    await hold('Ana');
    fireEvent.click(screen.getByRole('button', { name: 'Bid 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lock in' }));
    // Ana's entry is still saving: Ben's cover is there at once, his screen only says so.
    await hold('Ben');
    expect(within(screen.getByRole('dialog')).getByRole('status').textContent).toMatch(/Saving the last entry/);
    expect(screen.queryByRole('button', { name: 'Bid 2' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Lock in' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => land());
    fireEvent.click(await screen.findByRole('button', { name: 'Bid 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lock in' }));
    await screen.findByRole('button', { name: "Show Ben's screen" });
    expect(session.meta.value.actionCount).toBe(2);
  });

  it('a live private screen keeps its seat behind the gate, undoes its own steps there, then hands on', async () => {
    const session = await table();
    for (const seat of [0, 1]) {
      const r = await session.dispatch(seat, { type: 'bid', amount: seat + 1 } as Action);
      expect(r.ok).toBe(true);
    }
    fireEvent.click(await screen.findByRole('button', { name: "Show Ben's screen" }));
    await hold('Ben');
    const polishing = () => within(screen.getByRole('region', { name: 'Polishing' }));
    const points = (session.match.value.state as SBState).points[1]!;
    polishing().getByText(`Points: ${points}`);
    fireEvent.click(polishing().getByRole('button', { name: 'Polish' }));
    await screen.findByText(`Points: ${points + 1}`);
    // Still Ben's screen, revealed (no second hold), with his own step to take back.
    fireEvent.click(screen.getByRole('button', { name: 'Undo my last step' }));
    await screen.findByText(`Points: ${points}`);
    expect(screen.queryByRole('button', { name: 'Undo my last step' })).toBeNull();
    fireEvent.click(polishing().getByRole('button', { name: 'Done' }));
    // The next lot: both bid in secret, so the gate covers itself for the first of them.
    await screen.findByRole('heading', { name: 'Pass the tablet to Ana' });
    expect(screen.queryByRole('region', { name: 'Polishing' })).toBeNull();
  });

  it('with one person and a bot there is nobody to hide from: the private screen opens without the cover, unless the setting keeps it', async () => {
    const before = settings.value;
    try {
      await table(undefined, ['person', 'bot']);
      fireEvent.click(screen.getByRole('button', { name: "Enter Ana's sealed bid" }));
      screen.getByRole('button', { name: 'Bid 1' });
      expect(screen.queryByRole('heading', { name: 'Pass the tablet to Ana' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Back to the table without locking in' }));
      cleanup();
      saveSettings({ ...before, coverWhenAlone: true });
      await table(undefined, ['person', 'bot']);
      fireEvent.click(screen.getByRole('button', { name: "Enter Ana's sealed bid" }));
      screen.getByRole('heading', { name: 'Pass the tablet to Ana' });
      expect(screen.queryByRole('button', { name: 'Bid 1' })).toBeNull();
    } finally {
      saveSettings(before);
    }
  });

  it("computes the seat's view once per state: choosing again behind the gate redraws no part drawn from it", async () => {
    await table();
    fireEvent.click(screen.getByRole('button', { name: "Enter Ana's sealed bid" }));
    await hold('Ana');
    const drawn = watchDrawing();
    try {
      seatViews = 0;
      // Each choice draws the gate again (Lock in follows it), and the private screen with it.
      for (const amount of [1, 2, 0, 1]) fireEvent.click(screen.getByRole('button', { name: `Bid ${amount}` }));
      expect((screen.getByRole('button', { name: 'Lock in' }) as HTMLButtonElement).disabled).toBe(false);
      expect(drawn.count('BidScreen')).toBeGreaterThanOrEqual(4);
      expect({ seatViews, fromView: drawn.count('FromView') }).toEqual({ seatViews: 0, fromView: 0 });
    } finally {
      drawn.stop();
    }
  });

  it('a person entering on their phone is neither invited to the gate nor handed it', async () => {
    phoneSeats.value = new Set([1]);
    await table();
    const ben = within(screen.getByRole('list', { name: 'Who has locked in' })).getAllByRole('listitem')[1]!;
    expect(ben.textContent).toMatch(/Ben enters on their phone$/);
    expect(screen.queryByRole('button', { name: "Enter Ben's sealed bid" })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: "Enter Ana's sealed bid" }));
    await hold('Ana');
    fireEvent.click(screen.getByRole('button', { name: 'Bid 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lock in' }));
    await screen.findByRole('button', { name: "Change Ana's sealed bid" });
    expect(screen.queryByRole('heading', { name: 'Pass the tablet to Ben' })).toBeNull();
  });
});
