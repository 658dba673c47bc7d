// The app's state as signals, and the plain functions that change it. Screens only read the signals
// and call these functions; rules stay in the engine, bytes stay in storage.
import { batch, signal } from '@preact/signals';
import { fail, ok } from '../engine/result';
import type { Result } from '../engine/types';
import { findGame, gameEntries, type GameModule } from '../games/registry';
import type { MatchStore } from '../storage/match-store';
import type { MatchMeta, SeatRecord } from '../storage/records';
import type { Session } from './session';
import type { Persistence } from '../storage/persistence';
import type { StorageStatus } from './storage-boot';

// The home screen must load fast (under 25 KB gzip): playing a match, and export/import, pull in
// the engine and the file checks, so those arrive as separate chunks when first needed.
const loadSession = () => import('./session');
const loadTransfer = () => import('./export-import');
const loadMatchRunner = () => Promise.all([import('../engine/match'), import('../engine/hash')]);
// Storage (IndexedDB, its checks and migrations) arrives while the home screen first paints:
// that paint shows no saved games yet, so it need not wait for them.
const loadStorage = () => import('./storage-boot');

export type { StorageStatus } from './storage-boot';

export const storageStatus = signal<StorageStatus>({ kind: 'loading' });
/** Whether the browser keeps the saves for good; only ever changes what home says. */
export const persistence = signal<Persistence>('unknown');
/** Readable saves, newest first: at first only a screenful, then (a frame later) all of them. */
export const savedMatches = signal<MatchMeta[]>([]);
/** Every record storage holds, readable or not; known before savedMatches holds them all. */
export const savedCount = signal(0);
/** True once savedMatches holds every readable save and unreadableRecords every other record. */
export const savedListed = signal(false);
export const unreadableRecords = signal<{ key: string; reason: string }[]>([]);
export const banner = signal<null | { message: string; retry?: () => void }>(null);
export const currentSession = signal<Session | null>(null);

export const gameCatalogue = gameEntries.map((g) => ({
  id: g.id,
  name: g.name,
  minSeats: g.minSeats,
  maxSeats: g.maxSeats,
  options: g.options,
  available: g.load !== null,
}));

let store: MatchStore | null = null;

/** A failed save is never silent: the banner stays until the retry succeeds or the player leaves. */
function showSaveFailure(message: string, retry: () => void): void {
  banner.value = {
    message,
    retry: () => {
      banner.value = null;
      retry();
    },
  };
}

export async function boot(): Promise<void> {
  const { connectStorage } = await loadStorage();
  const connected = await connectStorage(() => {
    storageStatus.value = {
      kind: 'needs-reload',
      message: 'Shopfloor was updated in another tab. Reload to carry on with the new version.',
    };
    store = null;
  }, (blocked) => {
    storageStatus.value = blocked;
  });
  store = connected.store;
  batch(() => {
    persistence.value = connected.persistence;
    storageStatus.value = connected.status;
  });
  if (store) await refreshMatches();
}

/**
 * Once there is a game worth keeping, asks the browser to keep storage for good. Never awaited:
 * Firefox answers only when the person answers its prompt, which may be never; the answer only
 * changes what home says.
 */
function askToKeepSaves(): void {
  if (persistence.peek() === 'persistent') return;
  void loadStorage()
    .then((m) => m.requestPersistentStorage())
    .then((answer) => {
      if (answer === 'granted') persistence.value = 'persistent';
      else if (answer === 'denied') persistence.value = 'best-effort';
    });
}

/** For tests and for the in-memory fallback: use a given store. */
export function useStore(given: MatchStore | null): void {
  store = given;
}

/** True while the saves have not all answered: storage still opening, or open and not yet listed
 * in full. Until then a game missing from the list is not "not found" and an empty list is not
 * "no saved games". */
export function savesPending(): boolean {
  const kind = storageStatus.value.kind;
  return kind === 'loading' || ((kind === 'ready' || kind === 'memory') && !savedListed.value);
}

/** Home's first screenful: four rows of three cards. */
export const FIRST_SCREENFUL = 12;

/** The latest listing; an older one still running sees it has been overtaken and stops. */
let listing: Promise<void> | null = null;

/** A page that draws no frames (a tab opened in the background) still lists the rest after this. */
const PAINT_WAIT_MS = 100;

/** Resolves once the browser has drawn a frame, or after PAINT_WAIT_MS if it draws none (at once
 * where there are no frames, as in tests). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return void setTimeout(resolve);
    const timer = setTimeout(resolve, PAINT_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }),
    );
  });
}

/**
 * Lists the saves. The first time, in two steps, so 500 of them cost the first screen no more
 * than 10: the newest screenful (and the count) first, then, once that is drawn, every record,
 * checked, with the unreadable ones reported. Later (after a delete, an import, a match) the list
 * on screen stays until the full one replaces it, so it never shrinks to a screenful and back.
 */
export function refreshMatches(): Promise<void> {
  const run: Promise<void> = listInTwoSteps(() => listing === run);
  listing = run;
  return run;
}

