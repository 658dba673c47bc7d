// The public log, newest first, in the game's own sentences; every line of each new move (several,
// when bots move quickly) is also announced to screen readers, in the same words. It draws the latest lines, more as the list is scrolled towards its end, and the
// rest a tap away: what a move or an opened match draws does not grow with the match's length.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { LoggedMove } from '../../app/match-log';
import type { LogLine, Namer } from './game-ui';
import type { GameEvent } from '../../engine/types';

/** Lines drawn at first: more than the list's box shows (22rem, about 11 lines). */
const FIRST_LINES = 20;
/** Lines added each time the list is scrolled near its end. */
const MORE_LINES = 40;
/** How near its end (px) a scroll of the list draws the next lines. */
const NEAR_END_PX = 200;

export interface LogPanelProps {
  moves: readonly LoggedMove[];
  loading: boolean;
  error: string | null;
  /** Moves before the first one given are not rebuilt yet (a match opens with its latest moves). */
  earlier?: boolean;
  onEarlier?: () => void;
  name: Namer;
  describe(event: GameEvent, name: Namer): LogLine[];
}

export function LogPanel(props: LogPanelProps) {
  const [limit, setLimit] = useState(FIRST_LINES);
  // Each move's sentences are written once (the log hands out the same move objects after every
  // move), so a move costs its own lines, not the whole match's.
  const written = useMemo(() => new WeakMap<LoggedMove, LogLine[]>(), [props.name, props.describe]);
  const lines: LogLine[] = useMemo(
    () =>
      props.moves.flatMap((m) => {
        let out = written.get(m);
        if (!out) {
          out = m.events.flatMap((e) => props.describe(e, props.name));
          written.set(m, out);
        }
        return out;
      }),
    [props.moves, written],
  );
  const newestFirst = lines.slice().reverse();
  const shown = newestFirst.slice(0, limit);
  const hidden = newestFirst.length - shown.length;
  const onScroll = (e: Event) => {
    const list = e.currentTarget as HTMLElement;
    if (hidden > 0 && list.scrollTop + list.clientHeight >= list.scrollHeight - NEAR_END_PX) setLimit(shown.length + MORE_LINES);
  };
  // The moves up to this seq have been spoken (null until the match has opened: its past is not).
  const heard = useRef<number | null>(null);
  const newest = props.moves.at(-1)?.seq ?? 0;
  const speech = useMemo(() => {
    const from = heard.current;
    if (from === null) return '';
    return props.moves
      .filter((m) => m.seq > from)
      .flatMap((m) => written.get(m) ?? [])
      // A divider ("February") is given a full stop to be said as a sentence; one that ends a
      // sentence already keeps its own ("Game over after October (the final month).").
      .map((l) => (l.divider && !/[.!?]$/.test(l.text) ? `${l.text}.` : l.text))
      .join(' ');
  }, [props.moves, written]);
  useEffect(() => {
    if (!props.loading) heard.current = newest;
  }, [newest, props.loading]);
  return (
    <section class="log" aria-labelledby="log-title">
      <h2 id="log-title">What happened</h2>
      <p class="visually-hidden" role="status" aria-label="Latest moves">
        {speech}
      </p>
      {props.error ? <p class="notice notice-error">The earlier log could not be rebuilt: {props.error}</p> : null}
      {props.loading && lines.length === 0 ? <p class="muted">Reading the log…</p> : null}
      <ol class="log-lines" aria-label="Public log, newest first" tabIndex={0} onScroll={onScroll}>
        {shown.map((l, i) => (
          <li key={lines.length - i} class={l.divider ? 'log-divider' : undefined}>
            {l.text}
          </li>
        ))}
      </ol>
      {hidden > 0 ? (
        <button type="button" class="button button-quiet" onClick={() => setLimit(Infinity)}>
          {`Show all ${newestFirst.length} lines`}
        </button>
      ) : limit === Infinity && newestFirst.length > FIRST_LINES ? (
        <button type="button" class="button button-quiet" onClick={() => setLimit(FIRST_LINES)}>
          Show only the latest lines
        </button>
      ) : null}
      {props.earlier && props.onEarlier && hidden === 0 ? (
        <button
          type="button"
          class="button button-quiet"
          disabled={props.loading}
          onClick={() => {
            setLimit(Infinity);
            props.onEarlier?.();
          }}
        >
          Show earlier moves
        </button>
      ) : null}
    </section>
  );
}
