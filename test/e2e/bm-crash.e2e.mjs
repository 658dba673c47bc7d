// Brick & Mortar survives a crash: Chromium is killed (SIGKILL on its process group) at 5 random
// points of a scripted game (one person and two bots), and each relaunch on the same profile
// resumes at the last move the screen had shown as saved, or later: none is lost.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { baseUrl, CHROMIUM_ARGS, CHROMIUM_PATH, PLAYWRIGHT_WAIT_MS, TEST_LIMIT, waitForHome } from './browser.mjs';
import { fasterBots, movesSaved, playStep, startGame } from './bm-driver.mjs';

const T = TEST_LIMIT;
const KILLS = 5;

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

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

/** Starts Chromium ourselves (so its process can be killed) and connects over CDP. */
async function startBrowser(userDataDir) {
  const port = await freePort();
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, `--user-data-dir=${userDataDir}`, `--remote-debugging-port=${port}`, '--window-size=1024,768', 'about:blank'],
    { detached: true, stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let browser = null;
  for (let i = 0; i < 100 && !browser; i++) {
    try {
      browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  if (!browser) throw new Error('Chromium did not start');
  const context = browser.contexts()[0];
  context.setDefaultTimeout(PLAYWRIGHT_WAIT_MS);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.setViewportSize({ width: 1024, height: 768 });
  return { child, browser, page, exited };
}

/** SIGKILL to Chromium's whole process group (the launcher script, the browser, its renderers). */
async function crash(run) {
  process.kill(-run.child.pid, 'SIGKILL');
  await run.exited;
  await run.browser.close().catch(() => {});
}

describe('Brick & Mortar after a crash', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shopfloor-crash-'));
  let run = null;
  after(async () => {
    if (run) await crash(run).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  });

  test(`killed at ${KILLS} random points, every relaunch resumes with no saved move lost`, T, async () => {
    const seed = Number(process.env.BM_CRASH_SEED ?? Date.now() % 1_000_000);
    console.log(`# BM_CRASH_SEED=${seed}`);
    const next = random(seed);
    run = await startBrowser(dir);
    let page = run.page;
    await page.goto(`${baseUrl()}/`);
    await waitForHome(page);
    await fasterBots(page);
    await startGame(page, { seats: ['Ana', 'Ben', 'Cy'], bots: [1, 2] });
    const url = page.url();
    assert.match(url, /\/match\//);
    for (let k = 1; k <= KILLS; k++) {
      // Play for a random while: between 1 and 5 seconds of the person's steps and the bots' moves.
      const until = Date.now() + 1000 + Math.floor(next() * 4000);
      while (Date.now() < until) {
        if ((await playStep(page, ['Ana'])) === 'over') break;
      }
      const shown = await movesSaved(page);
      await crash(run);
      run = await startBrowser(dir);
      page = run.page;
      await page.goto(url);
      await page.getByRole('region', { name: 'Where the game is' }).waitFor({ timeout: 15_000 });
      const resumed = await movesSaved(page);
      console.log(`# kill ${k}: the screen showed ${shown} moves saved; after relaunch ${resumed}`);
      assert.ok(resumed >= shown, `kill ${k}: ${shown} moves were shown as saved, only ${resumed} came back`);
      // No private screen after a crash: the gate is never open on relaunch.
      assert.equal(await page.getByRole('button', { name: 'Lock in' }).count(), 0);
    }
    // And the game goes on.
    const before = await movesSaved(page);
    for (let i = 0; i < 400 && (await movesSaved(page)) === before; i++) await playStep(page, ['Ana']);
    assert.ok((await movesSaved(page)) > before, 'the game goes on after the last relaunch');
  });
});
