// Shared browser helpers for the e2e suite (run through `npm run test:e2e`, see run.mjs).
// Every *.e2e.mjs file launches Chromium through `launch()` so flags and profile handling stay
// in one place. The app's URL comes from SHOPFLOOR_URL, which run.mjs sets.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Without the background-networking flags Chromium floods a closed network with refused
// connections (see shared TOOLCHAIN.md).
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

/**
 * Every browser test's time limit: a net for a hang, never a judge of speed. A loaded machine runs
 * the suite two or three times slower than an idle one, so a limit near a test's usual time fails
 * healthy runs; what hangs inside a game fails sooner and says where (`stallWatch`), and each
 * Playwright wait has its own limit (`launch` sets the default).
 */
export const TEST_LIMIT = { timeout: 540_000 };

/** Each Playwright wait's limit: its 30 s default fails a click that a loaded machine needs longer
 * to make actionable. Every context the suite opens sets it (`launch`, bm-crash's own browser). */
export const PLAYWRIGHT_WAIT_MS = 60_000;

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
    /** @param {string} what @param {import('playwright-core').Page} page */
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
 * Reads the page as it is now, without Playwright's waiting: a locator's textContent() or
 * boundingBox() waits up to the default limit (60 s) for an element that is not there, which a
 * driver polling the screen must never do. Reads the first match's text, aria-label or box; null
 * when nothing matches.
 * @param {import('playwright-core').Page} page
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
 * In the page: counts read-write IndexedDB transactions still open (installed once per document,
 * so a reload needs it again; call it before each look at the screen). Test instrumentation, like
 * the bench's probe: the app's own code is untouched.
 */
export function countSavesInPage() {
  if (window.__openSaves) return;
  const open = { count: 0 };
  window.__openSaves = open;
  const original = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (...args) {
    const tx = original.apply(this, args);
    if (args[1] === 'readwrite') {
      open.count += 1;
      const done = () => {
        open.count -= 1;
      };
      tx.addEventListener('complete', done);
      tx.addEventListener('abort', done);
    }
    return tx;
  };
}

/**
 * Resolves once the saves a click started have landed and the screen has drawn their result. A
 * driver that looks while a save is open sees the old screen and taps again, a tap the app rightly
 * ignores (a person's second tap during their own save sends nothing): that inflated the taps
 * counted on a loaded machine. Gives up after 10 s (the next look then decides).
 * @param {import('playwright-core').Page} page
 */
export async function afterSaves(page) {
  try {
    await page.evaluate(savesLandedInPage);
  } catch (error) {
    // A click that reloads or leaves the page ends the wait with it.
    if (!/Execution context was destroyed|Target closed|navigat/i.test(String(error))) throw error;
  }
}

function savesLandedInPage() {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const frame = (then) => requestAnimationFrame(() => setTimeout(then, 0));
    let quiet = 0;
    const look = () => {
      quiet = (window.__openSaves?.count ?? 0) === 0 ? quiet + 1 : 0;
      // Two quiet frames: the save's callbacks have run and the render they queued is drawn.
      if (quiet >= 2 || performance.now() - t0 > 10_000) resolve(undefined);
      else frame(look);
    };
    frame(look);
  });
}

/** Base URL of the built app served by `vite preview`, without a trailing slash. */
export function baseUrl() {
  const url = process.env.SHOPFLOOR_URL;
  if (!url) {
    throw new Error('SHOPFLOOR_URL is not set: run the browser tests with `npm run test:e2e`');
  }
  return url.replace(/\/$/, '');
}

/**
 * Launch Chromium with a fresh, throw-away profile. A persistent context (not incognito), so
 * service workers, IndexedDB and installability behave as on a real device.
 *
 * @param {{ viewport?: {width:number,height:number}, hasTouch?: boolean, baseURL?: string }} [options]
 * @returns {Promise<{ context: import('playwright-core').BrowserContext,
 *   page: import('playwright-core').Page, close: () => Promise<void> }>}
 */
