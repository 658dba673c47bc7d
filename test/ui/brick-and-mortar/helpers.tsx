// Shared setup for the Brick & Mortar screen tests: real sessions (memory store + createSession)
// over real Brick & Mortar states, either a fresh game or a hand-made position from the rules
// tests' builder; and the gate's press-and-hold.
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { createSession, type Session } from '../../../src/app/session';
import { stateHash } from '../../../src/engine/hash';
import { startMatch } from '../../../src/engine/match';
import type { Seat } from '../../../src/engine/types';
import { brickAndMortar, type BMAction, type BMState } from '../../../src/games/brick-and-mortar';
import { brickAndMortarModule } from '../../../src/games/brick-and-mortar/module';
import type { GameModule } from '../../../src/games/registry';
import { createMemoryStore } from '../../../src/storage/memory-store';
import type { MatchStore } from '../../../src/storage/match-store';
import type { MatchMeta, SeatRecord } from '../../../src/storage/records';
import Table from '../../../src/ui/games/brick-and-mortar/Table';
import { HOLD_MS } from '../../../src/ui/gate/HiddenEntryGate';

const NAMES = ['Ana', 'Ben', 'Cy', 'Di'];
const COLOURS = ['orange', 'sky-blue', 'bluish-green', 'vermillion'];

export function seatsFor(kinds: ('person' | 'bot')[]): SeatRecord[] {
  return kinds.map((kind, i) => ({ name: NAMES[i]!, colour: COLOURS[i]!, kind }));
}

let counter = 0;

const stores = new WeakMap<Session, MatchStore>();

/** The store a test session saves to, e.g. to resume it as a reload would. */
export function storeOf(session: Session): MatchStore {
  const store = stores.get(session);
  if (!store) throw new Error('not a test session');
  return store;
}

/** A session whose starting position is `state` (seq 0), saved in a fresh memory store. */
export async function sessionFrom(state: BMState, seats: SeatRecord[], module: GameModule = brickAndMortarModule): Promise<Session> {
  const store = createMemoryStore();
  const meta: MatchMeta = {
    id: `bm-test-${++counter}`, game: 'brick-and-mortar', seats, options: {}, seed: `seed-${counter}`,
    engineVersion: state.engineVersion ?? module.game.engineVersion, contentVersion: module.game.contentVersion, status: 'active', createdAt: 1, lastPlayedAt: 1, actionCount: 0, progress: '',
  };
  const created = await store.createMatch(meta, { matchId: meta.id, seq: 0, state, hash: stateHash(state) });
  if (!created.ok) throw new Error(created.error.message);
  const session = createSession(store, module, meta, { seq: 0, state }, [], state);
  stores.set(session, store);
  return session;
}

/** A fresh game's session, through the engine's own setup. */
export async function newGame(
  kinds: ('person' | 'bot')[],
  variants: Record<string, unknown> = { firstGame: true },
  seed = 'ui-test',
): Promise<{ session: Session; state: BMState }> {
  const seats = seatsFor(kinds);
  const started = startMatch(brickAndMortar, { seats, variants }, seed);
  if (!started.ok) throw new Error(started.error.message);
  return { session: await sessionFrom(started.value.state, seats), state: started.value.state };
}

export function stateOf(session: Session): BMState {
  return session.match.value.state as BMState;
}

/** Dispatches through the session (saved, like the screens do) and fails loudly if refused. */
export async function send(session: Session, seat: Seat, action: BMAction): Promise<void> {
  const r = await session.dispatch(seat, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${r.error.message}`);
}

export function renderTable(session: Session) {
  return render(<Table session={session} />);
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Press and hold the gate's cover until the private screen shows (real timers). */
export async function holdGate(name: string): Promise<void> {
  const b = await screen.findByRole('button', { name: `Hold to show ${name}'s screen` });
  fireEvent.pointerDown(b, { pointerId: 1, button: 0 });
  await act(async () => {
    await sleep(HOLD_MS + 40);
  });
  if (b.isConnected) fireEvent.pointerUp(b, { pointerId: 1, button: 0 });
  await screen.findByRole('button', { name: 'Lock in' });
}

/** Every legal action of the first prompted seat until `until` holds, choosing with `pick`. */
export async function playUntil(
  session: Session,
  until: (s: BMState) => boolean,
  pick: (legal: BMAction[], seat: Seat, s: BMState) => BMAction = (legal) => legal[0]!,
  limit = 2000,
): Promise<void> {
  for (let i = 0; i < limit; i++) {
    const s = stateOf(session);
    if (until(s)) return;
    const prompt = brickAndMortar.pending(s)[0];
    if (!prompt) throw new Error('nobody to play');
    await send(session, prompt.seat, pick(brickAndMortar.legal(s, prompt.seat), prompt.seat, s));
  }
  throw new Error('playUntil: never reached');
}
