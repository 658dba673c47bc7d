// The phone at the table: "Ana, at the table", who the game waits for, and Ana's private screen
// when the game asks her for one — the same component the tablet shows behind the gate, fed from
// her seat's document only. A lock-in screen reports its choice and "Lock in" sends it to the
// tablet; a live screen sends each step itself. The tablet's answer comes back: accepted, or the
// engine's sentence.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Prompt } from '../../engine/types';
import type { SeatRecord } from '../../storage/records';
import type { GameUi, TableCtxBase } from '../match/game-ui';
import { gameRecord } from '../match/games';
import { phoneCtx } from './phone-ctx';
import type { PhonePictureNow, PhoneStore } from './phone-store';

function names(seats: readonly SeatRecord[], prompts: readonly Prompt[]): string {
  const awaited = [...new Set(prompts.map((p) => p.seat))];
  return awaited.map((s) => seats[s]?.name ?? `Player ${s + 1}`).join(', ');
}

export function PhoneTable(props: { store: PhoneStore; onRejoin?: () => void }) {
  const { store } = props;
  const picture = store.picture.value;
  const [ui, setUi] = useState<GameUi<TableCtxBase> | null>(null);
  const game = picture?.card.game;
  // Once at the table, the focus comes to its heading: a screen reader says where the phone is.
  const heading = useRef<HTMLHeadingElement>(null);
  const arrived = picture !== null;
  useEffect(() => {
    if (arrived) heading.current?.focus({ preventScroll: true });
  }, [arrived]);
  useEffect(() => {
    if (!game) return;
    let live = true;
    void gameRecord(game)?.ui().then((loaded) => live && setUi(() => loaded));
    return () => {
      live = false;
    };
  }, [game]);

  if (!picture) {
    return (
      <p role="status" class="muted">
        Connecting to the tablet…
      </p>
    );
  }
  const { card } = picture;
  const me = card.seats[card.seat]?.name ?? `Player ${card.seat + 1}`;
  const seats = card.seats as SeatRecord[];
  const waiting = names(seats, picture.prompts);
  return (
    <section class="phone-table" aria-labelledby="phone-at-table">
      <h2 id="phone-at-table" ref={heading} tabIndex={-1}>
        {me}, at the table
      </h2>
      <p class="phone-status" role="status">
        {store.connected.value ? (waiting ? `Waiting for: ${waiting}` : 'Nobody is awaited.') : 'Not connected to the tablet. Stay near it; this screen comes back when the link does.'}
      </p>
      {/* A link gone for good (the tablet reloaded, the channel closed): two new codes join again. */}
      {!store.connected.value && props.onRejoin ? (
        <p>
          <button type="button" class="button" onClick={props.onRejoin}>
            Rejoin the table
          </button>{' '}
          <span class="muted">On the tablet: Phones, then {me}’s rejoin code.</span>
        </p>
      ) : null}
      {ui ? <Where ui={ui} picture={picture} /> : null}
      {ui ? <Private ui={ui} picture={picture} store={store} me={me} /> : <p class="muted">Loading {me}’s screens…</p>}
      {/* The tablet decides (its undo rules, its barriers); the phone only offers what it was told. */}
      {picture.canUndo ? (
        <p class="phone-undo">
          <button type="button" class="button" disabled={store.sending.value || !store.connected.value} onClick={() => void store.undo()}>
            Undo my last step
          </button>
        </p>
      ) : null}
      {ui ? <Latest ui={ui} picture={picture} /> : null}
    </section>
  );
}

/** Where the game is, its phase strip and the latest reveal, as the table shows them, from the
 * table's view and this seat's events alone. */
function Where(props: { ui: GameUi<TableCtxBase>; picture: PhonePictureNow }) {
  const { ui, picture } = props;
  const ctx = useMemo(
    () => phoneCtx({ seat: picture.card.seat, seats: picture.card.seats as SeatRecord[], tableView: picture.tableView, prompts: picture.prompts, legal: [] }),
    [picture],
  );
  // The latest reveal's title (the reveal screen itself reads the tablet's session): its lines are
  // under "What happened".
  const reveal = [...picture.moves].reverse().flatMap((m) => m.events).find((e) => ui.reveals.types.includes(e.type));
  let where = '';
  let current = '';
  let revealed = '';
  try {
    where = ui.where(ctx);
    current = ui.currentPhase(ctx);
    revealed = reveal ? ui.reveals.title(ctx, reveal) : '';
  } catch {
    // A game whose words need more than the table's view says nothing here rather than break.
    return null;
  }
  return (
    <section class="phone-where" aria-label="Where the game is">
      <p class="phone-where-line">{where}</p>
      <ol class="phone-phases" aria-label={ui.phasesLabel}>
        {ui.phases.map((p) => (
          <li key={p.id} aria-current={p.id === current ? 'step' : undefined}>
            {p.label}
          </li>
        ))}
      </ol>
      {revealed ? <p class="phone-reveal">Latest reveal: {revealed}</p> : null}
    </section>
  );
}

