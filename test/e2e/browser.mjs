// Shared helpers for the browser suite (run through `npm run test:e2e`, see run.mjs), written once
// for every engine: each test drives the page through driver/page.mjs's interface (queries by role
// and name, real pointer taps), and driver/index.mjs launches the engine this run asked for
// (SHOPFLOOR_ENGINE: chromium, firefox or webkit). The app's URL comes from SHOPFLOOR_URL, which
// run.mjs sets; a suite that goes offline serves the app itself and stops its server.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ENGINE, launch } from './driver/index.mjs';
import { countSavesInPage, savesLandedInPage } from './driver/in-page.mjs';
import { isNavigationError } from './driver/page.mjs';
import { button, css, heading, role, text, topDialog } from './driver/query.mjs';
import { startStaticServer } from './static-server.mjs';

export { ENGINE, launch };
export { countSavesInPage };
export { CHROMIUM_PATH, CHROMIUM_ARGS } from './driver/chromium.mjs';

// SHOPFLOOR_DIST: a build of one's own, so two people testing on one machine do not share dist/.
const dist = process.env.SHOPFLOOR_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');

/**
 * Every browser test's time limit: a net for a hang, never a judge of speed. A loaded machine runs
 * the suite two or three times slower than an idle one; what hangs inside a game fails sooner and
 * says where (`stallWatch`), and each wait has its own limit (driver/page.mjs, WAIT_MS).
 */
export const TEST_LIMIT = { timeout: 540_000 };

/** Launch options for whole games. Chromium plays them with the table's animations, as most
 * players see them; Firefox and WebKit under reduced motion, the setting's own path (nothing plays,
 * the bots' pace is the pause alone), so each way is played to the end, and CI's two engines side
 * by side take less time (WebKit's Adventure Mart game alone: 147 s with animations, 100 s without). */
export const WHOLE_GAME_MOTION = { reducedMotion: ENGINE !== 'chromium' };

/** The engines a test file runs in: `{ skip }` for node:test elsewhere, with the reason. */
export function onlyIn(engines, why) {
  return engines.includes(ENGINE) ? {} : { skip: `${ENGINE}: runs in ${engines.join(' and ')} only (${why})` };
}

/** How long a game's screen may stay exactly the same, while a driver only waits, before the
 * driver gives up and reports what it shows: bots and saves move within seconds even when slow. */
const STALL_MS = 90_000;

/**
 * Watches a driver's loop for a stall: call `step(what, page)` after each step with what the step
 * did; when the driver has only waited ('wait') and the page's text has not changed for STALL_MS,
 * it throws with the text, so a hang says where it hung instead of running into the test's limit.
 */
export function stallWatch() {
  let seen = '';
  let since = Date.now();
  return {
    /** @param {string} what @param {import('./driver/page.mjs').Page} page */
    async step(what, page) {
      if (what !== 'wait') {
        seen = '';
        since = Date.now();
        return;
      }
      const now = await page.evaluate(() => document.body.innerText);
      if (now !== seen) {
        seen = now;
        since = Date.now();
      } else if (Date.now() - since > STALL_MS) {
        throw new Error(`the game stalled: nothing changed for ${STALL_MS / 1000} s while the driver waited. The page shows:\n${now}`);
      }
    },
  };
}

/**
 * Reads the page as it is now, by CSS selector: the first match's text, aria-label or box; null
 * when nothing matches.
 * @param {import('./driver/page.mjs').Page} page
 * @param {string} selector
 * @param {'text' | 'label' | 'box'} what
 */
export function readNow(page, selector, what) {
  return page.evaluate(
    ([sel, kind]) => {
      const el = document.querySelector(sel);
      if (!el) return null;
      if (kind === 'text') return el.textContent ?? '';
      if (kind === 'label') return el.getAttribute('aria-label');
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    },
    [selector, what],
  );
}

/**
 * Resolves once the saves a click started have landed and the screen has drawn their result. A
 * driver that looks while a save is open sees the old screen and taps again, a tap the app rightly
 * ignores. Gives up after 10 s (the next look then decides).
 * @param {import('./driver/page.mjs').Page} page
 */
export async function afterSaves(page) {
  try {
    await page.evaluate(savesLandedInPage);
  } catch (error) {
    // A click that reloads or leaves the page ends the wait with it.
    if (!isNavigationError(error)) throw error;
  }
}

