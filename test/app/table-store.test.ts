// The table store decides when the gate shows, from each prompt's entry mode alone: sealed entries
// hand the covered gate from person to person, a live private decision keeps the gate with its
// seat until it is done, and bots wait while anyone is behind the gate, at a pace that depends
// only on the kind of entry awaited.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { motionsPlaying } from '../../src/app/bot-runner';
import { createSession, type Session } from '../../src/app/session';
import { phoneSeats } from '../../src/app/phone-seats';
import { createTableStore, type TableStore } from '../../src/app/table-store';
import { stateHash } from '../../src/engine/hash';
import { startMatch } from '../../src/engine/match';
import type { Action, EntryMode, GameDefinition, Prompt } from '../../src/engine/types';
import type { GameModule } from '../../src/games/registry';
import { createMemoryStore } from '../../src/storage/memory-store';
import type { MatchMeta } from '../../src/storage/records';
import { sealedBidBot, sealedBidGame, type SBState } from '../engine/sealed-bid-game';

// The same game with the winner's polishing decided in private, step by step (a 'live' screen).
const privatePolish: GameDefinition<SBState> = {
  ...(sealedBidGame as unknown as GameDefinition<SBState>),
  pending: (s) => sealedBidGame.pending(s).map((p): Prompt => (p.kind === 'polish' ? { ...p, entry: 'private' } : p)),
};

let counter = 0;
async function table(kinds: ('person' | 'bot')[], delays: EntryMode[] = [], revealTypes = ['bids-revealed']) {
  const store = createMemoryStore();
  const seats = kinds.map((kind, i) => ({ name: ['Ana', 'Ben', 'Cy'][i]!, kind, colour: 'orange' }));
  const id = `t${++counter}`;
  const started = startMatch(privatePolish, { seats }, 'table-store');
  if (!started.ok) throw new Error(started.error.message);
  const state = started.value.state;
  const meta: MatchMeta = {
    id, game: sealedBidGame.id, seats, options: {}, seed: 'table-store', engineVersion: 1, contentVersion: 1,
    status: 'active', createdAt: 0, lastPlayedAt: 0, actionCount: 0, progress: '',
  };
  await store.createMatch(meta, { matchId: id, seq: 0, state, hash: stateHash(state) });
  const module: GameModule = { game: privatePolish, bot: sealedBidBot };
  const session = createSession(store, module, meta, { seq: 0, state }, [], state);
  const t = createTableStore(session, {
    revealTypes,
    privateMode: (kind) => (kind === 'polish' ? 'live' : 'lock-in'),
    botDelayMs: (entry) => {
      delays.push(entry);
      return 100;
    },
  });
  open.push(t);
  return { session, t };
}

const open: TableStore[] = [];
afterEach(() => {
  for (const t of open.splice(0)) t.dispose();
  vi.useRealTimers();
  motionsPlaying.value = 0;
  phoneSeats.value = new Set();
});

const stateOf = (s: Session) => s.match.value.state as SBState;

