// The bots' pace at the table. One bot move at a time, each a fixed time after the table became
// ready for it: the delay depends only on the kind of entry awaited (public knowledge), never on
// what the bot holds or how long it thought, so nobody can read a bot's hand from its timing.
// The runner waits while the table is `paused` (a person behind the gate, a reveal being read, a
// question on screen) and stops on an error until `retry()`.
// Each move is seen before the next: a bot whose pause is over still waits while the table plays
// a move's animation (`motionsPlaying`, counted by src/ui/motion). Under reduced motion nothing
// plays, so the pace is the pause alone; the wait depends on the public move, never a bot's hand.
import { effect, signal, type ReadonlySignal } from '@preact/signals';
import type { EntryMode } from '../engine/types';
import { nextBotPrompt, playBotMove } from './bots';
import type { Session } from './session';

export interface BotRunner {
  /** A sentence when a bot could not move; the runner stops until retry(). */
  error: ReadonlySignal<string | null>;
  /** True from scheduling a bot move until it is saved (the table shows "is playing…"). */
  thinking: ReadonlySignal<boolean>;
  retry(): void;
  dispose(): void;
}

export interface BotRunnerOptions {
  paused: ReadonlySignal<boolean>;
  /** Milliseconds between the table being ready and the bot's move, by the entry awaited. */
  delayMs(entry: EntryMode): number;
}

/** Animations the table is playing now (src/ui/motion adds one per travel while it runs). */
export const motionsPlaying = signal(0);

export function createBotRunner(session: Session, options: BotRunnerOptions): BotRunner {
  const error = signal<string | null>(null);
  const thinking = signal(false);
  const attempt = signal(0);
  let timer: ReturnType<typeof setTimeout> | null = null;
  let live = true;
  /** The move count a bot move waits to be played at: its pause is over, an animation may still play. */
  let due: number | null = null;

  const stop = effect(() => {
    // Re-run on every accepted move, pause change, error change and retry.
    session.match.value;
    attempt.value;
    const blocked = options.paused.value || error.value !== null;
    if (timer !== null) clearTimeout(timer);
    timer = null;
    due = null;
    if (blocked || thinking.peek()) return;
    const prompt = nextBotPrompt(session);
    if (!prompt) return;
    const seq = session.meta.peek().actionCount;
    timer = setTimeout(() => {
      timer = null;
      due = seq;
      play();
    }, options.delayMs(prompt.entry));
  });

  function play() {
    if (due === null || motionsPlaying.peek() > 0) return;
    const seq = due;
    due = null;
    // The table moved on (an undo, a person's move) since this was scheduled: look again.
    if (!live || session.meta.peek().actionCount !== seq) return;
    thinking.value = true;
    void playBotMove(session).then(
      (r) => {
        thinking.value = false;
        if (!live) return;
        if (r && !r.ok) error.value = r.error.message;
        attempt.value += 1;
      },
      () => {
        thinking.value = false;
        if (live) error.value = 'A bot could not make its move.';
      },
    );
  }
  const stopWaiting = effect(() => {
    if (motionsPlaying.value === 0) play();
  });

  return {
    error,
    thinking,
    retry() {
      error.value = null;
      attempt.value += 1;
    },
    dispose() {
      live = false;
      stop();
      stopWaiting();
      if (timer !== null) clearTimeout(timer);
    },
  };
}
