// The public log, newest first, in the game's own sentences; the latest line is also announced to
// screen readers. Long games show the latest lines with the rest a tap away.
import { useMemo, useState } from 'preact/hooks';
import type { LoggedMove } from '../../app/match-log';
import type { LogLine, Namer } from './game-ui';
import type { GameEvent } from '../../engine/types';

const RECENT = 60;

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
  const [all, setAll] = useState(false);
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
  const shown = all ? newestFirst : newestFirst.slice(0, RECENT);
  const latest = lines.filter((l) => !l.divider).at(-1);
  return (
    <section class="log" aria-labelledby="log-title">
      <h2 id="log-title">What happened</h2>
      <p class="visually-hidden" aria-live="polite">
        {latest?.text ?? ''}
      </p>
      {props.error ? <p class="notice notice-error">The earlier log could not be rebuilt: {props.error}</p> : null}
      {props.loading && lines.length === 0 ? <p class="muted">Reading the log…</p> : null}
      <ol class="log-lines" aria-label="Public log, newest first" tabIndex={0}>
        {shown.map((l, i) => (
          <li key={lines.length - i} class={l.divider ? 'log-divider' : undefined}>
            {l.text}
          </li>
        ))}
      </ol>
      {newestFirst.length > RECENT ? (
        <button type="button" class="button button-quiet" onClick={() => setAll(!all)}>
          {all ? 'Show only the latest lines' : `Show all ${newestFirst.length} lines`}
        </button>
      ) : null}
      {props.earlier && props.onEarlier && (all || newestFirst.length <= RECENT) ? (
        <button
          type="button"
          class="button button-quiet"
          disabled={props.loading}
          onClick={() => {
            setAll(true);
            props.onEarlier?.();
          }}
        >
          Show earlier moves
        </button>
      ) : null}
    </section>
  );
}