/** What happened lately, as this seat may read it (public events and its own), newest first. */
function Latest(props: { ui: GameUi<TableCtxBase>; picture: PhonePictureNow }) {
  const { ui, picture } = props;
  const seats = picture.card.seats;
  const name = (s: number) => seats[s]?.name ?? `Player ${s + 1}`;
  const lines = picture.moves
    .flatMap((m) => m.events.flatMap((e) => ui.describeEvent(e, name)))
    .filter((l) => !l.divider)
    .slice(-6)
    .reverse();
  if (lines.length === 0) return null;
  return (
    <section class="phone-log" aria-labelledby="phone-log-title">
      <h3 id="phone-log-title">What happened</h3>
      <ul>
        {lines.map((l, i) => (
          <li key={i}>{l.text}</li>
        ))}
      </ul>
    </section>
  );
}

function Private(props: { ui: GameUi<TableCtxBase>; picture: PhonePictureNow; store: PhoneStore; me: string }) {
  const { ui, picture, store, me } = props;
  const { card } = picture;
  const seat = card.seat;
  const prompt = picture.prompts.find((p) => p.seat === seat);
  // An open decision's private part (a Store bought from hand) is this phone's, as a sealed step is;
  // the rest of that decision stays on the tablet, in everyone's sight.
  const part = prompt?.entry === 'open' ? (ui.privatePart?.(prompt, picture.legal) ?? null) : null;
  const kind = part ?? prompt?.kind;
  const ctx = useMemo(
    () => phoneCtx({ seat, seats: card.seats as SeatRecord[], tableView: picture.tableView, prompts: picture.prompts, legal: picture.legal, previews: picture.previews }),
    [picture],
  );
  // The screen keeps a half-made choice while others enter theirs (each of their entries is a new
  // position); it starts afresh for a new round, which begins after a reveal.
  const round = Math.max(-1, ...picture.moves.filter((m) => m.events.some((e) => ui.reveals.types.includes(e.type))).map((m) => m.seq));
  const key = `${kind}:${round}`;
  const [chosen, setChosen] = useState<{ key: string; action: unknown }>({ key: '', action: null });
  const choice = chosen.key === key ? chosen.action : null;
  const [locked, setLocked] = useState<string | null>(null);
  const error = store.error.value;

  if (!prompt || !kind || (prompt.entry === 'open' && !part)) {
    return (
      <>
        {error ? (
          <p role="alert" class="notice notice-error">
            {error}
          </p>
        ) : null}
        {locked ? <p class="notice notice-done">{locked}: locked in. It stays in force, unseen, until the reveal.</p> : null}
        <p class="phone-idle">
          {prompt ? `${me}’s turn is on the tablet, in everyone’s sight.` : `Nothing for ${me} to enter now. ${me}’s next private step appears here.`}
        </p>
      </>
    );
  }
  const live = ui.privateMode(kind) === 'live';
  const title = ui.privateTitle(ctx, seat, kind);
  const send = async (action: unknown) => {
    const accepted = await store.send(action as never);
    // A sealed entry stays in force until the reveal; a private part (a buy) is simply done.
    if (accepted && !live && !part) setLocked(title);
    return accepted;
  };
  return (
    <div class="phone-private">
      {locked ? <p class="notice notice-done">{locked}: locked in.</p> : null}
      <h3 class="phone-private-title">{title}</h3>
      {part ? <p class="muted">The rest of {me}’s turn is on the tablet, in everyone’s sight.</p> : null}
      {error ? (
        <div role="alert" class="notice notice-error">
          <p>{error}</p>
        </div>
      ) : null}
      <div class="phone-private-content">
        <ui.PrivateScreen
          key={key}
          ctx={ctx}
          seat={seat}
          kind={kind}
          view={picture.view}
          onChoice={(action) => setChosen({ key, action })}
          act={send}
          seatLog={picture.moves}
          lastLooked={picture.seq}
        />
      </div>
      {live ? null : (
        <div class="phone-actions">
          <button
            type="button"
            class="button button-primary button-big"
            disabled={choice === null || store.sending.value}
            onClick={() => void send(choice)}
          >
            Lock in
          </button>
        </div>
      )}
    </div>
  );
}
