// Bots take their turns through the same door as people: the session's dispatch, so each bot move
// is validated and saved like any other. A bot sees only its own seat's view and legal actions.
import { fail } from '../engine/result';
import type { GameEvent, Prompt, Result } from '../engine/types';
import type { Session } from './session';

/** The first prompt that a bot seat must answer now, if any. */
export function nextBotPrompt(session: Session): Prompt | null {
  const { seats } = session.meta.value;
  const prompts = session.module.game.pending(session.match.value.state);
  return prompts.find((p) => seats[p.seat]?.kind === 'bot') ?? null;
}

/** Plays one bot move. Null when no bot is awaited. */
export async function playBotMove(session: Session): Promise<Result<GameEvent[]> | null> {
  const prompt = nextBotPrompt(session);
  if (!prompt) return null;
  const policy = session.module.bot;
  if (!policy) return fail('no-bot', 'This game has no bot yet, so every seat must be a person.');
  const { game } = session.module;
  const state = session.match.value.state;
  const legal = game.legal(state, prompt.seat);
  if (legal.length === 0) return fail('bot-stuck', 'A bot has no legal move; the game cannot go on.');
  // The seed ties the bot's choice to this exact moment of this match, so a replayed game repeats it.
  const seed = `${session.meta.value.seed}:${session.meta.value.actionCount}:${prompt.seat}`;
  const action = policy(game.view(state, prompt.seat), legal, prompt.seat, seed);
  return session.dispatch(prompt.seat, action);
}
