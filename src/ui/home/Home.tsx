// The home screen: continue the last match, start a new one, install the app, the games as a
// catalogue, and the saved games with their export / import / delete. Their flows (the export
// warning, import, delete's confirmation, paging) live in home's store (src/app/home-store.ts);
// this screen draws them. Everything here ships in the first chunk, so it stays small; the forms
// and the table screens are loaded on demand.
import { useEffect, useRef, useState } from 'preact/hooks';
import { createHomeStore, MORE_AT_ONCE } from '../../app/home-store';
import { persistence, savedMatches, savesPending, storageStatus, unreadableRecords } from '../../app/app-state';
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

/** A save made under other rules or cards than this build's is shown, exported, never opened. */
export function standingOf(meta: MatchMeta): VersionStanding {
  const entry = findGame(meta.game);
  return entry ? versionStanding(meta, entry) : 'newer';
}

const describe = (m: MatchMeta) => `${gameName(m.game)} with ${playerNames(m.seats)}`;

export function Home() {
  const heading = useScreenHeading();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [store] = useState(() => createHomeStore(downloadText, describe));
  useEffect(() => store.dispose, []);
  const status = storageStatus.value;
  const matches = savedMatches.value;
  const notice = store.notice.value;
  const asked = store.asked.value;
  const confirming = store.confirming.value;
  const busy = store.importing.value;
  const notShown = store.notShown.value;
  const latest = matches.find((m) => m.status === 'active' && standingOf(m) === 'current');
  const atRisk = status.kind === 'ready' && persistence.value === 'best-effort' && matches.length > 0;

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

      {store.known.value ? (
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
                  {describe(latest)}
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
                  onClick={() => void store.askExport()}
                >
                  Export all
                </button>
                <label class={`button file-button${busy ? ' is-busy' : ''}`}>
                  Import saved games
                  <input
                    type="file"
                    accept=".json,application/json"
                    disabled={busy || status.kind === 'loading'}
                    onChange={(e) => {
                      const input = e.currentTarget;
                      const file = input.files?.[0];
                      if (file) void store.importFile(file).then(() => (input.value = ''));
                    }}
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

            {/* Not "No saved games" while the list has not answered (a database slow to, or never, answer). */}
            {matches.length === 0 && savesPending() ? (
              <p class="muted">Loading saved games…</p>
            ) : matches.length === 0 ? (
              <p class="muted">No saved games yet. Start one with “New game”.</p>
            ) : (
              <ul class="match-list" aria-label="Saved games">
                {matches.slice(0, store.shown.value).map((m, i) => (
                  <MatchItem
                    key={m.id}
                    meta={m}
                    index={i}
                    onExport={() => void store.askExport([m.id])}
                    onDelete={() => store.askDelete(m)}
                  />
                ))}
              </ul>
            )}
            {notShown > 0 ? <ShowMore notShown={notShown} onShow={store.showMore} /> : null}
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
          onAll={() => void store.exportAsked()}
          onOnlyFinished={() => void store.exportAsked(true)}
          onCancel={store.cancelExport}
        />
      ) : null}

      {confirming ? (
        <ConfirmDialog
          message="Delete this game? This cannot be undone."
          detail={describe(confirming)}
          confirmLabel="Delete"
          cancelLabel="Keep"
          onConfirm={() => void store.confirmDelete().then(() => listHeading.current?.focus())}
          onCancel={store.keep}
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