async function listInTwoSteps(current: () => boolean): Promise<void> {
  const from = store;
  if (!from) return;
  const failed = (message: string) => {
    banner.value = { message, retry: () => void refreshMatches() };
  };
  if (!savedListed.value) {
    const first = await from.listRecent(FIRST_SCREENFUL);
    if (!current()) return;
    if (!first.ok) return failed(first.error.message);
    const { matches, unreadable, total } = first.value;
    batch(() => {
      savedCount.value = total;
      savedMatches.value = matches;
      if (matches.length + unreadable.length >= total) {
        unreadableRecords.value = unreadable;
        savedListed.value = true;
      }
    });
    if (savedListed.value) return;
    await afterPaint();
    if (!current()) return;
  }
  const all = await from.listMatches();
  if (!current()) return;
  if (!all.ok) return failed(all.error.message);
  batch(() => {
    savedMatches.value = all.value.matches;
    unreadableRecords.value = all.value.unreadable;
    savedCount.value = all.value.matches.length + all.value.unreadable.length;
    savedListed.value = true;
  });
}

/** Every readable save, once listed in full (export needs them all, not the first screenful). */
export async function allSavedMatches(): Promise<MatchMeta[]> {
  while (!savedListed.value && listing) {
    const waitingFor = listing;
    await waitingFor;
    if (listing === waitingFor && !savedListed.value) break; // that listing failed: keep what there is
  }
  return savedMatches.value;
}

function readyStore(): Result<MatchStore> {
  return store ? ok(store) : fail('not-ready', 'Saved games are not available right now.');
}

async function loadModule(gameId: string): Promise<Result<GameModule>> {
  const entry = findGame(gameId);
  if (!entry) return fail('unknown-game', 'This game is not part of this version of Shopfloor.');
  if (!entry.load) return fail('not-available', `${entry.name} cannot be played in this version yet.`);
  try {
    return ok(await entry.load());
  } catch {
    return fail('load-failed', `${entry.name} could not be loaded. Check that the app finished installing, then try again.`);
  }
}

function newSeed(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface NewMatchSetup {
  game: string;
  seats: SeatRecord[];
  variants: Record<string, unknown>;
  /** A fixed deal ("Learn to play"); a fresh random seed when absent. */
  seed?: string;
}

export async function newMatch(setup: NewMatchSetup): Promise<Result<MatchMeta>> {
  const storeReady = readyStore();
  if (!storeReady.ok) return storeReady;
  const loaded = await loadModule(setup.game);
  if (!loaded.ok) return loaded;
  const { game } = loaded.value;
  const [[{ startMatch }, { stateHash }], { createSession }] = await Promise.all([loadMatchRunner(), loadSession()]);
  const seed = setup.seed ?? newSeed();
  const seats = setup.seats.map((s) => ({ ...s, name: s.name.trim() }));
  const started = startMatch(game, { seats, variants: setup.variants, contentVersion: game.contentVersion }, seed);
  if (!started.ok) return started;
  const now = Date.now();
  const state = started.value.state;
  const meta: MatchMeta = {
    id: crypto.randomUUID(),
    game: game.id,
    seats,
    options: setup.variants,
    seed,
    engineVersion: game.engineVersion,
    contentVersion: game.contentVersion,
    status: 'active',
    createdAt: now,
    lastPlayedAt: now,
    actionCount: 0,
    progress: loaded.value.describeProgress?.(state) ?? '',
  };
  const hash = stateHash(state);
  const created = await storeReady.value.createMatch(meta, { matchId: meta.id, seq: 0, state, hash });
  if (!created.ok) return created;
  currentSession.value = createSession(storeReady.value, loaded.value, meta, { seq: 0, state }, [], state, showSaveFailure);
  askToKeepSaves();
  await refreshMatches();
  return ok(meta);
}

export async function openMatch(id: string): Promise<Result<Session>> {
  const storeReady = readyStore();
  if (!storeReady.ok) return storeReady;
  // A match further down than the first screenful (a reload on its page) is known once all are listed.
  const meta = savedMatches.value.find((m) => m.id === id) ?? (await allSavedMatches()).find((m) => m.id === id);
  const loaded = await loadModule(meta?.game ?? '');
  if (!loaded.ok) return loaded;
  const { resumeSession } = await loadSession();
  const session = await resumeSession(storeReady.value, loaded.value, id, showSaveFailure);
  if (session.ok) currentSession.value = session.value;
  return session;
}

export function closeMatch(): void {
  currentSession.value = null;
  void refreshMatches();
}

export async function removeMatch(id: string): Promise<Result<void>> {
  const storeReady = readyStore();
  if (!storeReady.ok) return storeReady;
  const removed = await storeReady.value.deleteMatch(id);
  if (removed.ok) await refreshMatches();
  return removed;
}

export async function exportMatches(
  ids?: string[],
  choice?: { onlyFinished?: boolean },
): Promise<Result<{ filename: string; text: string; count: number }>> {
  const storeReady = readyStore();
  if (!storeReady.ok) return storeReady;
  const { exportFile } = await loadTransfer();
  return exportFile(storeReady.value, ids, choice);
}

export async function importMatches(text: string): Promise<Result<{ imported: MatchMeta[] }>> {
  const storeReady = readyStore();
  if (!storeReady.ok) return storeReady;
  const { importFile } = await loadTransfer();
  const imported = await importFile(storeReady.value, text);
  if (imported.ok) {
    askToKeepSaves();
    await refreshMatches();
  }
  return imported;
}
