// Nothing moves under a finger, in every engine: home (a first visit, and with a saved game whose
// "Continue" arrives with the saves), New game and a table lay out once. Each screen is loaded in a
// full-window frame of a same-origin page that is not the app (robots.txt), which watches the
// frame from its first frame on: every element on screen keeps the place it first had (bounding
// boxes, page coordinates, every animation frame) until the screen has settled. Where the engine
// has the Layout Instability API (Chromium) its cumulative layout shift is read too. Both must be 0.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, button, createMatchThroughUi, ENGINE, role, TEST_LIMIT, waitForHome } from './browser.mjs';

const T = TEST_LIMIT;
const VIEWPORT = { width: 1024, height: 768 };

/** Frames with no change in the frame's document before a screen counts as settled. */
const QUIET_FRAMES = 30;

/**
 * In the outer page: loads `path` in a full-window frame and watches it. `ready` lists [CSS
 * selector, text pattern] pairs that must all be in the frame's document before it can settle.
 */
function watchFrame([path, ready, quietFrames]) {
  document.body.replaceChildren();
  document.documentElement.style.cssText = 'margin:0;padding:0;overflow:hidden';
  document.body.style.cssText = 'margin:0;padding:0';
  const frame = document.createElement('iframe');
  frame.style.cssText = 'position:fixed;inset:0;width:100vw;height:100vh;border:0';
  const moved = [];
  const first = new WeakMap();
  const state = { moved, frames: 0, readyAt: null, quiet: 0, done: false, cls: null, clsSupported: false, watched: 0 };
  window.__shift = state;
  let lastMutation = 0;
  let observed = null;
  const describe = (el) => {
    const label = el.getAttribute('aria-label') || el.textContent || '';
    return `${el.tagName.toLowerCase()}${el.className ? '.' + String(el.className).split(' ')[0] : ''} "${label.replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
  };
  const sample = () => {
    state.frames += 1;
    const doc = frame.contentDocument;
    const win = frame.contentWindow;
    // Before the page's own style sheets have loaded, nothing is painted (they block rendering):
    // a layout forced then is one nobody sees.
    const painted = doc && doc.readyState !== 'loading' && [...doc.querySelectorAll('link[rel=stylesheet]')].every((l) => l.sheet);
    if (painted && doc.body && win && win.location.href !== 'about:blank') {
      if (!observed) {
        observed = new win.MutationObserver(() => (lastMutation = state.frames));
        observed.observe(doc, { subtree: true, childList: true, attributes: true, characterData: true });
      }
      const sx = win.scrollX;
      const sy = win.scrollY;
      const h = win.innerHeight;
      for (const el of doc.body.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        if (r.bottom <= 0 || r.top >= h) continue; // off screen: no one sees it move
        const at = { x: Math.round(r.left + sx), y: Math.round(r.top + sy) };
        const was = first.get(el);
        if (!was) {
          first.set(el, at);
          state.watched += 1;
        } else if (Math.abs(was.x - at.x) > 1 || Math.abs(was.y - at.y) > 1) {
          moved.push(`${describe(el)} moved from ${was.x},${was.y} to ${at.x},${at.y} (frame ${state.frames})`);
          first.set(el, at);
        }
      }
      const isReady = ready.every(([sel, text]) => [...doc.querySelectorAll(sel)].some((e) => new RegExp(text).test(e.textContent.replace(/\s+/g, ' ').trim())));
      if (isReady && state.readyAt === null) state.readyAt = state.frames;
      if (state.readyAt !== null && state.frames - Math.max(lastMutation, state.readyAt) >= quietFrames) {
        state.done = true;
        if (win.PerformanceObserver?.supportedEntryTypes?.includes('layout-shift')) {
          state.clsSupported = true;
          new win.PerformanceObserver((list) => {
            state.cls = list.getEntries().filter((e) => !e.hadRecentInput).reduce((s, e) => s + e.value, 0);
          }).observe({ type: 'layout-shift', buffered: true });
          state.cls ??= 0;
        }
        return;
      }
    }
    requestAnimationFrame(sample);
  };
  frame.src = path;
  document.body.append(frame);
  requestAnimationFrame(sample);
}

/**
 * Loads `path` in the watching frame and returns what moved, and the Layout Instability API's
 * cumulative layout shift where the engine has it (null elsewhere).
 * @param {import('./driver/page.mjs').Page} page
 */
async function shiftsOf(page, path, ready) {
  await page.goto('/robots.txt');
  await page.evaluate(watchFrame, [path, ready, QUIET_FRAMES]);
  await page.waitUntil(() => window.__shift?.done, null, { what: `${path} to settle in the frame` });
  // The buffered layout-shift entries are delivered to the observer a task later.
  const result = await page.waitUntil(
    () => new Promise((resolve) => setTimeout(() => resolve(window.__shift.clsSupported && window.__shift.cls === null ? null : window.__shift), 50)),
    null,
    { what: 'the layout-shift entries' },
  );
  // Leave the frame before the app opens anywhere else: it holds the one-writer lock.
  await page.evaluate(async () => {
    document.querySelector('iframe')?.remove();
    for (let i = 0; i < 200; i++) {
      const { held } = (await navigator.locks?.query?.()) ?? { held: [] };
      if (held.length === 0) return;
      await new Promise((r) => setTimeout(r, 25));
    }
  });
  return { moved: result.moved, cls: result.clsSupported ? result.cls : null, watched: result.watched };
}

const HOME = [['h1', '^Shopfloor$'], ['button', '^New game$'], ['h2', '^Saved games$']];

describe(`layout shift in ${ENGINE}`, () => {
  const b = browserSuite({ viewport: VIEWPORT });
  const figures = {};

  const check = (where, found) => {
    figures[where] = found;
    console.log(`# ${where}: ${found.moved.length} elements moved of ${found.watched} watched; cumulative layout shift ${found.cls === null ? 'not measured (no Layout Instability API)' : found.cls}`);
    assert.deepEqual(found.moved, [], `${where}: what moved`);
    if (found.cls !== null) assert.equal(found.cls, 0, `${where}: cumulative layout shift`);
    assert.ok(found.watched > 5, `${where}: the screen was watched (${found.watched} elements)`);
  };

  test('home on a first visit lays out once', T, async () => {
    check('home, first visit', await shiftsOf(b.page, '/', [...HOME, ['h2', '^Games$']]));
  });

  test('New game lays out once', T, async () => {
    check('New game', await shiftsOf(b.page, '/new', [['h1', '^New game$'], ['button', '^Start game$']]));
  });

  test('home with a saved game: Continue arrives with New game, nothing moves', T, async () => {
    const { page } = b;
    await page.goto('/');
    await waitForHome(page);
    await createMatchThroughUi(page, { game: 'Brick & Mortar', seats: ['Ana', 'Ben'] });
    await page.waitFor(button(/^Continue: /));
    check('home, with a saved game', await shiftsOf(page, '/', [...HOME, ['button', '^Continue: Brick & Mortar with Ana, Ben$'], ['h3', 'Brick & Mortar']]));
  });

  test('a table lays out once', T, async () => {
    const { page } = b;
    await page.goto('/');
    await waitForHome(page);
    await page.click(button(/^Continue: /));
    await page.waitFor(role('region', 'Where the game is'));
    const url = new URL(await page.url()).pathname;
    check('a table', await shiftsOf(page, url, [['h1', 'Brick & Mortar'], ['h2', '.']]));
  });

  test('no console errors, page errors or CSP violations', T, async () => {
    // The outer page is a text document, for which Chromium asks /favicon.ico: not the app's.
    assert.deepEqual((await b.problems()).filter((p) => !/^http 404: .*\/favicon\.ico$/.test(p)), []);
  });
});
