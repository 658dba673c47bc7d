// The public log: rebuilt from the saved actions when the table opens (only public events), then
// kept up to date from each new action's events; an undo drops the undone action's lines.
import { effect } from '@preact/signals';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { replayPublicEvents } from '../../../app/public-log';
import { visibleEvents } from '../../../engine/match';
import type { Session } from '../../../app/session';
import type { GameEvent } from '../../../engine/types';
import { describeEvent, type LogLine, type Namer } from './log-lines';

export interface PublicLog {
  /** Public events per action seq, oldest first. */
  moves: { seq: number; events: GameEvent[] }[];
  loading: boolean;
  error: string | null;
}

export function usePublicLog(session: Session): PublicLog {
  const byMove = useRef(new Map<number, GameEvent[]>());
  const [version, setVersion] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const dispose = effect(() => {
      const events = session.lastEvents.value;
      const seq = session.meta.peek().actionCount;
      const map = byMove.current;
      for (const key of [...map.keys()]) if (key > seq) map.delete(key);
      const shown = visibleEvents(events, 'table');
      if (events.length > 0) map.set(seq, shown);
      setVersion((v) => v + 1);
    });
    void session.readLog().then((res) => {
      if (!live) return;
      setLoading(false);
      if (!res.ok) {
        setError(res.error.message);
        return;
      }
      const replayed = replayPublicEvents(session.module.game, session.meta.peek().seats.length, res.value.initial, res.value.log);
      if (!replayed.ok) {
        setError(replayed.error.message);
        return;
      }
      const map = byMove.current;
      const last = session.meta.peek().actionCount;
      for (const m of replayed.value) if (m.seq <= last && !map.has(m.seq)) map.set(m.seq, m.events);
      setVersion((v) => v + 1);
    });
    return () => {
      live = false;
      dispose();
    };
  }, [session]);

  const moves = useMemo(
    () => [...byMove.current.entries()].sort((a, b) => a[0] - b[0]).map(([seq, events]) => ({ seq, events })),
    [version],
  );
  return { moves, loading, error };
}

const RECENT = 60;

export function LogPanel(props: { log: PublicLog; name: Namer }) {
  const [all, setAll] = useState(false);
  const lines: LogLine[] = useMemo(
    () => props.log.moves.flatMap((m) => m.events.flatMap((e) => describeEvent(e, props.name))),
    [props.log.moves, props.name],
  );
  const newestFirst = lines.slice().reverse();
  const shown = all ? newestFirst : newestFirst.slice(0, RECENT);
  const latest = lines.filter((l) => !l.divider).at(-1);
  return (
    <section class="log" aria-labelledby="bm-log-title">
      <h2 id="bm-log-title">What happened</h2>
      <p class="visually-hidden" aria-live="polite">
        {latest?.text ?? ''}
      </p>
      {props.log.error ? <p class="notice notice-error">The earlier log could not be rebuilt: {props.log.error}</p> : null}
      {props.log.loading && lines.length === 0 ? <p class="muted">Reading the log…</p> : null}
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
    </section>
  );
}
