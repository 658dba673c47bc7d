// Saves for `npm run bench:browser`: Adventure Mart matches of Ana (a person) and three bots (four
// seats: a Brick & Mortar game ends before 400 moves, an Adventure Mart one lasts past it), made
// through the app's own session (every move validated, fingerprinted and stored like a real one)
// in a memory store, then exported as an import file. Every seat's moves are chosen by the game's
// bot; Ana is marked a person so the table waits for her when the match opens.
// Usage: node test/tools/run-ts.mjs test/bench/browser-saves.ts <out.json> <actions>...
import { writeFileSync } from 'node:fs';
import { createSession } from '../../src/app/session';
import { exportFile } from '../../src/app/export-import';
import { stateHash } from '../../src/engine/hash';
import { startMatch } from '../../src/engine/match';
import { findGame } from '../../src/games/registry';
import { createMemoryStore } from '../../src/storage/memory-store';
import type { MatchMeta } from '../../src/storage/records';

const [out, ...counts] = process.argv.slice(2);
if (!out || counts.length === 0) throw new Error('usage: browser-saves.ts <out.json> <actions>...');
const gameId = process.env.SAVES_GAME ?? 'adventure-mart';
const entry = findGame(gameId);
if (!entry?.load) throw new Error('Brick & Mortar is not loadable');
const module = await entry.load();
const { game } = module;
const bot = module.bot;
if (!bot) throw new Error('Brick & Mortar has no bot');
const store = createMemoryStore();
const seats = [
  { name: 'Ana', kind: 'person' as const, colour: 'orange' },
  { name: 'Ben', kind: 'bot' as const, colour: 'sky-blue' },
  { name: 'Cy', kind: 'bot' as const, colour: 'bluish-green' },
  { name: 'Di', kind: 'bot' as const, colour: 'yellow' },
];
const variants: Record<string, unknown> = { firstGame: false, randomFirstPlayer: false, firstPlayer: 0 };
if (gameId === 'adventure-mart') variants.quickReacts = false;
const ids: string[] = [];

for (const [i, text] of counts.entries()) {
  const target = Number(text);
  // A few seeds, until one game lasts long enough.
  for (let attempt = 0; ; attempt++) {
    if (attempt > 20) throw new Error(`no bot game reached ${target} moves`);
    const seed = `bench-${target}-${attempt}`;
    const started = startMatch(game, { seats, variants }, seed);
    if (!started.ok) throw new Error(started.error.message);
    const state = started.value.state;
    const now = Date.UTC(2026, 0, 1) + i * 60_000;
    const meta: MatchMeta = {
      id: `bench-${i}-${attempt}`,
      game: game.id,
      seats,
      options: variants,
      seed,
      engineVersion: game.engineVersion,
      contentVersion: game.contentVersion,
      status: 'active',
      createdAt: now,
      lastPlayedAt: now,
      actionCount: 0,
      progress: module.describeProgress?.(state) ?? '',
    };
    const created = await store.createMatch(meta, { matchId: meta.id, seq: 0, state, hash: stateHash(state) });
    if (!created.ok) throw new Error(created.error.message);
    const session = createSession(store, module, meta, { seq: 0, state }, [], state);
    let moves = 0;
    while (moves < target) {
      const s = session.match.value.state;
      if (game.outcome(s)) break;
      const prompt = game.pending(s)[0];
      if (!prompt) break;
      const legal = game.legal(s, prompt.seat);
      const action = bot(game.view(s, prompt.seat), legal, prompt.seat, `${seed}:${moves}`);
      const r = await session.dispatch(prompt.seat, action);
      if (!r.ok) throw new Error(r.error.message);
      moves++;
    }
    if (moves === target && !game.outcome(session.match.value.state)) {
      ids.push(meta.id);
      break;
    }
    await store.deleteMatch(meta.id);
  }
}
const file = await exportFile(store, ids);
if (!file.ok) throw new Error(file.error.message);
writeFileSync(out, file.value.text);
console.log(`${out}: ${counts.join(', ')} moves (${(file.value.text.length / 1000).toFixed(0)} KB)`);
