// The one interface every browser test uses, the same in every engine. An engine adapter
// (chromium.mjs, firefox.mjs, webkit.mjs) gives a few primitives: navigate, run a script in the
// page, move and press the pointer, type keys, resize, screenshot. Everything a test does is built
// here on those primitives: elements are found in the page by role and name (in-page.mjs, the
// same code in every engine), then pressed with the engine's real pointer at their centre once they
// are on screen, enabled and on top. Every wait is for a state, polled, with a limit.
import { installDownloads, installProbe, pageLib } from './in-page.mjs';
import { Query } from './query.mjs';

/** Each wait's limit: a net for a hang on a loaded machine, never a judge of speed. */
export const WAIT_MS = 60_000;
const POLL_MS = 50;

const LIB = `(${pageLib.toString()})()`;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A navigation (a reload, a link) destroys the page's script context: such a failure of a script
 * is the page moving on, not a test failure, when the caller says so. */
export function isNavigationError(error) {
  return /Execution context was destroyed|Target closed|navigat|context.*discarded|no such (frame|window)|JavaScript execution context|document unloaded|Inspected target/i.test(String(error));
}

export class Page {
  /**
   * @param {import('./adapter.mjs').Adapter} adapter
   * @param {string} baseURL
   */
  constructor(adapter, baseURL) {
    this.adapter = adapter;
    this.engine = adapter.engine;
    this.baseURL = baseURL;
    /** Problems read from pages already left (each navigation starts a new list in the page). */
    this.earlier = [];
  }

  /** The raw Playwright page (Chromium only: CDP sessions, axe). */
  get playwright() {
    if (this.engine !== 'chromium') throw new Error('page.playwright: Chromium only');
    return this.adapter.raw.page;
  }

  /** Runs `fn(arg, lib)` in the page and returns its (JSON) result; `lib` is in-page.mjs's pageLib. */
  async evaluate(fn, arg) {
    const src = `(async () => { const lib = ${LIB}; return await (${fn.toString()})(${JSON.stringify(arg ?? null)}, lib); })()`;
    return this.adapter.run(src);
  }

  /** Polls `fn(arg, lib)` in the page until it returns something truthy; returns that. A
   * navigation while polling is waited out. */
  async waitUntil(fn, arg, { timeout = WAIT_MS, what = fn.toString().slice(0, 120) } = {}) {
    const deadline = Date.now() + timeout;
    let last;
    for (;;) {
      try {
        last = await this.evaluate(fn, arg);
        if (last) return last;
      } catch (error) {
        if (!isNavigationError(error)) throw error;
      }
      if (Date.now() > deadline) throw new Error(`waited ${timeout} ms for ${what}`);
      await sleep(POLL_MS);
    }
  }

  // ---- navigation ---------------------------------------------------------------------------

  /** The page's address as the page has it (a client may miss the app's history.pushState). */
  url() {
    return this.evaluate(() => location.href);
  }

  /** Opens a path of the app (or a full URL). */
  async goto(path) {
    await this.settle();
    await this.collect();
    await this.adapter.goto(/^https?:/.test(path) ? path : `${this.baseURL}${path}`);
    await this.probe();
  }

  async reload() {
    await this.settle();
    await this.collect();
    await this.adapter.reload();
    await this.probe();
  }

  /**
   * Waits (a few seconds at most) for the app's page to finish loading what it loads after its
   * first frame (the service worker's registration chunk) before a test navigates away. Leaving
   * sooner is legitimate, but Firefox reports a load that its service worker was answering and the
   * navigation cut off as "A ServiceWorker intercepted the request and encountered an unexpected
   * error" (CI met it when a test reloaded right after opening home), which would read as a fault.
   */
  async settle() {
    try {
      await this.waitUntil(
        (origin) =>
          location.origin !== origin ||
          !navigator.serviceWorker?.controller ||
          // Not the app's page (robots.txt, a test's own frame host): nothing of the app to wait for.
          !document.querySelector('script[type="module"][src*="/assets/"]') ||
          performance.getEntriesByType('resource').some((e) => /\/assets\/worker-updates-[^/]*\.js$/.test(e.name)),
        new URL(this.baseURL || 'http://invalid').origin,
        { timeout: 10_000, what: "the page's deferred loads" },
      );
    } catch {
      // No page yet, a page that never loads it, or a slow machine: navigate anyway.
    }
  }