/** Base URL of the built app served by `vite preview`, without a trailing slash. */
export function baseUrl() {
  const url = process.env.SHOPFLOOR_URL;
  if (!url) {
    throw new Error('SHOPFLOOR_URL is not set: run the browser tests with `npm run test:e2e`');
  }
  return url.replace(/\/$/, '');
}

/** The Content-Security-Policy the built app carries (its <meta>), for servers a test starts. */
export function builtCsp() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
}

/** Serves dist/ on a port of its own, so a test can stop it: true offline, in every engine. */
export function appServer() {
  return startStaticServer({ root: dist, csp: builtCsp() });
}

/** While the server is stopped, requests fail by design: what the engine says about those. */
const UNREACHABLE = /ERR_CONNECTION_REFUSED|ERR_INTERNET_DISCONNECTED|ERR_FAILED|NS_ERROR_CONNECTION_REFUSED|NS_ERROR_NET|NetworkError|Failed to fetch|Load failed|Could not connect|unknown error occurred when fetching the script|Failed to update a ServiceWorker/i;

/**
 * Open the home screen and make sure the service worker controls the page: with
 * `registerType: 'prompt'` the first load is not controlled, so wait for the worker to be
 * ready and reload once (a later visit is controlled from its start).
 * @param {import('./driver/page.mjs').Page} page
 */
export async function openControlled(page, path = '/') {
  await page.goto(path);
  const controlled = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  if (controlled) return; // a later visit: the worker took this load already
  await page.reload();
  await page.waitUntil(() => navigator.serviceWorker.controller !== null, null, { what: 'the service worker in control' });
}

/**
 * The home screen is up: its level-1 heading "Shopfloor" and New game (home's body draws once the
 * saved games are known).
 * @param {import('./driver/page.mjs').Page} page
 */
export async function waitForHome(page, timeout = 20_000) {
  await page.waitFor(role('heading', 'Shopfloor', { level: 1, exact: true }), { timeout });
  await page.waitFor(button('New game', { exact: true }), { timeout });
}

/**
 * Fills New game from home (the game, each seat's name and Person or Bot, the option toggles named
 * by a pattern of their label) and starts the match; resolves once its table shows.
 * @param {import('./driver/page.mjs').Page} page
 * @param {{ game: string, seats: string[], bots?: number[], toggles?: [RegExp | string, boolean][] }} options
 *   bots: seat indexes played by bots
 */
export async function startMatch(page, { game, seats, bots = [], toggles = [] }) {
  await page.click(button('New game', { exact: true }));
  await page.waitFor(role('heading', 'New game', { level: 1 }));
  await page.check(role('radio', game, { exact: true }));
  const rows = await page.count(role('textbox', /^Player \d name$/));
  for (let i = rows; i < seats.length; i++) {
    await page.click(button('Add a player'));
    await page.waitFor(role('textbox', `Player ${i + 1} name`, { exact: true }));
  }
  for (const [i, name] of seats.entries()) {
    await page.fill(role('textbox', `Player ${i + 1} name`, { exact: true }), name);
    const kind = bots.includes(i) ? 'Bot' : 'Person';
    await page.check(role('group', `Player ${i + 1} plays as`).role('radio', kind));
  }
  for (const [label, on] of toggles) await page.check(role('checkbox', label), on);
  await page.click(button('Start game'));
  await page.waitFor(role('region', 'Game table'));
  await page.waitFor(role('region', 'Where the game is'));
}

/**
 * Makes the page's next new game use `hex` (16 hex digits) as its seed, so a driver's game is the
 * same deal on every run. The app draws a new game's seed from crypto.getRandomValues (8 bytes,
 * src/app/app-state.ts); this answers that one request and then puts the original back.
 * @param {import('./driver/page.mjs').Page} page
 * @param {string} hex
 */
export async function seedNextGame(page, hex) {
  await page.evaluate((seed) => {
    const original = crypto.getRandomValues;
    crypto.getRandomValues = function (array) {
      if (!(array instanceof Uint8Array) || array.length !== seed.length / 2) return original.call(crypto, array);
      crypto.getRandomValues = original;
      for (let i = 0; i < array.length; i++) array[i] = Number.parseInt(seed.slice(2 * i, 2 * i + 2), 16);
      return array;
    };
  }, hex);
}

/**
 * Starts a match through New game, then goes back home. Returns the accessible name the home
 * screen gives the saved game ("Brick & Mortar with Ana, Ben").
 * @param {import('./driver/page.mjs').Page} page
 * @param {{ game: string, seats: string[], bots?: number[] }} options
 */
