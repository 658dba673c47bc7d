// One match: its header (game, players, progress), "Back to home", and the region where the game's
// own table screen mounts (its record's `table`, ./games.ts). Opening resumes the session from storage (latest
// snapshot + log tail, hash checked) unless it is already open (just created).
import { useEffect, useState } from 'preact/hooks';
import { closeMatch, currentSession, openMatch, savedMatches, savesPending, storageStatus } from '../../app/app-state';
import type { ReadonlySignal } from '@preact/signals';
import { takePhonesOnOpen } from '../../app/phone-seats';
import type { Session } from '../../app/session';
import type { MatchMeta } from '../../storage/records';
import { Lazy } from '../common/Lazy';
import { isoTime, lastPlayedText } from '../common/format';
import { SeatList } from '../common/SeatBadge';
import { useScreenHeading } from '../common/screen';
import { PageTitle, usePageTitle } from '../common/title';
import { gameName } from '../common/games';
import { ExplainButton, loadNotes } from '../guide/Guide';
import { navigate } from '../route';
import { gameRecord, type ScreenLoader } from './games';
import '../styles/match.css';

/** Phones as private hands (issue 32): the pairing, Yjs and QR codes load only when asked for. */
const loadPhones = () => import('../phones/TabletPhones');

/** After this long still opening, the screen says so: storage that does not answer (a browser that
 * froze its database, a very busy device) must not look like a game that never comes. */
export const SLOW_OPEN_MS = 8000;

const SLOW_OPEN_TEXT =
  'This is taking longer than it should. Your saved games are safe: if it lasts, close every Shopfloor tab and window, then open Shopfloor again.';

/** True once `ms` have passed while `waiting` stayed true. */
function useSlow(waiting: boolean, ms = SLOW_OPEN_MS): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!waiting) return;
    const timer = setTimeout(() => setSlow(true), ms);
    return () => clearTimeout(timer);
  }, [waiting]);
  return slow;
}

type Opening = { kind: 'opening' } | { kind: 'open'; session: Session } | { kind: 'failed'; message: string };

export default function MatchScreen(props: { id: string; screenFor?: (game: string) => ScreenLoader | undefined }) {
  const { id } = props;
  const heading = useScreenHeading();
  const status = storageStatus.value;
  const open = currentSession.value;
  // Peeked: a move changes the open match's meta, and only its progress line (Progress) follows it,
  // so a move does not render this screen and the table again from the top.
  const session = open && open.meta.peek().id === id ? open : null;
  const meta = session?.meta.peek() ?? savedMatches.value.find((m) => m.id === id) ?? null;
  const [opening, setOpening] = useState<Opening>(session ? { kind: 'open', session } : { kind: 'opening' });
  const record = meta ? gameRecord(meta.game) : undefined;

  // A guided game's notes come with its table, a chunk of their own.
  useEffect(() => {
    if (opening.kind === 'open' && meta && record?.guide) void loadNotes(meta.game, record.guide);
  }, [opening.kind, meta?.game]);

  useEffect(() => {
    if (status.kind === 'loading' || !meta) return;
    let live = true;
    if (session) setOpening({ kind: 'open', session });
    else {
      void openMatch(id).then((res) => {
        if (!live) return;
        setOpening(res.ok ? { kind: 'open', session: res.value } : { kind: 'failed', message: res.error.message });
      });
    }
    return () => {
      live = false;
    };
  }, [id, status.kind, meta !== null]);

  // Leaving the screen (Back, the browser's back button) closes the session.
  useEffect(
    () => () => {
      if (currentSession.peek()?.meta.peek().id === id) closeMatch();
    },
    [id],
  );

  const listing = !meta && savesPending();
  const slow = useSlow(listing || opening.kind === 'opening');
  const slowNote = slow ? <p role="status">{SLOW_OPEN_TEXT}</p> : null;

  const back = (
    <button type="button" class="button" onClick={() => navigate({ name: 'home' })}>
      Back to home
    </button>
  );

  if (!meta) {
    // At first only the newest screenful is listed: a game further down (a reload on its page, one
    // of many just imported) is "not found" only once every save has been listed.
    const waiting = listing;
    return (
      <main class="screen match">
        <PageTitle screen={waiting ? 'Opening the game…' : 'Game not found'} />
        <header class="screen-header">
          <h1 ref={heading} tabIndex={-1}>
            {waiting ? 'Opening the game…' : 'Game not found'}
          </h1>
          {back}
        </header>
        {waiting ? slowNote : <p>This saved game is not on this device. It may have been deleted.</p>}
      </main>
    );
  }

  const name = gameName(meta.game);
  const loader = props.screenFor ? props.screenFor(meta.game) : record?.table;
  return (
    <main class="screen match">
      <header class="screen-header match-header">
        <div>
          <h1 ref={heading} tabIndex={-1}>
            {name}
          </h1>
          <SeatList seats={meta.seats} />
          <Progress name={name} meta={session ? session.meta : meta} />
        </div>
        {/* Beside Back to home: the header's row has room to spare, the table's status line none. */}
        <span class="match-header-actions">
          <ExplainButton place="table" reserve={record?.guide !== undefined} />
          {opening.kind !== 'failed' && meta.status !== 'finished' && meta.seats.some((s) => s.kind === 'person') ? (
            <AddPhone session={opening.kind === 'open' ? opening.session : null} />
          ) : null}
          {back}
        </span>
      </header>
      <section class="table-region" aria-label="Game table">
        {opening.kind === 'opening' ? (
          <>
            <p class="loading">Opening the game…</p>
            {slowNote}
          </>
        ) : opening.kind === 'failed' ? (
          <div role="alert" class="notice notice-error">
            <p>{opening.message}</p>
          </div>
        ) : loader ? (
          <Lazy load={loader} props={{ session: opening.session }} what={`${name} table`} />
        ) : (
          <p class="notice">
            The table for {name} is not part of this version yet. This game is saved and will open here
            once it is.
          </p>
        )}
      </section>
    </main>
  );
}

/** "Add a phone": a plain button until pressed, then the feature's chunk (its dialog opens at once).
 * Shown, disabled, while the game opens, so the header's buttons never move when it has opened. */
function AddPhone(props: { session: Session | null }) {
  // Pressed already when New game asked for phones: the dialog opens once the game has.
  const [asked, setAsked] = useState(takePhonesOnOpen);
  if (asked && props.session) return <Lazy load={loadPhones} props={{ session: props.session }} what="phone pairing" />;
  return (
    <button type="button" class="button" disabled={!props.session} onClick={() => setAsked(true)}>
      Add a phone
    </button>
  );
}

/** The header's progress line; for the open match it follows each move on its own. */
function Progress(props: { name: string; meta: MatchMeta | ReadonlySignal<MatchMeta> }) {
  const meta = 'value' in props.meta ? props.meta.value : props.meta;
  const progress = meta.status === 'finished' ? 'Finished' : meta.progress || 'Just started';
  usePageTitle(`${props.name}: ${progress}`);
  return (
    <p class="match-progress">
      {progress}
      {' · '}Last played{' '}
      <time dateTime={isoTime(meta.lastPlayedAt)}>{lastPlayedText(meta.lastPlayedAt)}</time>
    </p>
  );
}
