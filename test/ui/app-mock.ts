// A stand-in for src/app/app-state.ts in component tests: the same signals, and vi.fn()s for the
// functions, so a test sets what storage "has" and checks what the screens ask for. Use with
//   vi.mock('../../src/app/app-state', () => import('./app-mock'));
import { signal } from '@preact/signals';
import { vi } from 'vitest';
import type { Session } from '../../src/app/session';
import type { StorageStatus } from '../../src/app/storage-boot';
import type { Persistence } from '../../src/storage/persistence';
import { findGame } from '../../src/games/registry';
import type { MatchMeta } from '../../src/storage/records';
import { gameEntries } from '../../src/games/registry';

export const storageStatus = signal<StorageStatus>({ kind: 'ready', persistent: true });
export const persistence = signal<Persistence>('persistent');
export const savedMatches = signal<MatchMeta[]>([]);
export const savedCount = signal(0);
export const savedListed = signal(true);
export const FIRST_SCREENFUL = 12;
export const allSavedMatches = vi.fn(async () => savedMatches.value);
export const unreadableRecords = signal<{ key: string; reason: string }[]>([]);
export const banner = signal<null | { message: string; retry?: () => void }>(null);
export const currentSession = signal<Session | null>(null);

// The real registry's options, so New game is tested against what each game declares.
const optionsOf = (id: string) => gameEntries.find((g) => g.id === id)!.options;

export const gameCatalogue = [
  { id: 'brick-and-mortar', name: 'Brick & Mortar', minSeats: 2, maxSeats: 4, options: optionsOf('brick-and-mortar'), available: true },
  { id: 'adventure-mart', name: 'Adventure Mart', minSeats: 2, maxSeats: 4, options: optionsOf('adventure-mart'), available: true },
  { id: 'corner-shop', name: 'Corner Shop', minSeats: 2, maxSeats: 3, options: [], available: false },
];

export const boot = vi.fn(async () => {});
export const refreshMatches = vi.fn(async () => {});
export const newMatch = vi.fn();
export const openMatch = vi.fn();
export const closeMatch = vi.fn();
export const removeMatch = vi.fn();
export const exportMatches = vi.fn();
export const importMatches = vi.fn();

export function meta(over: Partial<MatchMeta> = {}): MatchMeta {
  // Saved under this build's rules unless a test says otherwise (home shows other versions apart).
  const entry = findGame(over.game ?? 'brick-and-mortar');
  return {
    id: 'm1',
    game: 'brick-and-mortar',
    seats: [
      { name: 'Ana', colour: 'orange', kind: 'person' },
      { name: 'Ben', colour: 'sky-blue', kind: 'person' },
    ],
    options: {},
    seed: 'abc',
    engineVersion: entry?.engineVersion ?? 1,
    contentVersion: entry?.contentVersion ?? 1,
    status: 'active',
    createdAt: Date.now() - 3_600_000,
    lastPlayedAt: Date.now() - 120_000,
    actionCount: 12,
    progress: 'Month 3 · Supply',
    ...over,
  };
}

export function resetApp(): void {
  storageStatus.value = { kind: 'ready', persistent: true };
  persistence.value = 'persistent';
  savedMatches.value = [];
  savedCount.value = 0;
  savedListed.value = true;
  unreadableRecords.value = [];
  banner.value = null;
  currentSession.value = null;
  for (const f of [boot, refreshMatches, newMatch, openMatch, closeMatch, removeMatch, exportMatches, importMatches]) {
    f.mockReset();
  }
  openMatch.mockResolvedValue({ ok: false, error: { code: 'not-available', message: 'Not playable yet.' } });
}

/** As app-state's: the saves have not all answered yet. */
export function savesPending(): boolean {
  const kind = storageStatus.value.kind;
  return kind === 'loading' || ((kind === 'ready' || kind === 'memory') && !savedListed.value);
}
