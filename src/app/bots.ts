// Bots take their turns through the same door as people: the session's dispatch, so each bot move
// is validated and saved like any other. A bot sees only its own seat's view and legal actions.
// Each bot seat plays at its level (saved with the seat; older saves have none and play Normal):
// Normal is the game's bot, Easy slips from it (src/games/bots/easy.ts), Hard searches in a worker
// (src/app/hard-client.ts, loaded at the first Hard decision) and plays Normal's move if it fails.
import { fail } from '../engine/result';
import type { Action, GameEvent, Prompt, Result, Seat } from '../engine/types';
import { makeEasyBot } from '../games/bots/easy';
import type { BotPolicy } from '../games/game-module';
import { levelOf, type BotLevel } from '../storage/bot-levels';
import type { Session } from './session';

/** The first prompt that a bot seat must answer now, if any. */
export function nextBotPrompt(session: Session): Prompt | null {
  const { seats } = session.meta.value;
  const prompts = session.module.game.pending(session.match.value.state);
  return prompts.find((p) => seats[p.seat]?.kind === 'bot') ?? null;
}

/** How a Hard decision is reached: the worker in the app; tests may put their own in. */
export type HardThinker = (game: string, view: unknown, legal: readonly Action[], seat: Seat, seed: string) => Promise<Action | null>;

let hardThinker: HardThinker = async (...args) => (await import('./hard-client')).thinkHard(...args);

/** For tests: decide Hard moves another way (returns the previous one). */
export function setHardThinker(next: HardThinker): HardThinker {
  const before = hardThinker;
  hardThinker = next;
  return before;
}

const easyOf = new WeakMap<BotPolicy, BotPolicy>();
function easy(normal: BotPolicy): BotPolicy {
  let bot = easyOf.get(normal);
  if (!bot) easyOf.set(normal, (bot = makeEasyBot(normal)));
  return bot;
}

async function decide(level: BotLevel, session: Session, normal: BotPolicy, view: unknown, legal: readonly Action[], seat: Seat, seed: string) {
  if (level === 'easy') return easy(normal)(view, legal, seat, seed);
  if (level === 'hard' && legal.length > 1) {
    const chosen = await hardThinker(session.module.game.id, view, legal, seat, seed).catch(() => null);
    // Only a move the engine lists is taken; anything else (a failed worker) becomes Normal's move.
    if (chosen && legal.some((a) => JSON.stringify(a) === JSON.stringify(chosen))) return chosen;
  }
  return normal(view, legal, seat, seed);
}

/** Plays one bot move. Null when no bot is awaited, or the table moved on while a bot thought. */
export async function playBotMove(session: Session): Promise<Result<GameEvent[]> | null> {
  const prompt = nextBotPrompt(session);
  if (!prompt) return null;
  const policy = session.module.bot;
  if (!policy) return fail('no-bot', 'This game has no bot yet, so every seat must be a person.');
  const { game } = session.module;
  const state = session.match.value.state;
  const legal = game.legal(state, prompt.seat);
  if (legal.length === 0) return fail('bot-stuck', 'A bot has no legal move; the game cannot go on.');
  const meta = session.meta.value;
  // The seed ties the bot's choice to this exact moment of this match, so a replayed game repeats it.
  const seed = `${meta.seed}:${meta.actionCount}:${prompt.seat}`;
  const level = levelOf(meta.seats[prompt.seat]);
  const action = await decide(level, session, policy, game.view(state, prompt.seat), legal, prompt.seat, seed);
  // An undo or a person's move while a Hard bot thought: this move answers a moment that is gone.
  if (session.match.value.state !== state) return null;
  return session.dispatch(prompt.seat, action);
}
