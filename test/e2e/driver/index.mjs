// Launching a browser for a test, in the engine the run asked for (SHOPFLOOR_ENGINE, set by
// run.mjs from --engine): a fresh throw-away profile, one page, the app's base URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChromium } from './chromium.mjs';
import { startFirefox } from './firefox.mjs';
import { Page } from './page.mjs';
import { startWebkit } from './webkit.mjs';
import { startWebkitInspected } from './webkit-inspector.mjs';

export const ENGINES = ['chromium', 'firefox', 'webkit'];

/** The engine this run drives. */
export const ENGINE = process.env.SHOPFLOOR_ENGINE || 'chromium';
if (!ENGINES.includes(ENGINE)) throw new Error(`SHOPFLOOR_ENGINE=${ENGINE}: one of ${ENGINES.join(', ')}`);

const START = { chromium: startChromium, firefox: startFirefox, webkit: startWebkit };

/**
 * @typedef {object} LaunchOptions
 * @property {{ width: number, height: number }} [viewport] 1280x800 (a landscape tablet) unless given
 * @property {string} [baseURL] the app's origin, without a trailing slash
 * @property {string} [profile] a profile directory to keep (a crash test relaunches on it)
 * @property {Record<string, unknown>} [prefs] Firefox preferences
 * @property {boolean} [reducedMotion] the page matches `prefers-reduced-motion: reduce` (each
 *   engine's own setting: a Chromium flag, a Firefox pref, GTK's animations off for WebKit)
 * @property {boolean} [persistent] WebKit: a person's MiniBrowser (storage on disk, every console
 *   message, synthetic input) through the remote inspector instead of a WebDriver session
 */

/**
 * A browser with one page. `crash()` kills the whole browser mid-whatever (its process group: the
 * browser and its web processes) and starts it again on the same profile; `page` is then the new
 * one. In WebKit that needs `persistent` (a WebDriver session's storage dies with the session).
 * @param {LaunchOptions} [options]
 */
export async function launch(options = {}) {
  const keep = Boolean(options.profile);
  const profile = options.profile ?? mkdtempSync(join(tmpdir(), `shopfloor-${ENGINE}-`));
  const viewport = options.viewport ?? { width: 1280, height: 800 };
  const baseURL = (options.baseURL ?? process.env.SHOPFLOOR_URL ?? '').replace(/\/$/, '');
  const start = () =>
    ENGINE === 'webkit' && options.persistent
      ? startWebkitInspected({ profile, viewport, url: 'about:blank', reducedMotion: options.reducedMotion })
      : START[ENGINE]({ profile, viewport, prefs: options.prefs, reducedMotion: options.reducedMotion });
  let adapter = await start();
  let page = new Page(adapter, baseURL);
  let closed = false;
  return {
    engine: ENGINE,
    get version() {
      return adapter.version;
    },
    get page() {
      return page;
    },
    async crash() {
      if (ENGINE === 'webkit' && !options.persistent) throw new Error('WebKit: crash() needs { persistent: true }');
      const earlier = await page.problems().catch(() => []);
      await adapter.kill?.();
      adapter = await start();
      page = new Page(adapter, baseURL);
      page.earlier.push(...earlier);
    },
    async close() {
      if (closed) return;
      closed = true;
      await adapter.close().catch(() => {});
      if (!keep) rmSync(profile, { recursive: true, force: true });
    },
  };
}