export async function createMatchThroughUi(page, options) {
  await startMatch(page, options);
  await page.click(button('Back to home'));
  await waitForHome(page);
  return { name: `${options.game} with ${options.seats.join(', ')}` };
}

/**
 * Presses and holds a gate's cover for `name` until the private screen shows `shown` (a button's
 * accessible name): held until the screen is there, not for a fixed time.
 * @param {import('./driver/page.mjs').Page} page
 */
export async function holdCover(page, name, shown) {
  await page.hold(button(`Hold to show ${name}'s screen`), button(shown));
}

/**
 * Resolves once the page has drawn a frame after this call.
 * @param {import('./driver/page.mjs').Page} page
 */
export function nextFrame(page) {
  return page.nextFrame();
}

/**
 * One browser for a whole `describe` block: launched before its first test, closed after its last.
 * With `{ ownServer: true }` the suite serves the app itself, and `offline(fn)` runs `fn` with that
 * server stopped (requests failing then are expected, and left out of `problems()`). Call it inside
 * `describe`; read `page` and `problems()` inside tests.
 * @param {import('./driver/index.mjs').LaunchOptions & { ownServer?: boolean }} [options]
 */
export function browserSuite(options = {}) {
  /** @type {Awaited<ReturnType<typeof launch>> | undefined} */
  let launched;
  /** @type {Awaited<ReturnType<typeof appServer>> | undefined} */
  let server;
  /** The problems seen before the server was first stopped (null: never stopped). */
  let beforeOffline = null;
  before(async () => {
    if (options.ownServer) server = await appServer();
    launched = await launch({ ...options, baseURL: server?.url ?? options.baseURL ?? baseUrl() });
  });
  after(async () => {
    await launched?.close();
    await server?.close();
  });
  const open = () => {
    if (!launched) throw new Error('browserSuite: the browser is read before the suite started');
    return launched;
  };
  return {
    get page() {
      return open().page;
    },
    get browser() {
      return open();
    },
    get engine() {
      return ENGINE;
    },
    /** Console errors, page errors, CSP violations and failed requests seen so far. */
    async problems() {
      const all = await open().page.problems();
      // A request refused reaches the page when the browser gets to it: on a loaded machine, after
      // the server is back (a worker's update check Firefox made offline, reported late). Once the
      // server has been stopped, a refused connection says only that.
      return all.filter((p) => !beforeOffline || beforeOffline.has(p) || !UNREACHABLE.test(p));
    },
    /** Runs `fn` with the app's server stopped (needs `ownServer`). */
    async offline(fn) {
      if (!server) throw new Error('browserSuite: offline() needs { ownServer: true }');
      beforeOffline ??= new Set(await open().page.problems());
      await server.stop();
      try {
        return await fn();
      } finally {
        await server.start();
      }
    },
  };
}

/** The saved game's card on the home screen, found by its heading. */
export function savedCard(name) {
  return role('list', 'Saved games').role('listitem').has(role('heading', name, { exact: true }));
}

/** axe-core's own script, read once: injected into each page it checks. */
let axeSource = null;

/**
 * Accessibility problems of every impact, each as "<where>: <rule> (<impact>): <elements>". Minor
 * and moderate ones count too (issue #37: 0 violations of any impact on every screen). Chromium
 * only: axe's rules read the DOM, the same in every engine. axe-core runs in the page itself,
 * injected once per document: @axe-core/playwright's analyze() opened a page of its own to build
 * each report and took 8 to 16 s a run on the loaded machine here, where axe.run takes under 1 s.
 * @param {{ onlyImpacts?: string[] }} [options] the impacts to report (all unless given)
 */
export async function axeProblems(page, where, { onlyImpacts } = {}) {
  if (ENGINE !== 'chromium') return [];
  const pw = page.playwright;
  if (!(await pw.evaluate(() => typeof window.axe?.run === 'function'))) {
    axeSource ??= readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
    await pw.evaluate(axeSource);
  }
  // Violations only: axe then keeps no detail of what passed, several times quicker on a big page.
  const violations = await pw.evaluate(() =>
    window.axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }))),
  );
  return violations
    .filter((v) => !onlyImpacts || onlyImpacts.includes(v.impact))
    .map((v) => `${where}: ${v.id} (${v.impact}): ${v.targets.join(', ')}`);
}

/** The name the suite's tests have long used: it now checks every impact (axeProblems). */
export const axeSerious = axeProblems;

export { button, css, heading, role, text, topDialog };