export async function launch(options = {}) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'shopfloor-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL: options.baseURL ?? baseUrl(),
    // A landscape tablet by default.
    viewport: options.viewport ?? { width: 1280, height: 800 },
    hasTouch: options.hasTouch ?? false,
    serviceWorkers: 'allow',
  });
  context.setDefaultTimeout(PLAYWRIGHT_WAIT_MS);
  const page = context.pages()[0] ?? (await context.newPage());
  let closed = false;
  return {
    context,
    page,
    async close() {
      if (closed) return;
      closed = true;
      await context.close().catch(() => {});
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Record console errors, uncaught page errors and failed requests from now on.
 * CSP violations show up as console errors ("Refused to ...").
 * @param {import('playwright-core').Page} page
 * @returns {string[]} a live list of problems
 */
export function collectProblems(page) {
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('requestfailed', (req) => {
    const error = req.failure()?.errorText ?? '';
    // A reload or navigation cancels requests still in flight (lazy chunks being fetched); that
    // is the browser tidying up, not a failure of the app.
    if (error === 'net::ERR_ABORTED') return;
    problems.push(`requestfailed: ${req.url()} ${error}`);
  });
  return problems;
}

/**
 * Open the home screen and make sure the service worker controls the page: with
 * `registerType: 'prompt'` the first load is not controlled, so wait for the worker to be
 * ready and reload once.
 * @param {import('playwright-core').Page} page
 */
export async function openControlled(page, path = '/') {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * The home screen is up: its level-1 heading "Shopfloor" is visible.
 * @param {import('playwright-core').Page} page
 */
export async function waitForHome(page, timeout = 10_000) {
  await page.getByRole('heading', { level: 1, name: 'Shopfloor' }).waitFor({ timeout });
}

/**
 * Fills New game from home (the game, each seat's name and Person or Bot, the option toggles named
 * by a pattern of their label) and starts the match; resolves once its table shows.
 * @param {import('playwright-core').Page} page
 * @param {{ game: string, seats: string[], bots?: number[], toggles?: [RegExp, boolean][] }} options
 *   bots: seat indexes played by bots
 */
export async function startMatch(page, { game, seats, bots = [], toggles = [] }) {
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'New game' }).waitFor();
  await page.getByRole('radio', { name: game, exact: true }).check();
  const rows = await page.getByRole('textbox', { name: /^Player \d name$/ }).count();
  for (let i = rows; i < seats.length; i++) await page.getByRole('button', { name: 'Add a player' }).click();
  for (const [i, name] of seats.entries()) {
    await page.getByRole('textbox', { name: `Player ${i + 1} name`, exact: true }).fill(name);
    const kind = bots.includes(i) ? 'Bot' : 'Person';
    await page.getByRole('group', { name: `Player ${i + 1} plays as` }).getByRole('radio', { name: kind }).check();
  }
  for (const [label, on] of toggles) await page.getByRole('checkbox', { name: label }).setChecked(on);
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('region', { name: 'Game table' }).waitFor();
  await page.getByRole('region', { name: 'Where the game is' }).waitFor();
}

/**
 * Makes the page's next new game use `hex` (16 hex digits) as its seed, so a driver's game is the
 * same deal on every run. The app draws a new game's seed from crypto.getRandomValues (8 bytes,
 * src/app/app-state.ts); this answers that one request and then puts the original back. Test
 * instrumentation, like the save counter: the app's code is untouched.
 * @param {import('playwright-core').Page} page
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
 * @param {import('playwright-core').Page} page
 * @param {{ game: string, seats: string[], bots?: number[] }} options
 */
export async function createMatchThroughUi(page, options) {
  await startMatch(page, options);
  await page.getByRole('button', { name: 'Back to home' }).click();
  await waitForHome(page);
  return { name: `${options.game} with ${options.seats.join(', ')}` };
}

/**
 * Presses and holds a gate's cover for `name` until the private screen shows `shown` (a button's
 * accessible name): held until the screen is there, not for a fixed time, so a busy machine's
 * late timer cannot cut the hold short.
 * @param {import('playwright-core').Page} page
 */
export async function holdCover(page, name, shown) {
  const button = page.getByRole('button', { name: `Hold to show ${name}'s screen` });
  await button.waitFor();
  const box = await button.boundingBox();
  if (!box) throw new Error('hold button has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  try {
    await page.getByRole('button', { name: shown }).waitFor({ timeout: 20_000 });
  } finally {
    await page.mouse.up();
  }
}

/**
 * Resolves once the page has drawn a frame after this call: after a viewport change, the layout
 * and paint a screenshot or a measurement should see.
 * @param {import('playwright-core').Page} page
 */
export async function nextFrame(page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/**
 * One browser for a whole `describe` block: launched before its first test, closed after its last,
 * with the page's problems (see collectProblems) gathered from the start. Call it inside
 * `describe`; read `page`, `context` and `problems` inside tests.
 * @param {Parameters<typeof launch>[0]} [options]
 */
export function browserSuite(options) {
  /** @type {Awaited<ReturnType<typeof launch>> | undefined} */
  let launched;
  /** @type {string[]} */
  let problems = [];
  before(async () => {
    launched = await launch(options);
    problems = collectProblems(launched.page);
  });
  after(async () => {
    await launched?.close();
  });
  const open = () => {
    if (!launched) throw new Error('browserSuite: the browser is read before the suite started');
    return launched;
  };
  return {
    get page() {
      return open().page;
    },
    get context() {
      return open().context;
    },
    get problems() {
      return problems;
    },
  };
}
