// The built app as an installable, offline-first PWA, in Debian's Chromium (run.mjs runs it in
// Chromium only: installability is read through CDP). Offline here is the server stopped.
// Relies on: a level-1 heading "Shopfloor" on the home screen.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appServer, axeSerious, css, launch, openControlled, TEST_LIMIT, waitForHome } from './browser.mjs';

// SHOPFLOOR_DIST: a build of one's own, so two people testing on one machine do not share dist/.
const dist = process.env.SHOPFLOOR_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');
const T = TEST_LIMIT;

describe('offline-first PWA', () => {
  /** @type {Awaited<ReturnType<typeof launch>>} */
  let b;
  /** @type {Awaited<ReturnType<typeof appServer>>} */
  let server;
  before(async () => {
    server = await appServer();
    b = await launch({ baseURL: server.url });
  });
  after(async () => {
    await b?.close();
    await server?.close();
  });

  test('(1) the service worker controls the page after the first reload', T, async () => {
    const { page } = b;
    await page.goto('/');
    await waitForHome(page);
    const firstControlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    assert.equal(firstControlled, false, 'registerType prompt: the very first load is not controlled');
    await openControlled(page);
    assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null));
    await waitForHome(page);
  });

  test('(2) offline: the home screen and a deep link render from the precache', T, async () => {
    const { page } = b;
    await server.stop();
    try {
      await page.reload();
      await waitForHome(page);
      await page.goto('/some/deep/path?match=42');
      await waitForHome(page);
      // The styles came along too (served from the precache, not the network).
      const styled = await page.evaluate(() => document.styleSheets.length > 0);
      assert.ok(styled, 'stylesheet loaded offline');
      // Every built asset, lazy chunks (games, screens) included, is served offline.
      const assets = readdirSync(join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f));
      assert.ok(assets.length > 0);
      const statuses = await page.evaluate(async (files) => {
        const out = {};
        for (const f of files) {
          try {
            out[f] = (await fetch(`/assets/${f}`)).status;
          } catch (e) {
            out[f] = String(e);
          }
        }
        return out;
      }, assets);
      for (const f of assets) assert.equal(statuses[f], 200, `assets/${f} offline`);
    } finally {
      await server.start();
    }
  });

  test('(3) Chromium reports no installability errors', T, async () => {
    const { page } = b;
    await page.goto('/');
    await waitForHome(page);
    const cdp = await page.playwright.context().newCDPSession(page.playwright);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, []);
    const manifest = await cdp.send('Page.getAppManifest');
    assert.deepEqual(manifest.errors, [], 'manifest parses without errors');
    await cdp.detach();
  });

  test('(4) the manifest has the promised fields and its icons load', T, async () => {
    const { page } = b;
    await page.goto('/');
    const href = await page.attr(css('link[rel="manifest"]'), 'href');
    assert.ok(href, 'index.html links a manifest');
    const res = await fetch(new URL(href, server.url + '/'));
    assert.equal(res.status, 200);
    const m = await res.json();
    assert.equal(m.name, 'Shopfloor');
    assert.equal(m.short_name, 'Shopfloor');
    assert.ok(typeof m.description === 'string' && m.description.length > 10);
    assert.equal(m.display, 'standalone');
    assert.equal(m.orientation, 'any');
    assert.equal(m.start_url, '/');
    assert.equal(m.scope, '/');
    assert.match(m.theme_color, /^#[0-9a-f]{6}$/i);
    assert.match(m.background_color, /^#[0-9a-f]{6}$/i);
    const want = [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ];
    for (const [sizes, purpose] of want) {
      const icon = m.icons.find((i) => i.sizes === sizes && (i.purpose ?? 'any').split(' ').includes(purpose));
      assert.ok(icon, `icon ${sizes} ${purpose}`);
      const img = await fetch(new URL(icon.src, server.url + '/'));
      assert.equal(img.status, 200, icon.src);
      assert.equal(img.headers.get('content-type'), 'image/png', icon.src);
      const png = Buffer.from(await img.arrayBuffer());
      assert.equal(png.subarray(1, 4).toString('ascii'), 'PNG', `${icon.src} is a PNG`);
      const [w, h] = sizes.split('x').map(Number);
      assert.equal(png.readUInt32BE(16), w, `${icon.src} width`);
      assert.equal(png.readUInt32BE(20), h, `${icon.src} height`);
    }
    for (const path of ['/favicon.svg', '/robots.txt']) {
      const r = await fetch(new URL(path, server.url));
      assert.equal(r.status, 200, path);
      assert.doesNotMatch(r.headers.get('content-type') ?? '', /html/, `${path} is not the app shell`);
    }
  });

  // (7) Saved matches listed offline: home.e2e.mjs creates one through the form and reloads offline.
});

describe('clean load under the Content-Security-Policy', () => {
  /** @type {Awaited<ReturnType<typeof launch>>} */
  let b;
  before(async () => {
    b = await launch();
  });
  after(async () => {
    await b?.close();
  });

  test('(5a) built index.html has no inline script; meta and header carry the same CSP', T, async () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    assert.ok(scripts.length > 0);
    for (const [, attrs, body] of scripts) {
      assert.match(attrs, /\bsrc=/, 'every script has a src');
      assert.equal(body.trim(), '', 'no inline script body');
    }
    assert.doesNotMatch(html, /\son[a-z]+=/i, 'no inline event handlers');
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    assert.ok(meta, 'CSP meta present');
    assert.match(meta, /script-src 'self'(;|$)/);
    assert.doesNotMatch(meta, /unsafe-eval/);
    // vite preview (run.mjs) sends the policy as a header too.
    const res = await fetch(`${process.env.SHOPFLOOR_URL}/`);
    assert.equal(res.headers.get('content-security-policy'), meta);
  });

  // (5b) A clean load in every engine: clean-load.e2e.mjs.

  test('(5c) CSSOM style writes (what Preact style props do) pass the CSP', T, async () => {
    const { page } = b;
    await page.goto('/');
    await waitForHome(page);
    const color = await page.evaluate(() => {
      const el = document.createElement('div');
      document.body.append(el);
      el.style.cssText = 'color: rgb(1, 2, 3)';
      el.style.setProperty('--probe', '1');
      const c = getComputedStyle(el).color;
      el.remove();
      return c;
    });
    assert.equal(color, 'rgb(1, 2, 3)');
    await page.nextFrame();
    assert.deepEqual(await page.problems(), []);
  });

  test('(6) axe: no serious or critical accessibility violations on the home screen', T, async () => {
    const { page } = b;
    await page.goto('/');
    await waitForHome(page);
    assert.deepEqual(await axeSerious(page, 'home'), []);
  });
});
