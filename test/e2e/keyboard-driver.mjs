// Playing with the keyboard alone, as a person who cannot use a pointer or see the screen does
// (keyboard-*.e2e.mjs, every engine): every action is a real key press sent through the driver,
// counted; what to press is decided from the accessibility tree (roles and accessible names, the
// focused element's name), never a CSS selector or a pointer. The one exception is the cover's
// activation, sent as assistive technology sends it: the button's own click, with no press before
// it (a screen reader, switch access or voice control cannot hold a button); it counts as a press.
// After each press, once the page has settled, the focus must be on something: focus lost to the
// page body fails the test, with the key and the screen it happened on.
import { isNavigationError } from './driver/page.mjs';

/** A control read from the screen went before it could be reached (a move landed meanwhile). */
export class Gone extends Error {}

/** Once the saves a key started have landed and the focus has stayed put a frame (two quiet looks,
 * as afterSaves' savesLandedInPage),
 * the focused element as a screen reader names it (null: the page) and, with a query's `spec`,
 * whether the focus is on its element or in its radio group ('gone': no such element, or
 * disabled). Runs in the page. */
function settledInPage(spec, lib) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    let quiet = 0;
    let was = null;
    const look = () => {
      // Quiet: no save open, and the focus where it was a frame ago (the app places it in an
      // effect after the move is drawn; read between, a loaded machine's Tab went from the old place).
      const a = document.activeElement;
      quiet = (window.__openSaves?.count ?? 0) !== 0 ? 0 : a === was ? quiet + 1 : 1;
      was = a;
      if (quiet < 2 && performance.now() - t0 < 10_000) return void requestAnimationFrame(() => setTimeout(look, 0));
      const focus = !a || a === document.body || a === document.documentElement ? null : { role: lib.roleOf(a), name: lib.nameOf(a), value: a.getAttribute('aria-valuetext') };
      // The element tabTo is walking to (directionInPage keeps it): finding it again by role and
      // name at every Tab costs every button's name on a big table.
      const kept = window.__e2eTabTarget;
      const t = !spec ? null : kept?.isConnected ? kept : lib.all(spec)[0];
      const at = !spec ? null : !t || t.disabled ? 'gone' : t === a || (t.type === 'radio' && a?.type === 'radio' && a.name === t.name);
      resolve({ focus, at });
    };
    requestAnimationFrame(() => setTimeout(look, 0));
  });
}

/** 'here' when the query's element (or its radio group) has the focus, 'gone' when there is no
 * such element or it is disabled, else which of Tab and Shift+Tab reaches it in fewer presses, from the tab stops
 * as the browser walks them (inside the dialog holding the keyboard, if one is open; a radio
 * group is one stop: its checked radio, else its first). Runs in the page. */