  /** Installs the in-page problem probe (after each navigation). */
  async probe() {
    try {
      await this.evaluate(installProbe);
    } catch (error) {
      if (!isNavigationError(error)) throw error;
    }
  }

  /** Moves what the page has recorded so far into `earlier` (before it is navigated away). */
  async collect() {
    try {
      const found = await this.evaluate(() => (window.__e2eProblems ?? []).splice(0));
      if (Array.isArray(found)) this.earlier.push(...found);
    } catch {
      // No page yet, or it is going away: nothing to read.
    }
  }

  /** Every problem seen: the engine's own reports and the page's probe. */
  async problems() {
    await this.collect();
    return [...this.adapter.problems, ...this.earlier];
  }

  // ---- reading ------------------------------------------------------------------------------

  /** How many elements the query finds now. */
  count(q) {
    return this.evaluate((spec, lib) => lib.all(spec).length, q.spec);
  }

  async exists(q) {
    return (await this.count(q)) > 0;
  }

  /** The first found element's textContent (null when there is none). */
  text(q) {
    return this.evaluate((spec, lib) => lib.all(spec)[0]?.textContent ?? null, q.spec);
  }

  /** Every found element's textContent. */
  texts(q) {
    return this.evaluate((spec, lib) => lib.all(spec).map((e) => e.textContent ?? ''), q.spec);
  }

  /** The first found element's rendered text (innerText). */
  innerText(q) {
    return this.evaluate((spec, lib) => lib.all(spec)[0]?.innerText ?? null, q.spec);
  }

  /** Every found element's accessible name. */
  names(q) {
    return this.evaluate((spec, lib) => lib.all(spec).map(lib.nameOf), q.spec);
  }

  attr(q, name) {
    return this.evaluate(([spec, n], lib) => lib.all(spec)[0]?.getAttribute(n) ?? null, [q.spec, name]);
  }

  /** The first found element's box in the viewport (null when there is none). */
  box(q) {
    return this.evaluate((spec, lib) => {
      const el = lib.all(spec)[0];
      return el ? lib.box(el) : null;
    }, q.spec);
  }

  isChecked(q) {
    return this.evaluate((spec, lib) => {
      const el = lib.all(spec)[0];
      return el ? lib.checkedOf(el) : null;
    }, q.spec);
  }

  /** Whether the first found element has the focus. */
  isFocused(q) {
    return this.evaluate((spec, lib) => {
      const el = lib.all(spec)[0];
      return Boolean(el) && el === document.activeElement;
    }, q.spec);
  }

  /** Waits until the query finds something (or, with { gone: true }, nothing). */
  async waitFor(q, { gone = false, timeout = WAIT_MS } = {}) {
    if (!(q instanceof Query)) throw new Error('waitFor takes a query');
    await this.waitUntil((spec, lib) => (lib.all(spec).length > 0) !== spec.gone, { ...q.spec, gone }, {
      timeout,
      what: `${gone ? 'no ' : ''}${q}`,
    });
  }

  // ---- acting -------------------------------------------------------------------------------

  /** Where to press the first found element once it is there, enabled, on screen and on top. */
  async aim(q, timeout = WAIT_MS) {
    const deadline = Date.now() + timeout;
    let why = 'not found';
    for (;;) {
      try {
        const at = await this.evaluate((spec, lib) => {
          const el = lib.all(spec)[0];
          return el ? lib.target(el) : { why: 'not found' };
        }, q.spec);
        if (at && at.x !== undefined) return at;
        why = at?.why ?? why;
      } catch (error) {
        if (!isNavigationError(error)) throw error;
      }
      if (Date.now() > deadline) throw new Error(`cannot press ${q}: ${why} (after ${timeout} ms)`);
      await sleep(POLL_MS);
    }
  }

