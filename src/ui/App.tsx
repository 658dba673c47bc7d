// The app's frame: what storage allows (a full message when another tab holds the saves or a
// reload is needed), the failure banner, the update prompt, and the current screen. Screens other
// than home are loaded on demand so the first paint stays small.
import { useEffect } from 'preact/hooks';
import { banner, currentSession, storageStatus } from '../app/app-state';
import { UpdateBanner } from '../pwa/UpdateBanner';
import { privateScreensOpen } from './busy';
import { Lazy } from './common/Lazy';
import { pageTitle } from './common/title';
import { Home } from './home/Home';
import { route } from './route';

const loadNewGame = () => import('./new-game/NewGame');
const loadMatch = () => import('./match/MatchScreen');
const loadSettings = () => import('./gate/PinSettings');

/** The titles of the screens that have no more to say; a game's screen titles itself (MatchScreen). */
const ROUTE_TITLES = { home: null, 'new-game': 'New game', settings: 'Settings' } as const;

export function App() {
  const status = storageStatus.value;
  const r = route.value;
  useEffect(() => {
    if (r.name !== 'match') document.title = pageTitle(ROUTE_TITLES[r.name]);
  }, [r.name]);
  if (status.kind === 'open-elsewhere') {
    return (
      <FullMessage heading="Shopfloor is open somewhere else" message={status.message} />
    );
  }
  if (status.kind === 'needs-reload') {
    return <FullMessage heading="Shopfloor needs a reload" message={status.message} />;
  }
  return (
    <>
      <Banner />
      {r.name === 'home' ? (
        <Home />
      ) : r.name === 'new-game' ? (
        <Lazy load={loadNewGame} props={{}} what="new game form" />
      ) : r.name === 'settings' ? (
        <Lazy load={loadSettings} props={{}} what="settings" />
      ) : (
        <Lazy load={loadMatch} props={{ id: r.id }} what="game" key={r.id} />
      )}
      <Update />
    </>
  );
}

/** Reads the save and private-screen flags itself, so a move's save or a gate opening re-renders
 * this banner only, never the whole app. */
function Update() {
  const saving = currentSession.value?.saving.value ?? false;
  return <UpdateBanner blocked={privateScreensOpen.value > 0 || saving} />;
}

function Banner() {
  const b = banner.value;
  if (!b) return null;
  const { retry } = b;
  return (
    <div role="alert" class="banner">
      <p>{b.message}</p>
      <div class="banner-actions">
        {retry ? (
          <button
            type="button"
            class="button button-primary"
            onClick={() => {
              banner.value = null;
              retry();
            }}
          >
            Retry
          </button>
        ) : null}
        <button type="button" class="button" onClick={() => (banner.value = null)}>
          Dismiss
        </button>
      </div>
    </div>
  );
}

function FullMessage(props: { heading: string; message: string }) {
  return (
    <main class="screen full-message">
      <h1>Shopfloor</h1>
      <h2>{props.heading}</h2>
      <p>{props.message}</p>
      <button type="button" class="button button-primary button-big" onClick={() => location.reload()}>
        Reload
      </button>
    </main>
  );
}
