// A guided first game of each game, in the browser (built app, every engine): from home's game
// card, "Learn to play" opens New game preset for one person and two bots on the fixed deal; the
// person types a name and starts, then plays the whole game to its end following the notes: each
// note read, its outlined part of the table found, "Got it" pressed. Each kind of step is explained
// once and never again by itself; "Explain this step" brings a note back. At 390x844 the first note
// is read whole (within the screen's width, text at least 14 px). The notes are kept on the
// tablet: a second guided game shows none, and with notes turned off none shows either.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, button, css, ENGINE, openControlled, role, stallWatch, TEST_LIMIT, topDialog, waitForHome } from './browser.mjs';
import { fasterBots, LANDSCAPE, PHONE, playStep } from './bm-driver.mjs';
import { amStep } from './am-driver.mjs';

const T = TEST_LIMIT;

/** The note on screen now (inside the open dialog when one is), or null: its title and whether its
 * outlined part of the table is there. */
function noteNow(page) {
  return page.evaluate(() => {
    const dialogs = [...document.querySelectorAll('dialog[open]')];
    const scope = dialogs[dialogs.length - 1] ?? document;
    const note = [...scope.querySelectorAll('.guide-note')].find((el) => el.getBoundingClientRect().height > 0);
    if (!note) return null;
    const title = note.querySelector('h3')?.textContent?.trim() ?? '';
    const pointsAt = note.querySelector('.guide-note-at') !== null;
    return { title, inDialog: scope !== document, pointsAt };
  });
}

/** The first note, read on a phone: inside the screen's width, no text under 14 px. */
async function readableOnPhone(page) {
  await page.setViewport(PHONE);
  const found = await page.evaluate(() => {
    const note = document.querySelector('.guide-note');
    if (!note) return ['no note'];
    note.scrollIntoView();
    const problems = [];
    const box = note.getBoundingClientRect();
    if (box.left < 0 || box.right > innerWidth) problems.push(`the note spans ${box.left}..${box.right} of ${innerWidth} px`);
    for (const el of note.querySelectorAll('h3, p, button')) {
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < 14) problems.push(`"${el.textContent}" at ${size} px`);
      if (el.scrollWidth > el.clientWidth + 1) problems.push(`"${el.textContent}" is cut off`);
    }
    return problems;
  });
  await page.setViewport(LANDSCAPE);
  return found;
}

/**
 * Learn to play `game` from its card, as `name`, then play it to the end following the notes.
 * Returns the notes' titles in the order read.
 */
async function guidedGame(page, game, name, step, { explainOnce = true, phoneCheck = false } = {}) {
  await page.click(button(`Learn to play ${game}`, { exact: true }));
  await page.waitFor(role('heading', 'New game', { level: 1 }));
  assert.equal(await page.isChecked(role('radio', game, { exact: true })), true, `${game} is chosen`);
  assert.equal(await page.isChecked(role('checkbox', /^First game/)), true, 'First game is ticked');
  assert.equal(await page.isChecked(role('group', 'Player 2 plays as').role('radio', 'Bot')), true, 'Player 2 is a bot');
  assert.equal(await page.isChecked(role('group', 'Player 3 plays as').role('radio', 'Bot')), true, 'Player 3 is a bot');
  await page.fill(role('textbox', 'Player 1 name', { exact: true }), name);
  await page.click(button('Start game'));
  await page.waitFor(role('region', 'Where the game is'));

  const read = [];
  let explained = !explainOnce;
  const watch = stallWatch();
  for (let i = 0; i < 20_000; i++) {
    const note = await noteNow(page);
    if (note) {
      assert.ok(!read.includes(note.title) || note.title === read.at(-1), `"${note.title}" came back by itself`);
      if (note.pointsAt) {
        // The outline comes with the note: at the latest a frame after it.
        const outlined = await page
          .waitUntil(() => document.querySelectorAll('[data-guide-target]').length > 0, null, { timeout: 5000, what: 'the outline' })
          .then(() => true, () => false);
        assert.ok(outlined, `"${note.title}" outlines the part of the table it talks about`);
      }
      if (phoneCheck && read.length === 0 && !note.inDialog) assert.deepEqual(await readableOnPhone(page), [], 'the first note on a phone');
      if (!read.includes(note.title)) read.push(note.title);
      await page.click((note.inDialog ? topDialog() : css('.guide-note')).role('button', 'Got it', { exact: true }));
      await page.waitFor(css('.guide-note'), { gone: true });
      if (!explained && !note.inDialog) {
        // A note dismissed comes back on "Explain this step", the same one.
        explained = true;
        await page.click(button('Explain this step', { exact: true }));
        await page.waitFor(role('region', note.title));
        await page.click(css('.guide-note').role('button', 'Got it', { exact: true }));
        await page.waitFor(css('.guide-note'), { gone: true });
      }
      continue;
    }
    const r = await step(page, [name]);
    if (r === 'over') return read;
    await watch.step(r, page);
  }
  throw new Error('the guided game did not end');
}

describe('a guided first game of each game', () => {
  const b = browserSuite({ viewport: LANDSCAPE });

  test('Brick & Mortar, learnt from its card and played to the end following the notes', T, async () => {
    const { page } = b;
    await openControlled(page);
    await waitForHome(page);
    await fasterBots(page);
    // WebKit's MiniBrowser keeps its window at least about 447 px wide (TOOLCHAIN.md): a phone's
    // width is read in the other engines.
    const read = await guidedGame(page, 'Brick & Mortar', 'Ana', playStep, { phoneCheck: ENGINE !== 'webkit' });
    console.log(`# Brick & Mortar: ${read.length} notes read: ${read.join(' | ')}`);
    assert.ok(read.length >= 5, `at least five kinds of step explained: ${read.join(', ')}`);
    await page.waitFor(role('heading', /^Game over/));
  });

  test('Adventure Mart, learnt from its card and played to the Review following the notes', T, async () => {
    const { page } = b;
    await page.click(button('Back to home'));
    await waitForHome(page);
    const read = await guidedGame(page, 'Adventure Mart', 'Ana', amStep);
    console.log(`# Adventure Mart: ${read.length} notes read: ${read.join(' | ')}`);
    assert.ok(read.length >= 3, `at least three kinds of step explained: ${read.join(', ')}`);
  });

  test('what was explained is kept: a second guided game starts without a note; notes turned off stay off', T, async () => {
    const { page } = b;
    await page.click(button('Back to home'));
    await waitForHome(page);
    await page.click(button('Learn to play Adventure Mart', { exact: true }));
    await page.waitFor(role('heading', 'New game', { level: 1 }));
    // The last person's name is offered again.
    assert.equal(await page.evaluate(() => document.querySelector('input[id$="-name"]')?.value), 'Ana');
    await page.click(button('Start game'));
    await page.waitFor(role('region', 'Where the game is'));
    await page.waitFor(button('Explain this step', { exact: true }));
    assert.equal(await page.count(css('.guide-note')), 0, 'no note comes again by itself');
    await page.click(button('Explain this step', { exact: true }));
    await page.waitFor(css('.guide-note'));
    await page.click(css('.guide-note').role('button', 'Turn notes off', { exact: true }));
    await page.waitFor(css('.guide-note'), { gone: true });
    await page.reload();
    await page.waitFor(button('Explain this step', { exact: true }));
    assert.equal(await page.count(css('.guide-note')), 0, 'notes turned off stay off after a reload');
  });

  test('no page errors or CSP violations', T, async () => {
    assert.deepEqual(await b.problems(), []);
  });
});
