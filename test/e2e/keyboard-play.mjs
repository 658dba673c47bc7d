// What the keyboard tests share beyond the keyboard itself (keyboard-driver.mjs): New game with
// the keyboard, what the screen offers read from the accessibility tree, the cover opened by a
// screen reader's click, and axe at every impact at the three sizes on each new kind of screen.
import { axeProblems, button, role } from './browser.mjs';
import { LANDSCAPE, PHONE, PORTRAIT } from './bm-driver.mjs';
import { ENGINE } from './driver/index.mjs';

/**
 * New game from home with the keyboard: the game's radio, each seat's name typed (counted apart,
 * in `kb.typed`), options set, Start game. Resolves on the table.
 * @param {ReturnType<import('./keyboard-driver.mjs').keyboardFor>} kb
 * @param {import('./driver/page.mjs').Page} page
 * @param {{ game: string, seats: string[], bots?: number[], toggles?: [RegExp | string, boolean][] }} options
 */
export async function newGameByKeyboard(kb, page, { game, seats, bots = [], toggles = [] }) {
  await kb.activate(button('New game', { exact: true }));
  await page.waitFor(role('heading', 'New game', { level: 1 }));
  await kb.choose(role('radio', game, { exact: true }));
  for (const [i, name] of seats.entries()) {
    const field = role('textbox', `Player ${i + 1} name`, { exact: true });
    if ((await page.count(field)) === 0) await kb.activate(button('Add a player'));
    await kb.tabTo(field);
    await page.adapter.type(name);
    kb.typed = (kb.typed ?? 0) + name.length;
    if (bots.includes(i)) await kb.choose(role('group', `Player ${i + 1} plays as`).role('radio', 'Bot'));
  }
  for (const [label, on] of toggles) await kb.check(role('checkbox', label), on);
  await kb.activate(button('Start game'));
  await page.waitFor(role('region', 'Game table'));
}

/** What the screen offers, from the accessibility tree: the top dialog's name, the enabled buttons
 * and the headings in it (or on the page), the regions' names. */
export function offered(page) {
  return page.evaluate((_, lib) => {
    const top = lib.all({ role: 'dialog' }).pop() ?? null;
    const inside = (el) => !top || top.contains(el);
    return {
      dialog: top ? lib.nameOf(top) : null,
      buttons: lib.all({ role: 'button' }).filter((b) => !b.disabled && inside(b)).map(lib.nameOf),
      lockIn: lib.all({ role: 'button', name: 'Lock in', exact: true }).some(inside),
      headings: lib.all({ role: 'heading' }).filter(inside).map(lib.nameOf),
      regions: lib.all({ role: 'region' }).map(lib.nameOf),
      dialogRegions: top ? lib.all({ role: 'region' }).filter((r) => top.contains(r)).map(lib.nameOf) : [],
      waiting: lib.all({ role: 'region', name: 'Where the game is' })[0]?.innerText ?? '',
    };
  });
}

/** The cover, opened as a screen reader does: its button's click, then "I am X: show my screen". */
export async function openCover(kb, name) {
  await kb.assistiveClick(button(`Hold to show ${name}'s screen`));
  await kb.activate(button(`I am ${name}: show my screen`));
}

/** The keyboard games' long form (KB_FULL=1): all five fixed Januaries. Without it Brick & Mortar
 * plays its heavy January alone: the same whole games, axe at the three sizes on each kind of
 * screen either way. */
export const FULL = Boolean(process.env.KB_FULL);

/** How long each axe run and its resize took, for the figures. */
export const axeMs = [];

/** "axe: 14 kinds, 42 runs, 31.2 s (resizing 6.1 s)": where a keyboard game's time went. */
export function axeSummary() {
  const sum = (k) => axeMs.reduce((a, r) => a + r[k], 0) / 1000;
  return `axe: ${new Set(axeMs.map((r) => r.kind)).size} kinds, ${axeMs.length} runs, ${(sum('axe') + sum('resize')).toFixed(1)} s (resizing ${sum('resize').toFixed(1)} s)`;
}

/** The three sizes axe runs at. */
export const ALL_SIZES = [LANDSCAPE, PORTRAIT, PHONE];

/** axe at every impact, the first time each kind of screen shows, at each of `sizes` (Chromium:
 * axe runs through Playwright; its rules read the DOM, the same in every engine). */