  /** A tap with the engine's pointer at the element's centre. */
  async click(q, { timeout = WAIT_MS } = {}) {
    const { x, y } = await this.aim(q, timeout);
    if (this.adapter.tap) return this.adapter.tap(x, y);
    await this.adapter.pointer('move', x, y);
    await this.adapter.pointer('down', x, y);
    await this.adapter.pointer('up', x, y);
  }

  /** Presses and holds the element until `until` finds something, then lets go. */
  async hold(q, until, { timeout = 20_000 } = {}) {
    const { x, y } = await this.aim(q);
    await this.adapter.pointer('move', x, y);
    await this.adapter.pointer('down', x, y);
    try {
      await this.waitFor(until, { timeout });
    } finally {
      await this.adapter.pointer('up', x, y);
    }
  }

  /** Sets a radio or checkbox by tapping it (or its label) when it is not already as wanted. */
  async check(q, on = true) {
    await this.aim(q);
    if ((await this.isChecked(q)) !== on) await this.click(q);
    await this.waitUntil(([spec, want], lib) => {
      const el = lib.all(spec)[0];
      return el && lib.checkedOf(el) === want;
    }, [q.spec, on], { what: `${q} ${on ? 'checked' : 'unchecked'}` });
  }

  /** Replaces a text field's value by typing, as a person would. */
  async fill(q, value) {
    await this.click(q);
    await this.evaluate((spec, lib) => {
      const el = lib.all(spec)[0];
      el.focus();
      el.select();
    }, q.spec);
    if (value === '') await this.adapter.key('Backspace');
    else await this.adapter.type(value);
    await this.waitUntil(([spec, want], lib) => lib.all(spec)[0]?.value === want, [q.spec, value], { what: `${q} to read "${value}"` });
  }

  /** Gives the element the focus. */
  async focus(q) {
    await this.aim(q);
    await this.evaluate((spec, lib) => lib.all(spec)[0].focus(), q.spec);
  }

  /** A key on the keyboard: 'Escape', 'Enter', 'Tab', 'Shift+Tab', 'Backspace', ' ', the arrows, Home, End, PageUp, PageDown. */
  press(key) {
    return this.adapter.key(key);
  }

  /** Hands a file to a file input, as a person picking it would (a real File in its FileList). */
  async setFile(q, { name, text, type = 'application/json' }) {
    await this.waitFor(q);
    await this.evaluate(([spec, file], lib) => {
      const input = lib.all(spec)[0];
      const list = new DataTransfer();
      list.items.add(new File([file.text], file.name, { type: file.type }));
      input.files = list.files;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }, [q.spec, { name, text, type }]);
  }

  /** From now on (until the next navigation), files the app downloads are kept for nextDownload. */
  captureDownloads() {
    return this.evaluate(installDownloads);
  }

  /** The next file the app downloaded: { name, text }. */
  async nextDownload() {
    await this.waitUntil(() => (window.__e2eDownloads ?? []).length > 0, null, { what: 'a download' });
    return this.evaluate(async () => window.__e2eDownloads.shift());
  }

  // ---- the window ---------------------------------------------------------------------------

  /** Resizes the viewport and resolves once the page has laid out at the new size. */
  async setViewport(size) {
    await this.adapter.setViewport(size.width, size.height);
    await this.waitUntil(([w, h]) => innerWidth === w && innerHeight === h, [size.width, size.height], {
      what: `a ${size.width}x${size.height} viewport`,
      timeout: 20_000,
    });
    await this.nextFrame();
  }

  /** Resolves once the page has drawn a frame after this call. */
  nextFrame() {
    return this.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  }

  /** A picture of the page once its animations have ended: no card or +/- amount caught mid-way
   * (the README's screenshots are taken here). */
  async screenshot(path) {
    await this.waitUntil(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), null, { what: 'the animations to end' });
    return this.adapter.screenshot(path);
  }
}
