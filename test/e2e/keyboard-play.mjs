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

/** How long each axe run took (with its resize), for the figures. */
export const axeMs = [];

/** axe at every impact at the three sizes, the first time each kind of screen shows (Chromium:
 * axe runs through Playwright; its rules read the DOM, the same in every engine). */
export function axeByKind() {
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
      for (const size of [LANDSCAPE, PORTRAIT, PHONE]) {
        const t0 = Date.now();
        await page.setViewport(size);
        problems.push(...(await axeProblems(page, `${kind} at ${size.width}x${size.height}`)));
        axeMs.push(Date.now() - t0);
      }
      await page.setViewport(LANDSCAPE);
      await page.evaluate(() => {
        const was = window.__e2eFocusWas;
        if (was?.isConnected && document.activeElement !== was) was.focus({ preventScroll: true });
      });
    },
  };
}
