// A real export of a real Brick & Mortar game, played by the heuristic bot through a session into a
// memory store, the way the app saves it. Not a test file itself.
import { createSession } from '../../src/app/session';
import { stateHash } from '../../src/engine/hash';
import { startMatch } from '../../src/engine/match';
import type { Action } from '../../src/engine/types';
import { brickAndMortarModule } from '../../src/games/brick-and-mortar/module';
import type { GameModule } from '../../src/games/registry';
import { type MatchStore } from '../../src/storage/match-store';
import { createMemoryStore } from '../../src/storage/memory-store';
import type { MatchMeta, SeatRecord } from '../../src/storage/records';
import { exportMatches, type ExportFile } from '../../src/storage/saves-file';

export const module = brickAndMortarModule;
export const game = brickAndMortarModule.game;
/** A content version older than any this build still plays (GameDefinition.alsoPlaysContent). */
export const UNPLAYED_CONTENT = Math.min(game.contentVersion, ...(game.alsoPlaysContent ?? [])) - 1;

export const THREE: SeatRecord[] = [
  { name: 'Ana', colour: 'orange', kind: 'person' },
  { name: 'Ben', colour: 'sky-blue', kind: 'person' },
  { name: 'Cleo', colour: 'bluish-green', kind: 'bot' },
];

function unwrap<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Plays `moves` actions (or to the end) of a new game saved in `store`; returns its meta. */
export async function playReal(
  store: MatchStore,
  id: string,
  moves: number,
  seed = 'real-export',
  variants: Record<string, unknown> = { firstGame: true },
  module: GameModule = brickAndMortarModule,
  contentVersion = module.game.contentVersion,
  engineVersion = module.game.engineVersion,
): Promise<MatchMeta> {
  const { game } = module;
  const started = unwrap(startMatch(game, { seats: THREE, variants, contentVersion, engineVersion }, seed));
  const state = started.state;
  const meta: MatchMeta = {
    id, game: game.id, seats: THREE, options: variants, seed,
    engineVersion, contentVersion,
    status: 'active', createdAt: 1, lastPlayedAt: 1, actionCount: 0, progress: module.describeProgress!(state),
  };
  unwrap(await store.createMatch(meta, { matchId: id, seq: 0, state, hash: stateHash(state) }));
  const session = createSession(store, module, meta, { seq: 0, state }, [], state);
  for (let i = 0; i < moves; i++) {
    const now = session.match.value.state;
    const prompt = game.pending(now)[0];
    if (!prompt) break;
    const legal = game.legal(now, prompt.seat) as Action[];
    const action = module.bot!(game.view(now, prompt.seat), legal, prompt.seat, `${seed}-${i}`);
    unwrap(await session.dispatch(prompt.seat, action));
  }
  return session.meta.value;
}

/** The text of an export holding one real game `moves` moves in (from a store of its own). */
export async function realExport(
  moves = 12,
  seed = 'real-export',
  variants?: Record<string, unknown>,
  contentVersion?: number,
  module: GameModule = brickAndMortarModule,
  engineVersion?: number,
): Promise<string> {
  const store = createMemoryStore();
  await playReal(store, 'real', moves, seed, variants, module, contentVersion, engineVersion);
  return unwrap(await exportMatches(store));
}

export const parse = (text: string) => JSON.parse(text) as ExportFile;
