// The bots' pace at the table. One bot move at a time, each a fixed time after the table became
// ready for it: the delay depends only on the kind of entry awaited (public knowledge), never on
// what the bot holds or how long it thought, so nobody can read a bot's hand from its timing.
// The runner waits while the table is `paused` (a person behind the gate, a reveal being read, a
// question on screen) and stops on an error until `retry()`.
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

export function createBotRunner(session: Session, options: BotRunnerOptions): BotRunner {
  const error = signal<string | null>(null);
  const thinking = signal(false);
  const attempt = signal(0);
  let timer: ReturnType<typeof setTimeout> | null = null;
  let live = true;

  const stop = effect(() => {
    // Re-run on every accepted move, pause change, error change and retry.
    session.match.value;
    attempt.value;
    const blocked = options.paused.value || error.value !== null;
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (blocked || thinking.peek()) return;
    const prompt = nextBotPrompt(session);
    if (!prompt) return;
    const seq = session.meta.peek().actionCount;
    timer = setTimeout(() => {
      timer = null;
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
    }, options.delayMs(prompt.entry));
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
      if (timer !== null) clearTimeout(timer);
    },
  };
}
