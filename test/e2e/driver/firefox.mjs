// Firefox ESR (Debian's /usr/bin/firefox-esr) through puppeteer-core over WebDriver BiDi: nothing
// is downloaded. A fresh profile leaves the persistent-storage prompt unanswered, as on a first
// visit; `prefs` can answer it (dom.storageManager.prompt.testing and .allow, TOOLCHAIN.md).
// Puppeteer 24's setViewport also sends a screen-orientation command Firefox 140 does not know:
// the viewport itself is set, and Page.setViewport waits until the page has the new size.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { killGroup } from './processes.mjs';

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/** @param {{ profile: string, viewport: { width: number, height: number }, prefs?: Record<string, unknown>, reducedMotion?: boolean }} options */
export async function startFirefox({ profile, viewport, prefs = {}, reducedMotion = false }) {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX_PATH,
    headless: true,
    userDataDir: profile,
    defaultViewport: null,
    protocolTimeout: 120_000,
    extraPrefsFirefox: {
      // Service workers on http://127.0.0.1 (a secure context already; kept explicit).
      'dom.serviceWorkers.enabled': true,
      // Never restore a session after a kill: the test opens what it wants.
      'browser.sessionstore.resume_from_crash': false,
      ...(reducedMotion ? { 'ui.prefersReducedMotion': 1 } : {}),
      ...prefs,
    },
  });
  const child = browser.process();
  const exited = new Promise((resolve) => (child && child.exitCode === null ? child.once('exit', resolve) : resolve(undefined)));
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  const setViewport = async (width, height) => {
    await page.setViewport({ width, height }).catch((error) => {
      if (!/setScreenOrientationOverride|unknown command/.test(String(error))) throw error;
    });
  };
  await setViewport(viewport.width, viewport.height);

  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('requestfailed', (req) => {
    const error = req.failure()?.errorText ?? '';
    // A reload cancels requests still in flight (NS_BINDING_ABORTED), and a frame removed from the
    // page ends its own ("Browsing context already closed"): the browser tidying up, not a failure.
    if (/ABORTED|Browsing context already closed/.test(error)) return;
    problems.push(`requestfailed: ${req.url()} ${error}`);
  });

  /** @type {import('./adapter.mjs').Adapter} */
  const adapter = {
    engine: 'firefox',
    version: await browser.version(),
    problems,
    raw: { page, browser },
    url: async () => page.url(),
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load', timeout: 60_000 })),
    reload: async () => void (await page.reload({ waitUntil: 'load', timeout: 60_000 })),
    run: (src) => page.evaluate(src),
    async pointer(kind, x, y) {
      if (kind === 'move') await page.mouse.move(x, y);
      else if (kind === 'down') await page.mouse.down();
      else await page.mouse.up();
    },
    // 'Shift+Tab': Puppeteer presses a chord as the modifier held round the key.
    async key(name) {
      const [mod, key] = name.includes('+') ? name.split('+') : [null, name];
      if (mod) await page.keyboard.down(mod);
      await page.keyboard.press(key);
      if (mod) await page.keyboard.up(mod);
    },
    type: (text) => page.keyboard.type(text),
    setViewport,
    screenshot: (path) => page.screenshot({ path }),
    async close() {
      await browser.close().catch(() => {});
      killGroup(child?.pid);
      await exited;
    },
    async kill() {
      killGroup(child?.pid);
      await exited;
      await browser.disconnect().catch(() => {});
      // Puppeteer puts the profile's prefs.js and user.js back from its *.puppeteer copies once
      // Firefox has exited: a relaunch before that finishes races it for those files.
      const deadline = Date.now() + 10_000;
      while (['prefs.js', 'user.js'].some((f) => existsSync(join(profile, `${f}.puppeteer`))) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
  return adapter;
}
