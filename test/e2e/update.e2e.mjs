// The update prompt in a real browser: a new version is deployed while the app is open.
// The app must show "Update ready" and wait: no reload until the player presses "Update now".
// Serves two copies of dist/ (v1, then v2 with a changed index.html and service worker) from
// test/e2e/static-server.mjs, on its own origin.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { button, launch, openControlled, role, TEST_LIMIT, waitForHome } from './browser.mjs';
import { startStaticServer } from './static-server.mjs';

// SHOPFLOOR_DIST: a build of one's own, so two people testing on one machine do not share dist/.
const dist = process.env.SHOPFLOOR_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');
const MARK = '<meta name="shopfloor-e2e-build" content="v2" />';

let tmp;
let server;
let b;

before(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'shopfloor-update-'));
  const v1 = join(tmp, 'v1');
  const v2 = join(tmp, 'v2');
  cpSync(dist, v1, { recursive: true });
  cpSync(dist, v2, { recursive: true });
  // v2: a visibly different index.html, and a service worker that precaches it under a new
  // revision (so the worker script itself differs and the browser installs it as an update).
  const html = readFileSync(join(v2, 'index.html'), 'utf8');
  writeFileSync(join(v2, 'index.html'), html.replace('<meta charset="utf-8" />', `<meta charset="utf-8" />${MARK}`));
  const sw = readFileSync(join(v2, 'sw.js'), 'utf8');
  const sw2 = sw.replace(/(\{url:"index\.html",revision:")[0-9a-f]+(")/, '$1e2e-v2$2');
  assert.notEqual(sw2, sw, 'found the index.html precache entry in sw.js');
  writeFileSync(join(v2, 'sw.js'), sw2);
  const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  server = await startStaticServer({ root: v1, csp });
  server.v2 = v2;
  b = await launch({ baseURL: server.url });
});

after(async () => {
  await b?.close();
  await server?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

const isV2 = (page) => page.evaluate(() => document.querySelector('meta[name="shopfloor-e2e-build"]') !== null);

test('a new version waits for "Update now"; "Later" postpones it', TEST_LIMIT, async () => {
  const { page } = b;
  await openControlled(page);
  await waitForHome(page);
  const banner = role('status').hasText('Update ready');
  assert.equal(await page.count(banner), 0, 'no banner before an update exists');

  // Deploy v2 and let the open app find it.
  server.setRoot(server.v2);
  await page.evaluate(() => {
    // A marker that a reload would wipe out.
    /** @type {any} */ (window).__e2eStillHere = true;
  });
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    await reg?.update();
  });
  await page.waitFor(banner, { timeout: 15_000 });
  // Nothing to wait for here but time: an automatic reload would have wiped the marker by now.
  await new Promise((r) => setTimeout(r, 500));
  assert.equal(await page.evaluate(() => /** @type {any} */ (window).__e2eStillHere === true), true, 'no automatic reload');
  assert.equal(await isV2(page), false, 'still running v1');

  // "Later": the banner goes, nothing reloads.
  await page.click(button('Later'));
  await page.waitFor(banner, { gone: true });
  assert.equal(await page.evaluate(() => /** @type {any} */ (window).__e2eStillHere === true), true);

  // A reload still runs v1 (the new worker is waiting) and asks again.
  await page.reload();
  await waitForHome(page);
  assert.equal(await isV2(page), false, 'v1 until the player accepts');
  await page.waitFor(banner, { timeout: 15_000 });

  // "Update now": the waiting worker takes over and the page reloads into v2.
  await page.click(button('Update now'));
  await page.waitUntil(() => document.querySelector('meta[name="shopfloor-e2e-build"]') !== null, null, { what: 'v2 loaded', timeout: 15_000 });
  await page.probe();
  await waitForHome(page);
  assert.equal(await isV2(page), true, 'running v2 after "Update now"');
  assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null));
  assert.equal(await page.count(banner), 0, 'no banner after updating');
  assert.deepEqual(await page.problems(), []);
});
