// Adventure Mart with the keyboard alone (built app, every engine): two people play a whole game to
// the Review, every choice a counted key press decided from the accessibility tree, the cover opened
// by a screen reader's click (keyboard-driver.mjs); focus lost to the page fails at once. The
// announcements are checked against the log and for the names of the cards in each hand; axe at
// every impact on each kind of screen (Chromium) at the three sizes.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, button, ENGINE, openControlled, role, stallWatch, TEST_LIMIT, waitForHome } from './browser.mjs';
import { LANDSCAPE } from './bm-driver.mjs';
import { announcements, checkAnnouncements, Gone, installAnnouncementsInPage, keyboardFor } from './keyboard-driver.mjs';
import { axeByKind, axeSummary, newGameByKeyboard, offered, openCover, roundOnNewPrivateScreen } from './keyboard-play.mjs';

const T = TEST_LIMIT;
/** A whole game played a key at a time, with axe on each new kind of screen (2 to 3 s a run on the
 * loaded 2-core machine, three runs a kind, one a size): longer than one test's usual net. */
const WHOLE_GAME = { timeout: 3 * TEST_LIMIT.timeout };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One step for the people at the table; 'over' once the Review shows. */
async function step(kb, page, people, axe, rounds) {
  const s = await offered(page);
  // Each kind of private screen (a Turn, an Offer, a React window) once: Shift+Tab goes round it.
  await roundOnNewPrivateScreen(kb, page, rounds, s);
  if (!s.dialog && s.headings.some((h) => /^The Review/.test(h))) return 'over';
  const d = role('dialog');
  const act = async (name, scope = d) => (await kb.activate(scope.role('button', name, { exact: true })), name);
  const find = (re) => s.buttons.find((b) => re.test(b));
  const hold = find(/^Hold to show /);
  if (hold) {
    await openCover(kb, hold.slice('Hold to show '.length, -"'s screen".length));
    return 'cover';
  }
  if (s.buttons.includes('Cover the screen')) {
    const region = s.dialogRegions[0] ?? '';
    await axe.check(page, `private ${region.replace(/\w+'s /, "X's ").replace(/ to .*/, '')}`);
    await secretsOf(page);
    if (region === 'Keep one card') {
      await kb.choose(d.role('radio').first());
      await kb.press('Enter');
      return 'keep';
    }
    if (region === 'Turn' || region === 'Final action') {
      const sale = find(/^Start a Sale with Adventurer /);
      if (sale && region === 'Turn') return act(sale);
      const buy = find(/^Buy .* for \d+ Gold$/);
      const end = find(/^End turn$/) ?? find(/^Pass/);
      if (buy && !end) return act(buy);
      if (end) return act(end);
      if (buy) return act(buy);
    }
    if (/Offer$/.test(region)) {
      const next = find(/^Confirm Offer/) ?? find(/^Add /) ?? find(/^Yes, drop out$/) ?? find(/^Drop out$/);
      if (next) return act(next);
    }
    if (region === 'Top up before Checkout' && find(/^Checkout/)) return act(find(/^Checkout/));
    const fallback = find(/^Continue$/) ?? find(/^Skip$/) ?? find(/^Discard /) ?? find(/^Checkout/);
    if (fallback) return act(fallback);
    await sleep(60);
    return 'wait';
  }
  if (s.dialog !== null && s.buttons.includes('Continue')) {
    await axe.check(page, 'reveal');
    return act('Continue');
  }
  if (s.dialog !== null) {
    const confirm = find(/^(Banish|Yes)/);
    if (confirm) return act(confirm);
  }
  await axe.check(page, `table ${s.headings.some((h) => /^Sale/.test(h)) ? 'in a Sale' : ''}`);
  for (const name of people) {
    const enter = s.buttons.find((b) => b === `Show ${name}'s screen` || b.startsWith(`Enter ${name}'s`));
    if (enter) return act(enter, role('region', 'Game table'));
  }
  const open = find(/^(Take \d+ Gold|Re-hire |Take |Continue$)/) ?? find(/^Banish /);
  if (open && people.some((n) => s.waiting.includes(n))) return act(open, role('region', 'Game table'));
  await sleep(60);
  return 'wait';
}

/** The names of the cards in the hand on the open private screen: secrets while on no table. */
async function secretsOf(page) {
  await page.evaluate((_, lib) => {
    const hand = lib.all({ role: 'list', name: /'s hand$/ }).pop();
    if (!hand) return;
    const seat = lib.nameOf(hand).replace(/'s hand$/, '');
    const names = [...hand.querySelectorAll('[aria-label]')].map((c) => (c.getAttribute('aria-label') ?? '').split(':')[0]).filter(Boolean);
    window.__e2eSecrets = [...(window.__e2eSecrets ?? []).filter((x) => x.seat !== seat), { seat, names }];
  });
}

describe('Adventure Mart with the keyboard alone', () => {
  const b = browserSuite({ viewport: LANDSCAPE });
  const axe = axeByKind();

  test('two people play a whole game to the Review', WHOLE_GAME, async () => {
    const { page } = b;
    await openControlled(page);
    await waitForHome(page);
    const kb = keyboardFor(page);
    await newGameByKeyboard(kb, page, { game: 'Adventure Mart', seats: ['Ana', 'Ben'] });
    const toStart = kb.presses;
    await page.evaluate(installAnnouncementsInPage);
    kb.presses = 0;
    const t0 = Date.now();
    const watch = stallWatch();
    const rounds = new Map();
    let over = false;
    for (let i = 0; i < 20_000 && !over; i++) {
      const did = await step(kb, page, ['Ana', 'Ben'], axe, rounds).catch((e) => {
        if (e instanceof Gone) return 'wait';
        throw e;
      });
      if (process.env.KB_DEBUG && did !== 'wait') console.log(`${kb.presses} ${did} | ${kb.trail.at(-1) ?? ''}`);
      over = did === 'over';
      await watch.step(did, page);
    }
    assert.ok(over, 'the Review shows');
    const said = await announcements(page);
    console.log(`${ENGINE}: start ${toStart} presses (+${kb.typed} typed); a whole 2-person game in ${kb.presses} presses, ${((Date.now() - t0) / 1000).toFixed(0)} s; ${said.length} announcements`);
    console.log(`Shift+Tab rounds: ${[...rounds].map(([k, r]) => `${k} (${r.length})`).join('; ')}`);
    // WebKit's Shift+Tab once went from a private screen's title to its dialog and back, for ever.
    assert.deepEqual(kb.traps, [], 'Shift+Tab traps');
    assert.ok(rounds.size > 0, 'Shift+Tab went round the private screens');
    assert.deepEqual(checkAnnouncements(said), []);
    assert.ok(said.some((a) => a.region === 'Latest moves') && said.some((a) => a.region === 'Whose turn'), 'moves and turns were announced');
  });

  test('no page errors; axe finds nothing at any impact on Adventure Mart\'s screens', T, async () => {
    console.log(axeSummary());
    assert.deepEqual(axe.problems, []);
    assert.deepEqual(await b.problems(), []);
  });
});