export function axeByKind(sizes = ALL_SIZES) {
  const kinds = new Set();
  const problems = [];
  return {
    kinds,
    problems,
    /** @param {import('./driver/page.mjs').Page} page @param {string | null} kind */
    async check(page, kind) {
      if (ENGINE !== 'chromium' || process.env.SHOPFLOOR_NO_AXE || kind === null || kinds.has(kind)) return;
      kinds.add(kind);
      // The test's own resizing must not cost the player presses: the focus goes back where it was
      // (a screen that redraws itself on resize may have dropped it).
      await page.evaluate(() => {
        window.__e2eFocusWas = document.activeElement;
      });
      for (const size of sizes) {
        const t0 = Date.now();
        await page.setViewport(size);
        const t1 = Date.now();
        problems.push(...(await axeProblems(page, `${kind} at ${size.width}x${size.height}`)));
        axeMs.push({ kind, resize: t1 - t0, axe: Date.now() - t1 });
      }
      await page.setViewport(LANDSCAPE);
      await page.evaluate(() => {
        const was = window.__e2eFocusWas;
        if (was?.isConnected && document.activeElement !== was) was.focus({ preventScroll: true });
      });
    },
  };
}

/**
 * Shift+Tab all the way round the private screen just opened, from where its focus is: every
 * stop once and back to the start, never the dialog itself and never a bounce (WebKit once went
 * from the title to the dialog and back, for ever: Shift+Tab's key there is "Unidentified",
 * which the gate did not read as Tab). Not counted: it checks the keyboard, it plays nothing.
 * @returns {Promise<string[]>} where each Shift+Tab went, or the trail of a failure
 */
export async function shiftTabRound(kb, page) {
  const counted = kb.presses;
  const start = await kb.focused();
  await page.evaluate(() => {
    window.__e2eRoundStart = document.activeElement;
    window.__e2eRoundFrom = document.activeElement;
    window.__e2eRoundSeen = [];
  });
  // Back where it started: the same element, or its radio group (entered from below, a group
  // takes the focus on its checked radio, or its last one when none is checked).
  const back = () =>
    page.evaluate(() => {
      const a = document.activeElement;
      const s = window.__e2eRoundStart;
      return a === s || (a?.type === 'radio' && s?.type === 'radio' && a.name === s.name);
    });
  const seen = [];
  try {
    for (let n = 0; n < 30; n++) {
      await kb.press('Shift+Tab');
      const now = await kb.focused();
      const at = now ? `${now.role} "${now.name}"` : 'BODY';
      if (n > 0 && (await back())) return [...seen, at];
      // The same element twice before the start again: a loop (names repeat: each card's "Keep in hand").
      const again = await page.evaluate(() => {
        const a = document.activeElement;
        const was = (window.__e2eRoundSeen ??= []).includes(a);
        window.__e2eRoundSeen.push(a);
        return was;
      });
      if (now?.role === 'dialog' || again) throw new Error(`Shift+Tab round: ${[...seen, at].join(' -> ')}`);
      seen.push(at);
      // From a title (no tab stop), the round starts at the first stop Shift+Tab reaches.
      if (n === 0 && !(await page.evaluate(() => window.__e2eRoundStart?.tabIndex >= 0))) {
        await page.evaluate(() => {
          window.__e2eRoundStart = document.activeElement;
        });
        continue;
      }
    }
    throw new Error(`Shift+Tab round never came back to ${start?.name}: ${seen.join(' -> ')}`);
  } finally {
    kb.presses = counted;
    // Where the person was, so the round costs the game's count nothing (as axe's resizing).
    await page.evaluate(() => window.__e2eRoundFrom?.focus({ preventScroll: true }));
  }
}

/**
 * The Shift+Tab round (shiftTabRound) the first time each kind of private screen shows (one with
 * "Cover the screen"), whoever's and whatever item it names. Adds each round to `rounds`.
 * @param {Map<string, string[]>} rounds kind of screen -> where the round went
 * @param {Awaited<ReturnType<typeof offered>> | null} [seen] the screen as offered() read it just now
 */
export async function roundOnNewPrivateScreen(kb, page, rounds, seen = null) {
  // From the step's own look at the screen (`seen`, offered()'s) when there is one, else one light
  // look (the dialog's name and its Cover button), not offered()'s every button name: this runs at
  // every step of a whole game.
  const dialog = seen
    ? seen.dialog !== null && seen.buttons.includes('Cover the screen') ? seen.dialog : null
    : await page.evaluate((_, lib) => {
        const top = lib.all({ role: 'dialog' }).pop();
        const covers = [...(top?.querySelectorAll('button') ?? [])].some((b) => lib.nameOf(b) === 'Cover the screen');
        return top && covers ? lib.nameOf(top) : null;
      });
  if (!dialog) return;
  const kind = dialog.replace(/\b\w+'s\b/g, "X's").replace(/^\w+: /, 'X: ').replace(/ (-|to) .*$/, '');
  if (rounds.has(kind) || !(await kb.focused())) return;
  rounds.set(kind, await shiftTabRound(kb, page));
}