function directionInPage(spec, lib) {
  const modal = [...document.querySelectorAll('dialog[open]')].filter((d) => d.getAttribute('aria-modal') === 'true').pop();
  const all = [...(modal ?? document).querySelectorAll('button, a[href], input, select, textarea, [tabindex]')].filter(
    (el) => !el.disabled && el.tabIndex >= 0 && !lib.hidden(el) && !el.closest('[inert]'),
  );
  const seen = new Set();
  const stops = all.filter((el) => {
    if (el.type !== 'radio' || !el.name) return true;
    if (seen.has(el.name)) return false;
    const group = all.filter((r) => r.type === 'radio' && r.name === el.name);
    const stop = group.find((r) => r.checked) ?? group[0];
    if (stop === el) seen.add(el.name);
    return stop === el;
  });
  const target = lib.all(spec)[0];
  window.__e2eTabTarget = target;
  const active = document.activeElement;
  if (!target || target.disabled) return 'gone';
  if (target === active || (target.type === 'radio' && active?.type === 'radio' && active.name === target.name)) return 'here';
  const n = stops.length;
  const j = stops.findIndex((st) => st === target || (st.type === 'radio' && target?.type === 'radio' && st.name === target.name));
  if (j < 0 || n === 0) return 'Tab';
  // From a stop, or from an element that is none (a heading the app focused): Tab goes to the
  // next stop after it, Shift+Tab to the one before.
  const i = stops.indexOf(active);
  const next = i >= 0 ? (i + 1) % n : Math.max(0, stops.findIndex((st) => active && active !== document.body && (active.compareDocumentPosition(st) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0));
  const prev = i >= 0 ? (i - 1 + n) % n : (next - 1 + n) % n;
  const forward = (j - next + n) % n + 1;
  const backward = (prev - j + n) % n + 1;
  return forward <= backward ? 'Tab' : 'Shift+Tab';
}

/**
 * The keyboard for one page: `presses` counts every key sent (and each assistive click).
 * @param {import('./driver/page.mjs').Page} page
 */
export function keyboardFor(page) {
  const kb = {
    presses: 0,
    /** What each press was and where the focus went, for a failure's message. */
    trail: [],
    /** Places where Shift+Tab went back and forth between two elements and no further. */
    traps: [],
    /** The focused element as a screen reader names it, or null when the focus is on the page. */
    focused() {
      return page.evaluate((_, lib) => {
        const el = document.activeElement;
        if (!el || el === document.body || el === document.documentElement) return null;
        return { role: lib.roleOf(el), name: lib.nameOf(el), value: el.getAttribute('aria-valuetext') };
      });
    },
    /** Whether the focused element is one the query finds. */
    isFocused(q) {
      return page.evaluate((spec, lib) => lib.all(spec).includes(document.activeElement), q.spec);
    },
    /** One key, counted; then the page settles and the focus must be on something. With `spec`,
     * whether the focus is now on that element or in its radio group ('gone' when it went). */
    async press(key, { passing = false, spec = null } = {}) {
      kb.presses += 1;
      await page.press(key);
      return kb.settle(key, passing, spec);
    },
    /** Waits for saves and a frame, then fails when the focus stays on the page body (unless
     * `passing`: a Tab past the page's last stop passes through the browser's own stops). One
     * round trip to the page when all is well: a whole game is a thousand of these. */
    async settle(what, passing = false, spec = null) {
      let now;
      let at = null;
      try {
        ({ focus: now, at } = await page.evaluate(settledInPage, spec));
      } catch (error) {
        // A key that reloads or leaves the page ends the wait with it (as afterSaves).
        if (!isNavigationError(error)) throw error;
        now = await kb.focused();
      }
      const deadline = Date.now() + (passing ? 0 : 3000);
      while (now === null && Date.now() < deadline) {
        await page.nextFrame();
        now = await kb.focused();
      }
      kb.trail.push(`${what} -> ${now ? `${now.role} "${now.name}"` : 'BODY'}`);
      if (kb.trail.length > 12) kb.trail.shift();
      if (now === null && !passing) {
        const screen = await page.evaluate(() => document.body.innerText.slice(0, 1500));
        throw new Error(`focus lost to the page after ${what}\n  ${kb.trail.join('\n  ')}\nThe page shows:\n${screen}`);
      }
      return at;
    },
    /** Tab (or Shift+Tab, whichever is fewer presses) until the query's element has the focus. A
     * radio is reached through its group's one stop. */
    async tabTo(q, { max = 40 } = {}) {
      let key = await page.evaluate(directionInPage, q.spec);
      if (key === 'gone') {
        // Read a moment ago, the control may have gone with a move that landed since (the caller
        // reads again), or not be drawn yet.
        await page.waitFor(q, { timeout: 5000 }).catch(() => {
          throw new Gone(`${q} is gone`);
        });
        key = await page.evaluate(directionInPage, q.spec);
        if (key === 'gone') throw new Gone(`${q} is disabled`);
      }
      if (key === 'here') return;
      let way = key;
      for (let n = 0; n < max; n++) {
        // Shift+Tab bouncing between two places (WebKit: a private screen's title and its dialog)
        // is a trap a person would meet too: recorded, then Tab goes the other way round.
        // Only this walk's own presses count: the same two moves made twice before it (Shift+Tab to
        // Pass, Enter, for two people in turn) are no bounce.
        const t = kb.trail.slice(-n);
        if (way === 'Shift+Tab' && n >= 4 && t.at(-1) === t.at(-3) && t.at(-2) === t.at(-4)) {
          kb.traps.push(`${t.at(-2)} <-> ${t.at(-1)}`);
          way = 'Tab';
        }
        const at = await kb.press(way, { passing: true, spec: q.spec });
        if (at === 'gone') throw new Gone(`${q} went while Tab went to it`);
        if (at) return;
      }
      throw new Error(`${q} is not reached by ${max} presses of ${key}\n  ${kb.trail.join('\n  ')}`);
    },
    /** Reaches a button and presses Enter. */
    async activate(q) {
      await kb.tabTo(q);
      await kb.press('Enter');
    },
    /** Checks a radio: Tab to its group, then the arrows (which move and check). */
    async choose(q) {
      await kb.tabTo(q);
      for (let n = 0; n < 12; n++) {
        const at = await page.evaluate((spec, lib) => {
          const t = lib.all(spec)[0];
          const group = [...document.querySelectorAll('input[type=radio]')].filter((r) => r.name === t.name && !r.disabled);
          return { done: t.checked && t === document.activeElement, on: t === document.activeElement, i: group.indexOf(document.activeElement), j: group.indexOf(t), n: group.length };
        }, q.spec);
        if (at.done) return;
        // Where the arrows move the focus without checking (WebKit), Space checks.
        if (at.on) {
          await kb.press(' ');
          continue;
        }
        // Straight there: the arrows wrap round a group in Chromium but stop at its ends in WebKit.
        await kb.press(at.j > at.i ? 'ArrowDown' : 'ArrowUp');
      }
      throw new Error(`${q} was not checked with the arrows\n  ${kb.trail.join('\n  ')}`);
    },
    /** A checkbox set as wanted with Space. */
    async check(q, on = true) {
      await kb.tabTo(q);
      if ((await page.isChecked(q)) !== on) await kb.press(' ');
    },
    /** The button's own click, as a screen reader's activation sends it (no press before it). */
    async assistiveClick(q) {
      await page.waitFor(q);
      kb.presses += 1;
      await page.evaluate((spec, lib) => lib.all(spec)[0].click(), q.spec);
      await kb.settle(`assistive click on ${q}`);
    },
  };
  return kb;
}

/**
 * Records what screen readers are told: every change of a live region (role status, log or alert,
 * or aria-live), with the region's name, the public log's newest lines and the title of the
 * private screen open at that moment. Runs in the page; read with `announcements(page)`.
 */
export function installAnnouncementsInPage() {
  if (window.__e2eSaid) return;
  window.__e2eSaid = [];
  const norm = (s) => String(s ?? '').replace(/\s+/g, ' ').trim();
  const liveOf = (node) => {
    const el = node.nodeType === 1 ? node : node.parentElement;
    return el?.closest('[role="status"], [role="log"], [role="alert"], [aria-live="polite"], [aria-live="assertive"]') ?? null;
  };
  const last = new Map();
  new MutationObserver((mutations) => {
    const regions = new Set(mutations.map((m) => liveOf(m.target)).filter(Boolean));
    for (const region of regions) {
      const text = norm(region.textContent);
      if (!text || last.get(region) === text) continue;
      last.set(region, text);
      const gate = region.closest('dialog');
      const open = [...document.querySelectorAll('dialog[open]')].pop();
      const title = open ? norm(open.querySelector('h2')?.textContent) : null;
      const log = [...(document.querySelector('[aria-label="Public log, newest first"]')?.children ?? [])].slice(0, 60).map((li) => norm(li.textContent));
      // Secrets the test names (window.__e2eSecrets: { seat, names }) said while not on the table.
      let leaks = [];
      const secrets = window.__e2eSecrets ?? [];
      if (secrets.length) {
        const table = document.body.cloneNode(true);
        for (const d of table.querySelectorAll('dialog, [role="status"], [role="alert"]')) d.remove();
        const shown = norm(table.textContent);
        leaks = secrets.flatMap((s) => s.names.filter((n) => text.includes(n) && !shown.includes(n)).map((n) => `${s.seat}'s ${n}`));
      }
      window.__e2eSaid.push({ region: region.getAttribute('aria-label') ?? region.getAttribute('role'), text, inGate: Boolean(gate), title, log, leaks });
    }
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
}

/** What has been announced since the recorder was installed. */
export function announcements(page) {
  return page.evaluate(() => window.__e2eSaid ?? []);
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Problems with the announcements, each a sentence: "Latest moves" must say the log's newest lines
 * in the log's own words, in order (each may end with a full stop); nothing said may contain a
 * secret (`secrets(said)` gives the texts that must not be heard then, e.g. another seat's hand).
 */
export function checkAnnouncements(said, secrets = () => []) {
  const out = [];
  for (const a of said) {
    if (a.region === 'Latest moves') {
      const newest = a.log;
      let ok = false;
      for (let n = 1; n <= newest.length && !ok; n++) {
        const lines = newest.slice(0, n).reverse();
        ok = new RegExp(`^${lines.map((l) => `${escape(l.replace(/\.$/, ''))}\\.?`).join(' ')}$`).test(a.text);
      }
      if (!ok) out.push(`"Latest moves" said what the log does not: "${a.text}" (log: ${newest.slice(0, 3).join(' | ')})`);
    }
    for (const secret of secrets(a)) if (secret && a.text.includes(secret)) out.push(`${a.region} said "${secret}", a secret then: "${a.text}"`);
    for (const leak of a.leaks ?? []) out.push(`${a.region} said ${leak}, in no one's sight on the table: "${a.text}"`);
    // A private screen speaks only while its owner holds the tablet: inside the gate, only on a
    // private screen (never the cover or the question, which anyone may be holding).
    if (a.inGate && /^(Pass the tablet to|Only .* should look)/.test(a.title ?? '')) out.push(`the cover spoke: "${a.text}"`);
  }
  return out;
}
