// The home screen: continue the last match, start a new one, install the app, the games as a
// catalogue, and the saved games with their export / import / delete. Everything here ships in the first chunk, so it stays small; the
// forms and the table screens are loaded on demand.
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  FIRST_SCREENFUL,
  allSavedMatches,
  exportMatches,
  importMatches,
  persistence,
  removeMatch,
  savedListed,
  savedMatches,
  storageStatus,
  unreadableRecords,
} from '../../app/app-state';
import { newerVersionSentence, olderVersionSentence, versionStanding, type VersionStanding } from '../../app/save-versions';
import { findGame } from '../../games/registry';
import type { MatchMeta } from '../../storage/records';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { Lazy, preload } from '../common/Lazy';
import { downloadText } from '../common/download';
import { gameName } from '../common/games';
import { isoTime, lastPlayedText, playerNames } from '../common/format';
import { useScreenHeading } from '../common/screen';
import { SeatList } from '../common/SeatBadge';
import { navigate } from '../route';
import type { ExportWarningProps } from './ExportWarning';
import { installPrompt, isAppleMobile, isStandalone } from './install';
// The catalogue's styles ship with home's: a style sheet of their own gzips 0.2 KB larger in all.
import './catalogue.css';


// Loaded on demand, all from one chunk (./extras.ts).
const loadCatalogue = () => import('./extras').then((m) => ({ default: m.Catalogue }));
const loadInstall = () => import('./extras').then((m) => ({ default: m.InstallOffer }));
const loadExportWarning = () => import('./extras').then((m) => ({ default: m.ExportWarning }));
const loadUnreadable = () => import('./extras').then((m) => ({ default: m.Unreadable }));
const loadKeepSaves = () => import('./extras').then((m) => ({ default: m.KeepSaves }));
// Home lays out once: the parts that arrive with the saved games are fetched with storage's chunk
// (the same file), so each draws in its place when home's body first draws, never a placeholder
// first that something then pushes down.
for (const load of [loadCatalogue, loadInstall, loadKeepSaves]) void preload(load as () => Promise<never>);

/** How long home waits for the saved games before drawing its body anyway (storage stuck). */
const PATIENCE_MS = 1000;

function Catalogue() {
  return <Lazy load={loadCatalogue} props={{}} what="list of games" />;
}

/** Loads the offer only where there is one to show. */
function InstallOffer() {
  if (isStandalone() || (!installPrompt.value && !isAppleMobile())) return null;
  return <Lazy load={loadInstall} props={{}} what="install offer" />;
}

function ExportWarning(props: ExportWarningProps) {
  return <Lazy load={loadExportWarning} props={props} what="export warning" />;
}

type Notice = { kind: 'error' | 'done'; text: string } | null;

/** A save made under other rules or cards than this build's is shown, exported, never opened. */
export function standingOf(meta: MatchMeta): VersionStanding {
  const entry = findGame(meta.game);
  return entry ? versionStanding(meta, entry) : 'newer';
}

/** An export waiting for the player's answer to the warning: which games, and how many of each. */
type AskedExport = { ids: string[] | undefined; inProgress: number; finished: number };