describe('table store: the gate', () => {
  it('after a Lock in, covers itself at once for the next person still to enter; the table shows when nobody is left', async () => {
    const { session, t } = await table(['person', 'person', 'person']);
    t.openGate(0, 'bid');
    const first = t.gate.value!;
    t.setChoice({ type: 'bid', amount: 1 });
    await t.lockIn();
    expect(t.gate.value).toMatchObject({ seat: 1, kind: 'bid' });
    expect(t.gate.value!.handover).not.toBe(first.handover);
    expect(session.meta.value.actionCount).toBe(1);
    t.setChoice({ type: 'bid', amount: 2 });
    await t.lockIn();
    expect(t.gate.value).toMatchObject({ seat: 2, kind: 'bid' });
    t.setChoice({ type: 'bid', amount: 0 });
    await t.lockIn();
    // The last entry reveals every bid: the table reads the reveal before anyone is handed the tablet.
    expect(t.reveals.value.map((e) => e.type)).toEqual(['bids-revealed']);
    expect(t.gate.value).toBeNull();
    expect(stateOf(session).phase).toBe('polish');
  });

  it('never covers itself for a person entering on their own phone: after a Lock in it goes to the next person without one', async () => {
    const { session, t } = await table(['person', 'person', 'person']);
    phoneSeats.value = new Set([1]);
    t.openGate(0, 'bid');
    t.setChoice({ type: 'bid', amount: 1 });
    await t.lockIn();
    expect(t.gate.value).toMatchObject({ seat: 2, kind: 'bid' });
    t.setChoice({ type: 'bid', amount: 2 });
    await t.lockIn();
    // Only Ben, on his phone, is left: the table shows.
    expect(t.gate.value).toBeNull();
    expect(privatePolish.pending(stateOf(session)).map((p) => p.seat)).toEqual([1]);
  });

  it('a lock-in screen whose round ends under it closes (Ana tapped in again after her entry, then Ben completed the round)', async () => {
    const { session, t } = await table(['person', 'person']);
    t.openGate(0, 'bid');
    t.setChoice({ type: 'bid', amount: 1 });
    await t.lockIn();
    // Ana taps into the gate again before the table moved on (a slow save), while Ben is awaited:
    // the round is still open, so her screen stays (she may change her entry).
    t.openGate(0, 'bid');
    expect(t.gate.value).toMatchObject({ seat: 0, kind: 'bid' });
    // Ben's entry lands (as a bot's in flight would): every bid is in, the round is over.
    expect((await session.dispatch(1, { type: 'bid', amount: 2 } as never)).ok).toBe(true);
    expect(stateOf(session).phase).toBe('polish');
    expect(t.gate.value).toBeNull();
  });

  it('a lock-in screen stays while its round still waits for someone else', async () => {
    const { session, t } = await table(['person', 'person']);
    t.openGate(1, 'bid');
    expect((await session.dispatch(0, { type: 'bid', amount: 1 } as never)).ok).toBe(true);
    // Ana's entry changed the prompts, but Ben is still awaited for this round.
    expect(t.gate.value).toMatchObject({ seat: 1, kind: 'bid' });
  });

  it('a Lock in with nothing chosen sends nothing', async () => {
    const { session, t } = await table(['person', 'person']);
    t.openGate(0, 'bid');
    await t.lockIn();
    expect(session.meta.value.actionCount).toBe(0);
    expect(t.gate.value).toMatchObject({ seat: 0 });
  });

  it('a live private screen keeps its seat behind the gate step after step, then hands on', async () => {
    const { session, t } = await table(['person', 'person']);
    for (const seat of [0, 1]) expect((await session.dispatch(seat, { type: 'bid', amount: seat + 1 } as Action)).ok).toBe(true);
    const winner = stateOf(session).winner;
    expect(winner).toBe(1);
    t.openGate(winner, 'polish');
    const handover = t.gate.value!.handover;
    expect(await t.act(winner, { type: 'polish' })).toBe(true);
    expect(t.gate.value).toEqual({ seat: winner, kind: 'polish', handover });
    expect(await t.act(winner, { type: 'done' })).toBe(true);
    // The next lot is drawn: everyone bids in secret, so the gate covers for the first person.
    expect(t.gate.value).toMatchObject({ seat: 0, kind: 'bid' });
    expect(t.gate.value!.handover).not.toBe(handover);
  });

  it("a live step that reveals something closes the gate, so the table reads the reveal before the seat's next step", async () => {
    // As an Adventure Mart Checkout brought about by the winner's own step, the winner still to play.
    const { session, t } = await table(['person', 'person'], [], ['bids-revealed', 'polished']);
    for (const seat of [0, 1]) expect((await session.dispatch(seat, { type: 'bid', amount: seat + 1 } as Action)).ok).toBe(true);
    t.nextReveal();
    const winner = stateOf(session).winner;
    t.openGate(winner, 'polish');
    expect(await t.act(winner, { type: 'polish' })).toBe(true);
    // Still awaited in private (a second polish), but the table reads what was revealed first.
    expect(t.prompts.value).toEqual([{ seat: winner, kind: 'polish', entry: 'private' }]);
    expect(t.reveals.value.map((e) => e.type)).toEqual(['polished']);
    expect(t.gate.value).toBeNull();
  });

  it('a refused action leaves the state and says why', async () => {
    const { session, t } = await table(['person', 'person']);
    expect(await t.act(0, { type: 'bid', amount: 999 })).toBe(false);
    expect(t.error.value).toMatch(/^Ana: /);
    expect(session.meta.value.actionCount).toBe(0);
  });

  it('a second tap while a move is saving sends nothing, and a quick save flips nothing on screen', async () => {
    const { session, t } = await table(['person', 'person']);
    const first = t.act(0, { type: 'bid', amount: 1 });
    expect(t.busy.value).toBe(false);
    expect(await t.act(0, { type: 'bid', amount: 2 })).toBe(false);
    expect(await first).toBe(true);
    expect(t.error.value).toBeNull();
    expect(session.meta.value.actionCount).toBe(1);
    expect(await t.act(1, { type: 'bid', amount: 2 })).toBe(true);
  });

  it("the next person's Lock in while the previous entry is still saving waits its turn, never dropped", async () => {
    const { session, t } = await table(['person', 'person', 'person']);
    t.openGate(0, 'bid');
    t.setChoice({ type: 'bid', amount: 1 });
    const first = t.lockIn();
    // The gate has covered itself for Ben before Ana's save lands; he enters and locks in at once.
    expect(t.gate.value?.seat).toBe(1);
    expect(t.entriesSaving.value).toBe(1);
    t.setChoice({ type: 'bid', amount: 2 });
    const second = t.lockIn();
    expect(t.entriesSaving.value).toBe(2);
    await Promise.all([first, second]);
    expect(t.error.value).toBeNull();
    expect(session.meta.value.actionCount).toBe(2);
    expect(t.gate.value?.seat).toBe(2);
    // Every entry has landed: Cy's private screen may be drawn from the state that awaits him.
    expect(t.entriesSaving.value).toBe(0);
  });
});

