// Helpers for the Adventure Mart browser tests (am-*.e2e.mjs): start a game through New game,
// open the gate with a press-and-hold, and play a person's decisions with simple choices, reading
// only what the screen offers (buttons, groups and regions by accessible name).
import { afterSaves, button, css, holdCover, readNow, role, stallWatch, startMatch } from './browser.mjs';
import { topDialog } from './driver/query.mjs';
import { screenState } from './bm-driver.mjs';

/**
 * Starts an Adventure Mart game through New game and stays on its table.
 * @param {import('./driver/page.mjs').Page} page
 * @param {{ seats: string[], bots?: number[], firstGame?: boolean, quickReacts?: boolean }} options
 */
export async function startAmGame(page, { seats, bots = [], firstGame = true, quickReacts = false }) {
  const toggles = [[/^First game/, firstGame], [/^Quick reacts/, quickReacts]];
  await startMatch(page, { game: 'Adventure Mart', seats, bots, toggles });
}

/** Holds the gate's cover until the private screen (live or lock-in) shows. */
export async function holdPrivate(page, name) {
  await holdCover(page, name, 'Cover the screen');
}

async function press(page, name, scope = null) {
  const target = (scope ? scope.role('button', name, { exact: true }) : button(name, { exact: true })).first();
  try {
    await page.click(target, { timeout: 5000 });
  } catch (error) {
    // A bot's move may open a reveal between reading the screen and clicking.
    if ((await page.count(css('dialog[open]'))) > 0) return;
    throw error;
  }
  await afterSaves(page);
}

/** The accessible name of the private screen's main region ("Turn", "Ana's Offer", ...). */
async function privateRegion(page) {
  return readNow(page, 'dialog[open] section.am-screen', 'label');
}

/**
 * One step for the people named: a reveal's Continue, a hold, a decision on a private screen, an
 * open decision, or a person's button into the gate. 'over' once the Review shows.
 * @param {{ onPrivate?: (region: string) => Promise<void | 'skip'>, sell?: boolean }} [hooks]
 */
export async function amStep(page, people, hooks = {}) {
  const s = await screenState(page);
  if (!s.dialog && (await page.count(role('heading', /^The Review/, { level: 2 }))) > 0) return 'over';
  const top = topDialog();
  const hold = s.buttons.find((b) => b.startsWith('Hold to show '));
  if (hold) {
    await holdPrivate(page, hold.slice('Hold to show '.length, -"'s screen".length));
    return 'hold';
  }
  if (s.buttons.includes('Cover the screen')) {
    const region = (await privateRegion(page)) ?? '';
    if (hooks.onPrivate && (await hooks.onPrivate(region)) === 'skip') return 'skip';
    return privateStep(page, top, region, s.buttons);
  }
  if (s.dialog !== null && s.buttons.includes('Continue')) {
    await press(page, 'Continue', top);
    return 'continue';
  }
  if (s.dialog !== null) {
    const confirm = s.buttons.find((b) => /^(Banish|Yes)/.test(b));
    if (confirm) return (await press(page, confirm, top), 'confirm');
  }
  for (const name of people) {
    const enter = s.buttons.find((b) => b === `Show ${name}'s screen` || b.startsWith(`Enter ${name}'s`));
    if (enter) return (await press(page, enter), 'enter');
  }
  // Open decisions, in everyone's sight.
  const open = s.buttons.find((b) => /^(Take \d+ Gold|Re-hire |Take |Continue$)/.test(b)) ?? s.buttons.find((b) => /^Banish /.test(b));
  const waiting = (await readNow(page, '.status-waiting', 'text')) ?? '';
  if (open && people.some((n) => waiting.includes(n))) return (await press(page, open), 'open');
  await new Promise((r) => setTimeout(r, 60));
  return 'wait';
}

async function privateStep(page, top, region, buttons) {
  const has = (re) => buttons.find((b) => re.test(b));
  if (region === '') {
    // Between two decisions of the same seat (the screen follows the engine's next prompt).
    await new Promise((r) => setTimeout(r, 60));
    return 'wait';
  }
  if (region === 'Keep one card') {
    await page.check(top.role('radio').first());
    await press(page, 'Lock in', top);
    return 'keep';
  }
  if (region === 'Turn' || region === 'Final action') {
    // Sell when the hand allows it; otherwise buy the first Stock in reach; then end the turn.
    const sale = has(/^Start a Sale with Adventurer /);
    if (sale && region === 'Turn') return (await press(page, sale, top), 'start-sale');
    const buy = has(/^Buy .* for \d+ Gold$/);
    if (buy && !has(/^End turn$|^Pass/)) return (await press(page, buy, top), 'buy');
    const end = has(/^End turn$/) ?? has(/^Pass/);
    if (end) return (await press(page, end, top), 'end-turn');
    if (buy) return (await press(page, buy, top), 'buy');
    if (sale) return (await press(page, sale, top), 'start-sale');
  }
  if (/Offer$/.test(region)) {
    const add = has(/^Add /);
    const confirm = has(/^Confirm Offer/);
    if (confirm) return (await press(page, confirm, top), 'confirm-offer');
    if (add) return (await press(page, add, top), 'add');
    if (has(/^Yes, drop out$/)) return (await press(page, 'Yes, drop out', top), 'drop-out');
    if (has(/^Drop out$/)) return (await press(page, 'Drop out', top), 'dropping');
  }
  if (region === 'Top up before Checkout') {
    const checkout = has(/^Checkout/);
    if (checkout) return (await press(page, checkout, top), 'checkout');
  }
  const fallback = has(/^Continue$/) ?? has(/^Skip$/) ?? has(/^Discard /) ?? has(/^Checkout/);
  if (fallback) return (await press(page, fallback, top), 'private');
  // The screen may still be drawing the engine's next prompt: look again on the next step.
  await new Promise((r) => setTimeout(r, 60));
  return `stuck: private screen "${region}": ${buttons.join(' | ')}`;
}

/** Steps until `until()` holds (checked between steps) or the Review shows. */
export async function amPlayUntil(page, people, until, hooks = {}, limit = 6000) {
  let stuck = 0;
  let same = 0;
  let last = '';
  const watch = stallWatch();
  for (let i = 0; i < limit; i++) {
    if (await until()) return true;
    const r = await amStep(page, people, hooks);
    if (r === 'over') return false;
    await watch.step(r, page);
    stuck = r.startsWith('stuck') ? stuck + 1 : 0;
    if (stuck > 50) throw new Error(r);
    // The same move over and over (a button that changes nothing) is a stall the page's text
    // cannot show: say so at once, with the screen, instead of running into the test's limit.
    same = r === last && r !== 'wait' ? same + 1 : 0;
    last = r;
    if (same > 40) throw new Error(`the driver did "${r}" 40 times in a row. The page shows:\n${await page.evaluate(() => document.body.innerText)}`);
  }
  throw new Error('amPlayUntil: step limit reached');
}
