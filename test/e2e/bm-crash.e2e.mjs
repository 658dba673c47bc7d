// Brick & Mortar survives a crash, in every engine (Firefox and WebKit under reduced motion:
// browser.mjs, WHOLE_GAME_MOTION): the browser's whole process group (the browser, its web and
// network processes) is killed with SIGKILL at random points (5 in Chromium, 3
// in Firefox and WebKit, whose relaunches take 30 to 40 s each on CI's 2 cores) of a scripted
// game (one person and two bots) and each relaunch on the same profile resumes at the last move
// the screen had shown as saved, or later: none is lost. WebKit runs as a person's MiniBrowser
// (storage on disk) through its remote inspector: a WebDriver session's storage dies with it.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseUrl, button, ENGINE, launch, role, TEST_LIMIT, waitForHome, WHOLE_GAME_MOTION } from './browser.mjs';
import { fasterBots, movesSaved, playStep, startGame } from './bm-driver.mjs';

const T = TEST_LIMIT;
const KILLS = ENGINE === 'chromium' ? 5 : 3;

/** A small seeded generator, so a failing run can be repeated with BM_CRASH_SEED. */
function random(seed) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

describe(`Brick & Mortar after a crash (${ENGINE})`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'shopfloor-crash-'));
  /** @type {Awaited<ReturnType<typeof launch>> | null} */
  let run = null;
  after(async () => {
    await run?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test(`killed at ${KILLS} random points, every relaunch resumes with no saved move lost`, T, async () => {
    const seed = Number(process.env.BM_CRASH_SEED ?? Date.now() % 1_000_000);
    console.log(`# BM_CRASH_SEED=${seed}`);
    const next = random(seed);
    run = await launch({ profile: dir, baseURL: baseUrl(), viewport: { width: 1024, height: 768 }, persistent: true, ...WHOLE_GAME_MOTION });
    let page = run.page;
    await page.goto('/');
    await waitForHome(page);
    await fasterBots(page);
    await startGame(page, { seats: ['Ana', 'Ben', 'Cy'], bots: [1, 2] });
    const url = await page.url();
    assert.match(url, /\/match\//);
    for (let k = 1; k <= KILLS; k++) {
      // Play for a random while: between 1 and 5 seconds of the person's steps and the bots' moves.
      const until = Date.now() + 1000 + Math.floor(next() * 4000);
      while (Date.now() < until) {
        if ((await playStep(page, ['Ana'])) === 'over') break;
      }
      const shown = await movesSaved(page);
      await run.crash();
      page = run.page;
      await page.goto(url);
      await page.waitFor(role('region', 'Where the game is'), { timeout: 30_000 });
      const resumed = await movesSaved(page);
      console.log(`# kill ${k}: the screen showed ${shown} moves saved; after relaunch ${resumed}`);
      assert.ok(resumed >= shown, `kill ${k}: ${shown} moves were shown as saved, only ${resumed} came back`);
      // No private screen after a crash: the gate is never open on relaunch.
      assert.equal(await page.count(button('Lock in')), 0);
    }
    // And the game goes on.
    const before = await movesSaved(page);
    for (let i = 0; i < 400 && (await movesSaved(page)) === before; i++) await playStep(page, ['Ana']);
    assert.ok((await movesSaved(page)) > before, 'the game goes on after the last relaunch');
  });
});
