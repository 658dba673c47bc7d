// 0 console errors in every engine: home (first load, then controlled by the service worker), New
// game and a table load with no console error, page error, failed request or CSP violation. In
// WebKit the page runs in a person's MiniBrowser whose every console line is read (a WebDriver
// session reports none, and the in-page probe starts after load): that is where a policy the
// engine rejects shows, as "manifest-src" did. The last test proves that check can fail.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { button, ENGINE, heading, launch, onlyIn, role, startMatch, TEST_LIMIT, waitForHome } from './browser.mjs';
import { startStaticServer } from './static-server.mjs';

const T = TEST_LIMIT;
// SHOPFLOOR_DIST: a build of one's own, so two people testing on one machine do not share dist/.
const dist = process.env.SHOPFLOOR_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');
const VIEWPORT = { width: 1024, height: 768 };

/** Home twice (the second load controlled by the service worker), New game, a table, home. */
async function tour(page) {
  await page.goto('/');
  await waitForHome(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await waitForHome(page);
  await page.waitUntil(() => navigator.serviceWorker.controller !== null, null, { what: 'the service worker in control' });
  await startMatch(page, { game: 'Adventure Mart', seats: ['Ana', 'Ben'] });
  await page.reload();
  await page.waitFor(role('region', 'Where the game is'));
  await page.click(button('Back to home'));
  await waitForHome(page);
  await page.nextFrame();
}

describe(`a clean load in ${ENGINE}`, () => {
  test('home, New game and a table: no console error, page error, failed request or CSP violation', T, async () => {
    const b = await launch({ viewport: VIEWPORT, persistent: true });
    try {
      await tour(b.page);
      assert.deepEqual(await b.page.problems(), []);
    } finally {
      await b.close();
    }
  });

  test("WebKit's console check catches a policy the engine rejects (manifest-src, as before issue 36)", { ...T, ...onlyIn(['webkit'], "the check reads WebKit's console") }, async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'shopfloor-csp-'));
    const root = join(tmp, 'dist');
    cpSync(dist, root, { recursive: true });
    const html = readFileSync(join(root, 'index.html'), 'utf8');
    const old = html.replace("object-src 'none'", "manifest-src 'self'; object-src 'none'");
    assert.notEqual(old, html);
    writeFileSync(join(root, 'index.html'), old);
    const server = await startStaticServer({ root });
    const b = await launch({ viewport: VIEWPORT, persistent: true, baseURL: server.url });
    try {
      await b.page.goto('/');
      await b.page.waitFor(heading('Shopfloor', { level: 1 }));
      await b.page.waitUntil(() => true);
      const problems = await b.page.problems();
      assert.ok(problems.some((p) => /manifest-src/.test(p)), `WebKit said: ${problems.join(' | ') || 'nothing'}`);
    } finally {
      await b.close();
      await server.close();
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
