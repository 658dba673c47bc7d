// Shared setup for the Bidding dial screen tests: a real session (memory store + createSession)
// over a real sitting, and the gate's press-and-hold.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { expect } from 'vitest';
import { createSession, type Session } from '../../../src/app/session';
import { stateHash } from '../../../src/engine/hash';
import type { Seat } from '../../../src/engine/types';
import { biddingDial, type DialAction, type DialState } from '../../../src/games/bidding-dial';
import { biddingDialModule } from '../../../src/games/bidding-dial/module';
import { createMemoryStore } from '../../../src/storage/memory-store';
import type { MatchStore } from '../../../src/storage/match-store';
import type { MatchMeta, SeatRecord } from '../../../src/storage/records';
import Table from '../../../src/ui/games/bidding-dial/Table';
import { HOLD_MS } from '../../../src/ui/gate/HiddenEntryGate';

const NAMES = ['Ana', 'Ben', 'Cy', 'Di'];
const COLOURS = ['orange', 'sky-blue', 'bluish-green', 'vermillion'];

export function seatsFor(n: number): SeatRecord[] {
  return NAMES.slice(0, n).map((name, i) => ({ name, colour: COLOURS[i]!, kind: 'person' as const }));
}

let counter = 0;
const stores = new WeakMap<Session, MatchStore>();

export function storeOf(session: Session): MatchStore {
  return stores.get(session)!;
}

export async function newSitting(n: number, state?: DialState): Promise<Session> {
  const seats = seatsFor(n);
  const start = state ?? biddingDial.setup({ seats }, `dial-ui-${counter}`);
  const store = createMemoryStore();
  const meta: MatchMeta = {
    id: `dial-test-${++counter}`, game: 'bidding-dial', seats, options: {}, seed: `dial-ui-${counter}`,
    engineVersion: 1, contentVersion: 1, status: 'active', createdAt: 1, lastPlayedAt: 1, actionCount: 0, progress: '',
  };
  const created = await store.createMatch(meta, { matchId: meta.id, seq: 0, state: start, hash: stateHash(start) });
  if (!created.ok) throw new Error(created.error.message);
  const session = createSession(store, biddingDialModule, meta, { seq: 0, state: start }, [], start);
  stores.set(session, store);
  return session;
}

export const stateOf = (session: Session): DialState => session.match.value.state as DialState;

export async function send(session: Session, seat: Seat, action: DialAction): Promise<void> {
  const r = await session.dispatch(seat, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${r.error.message}`);
}

export const renderTable = (session: Session) => render(<Table session={session} />);

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export async function holdGate(name: string): Promise<void> {
  const b = await screen.findByRole('button', { name: `Hold to show ${name}'s screen` });
  fireEvent.pointerDown(b, { pointerId: 1, button: 0 });
  await act(async () => {
    await sleep(HOLD_MS + 40);
  });
  if (b.isConnected) fireEvent.pointerUp(b, { pointerId: 1, button: 0 });
  await screen.findByRole('button', { name: 'Lock in' });
}

/** Through the gate: press the person's button, hold the cover, tap the values, Lock in. */
export async function enter(button: string, name: string, taps: [group: string, value: string][]): Promise<void> {
  // After a Lock in the cover hands itself to the next person: then there is no button to press.
  if (!screen.queryByRole('button', { name: `Hold to show ${name}'s screen` })) {
    fireEvent.click(await screen.findByRole('button', { name: button }));
  }
  await holdGate(name);
  for (const [group, value] of taps) {
    fireEvent.click(within(screen.getByRole('group', { name: group })).getByRole('button', { name: value }));
  }
  await waitFor(() => expect((screen.getByRole('button', { name: 'Lock in' }) as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(screen.getByRole('button', { name: 'Lock in' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Lock in' })).toBeNull());
}
