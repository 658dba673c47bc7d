// Home's list of saved games: export all, import a file, what the last of those said, the saves
// that could not be read, and each saved game with its Open, Export and Delete. The flows behind
// the buttons are home's store (src/app/home-store.ts); Home.tsx asks its questions.
import type { Ref } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { MORE_AT_ONCE, type HomeStore } from '../../app/home-store';
import { savedMatches, savesPending, storageStatus, unreadableRecords } from '../../app/app-state';
import { newerVersionSentence, olderVersionSentence, versionStanding, type VersionStanding } from '../../app/save-versions';
import { findGame } from '../../games/registry';
import type { MatchMeta } from '../../storage/records';
import { Lazy } from '../common/Lazy';
import { gameName } from '../common/games';
import { isoTime, lastPlayedText, playerNames } from '../common/format';
import { SeatList } from '../common/SeatBadge';
import { navigate } from '../route';

// From home's chunk of extras (./extras.ts), only when some record could not be read.
const loadUnreadable = () => import('./extras').then((m) => ({ default: m.Unreadable }));

/** A save made under other rules or cards than this build's is shown, exported, never opened. */
export function standingOf(meta: MatchMeta): VersionStanding {
  const entry = findGame(meta.game);
  return entry ? versionStanding(meta, entry) : 'newer';
}

export function SavedGames(props: { store: HomeStore; listHeading: Ref<HTMLHeadingElement> }) {
  const { store, listHeading } = props;
  const status = storageStatus.value;
  const matches = savedMatches.value;
  const notice = store.notice.value;
  const busy = store.importing.value;
  const notShown = store.notShown.value;
  return (
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
