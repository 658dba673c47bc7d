// Home's flows, without a DOM (the screen is src/ui/home/Home.tsx): export (a game in progress
// asks first: the file would hold every secret), import, delete behind a confirmation, the notice
// each leaves, paging through a long list, and whether the saves are known yet.
// Home's first chunk carries this module, and home must stay under 20 KB gzip: so it reads
// app-state's signals and functions directly (tests stand them in with vi.mock, as the component
// tests do) rather than through a table of dependencies, whose property names the minifier
// cannot shorten (that table cost 0.1 KB gzip). Only what needs the browser comes in.
import { computed, signal } from '@preact/signals';
import type { MatchMeta } from '../storage/records';
import {
  FIRST_SCREENFUL,
  allSavedMatches,
  exportMatches,
  importMatches,
  removeMatch,
  savedListed,
  savedMatches,
  storageStatus,
} from './app-state';

/** How long home waits for the saved games before drawing its body anyway (storage stuck). */
export const PATIENCE_MS = 1000;
/** How many more saved games one scroll to the end of the list (or one tap on its button) draws. */
export const MORE_AT_ONCE = 60;

export type Notice = { kind: 'error' | 'done'; text: string } | null;

/** An export waiting for the player's answer to the warning: which games, and how many of each. */
export type AskedExport = { ids: string[] | undefined; inProgress: number; finished: number };

/**
 * `download` hands the file to the player (a download in the browser); `describe` names a save in
 * a sentence ("Brick & Mortar with Ana, Ben": the words are the UI's).
 */
export type HomeStore = ReturnType<typeof createHomeStore>;

export function createHomeStore(download: (filename: string, text: string) => void, describe: (meta: MatchMeta) => string) {
  const notice = signal<Notice>(null);
  const asked = signal<AskedExport | null>(null);
  const confirming = signal<MatchMeta | null>(null);
  /** An import is being read and proven. */
  const importing = signal(false);
  // A long list draws a screenful (four rows of three) and more as it is scrolled to, so 500 saves
  // hold up neither the first screen nor a tap.
  const shown = signal(FIRST_SCREENFUL);
  const notShown = computed(() => Math.max(0, savedMatches.value.length - shown.value));
  // Nothing moves under a finger: Continue, New game and the lists draw once the saves are known
  // (a few tens of ms after the header), not New game first and Continue pushing it aside later.
  const patient = signal(true);
  const patience = setTimeout(() => (patient.value = false), PATIENCE_MS);
  const known = computed(
    () => (storageStatus.value.kind !== 'loading' && (savedListed.value || savedMatches.value.length > 0)) || !patient.value,
  );
  const say = (kind: 'error' | 'done', text: string) => (notice.value = { kind, text });

  async function exportSome(ids?: string[], onlyFinished = false) {
    asked.value = null;
    notice.value = null;
    const out = await exportMatches(ids, onlyFinished ? { onlyFinished } : undefined).catch(() => null);
    if (!out) say('error', 'Could not export: part of the app did not load. Check the connection, then try again.');
    else if (!out.ok) say('error', out.error.message);
    else {
      download(out.value.filename, out.value.text);
      say('done', `Exported to ${out.value.filename}.`);
    }
  }

  /** Finished games export at once; a game in progress holds every secret, so ask first. */
  async function askExport(ids?: string[]) {
    // "Export all" counts every save, not only the first screenful listed so far.
    const all = ids || savedListed.peek() ? savedMatches.peek() : await allSavedMatches();
    const chosen = ids ? all.filter((m) => ids.includes(m.id)) : all;
    const inProgress = chosen.filter((m) => m.status !== 'finished').length;
    if (inProgress === 0) await exportSome(ids);
    else asked.value = { ids, inProgress, finished: chosen.length - inProgress };
  }

  /** Reads and imports one file (anything with `text()`, as a File has); never rejects. */
  async function importFile(file: { text(): Promise<string> }) {
    notice.value = null;
    importing.value = true;
    try {
      const res = await importMatches(await file.text());
      if (!res.ok) say('error', res.error.message);
      else {
        const n = res.value.imported.length;
        say('done', `Imported ${n} saved ${n === 1 ? 'game' : 'games'}.`);
      }
    } catch {
      say('error', 'That file could not be read. Nothing was imported.');
    } finally {
      importing.value = false;
    }
  }

  /** Deletes the game the confirmation asked about (none asked: nothing). */
  async function confirmDelete() {
    const meta = confirming.peek();
    if (!meta) return;
    confirming.value = null;
    notice.value = null;
    const res = await removeMatch(meta.id);
    if (!res.ok) say('error', res.error.message);
    else say('done', `Deleted ${describe(meta)}.`);
  }

  return {
    notice,
    asked,
    confirming,
    importing,
    shown,
    notShown,
    known,
    askExport,
    /** The warning's answers: everything asked for, or only its finished games. Nothing when no
     * warning is open: a second tap must never export every game unasked. */
    exportAsked: async (onlyFinished = false) => {
      const a = asked.peek();
      if (a) await exportSome(a.ids, onlyFinished);
    },
    cancelExport: () => void (asked.value = null),
    importFile,
    askDelete: (meta: MatchMeta) => void (confirming.value = meta),
    keep: () => void (confirming.value = null),
    confirmDelete,
    showMore: () => void (shown.value += MORE_AT_ONCE),
    dispose: () => clearTimeout(patience),
  };
}
