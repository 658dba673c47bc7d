// Shared helpers for the Brick & Mortar browser tests (bm-*.e2e.mjs): start a game through the
// UI, open the hidden-entry gate with a press-and-hold, and play a person's turns with simple
// choices by reading only what the screen offers (buttons and headings by accessible name).
import { afterSaves, button, countSavesInPage, css, holdCover, role, stallWatch, startMatch, waitForHome } from './browser.mjs';
import { text, topDialog } from './driver/query.mjs';

/** Every tap and hold the driver makes on a game's screens (reset it to measure a stretch). */
export const taps = { taps: 0, holds: 0 };

/** Turns on "Faster bots" in Settings (and, with `cover`, "Keep the cover when playing alone with
 * bots", so one person's private screens still go through the gate), then comes back home. */
export async function fasterBots(page, { cover = false } = {}) {
  await page.click(button('Settings'));
  await page.waitFor(role('heading', 'Settings', { level: 1 }));
  await page.check(role('checkbox', 'Faster bots'));
  if (cover) await page.check(role('checkbox', 'Keep the cover when playing alone with bots'));
  await page.click(button('Back to home'));
  await waitForHome(page);
}

/**
 * Starts a Brick & Mortar game through New game and stays on its table.
 * @param {import('./driver/page.mjs').Page} page
 * @param {{ seats: string[], bots?: number[], firstGame?: boolean }} options
 */
export async function startGame(page, { seats, bots = [], firstGame = true }) {
  await startMatch(page, { game: 'Brick & Mortar', seats, bots, toggles: [['First game (preset hands)', firstGame]] });
}

/** Holds the gate's cover until the sealed entry screen (its Lock in) shows. */
export async function holdGate(page, name) {
  await holdCover(page, name, 'Lock in');
  taps.holds += 1;
}