describe('table store: bots', () => {
  it('wait while a person is behind the gate or a reveal is unread, and pace by entry mode only', async () => {
    vi.useFakeTimers();
    const delays: EntryMode[] = [];
    const { session, t } = await table(['person', 'bot', 'bot'], delays);
    t.openGate(0, 'bid');
    await vi.advanceTimersByTimeAsync(1000);
    expect(session.meta.value.actionCount).toBe(0);
    t.closeGate();
    await vi.advanceTimersByTimeAsync(99);
    expect(session.meta.value.actionCount).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(session.meta.value.actionCount).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(session.meta.value.actionCount).toBe(2);
    // Only the person is left to bid; nothing more happens without them.
    await vi.advanceTimersByTimeAsync(1000);
    expect(session.meta.value.actionCount).toBe(2);
    expect(delays.every((d) => d === 'sealed')).toBe(true);
    expect(t.bots.error.value).toBeNull();
  });
});

describe('table store: bots wait for each move to be seen', () => {
  it('a bot whose pause is over waits while a card travels, and moves as soon as it has landed', async () => {
    vi.useFakeTimers();
    const { session } = await table(['bot', 'bot', 'bot']);
    // A move is being shown (src/ui/motion counts each travel while it plays).
    motionsPlaying.value = 1;
    await vi.advanceTimersByTimeAsync(1000);
    expect(session.meta.value.actionCount).toBe(0);
    motionsPlaying.value = 0;
    await vi.advanceTimersByTimeAsync(0);
    expect(session.meta.value.actionCount).toBe(1);
    // With nothing playing the pause alone paces them (as under reduced motion).
    await vi.advanceTimersByTimeAsync(100);
    expect(session.meta.value.actionCount).toBe(2);
  });
});

describe('table store: what each seat last looked at', () => {
  it('after a reload (a new store on the saved moves) counts from just before the seat\'s own latest move; a look since counts from then', async () => {
    const { session, t } = await table(['person', 'person', 'person']);
    for (const seat of [0, 1, 2]) {
      const action = session.module.game.legal(session.match.value.state, seat)[0] as Action;
      const r = await session.dispatch(seat, action);
      expect(r.ok).toBe(true);
    }
    // This store's own looks are what counts while it lives.
    t.markLooked(1);
    expect(t.lastLooked(1)).toBe(3);
    // A reload knows no looks: moves 1, 2 and 3 were Ana's, Ben's and Cy's.
    const reloaded = createTableStore(session, { revealTypes: ['bids-revealed'], privateMode: () => 'lock-in', botDelayMs: () => 0 });
    open.push(reloaded);
    expect([0, 1, 2].map((seat) => reloaded.lastLooked(seat))).toEqual([0, 1, 2]);
  });
});