export function Home() {
  const heading = useScreenHeading();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [confirming, setConfirming] = useState<MatchMeta | null>(null);
  const [busy, setBusy] = useState(false);
  const [asked, setAsked] = useState<AskedExport | null>(null);
  const status = storageStatus.value;
  const matches = savedMatches.value;
  // A long list draws a screenful (four rows of three) and more as it is scrolled to, so 500 saves
  // hold up neither the first screen nor a tap.
  const [shownCount, setShownCount] = useState(FIRST_SCREENFUL);
  const notShown = Math.max(0, matches.length - shownCount);
  const latest = matches.find((m) => m.status === 'active' && standingOf(m) === 'current');
  // Nothing moves under a finger: Continue, New game and the lists draw once the saves are known
  // (a few tens of ms after the header), not New game first and Continue pushing it aside later.
  const [patient, setPatient] = useState(true);
  useEffect(() => {
    const t = setTimeout(() => setPatient(false), PATIENCE_MS);
    return () => clearTimeout(t);
  }, []);
  const known = (status.kind !== 'loading' && (savedListed.value || matches.length > 0)) || !patient;
  const atRisk = status.kind === 'ready' && persistence.value === 'best-effort' && matches.length > 0;

  async function exportSome(ids?: string[], onlyFinished = false) {
    setAsked(null);
    setNotice(null);
    const out = await exportMatches(ids, onlyFinished ? { onlyFinished } : undefined).catch(() => null);
    if (!out) {
      setNotice({ kind: 'error', text: 'Could not export: part of the app did not load. Check the connection, then try again.' });
      return;
    }
    if (!out.ok) {
      setNotice({ kind: 'error', text: out.error.message });
      return;
    }
    downloadText(out.value.filename, out.value.text);
    setNotice({ kind: 'done', text: `Exported to ${out.value.filename}.` });
  }

  /** Finished games export at once; a game in progress holds every secret, so ask first. */
  async function askExport(ids?: string[]) {
    // "Export all" counts every save, not only the first screenful listed so far.
    const all = ids || savedListed.value ? matches : await allSavedMatches();
    const chosen = ids ? all.filter((m) => ids.includes(m.id)) : all;
    const inProgress = chosen.filter((m) => m.status !== 'finished').length;
    if (inProgress === 0) void exportSome(ids);
    else setAsked({ ids, inProgress, finished: chosen.length - inProgress });
  }

  async function importFrom(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    setNotice(null);
    setBusy(true);
    try {
      const text = await file.text();
      const res = await importMatches(text);
      if (!res.ok) setNotice({ kind: 'error', text: res.error.message });
      else {
        const n = res.value.imported.length;
        setNotice({ kind: 'done', text: `Imported ${n} saved ${n === 1 ? 'game' : 'games'}.` });
      }
    } catch {
      setNotice({ kind: 'error', text: 'That file could not be read. Nothing was imported.' });
    } finally {
      setBusy(false);
      input.value = '';
    }
  }

  async function confirmDelete(meta: MatchMeta) {
    setConfirming(null);
    setNotice(null);
    const res = await removeMatch(meta.id);
    if (!res.ok) setNotice({ kind: 'error', text: res.error.message });
    else setNotice({ kind: 'done', text: `Deleted ${gameName(meta.game)} with ${playerNames(meta.seats)}.` });
    listHeading.current?.focus();
  }

  return (
    <main class="screen home">
      <header class="screen-header">
        <h1 ref={heading} tabIndex={-1}>
          Shopfloor
        </h1>
        <button type="button" class="button" onClick={() => navigate({ name: 'settings' })}>
          Settings
        </button>
      </header>

      {status.kind === 'upgrade-blocked' ? (
        <div role="alert" class="notice notice-warning">
          <p>{status.message}</p>
        </div>
      ) : null}

      {known ? (
        <>
          {status.kind === 'memory' ? (
            <div class="notice notice-warning">
              <p>
                <strong>This browser is not saving games.</strong> {status.message}
              </p>
            </div>
          ) : null}

          <div class="home-actions">
            {latest ? (
              <button
                type="button"
                class="button button-primary button-big"
                onClick={() => navigate({ name: 'match', id: latest.id })}
              >
                <span class="continue-word">Continue:</span>{' '}
                <span>
                  {gameName(latest.game)} with {playerNames(latest.seats)}
                </span>
              </button>
            ) : null}
            <button
              type="button"
              class={`button button-big ${latest ? '' : 'button-primary'}`}
              onClick={() => navigate({ name: 'new-game' })}
            >
              New game
            </button>
          </div>

          {atRisk ? <Lazy load={loadKeepSaves} props={{}} what="note on keeping saves" /> : null}

          {matches.length === 0 ? <Catalogue /> : null}

          <section class="saved" aria-labelledby="saved-heading">
            <div class="saved-header">
              <h2 id="saved-heading" ref={listHeading} tabIndex={-1}>
                Saved games
              </h2>
              <div class="saved-tools">
                <button
                  type="button"
                  class="button"
                  disabled={matches.length === 0}
                  onClick={() => void askExport()}
                >
                  Export all
                </button>
                <label class={`button file-button${busy ? ' is-busy' : ''}`}>
                  Import saved games
                  <input
                    type="file"
                    accept=".json,application/json"
                    disabled={busy || status.kind === 'loading'}
                    onChange={(e) => void importFrom(e.currentTarget)}
                  />
                </label>
              </div>
            </div>

            {notice ? (
              notice.kind === 'error' ? (
                <div role="alert" class="notice notice-error">
                  <p>{notice.text}</p>
                </div>
              ) : (
                <p role="status" class="notice notice-done">
                  {notice.text}
                </p>
              )
            ) : null}

            <Unreadable />

            {status.kind === 'loading' ? (
              <p class="muted">Loading saved games…</p>
            ) : matches.length === 0 ? (
              <p class="muted">No saved games yet. Start one with “New game”.</p>
            ) : (
              <ul class="match-list" aria-label="Saved games">
                {matches.slice(0, shownCount).map((m, i) => (
                  <MatchItem
                    key={m.id}
                    meta={m}
                    index={i}
                    onExport={() => void askExport([m.id])}
                    onDelete={() => setConfirming(m)}
                  />
                ))}
              </ul>
            )}
            {notShown > 0 ? <ShowMore notShown={notShown} onShow={() => setShownCount((n) => n + MORE_AT_ONCE)} /> : null}
          </section>

          {matches.length > 0 ? <Catalogue /> : null}

          {/* Last on home: the browser's install offer may come at any time, and there it moves nothing. */}
          <InstallOffer />
        </>
      ) : (
        <p class="muted">Loading saved games…</p>
      )}

      {asked ? (
        <ExportWarning
          inProgress={asked.inProgress}
          finished={asked.finished}
          onAll={() => void exportSome(asked.ids)}
          onOnlyFinished={() => void exportSome(asked.ids, true)}
          onCancel={() => setAsked(null)}
        />
      ) : null}

      {confirming ? (
        <ConfirmDialog
          message="Delete this game? This cannot be undone."
          detail={`${gameName(confirming.game)} with ${playerNames(confirming.seats)}`}
          confirmLabel="Delete"
          cancelLabel="Keep"
          onConfirm={() => void confirmDelete(confirming)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </main>
  );
}

function MatchItem(props: { meta: MatchMeta; index: number; onExport: () => void; onDelete: () => void }) {
  const { meta } = props;
  const id = `saved-${props.index}`;
  const progress =
    meta.status === 'finished' ? 'Finished' : meta.progress !== '' ? meta.progress : 'Just started';
  const standing = standingOf(meta);
  const entry = findGame(meta.game);
  const name = gameName(meta.game);
  return (
    <li class="match-card">
      <h3 id={id} class="match-title">
        {gameName(meta.game)}
        <span class="visually-hidden"> with {playerNames(meta.seats)}</span>
      </h3>
      <SeatList seats={meta.seats} />
      <p class="match-progress">{progress}</p>
      {standing === 'current' ? null : (
        <p class="notice notice-warning match-version">
          {standing === 'older' && entry ? olderVersionSentence(name, meta, entry) : newerVersionSentence(name)}
        </p>
      )}
      <p class="match-time">
        Last played <time dateTime={isoTime(meta.lastPlayedAt)}>{lastPlayedText(meta.lastPlayedAt)}</time>
      </p>
      <div class="match-actions">
        {standing === 'current' ? (
          <button
            type="button"
            class="button button-primary"
            aria-describedby={id}
            onClick={() => navigate({ name: 'match', id: meta.id })}
          >
            Open
          </button>
        ) : null}
        <button type="button" class="button" aria-describedby={id} onClick={props.onExport}>
          Export
        </button>
        <button type="button" class="button button-danger-outline" aria-describedby={id} onClick={props.onDelete}>
          Delete
        </button>
      </div>
    </li>
  );
}

/** How many more saved games one scroll to the end of the list (or one tap on its button) draws. */
const MORE_AT_ONCE = 60;

/**
 * The end of a long list: draws more once it comes within a screen of view (and again while it
 * stays there), or when tapped, for keyboards and screen readers.
 */
function ShowMore(props: { notShown: number; onShow: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  const { notShown, onShow } = props;
  useEffect(() => {
    const el = button.current;
    if (!el) return;
    if (typeof IntersectionObserver !== 'function') {
      const later = setTimeout(onShow);
      return () => clearTimeout(later);
    }
    const near = new IntersectionObserver((seen) => {
      if (seen.some((e) => e.isIntersecting)) onShow();
    }, { rootMargin: '100% 0px' });
    near.observe(el);
    return () => near.disconnect();
  }, [notShown]);
  return (
    <button ref={button} type="button" class="button show-more" onClick={onShow}>
      {notShown === 1 ? 'Show 1 more saved game' : `Show ${Math.min(notShown, MORE_AT_ONCE)} more saved games (${notShown} not shown)`}
    </button>
  );
}

/** Shown only when some record could not be read, so it loads only then. */
function Unreadable() {
  if (unreadableRecords.value.length === 0) return null;
  return <Lazy load={loadUnreadable} props={{}} what="list of unreadable saves" />;
}
