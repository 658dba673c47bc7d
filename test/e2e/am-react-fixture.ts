// Builds, for the React-window browser test, a real export of an Adventure Mart game (three people,
// moves chosen by the heuristic bot) stopped just as a hidden React window opens in which one asked
// person holds a legal React and another does not. Prints JSON: { text, asked: [{ name, holds }] }.
// Usage: node test/tools/run-ts.mjs test/e2e/am-react-fixture.ts
import { createSession } from '../../src/app/session';
import { stateHash } from '../../src/engine/hash';
import { startMatch } from '../../src/engine/match';
import type { Action } from '../../src/engine/types';
import { adventureMartModule } from '../../src/games/adventure-mart/module';
import type { AMState } from '../../src/games/adventure-mart/state';
import { createMemoryStore } from '../../src/storage/memory-store';
import type { MatchMeta, SeatRecord } from '../../src/storage/records';
import { exportMatches } from '../../src/storage/saves-file';

const { game, bot } = adventureMartModule;
const SEATS: SeatRecord[] = [
  { name: 'Ana', colour: 'orange', kind: 'person' },
  { name: 'Ben', colour: 'sky-blue', kind: 'person' },
  { name: 'Cy', colour: 'bluish-green', kind: 'person' },
];

type Asked = { seat: number; holds: boolean }[];

/** Who a hidden React window asks, and whether each holds a legal React: played forward by passing. */
function windowAt(state: AMState): Asked | null {
  const top = state.stack[state.stack.length - 1];
  if (!top || top.f !== 'react' || !top.hidden || top.window.at !== 0) return null;
  const asked: Asked = [];
  let s = state;
  for (const seat of top.window.order) {
    const legal = game.legal(s, seat) as Action[];
    asked.push({ seat, holds: legal.some((a) => a.type === 'react') });
    const next = game.apply(s, seat, { type: 'pass' } as never);
    if (!next.ok) return null;
    s = next.state;
  }
  return asked;
}

function find(): { seed: string; moves: Action[]; seats: number[]; asked: Asked } | null {
  for (let n = 0; n < 400; n++) {
    const seed = `react-${n}`;
    const started = startMatch(game, { seats: SEATS, variants: { firstGame: false } }, seed);
    if (!started.ok) continue;
    let state = started.value.state as AMState;
    const moves: Action[] = [];
    const seats: number[] = [];
    for (let i = 0; i < 2000; i++) {
      const asked = windowAt(state);
      if (asked && asked.length >= 2 && asked.some((a) => a.holds) && asked.some((a) => !a.holds)) {
        return { seed, moves, seats, asked };
      }
      const prompt = game.pending(state)[0];
      if (!prompt) break;
      const legal = game.legal(state, prompt.seat) as Action[];
      // Pass every React, so windows keep coming and the bots' Reacts don't close them early.
      const action = legal.find((a) => a.type === 'pass') ?? bot!(game.view(state, prompt.seat), legal, prompt.seat, `${seed}-${i}`);
      const next = game.apply(state, prompt.seat, action as never);
      if (!next.ok) throw new Error(next.error.message);
      moves.push(action);
      seats.push(prompt.seat);
      state = next.state;
    }
  }
  return null;
}

const found = find();
if (!found) throw new Error('no React window with a holder and a non-holder in 400 games');
const store = createMemoryStore();
const started = startMatch(game, { seats: SEATS, variants: { firstGame: false } }, found.seed);
if (!started.ok) throw new Error(started.error.message);
const state = started.value.state;
const meta: MatchMeta = {
  id: 'react-window', game: game.id, seats: SEATS, options: { firstGame: false }, seed: found.seed,
  engineVersion: game.engineVersion, contentVersion: game.contentVersion,
  status: 'active', createdAt: 1, lastPlayedAt: 1, actionCount: 0, progress: adventureMartModule.describeProgress!(state),
};
await store.createMatch(meta, { matchId: meta.id, seq: 0, state, hash: stateHash(state) });
const session = createSession(store, adventureMartModule, meta, { seq: 0, state }, [], state);
for (const [i, action] of found.moves.entries()) {
  const r = await session.dispatch(found.seats[i]!, action);
  if (!r.ok) throw new Error(r.error.message);
}
const text = await exportMatches(store);
if (!text.ok) throw new Error(text.error.message);
console.log(JSON.stringify({ text: text.value, asked: found.asked.map((a) => ({ name: SEATS[a.seat]!.name, holds: a.holds })) }));
