// The home screen: continue the last match, start a new one, install the app, the games as a
// catalogue, and the saved games with their export / import / delete (./SavedGames.tsx). Their
// flows (the export warning, import, delete's confirmation, paging) live in home's store
// (src/app/home-store.ts); this screen draws them and asks the export and delete questions. Everything here ships in the first chunk, so it stays small; the forms
// and the table screens are loaded on demand.
import { useEffect, useRef, useState } from 'preact/hooks';
import { createHomeStore } from '../../app/home-store';
import { persistence, savedMatches, storageStatus } from '../../app/app-state';
import type { MatchMeta } from '../../storage/records';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { Lazy, preload } from '../common/Lazy';
import { downloadText } from '../common/download';
import { gameName } from '../common/games';
import { playerNames } from '../common/format';
import { useScreenHeading } from '../common/screen';
import { navigate } from '../route';
import type { ExportWarningProps } from './ExportWarning';
import { installPrompt, isAppleMobile, isStandalone } from './install';
import { SavedGames, standingOf } from './SavedGames';
// The catalogue's styles ship with home's: a style sheet of their own gzips 0.2 KB larger in all.
import './catalogue.css';

// Loaded on demand, all from one chunk (./extras.ts).
const loadCatalogue = () => import('./extras').then((m) => ({ default: m.Catalogue }));
const loadInstall = () => import('./extras').then((m) => ({ default: m.InstallOffer }));
const loadExportWarning = () => import('./extras').then((m) => ({ default: m.ExportWarning }));
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

const describe = (m: MatchMeta) => `${gameName(m.game)} with ${playerNames(m.seats)}`;

export function Home() {
  const heading = useScreenHeading();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [store] = useState(() => createHomeStore(downloadText, describe));
  useEffect(() => store.dispose, []);
  const status = storageStatus.value;
  const matches = savedMatches.value;
  const asked = store.asked.value;
  const confirming = store.confirming.value;
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

          <SavedGames store={store} listHeading={listHeading} />

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
