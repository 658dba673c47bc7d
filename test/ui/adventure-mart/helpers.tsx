// Shared setup for Adventure Mart's screen tests: a stand-in session over a hand-made state (from
// the rules tests' builder), the context the table builds from it, and a harness that mounts a
// private screen and applies each move it sends through the engine, as the shell's live gate does.
import { signal } from '@preact/signals';
import { render } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import type { MatchLog } from '../../../src/app/match-log';
import type { Session } from '../../../src/app/session';
import type { GameEvent, Seat } from '../../../src/engine/types';
import { adventureMart, type AMAction, type AMState } from '../../../src/games/adventure-mart';
import { adventureMartModule } from '../../../src/games/adventure-mart/module';
import type { MatchMeta, SeatRecord } from '../../../src/storage/records';
import { makeCtx, type AMCtx } from '../../../src/ui/games/adventure-mart/model';
import { ui } from '../../../src/ui/games/adventure-mart/ui';
import type { TableTools } from '../../../src/ui/match/game-ui';

const NAMES = ['Ana', 'Ben', 'Cy', 'Di'];
const COLOURS = ['orange', 'sky-blue', 'bluish-green', 'vermillion'];

export function seatsFor(n: number): SeatRecord[] {
  return Array.from({ length: n }, (_, i) => ({ name: NAMES[i]!, colour: COLOURS[i]!, kind: 'person' as const }));
}

/** A session stand-in: the signals and doors the Adventure Mart screens read, over `state`. */
export function fakeSession(state: AMState): Session {
  const seats = seatsFor(state.players.length);
  const meta = signal<MatchMeta>({
    id: 'am-test', game: 'adventure-mart', seats, options: {}, seed: 'am', engineVersion: adventureMart.engineVersion, contentVersion: 1,
    status: 'active', createdAt: 1, lastPlayedAt: 1, actionCount: 0, progress: '',
  });
  const match = signal({ options: { seats, variants: {} }, seed: 'am', state, base: { seq: 0, state }, log: [] });
  return {
    meta, match, lastEvents: signal<GameEvent[]>([]), saving: signal(false), module: adventureMartModule,
    view: (viewer: Seat | 'table') => adventureMart.view(match.value.state, viewer),
    canUndo: () => false,
    dispatch: async () => ({ ok: true, value: [] }),
    undo: async () => ({ ok: true, value: undefined }),
    readLog: async () => ({ ok: false, error: { code: 'none', message: 'not in tests' } }),
  } as unknown as Session;
}

export function ctxOf(state: AMState): AMCtx {
  return makeCtx(fakeSession(state));
}

/** The shell's doors for a board rendered alone: nothing is sent. */
export const idleTools: TableTools = { act: async () => false, confirm: () => undefined, openGate: () => undefined, busy: false };

/** The table's log for a board rendered alone: no moves. */
export const idleLog: MatchLog = {
  moves: signal([]),
  seatMoves: () => [],
  earlier: signal(false),
  loadEarlier: async () => undefined,
  loading: signal(false),
  error: signal(null),
  dispose: () => undefined,
};

export function renderLayout(state: AMState) {
  const ctx = ctxOf(state);
  return render(<ui.Layout ctx={ctx} action={<div role="region" aria-label="Action area">Action</div>} log={<div role="log">Log</div>} tools={idleTools} moves={idleLog} />);
}

export interface Sent {
  seat: Seat;
  action: AMAction;
}

/**
 * Mounts the private screen of `seat` and applies every move it sends (the live gate), so a test
 * can compose an Offer tap by tap. `sent` records the moves, `choices` what a lock-in screen chose.
 */
export function renderPrivate(state: AMState, seat: Seat, kind: string, opts: { seatLog?: { seq: number; events: GameEvent[] }[]; lastLooked?: number } = {}) {
  const sent: Sent[] = [];
  const choices: unknown[] = [];
  const current = { state };
  function Harness() {
    const [s, setS] = useState(state);
    const ctx = ctxOf(s);
    // As the shell does, the screen follows the seat's prompt (a hire leads to its On-Call pick).
    const now = adventureMart.pending(s).find((p) => p.seat === seat)?.kind ?? kind;
    return (
      <ui.PrivateScreen
        key={now}
        ctx={ctx}
        seat={seat}
        kind={now}
        view={adventureMart.view(s, seat)}
        onChoice={(a) => choices.push(a)}
        act={async (a) => {
          sent.push({ seat, action: a as AMAction });
          const r = adventureMart.apply(s, seat, a as AMAction);
          if (r.ok) {
            current.state = r.state;
            setS(r.state);
          }
          return r.ok;
        }}
        seatLog={opts.seatLog ?? []}
        lastLooked={opts.lastLooked ?? 0}
      />
    );
  }
  const rendered = render(<Harness />);
  return { ...rendered, sent, choices, current };
}
