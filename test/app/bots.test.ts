import { describe, expect, it } from 'vitest';
import { stateHash } from '../../src/engine/hash';
import { startMatch } from '../../src/engine/match';
import type { Action } from '../../src/engine/types';
import { nextBotPrompt, playBotMove } from '../../src/app/bots';
import { createSession } from '../../src/app/session';
import type { BotPolicy, GameModule } from '../../src/games/registry';
import { createMemoryStore } from '../../src/storage/memory-store';
import type { MatchMeta } from '../../src/storage/records';
import { sealedBidGame, type SBState } from '../engine/sealed-bid-game';

const seen: unknown[] = [];
const cheapest: BotPolicy = (view, legal) => {
  seen.push(view);
  return legal[0] as Action;
};

async function session(kinds: ('person' | 'bot')[], bot: BotPolicy | null = cheapest) {
  const store = createMemoryStore();
  const seats = kinds.map((kind, i) => ({ name: `P${i}`, kind, colour: 'orange' }));
  const started = startMatch(sealedBidGame, { seats }, 'bots');
  if (!started.ok) throw new Error(started.error.message);
  const state = started.value.state;
  const meta: MatchMeta = {
    id: 'b', game: sealedBidGame.id, seats, options: {}, seed: 'bots', engineVersion: 1, contentVersion: 1,
    status: 'active', createdAt: 0, lastPlayedAt: 0, actionCount: 0, progress: '',
  };
  await store.createMatch(meta, { matchId: 'b', seq: 0, state, hash: stateHash(state) });
  const module: GameModule = bot ? { game: sealedBidGame, bot } : { game: sealedBidGame };
  return createSession(store, module, meta, { seq: 0, state }, [], state);
}

describe('bot turns', () => {
  it('play only for bot seats, from their own view, and leave people\'s prompts alone', async () => {
    const s = await session(['person', 'bot', 'bot']);
    const initial = s.match.value.state as SBState;
    seen.length = 0;
    expect(nextBotPrompt(s)?.seat).toBe(1);
    expect((await playBotMove(s))?.ok).toBe(true);
    expect((await playBotMove(s))?.ok).toBe(true);
    expect(await playBotMove(s)).toBeNull();
    expect(sealedBidGame.pending(s.match.value.state as SBState).map((p) => p.seat)).toEqual([0]);
    expect(seen[0]).toEqual(sealedBidGame.view(initial, 1));
    expect(s.meta.value.actionCount).toBe(2);
  });

  it('says so plainly when the game has no bot', async () => {
    const s = await session(['bot', 'person'], null);
    const r = await playBotMove(s);
    expect(r && !r.ok && r.error.code).toBe('no-bot');
  });
});
