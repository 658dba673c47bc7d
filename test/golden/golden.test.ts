// Golden games: every recorded game under test/golden/<game>/ replays, through the match runner as
// a resumed save would, to the very hashes it produced when it was recorded. This test only reads
// the files; new ones come from test/golden/record.ts. When it fails, either the change altered how
// old games play (a bug), or it was meant: bump the game's engineVersion or contentVersion and
// record the games anew.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../src/engine/hash';
import { applyChecked, replayMatch, startMatch } from '../../src/engine/match';
import { loadGameModule } from '../sim/load';
import { GOLDEN_FORMAT, type GoldenGame } from './fixture';

const here = join(process.cwd(), 'test/golden');
const files = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(join(here, d.name)).filter((f) => f.endsWith('.json')).map((f) => `${d.name}/${f}`))
  .sort();

describe('golden games', () => {
  const recorded = (game: string) => files.filter((f) => f.startsWith(`${game}/`)).map((f) => JSON.parse(readFileSync(join(here, f), 'utf8')) as GoldenGame);

  it.each(['brick-and-mortar', 'adventure-mart'])('exist for %s at 2, 3 and 4 players, first game and not', (game) => {
    const games = recorded(game);
    for (const n of [2, 3, 4]) expect(games.some((g) => g.options.seats.length === n && g.chooser === 'bot')).toBe(true);
    expect(new Set(games.map((g) => g.options.variants?.firstGame === true))).toEqual(new Set([true, false]));
  });

  it.each(['brick-and-mortar', 'adventure-mart'])('exist for %s as first games under every content version it plays', async (id) => {
    const module = await loadGameModule(id);
    const games = recorded(id).filter((g) => g.options.variants?.firstGame === true);
    for (const version of [module!.game.contentVersion, ...(module!.game.alsoPlaysContent ?? [])]) {
      expect(games.some((g) => g.contentVersion === version)).toBe(true);
    }
  });

  it.each(['brick-and-mortar', 'adventure-mart'])('exist for %s under every rules version it plays', async (id) => {
    const module = await loadGameModule(id);
    const games = recorded(id);
    for (const version of [module!.game.engineVersion, ...(module!.game.alsoPlaysEngine ?? [])]) {
      expect(games.some((g) => g.engineVersion === version)).toBe(true);
    }
  });

  it('exist for Adventure Mart with quick reacts', () => {
    expect(recorded('adventure-mart').some((g) => g.options.variants?.quickReacts === true)).toBe(true);
  });

  it.each(files)('%s replays to its recorded hashes', async (file) => {
    const golden = JSON.parse(readFileSync(join(here, file), 'utf8')) as GoldenGame;
    expect(golden.format).toBe(GOLDEN_FORMAT);
    const module = await loadGameModule(golden.game);
    if (!module) throw new Error(`${file}: no registered game "${golden.game}" to replay it with`);
    const { game } = module;
    // A game recorded under an older content version the build still plays (alsoPlaysContent) must
    // replay as recorded, dealt from that version's content: that is what keeps such saves going.
    // So must one recorded under an older rules version it still plays (alsoPlaysEngine), by the
    // rules of that version.
    const plays = [game.contentVersion, ...(game.alsoPlaysContent ?? [])];
    const playsRules = [game.engineVersion, ...(game.alsoPlaysEngine ?? [])];
    expect({ playsRules: playsRules.includes(golden.engineVersion), playsContent: plays.includes(golden.contentVersion) }, 'recorded under other versions: record it anew').toEqual({
      playsRules: true,
      playsContent: true,
    });
    const options = { ...golden.options, contentVersion: golden.contentVersion, engineVersion: golden.engineVersion };
    const started = startMatch(game, options, golden.seed);
    if (!started.ok) throw new Error(started.error.message);
    const seen: Record<string, string> = { '0': stateHash(started.value.state) };
    let state = started.value.state;
    golden.log.forEach(({ seat, action }, i) => {
      const applied = applyChecked(game, golden.options.seats.length, state, seat, action);
      if (!applied.ok) throw new Error(`${file}: move ${i + 1} (${JSON.stringify(action)} by seat ${seat}) no longer applies: ${applied.error.message}`);
      state = applied.value.state;
      if (golden.hashes[String(i + 1)] !== undefined) seen[String(i + 1)] = stateHash(state);
    });
    expect(seen).toEqual(golden.hashes);
    expect(golden.log).toHaveLength(golden.actions);
    expect(stateHash(state)).toBe(golden.finalHash);
    expect(game.outcome(state)).not.toBeNull();
    // The same log through replayMatch, as the app resumes a save, ends in the same state.
    const resumed = replayMatch(game, options, golden.seed, golden.log.map((e) => ({ ...e, barrier: false })));
    expect(resumed.ok && stateHash(resumed.value.state)).toBe(golden.finalHash);
  });
});
