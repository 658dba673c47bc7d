// Chromium (Debian's /usr/bin/chromium) through playwright-core over CDP. Started by us (not by
// Playwright), so a crash test can SIGKILL its whole process group and start it again on the same
// profile. Flags: see shared TOOLCHAIN.md (without the background-networking ones Chromium floods
// a closed network with refused connections).
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { freePort, killGroup } from './processes.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** @param {{ profile: string, viewport: { width: number, height: number }, reducedMotion?: boolean }} options */
export async function startChromium({ profile, viewport, reducedMotion = false }) {
  const port = await freePort();
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, `--user-data-dir=${profile}`, `--remote-debugging-port=${port}`, `--window-size=${viewport.width},${viewport.height}`, 'about:blank'],
    { detached: true, stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let browser = null;
  for (let i = 0; i < 300 && !browser; i++) {
    try {
      browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    } catch {
      if (child.exitCode !== null) throw new Error(`Chromium exited with ${child.exitCode}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  if (!browser) throw new Error('Chromium did not start');
  const context = browser.contexts()[0];
  context.setDefaultTimeout(60_000);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.setViewportSize(viewport);
  // Through CDP's media emulation, kept across this page's navigations and reloads.
  if (reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });

  const adapter = pageAdapter(page, browser.version());
  Object.assign(adapter.raw, { context, browser });
  adapter.close = async () => {
    await browser.close().catch(() => {});
    killGroup(child.pid);
    await exited;
  };
  /** The whole browser killed at once, as a crash or a power cut would. */
  adapter.kill = async () => {
    killGroup(child.pid);
    await exited;
    await browser.close().catch(() => {});
  };
  return adapter;
}

/**
 * The driver's primitives over a Playwright page (a page of ours, or the benchmark's own, which
 * launches Chromium its own way); `close` leaves the browser to whoever launched it.
 * @param {import('playwright-core').Page} page
 * @param {string} version
 * @returns {import('./adapter.mjs').Adapter}
 */
export function pageAdapter(page, version) {
  const problems = [];
  page.on('console', (msg) => {
    // A failed load is reported below with its address (the console line has none).
    if (msg.type() === 'error' && !/^Failed to load resource: the server responded/.test(msg.text())) problems.push(`console.error: ${msg.text()}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`http ${res.status()}: ${res.url()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('requestfailed', (req) => {
    const error = req.failure()?.errorText ?? '';
    // A reload cancels requests still in flight: the browser tidying up, not a failure.
    if (error === 'net::ERR_ABORTED') return;
    problems.push(`requestfailed: ${req.url()} ${error}`);
  });
  return {
    engine: 'chromium',
    version,
    problems,
    raw: { page },
    url: async () => page.url(),
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    run: (src) => page.evaluate(src),
    async pointer(kind, x, y) {
      if (kind === 'move') await page.mouse.move(x, y);
      else if (kind === 'down') await page.mouse.down();
      else await page.mouse.up();
    },
    key: (name) => page.keyboard.press(name),
    type: (text) => page.keyboard.type(text),
    setViewport: (width, height) => page.setViewportSize({ width, height }),
    screenshot: (path) => page.screenshot({ path }),
    close: async () => {},
  };
}