/** What the screen offers now: visible dialogs' names, visible buttons' names, panel headings. */
export async function screenState(page) {
  await page.evaluate(countSavesInPage);
  return page.evaluate(() => {
    const visible = (el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    const text = (el) => (el.getAttribute('aria-label') || el.textContent || '').replace(/\s+/g, ' ').trim();
    const dialogs = [...document.querySelectorAll('dialog[open]')];
    const top = dialogs[dialogs.length - 1] ?? null;
    const scope = top ?? document;
    const buttons = [...scope.querySelectorAll('button')]
      .filter((b) => visible(b) && !b.disabled)
      .map(text);
    const headings = [...scope.querySelectorAll('h2')].filter(visible).map(text);
    return {
      dialog: top ? (top.querySelector('h2')?.textContent ?? top.getAttribute('aria-label') ?? '').trim() : null,
      buttons,
      headings,
      over: [...document.querySelectorAll('h2')].some((h) => /^Game over/.test(h.textContent ?? '')),
    };
  });
}

/** Clicks a button by name (inside `scope`, a query, when given), then lets the screen settle
 * (a confirmation may be opening). */
async function click(page, name, scope = null) {
  const target = scope ? scope.role('button', name, { exact: true }) : button(name, { exact: true });
  try {
    await page.click(target, { timeout: 5000 });
    taps.taps += 1;
  } catch (error) {
    // Bots play while a person decides in the open, so a reveal may cover the table between
    // reading the screen and clicking: the next step reads the screen again.
    if (!scope && (await page.count(css('dialog[open]'))) > 0) return;
    // A save still landing when the screen was read moves the table on under the click (buttons
    // stay enabled during a quick save): the button is gone, so the next step reads again.
    if ((await page.count(target)) === 0) return;
    throw error;
  }
  await afterSaves(page);
}

/**
 * Plays one step for the people named in `people` (simple choices), or waits for bots.
 * Returns a word saying what it did (for logs), or 'over' when the end screen shows.
 * @param {import('./driver/page.mjs').Page} page
 * @param {string[]} people
 * @param {{ onPrivate?: (title: string) => Promise<void | 'skip'> }} [hooks] called on each private screen;
 *   returning 'skip' leaves it without locking in (the hook has closed it)
 */
export async function playStep(page, people, hooks = {}) {
  const s = await screenState(page);
  if (s.over && !s.dialog) return 'over';
  if (s.buttons.includes('Continue')) {
    await click(page, 'Continue', topDialog());
    return 'continue';
  }
  const hold = s.buttons.find((b) => b.startsWith('Hold to show '));
  if (hold) {
    await holdGate(page, hold.slice('Hold to show '.length, -"'s screen".length));
    return 'hold';
  }
  if (s.buttons.includes('Lock in') || s.buttons.includes('Back to the table without locking in')) {
    // Handed on while the previous entry still saves, the private screen waits for that save.
    await page.waitFor(text('Saving the last entry…'), { gone: true });
    const title = s.headings[0] ?? '';
    if (hooks.onPrivate && (await hooks.onPrivate(title)) === 'skip') return 'skip';
    const dialog = role('dialog');
    if (/Market cards/.test(title)) {
      await page.check(dialog.role('radio', /^Supply:/).first());
      await page.check(dialog.role('radio', /^Demand:/).nth(1));
      taps.taps += 2;
    } else if (/draft pick/.test(title)) {
      await page.check(dialog.role('radio', /^Keep /).first());
      taps.taps += 1;
    } else if (/sealed bid/.test(title)) {
      // One tap on the dial: a dollar over the lowest price, where there is one.
      const prices = dialog.role('group', 'Price per crate').role('button');
      await page.click(prices.nth(Math.min(1, (await page.count(prices)) - 1)));
      taps.taps += 1;
    } else if (/sealed offer/.test(title)) {
      // Everything that may be offered (the default), one tap on the dial: a dollar under the top.
      const prices = dialog.role('group', 'Price per crate').role('button');
      const n = await page.count(prices);
      if (n > 1) {
        await page.click(prices.nth(n - 2));
        taps.taps += 1;
      }
    } else if (/hand of Stores/.test(title)) {
      await click(page, 'Back to the table without locking in');
      return 'back';
    }
    try {
      await page.click(button('Lock in'));
    } catch (error) {
      // Say what the private screen showed, so a Lock in that never enabled can be explained.
      const shown = await page.evaluate(() => document.querySelector('dialog[open]')?.innerText ?? '(no dialog)');
      throw new Error(`${String(error).split('\n')[0]}\nThe private screen "${title}" showed:\n${shown}`);
    }
    taps.taps += 1;
    await afterSaves(page);
    return 'lock-in';
  }
  if (s.dialog !== null) {
    // A confirmation: take the safe-looking consequence the driver asked for.
    const confirm = s.buttons.find((b) => /^(Remove |Leave the auction|Take the debt)/.test(b));
    if (confirm) {
      await click(page, confirm, topDialog());
      return 'confirm';
    }
  }
  for (const name of people) {
    const enter = s.buttons.find((b) => b === `Enter ${name}'s sealed bid` || b === `Enter ${name}'s sealed offer` || b === `Enter ${name}'s Market cards` || b === `Enter ${name}'s draft pick`);
    if (enter) {
      await click(page, enter);
      return 'enter';
    }
    const heading = s.headings.find((h) => h.startsWith(name));
    const can = (b) => s.buttons.includes(b);
    if (heading === `${name} builds` && can('Pass')) return (await click(page, 'Pass'), 'pass');
    if (heading === `${name} manages Stores` && can('Finish building')) return (await click(page, 'Finish building'), 'finish');
    if (heading === `${name}'s Investment` && can('Pass')) return (await click(page, 'Pass'), 'invest');
    if (heading === `${name}'s Warehouse moves` && can('Done with the Warehouse')) return (await click(page, 'Done with the Warehouse'), 'warehouse');
    if (heading?.startsWith(`${name} stocks`)) {
      // Fill the first Store that has room, as far as the engine allows.
      const most = s.buttons.find((b) => b.startsWith('Highest Crates into '));
      if (most && !s.buttons.some((b) => /^Stock [1-9]/.test(b))) {
        await click(page, most);
        const after = await screenState(page);
        const stock = after.buttons.find((b) => /^Stock [1-9]/.test(b));
        if (stock) return (await click(page, stock), 'stock');
      }
      const stock = s.buttons.find((b) => /^Stock [1-9]/.test(b));
      if (stock) return (await click(page, stock), 'stock');
      if (s.buttons.includes('Stock none')) return (await click(page, 'Stock none'), 'stock-none');
    }
    if (heading?.startsWith(`${name} sells`)) {
      const deliver = s.buttons.find((b) => /^Deliver [1-9]/.test(b));
      if (deliver) return (await click(page, deliver), 'deliver');
      if (s.buttons.includes('Sell none')) return (await click(page, 'Sell none'), 'sell-none');
    }
  }
  if (s.headings.some((h) => h.startsWith('Auction for')) && s.buttons.includes('Leave the auction')) {
    await click(page, 'Leave the auction');
    return 'leave';
  }
  await new Promise((r) => setTimeout(r, 60));
  return 'wait';
}

/** Plays steps until `until()` is true (checked between steps) or the game ends. */
export async function playUntil(page, people, until, hooks = {}, limit = 5000) {
  const watch = stallWatch();
  for (let i = 0; i < limit; i++) {
    if (await until()) return true;
    const r = await playStep(page, people, hooks);
    if (r === 'over') return false;
    await watch.step(r, page);
  }
  throw new Error('playUntil: step limit reached');
}

/** The "N moves saved" figure under the boards. */
export async function movesSaved(page) {
  // Found and read in one step: between a wait and a second read a bot's move may turn the line
  // into "Saving…" (Firefox's crash test once read NaN so).
  const figure = await page.waitUntil(() => /(\d+) moves saved/.exec(document.body.innerText)?.[1] ?? null, null, {
    timeout: 10_000,
    what: '"N moves saved"',
  });
  return Number.parseInt(figure, 10);
}

/** The month and phase line of the status bar, e.g. "February". */
export async function statusMonth(page) {
  return ((await page.text(css('.status-month'))) ?? '').trim();
}

/** The two tablet sizes every screen is checked at: lying on the table, and held upright; and a
 * phone (checked in a browser of its own: WebKit's window cannot be resized that narrow). */
export const LANDSCAPE = { width: 1024, height: 768 };
export const PORTRAIT = { width: 768, height: 1024 };
export const PHONE = { width: 390, height: 844 };

/** layoutProblems at both tablet sizes, each as "<where> at <size>: <problem>"; the page is left
 * in landscape. */
export async function layoutAtBothSizes(page, where) {
  const found = [];
  for (const vp of [LANDSCAPE, PORTRAIT]) {
    await page.setViewport(vp);
    for (const p of await layoutProblems(page)) found.push(`${where} at ${vp.width}x${vp.height}: ${p}`);
  }
  await page.setViewport(LANDSCAPE);
  return found;
}

/** Checks each kind of screen (screenKind) at both sizes the first time it shows: call `check`
 * at every step; `problems` gathers what was found. */
export function layoutByKind(people) {
  const kinds = new Set();
  const problems = [];
  return {
    kinds,
    problems,
    async check(page) {
      const kind = await screenKind(page, people).catch(() => null);
      if (kind === null || kinds.has(kind)) return;
      kinds.add(kind);
      problems.push(...(await layoutAtBothSizes(page, kind)));
    },
  };
}

/** What kind of screen shows: the top dialog's heading or the action panel's, names and numbers
 * left out ("X's sealed bid for Food"), so each kind is checked once. */
export async function screenKind(page, people) {
  const heading = await page.evaluate(() => {
    const top = [...document.querySelectorAll('dialog[open]')].pop();
    return (top ?? document.querySelector('.table-action'))?.querySelector('h2, h3')?.textContent ?? null;
  });
  if (heading === null) return null;
  return people.reduce((k, name) => k.replaceAll(name, 'X'), heading).replace(/\$?\d+/g, '#');
}

/**
 * Layout problems on the current screen: horizontal overflow, controls under 44 px or cut off by
 * the box they scroll in, text under 14 px (the whole page, the open dialog included).
 * @param {import('./driver/page.mjs').Page} page
 */
export async function layoutProblems(page) {
  return page.evaluate(() => {
    const out = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth) out.push(`horizontal overflow: ${doc.scrollWidth} > ${doc.clientWidth}`);
    const top = [...document.querySelectorAll('dialog[open]')].pop();
    const scope = top ?? document;
    const controls = scope.querySelectorAll(
      'button, [role="button"], select, input[type="text"], input[type="password"], .file-button, label.choice, label.segment, label.segment-choice, label.card-option',
    );
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const name = (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 40);
      if (r.height < 44 || r.width < 44) out.push(`${el.tagName.toLowerCase()} "${name}" is ${r.width.toFixed(0)}x${r.height.toFixed(0)} px`);
      if (r.right > doc.clientWidth + 0.5) out.push(`${el.tagName.toLowerCase()} "${name}" sticks out on the right`);
      // Inside a box that scrolls (a column of the table), a control past its right edge is cut off.
      for (let box = el.parentElement; box && box !== doc; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === 'visible') continue;
        const edge = box.getBoundingClientRect().left + box.clientLeft + box.clientWidth;
        if (r.right > edge + 0.5) out.push(`${el.tagName.toLowerCase()} "${name}" is cut off on the right by its ${box.className || box.tagName}`);
        break;
      }
    }
    const small = [...scope.querySelectorAll('*')].filter((el) => {
      if (!el.childNodes.length || ![...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) return false;
      if (el.closest('.visually-hidden')) return false;
      const r = el.getBoundingClientRect();
      // A font size of 0 draws no text (words kept for screen readers, another shown instead).
      const size = parseFloat(getComputedStyle(el).fontSize);
      return r.width > 0 && size > 0 && size < 14;
    });
    for (const el of small.slice(0, 10)) out.push(`text under 14 px: "${el.textContent.trim().slice(0, 40)}"`);
    return out;
  });
}
