// The Bidding dial in the browser (built app, every engine): three people start a sitting from New game
// and enter a Supply round and a Sale round through the gate. Until each reveal, no entered value
// is in the page or in any storage a page script can read except the app's own database; a reload
// in the middle of the Sale round comes back covered with the entries kept; the reveal's order is
// checked for ties in both directions (the turn order reversed between the rounds); the sitting
// resumes from home, online and with the server stopped; layout checks on its screens (axe in
// Chromium). With
// SHOPFLOOR_SCREENSHOTS=1 it refreshes docs/dial-entry.png, docs/dial-reveal.png and docs/dial-table.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { afterSaves, axeSerious, browserSuite, button, countSavesInPage, heading, openControlled, role, TEST_LIMIT, text, waitForHome } from './browser.mjs';
import { holdGate, LANDSCAPE, layoutAtBothSizes } from './bm-driver.mjs';

const T = TEST_LIMIT;
const shots = process.env.SHOPFLOOR_SCREENSHOTS === '1';
const docs = join(import.meta.dirname, '..', '..', 'docs');
const APP_DB = 'shopfloor';

/** Serious accessibility problems (axe) and layout problems (overflow, small targets or text),
 * gathered on each screen at both tablet sizes and checked at the end. */
const found = [];
async function checkScreen(page, where) {
  found.push(...(await layoutAtBothSizes(page, where)));
  found.push(...(await axeSerious(page, where)));
}

/** Everything a page script can read outside the app's own database, as one string. */
async function readableStorage(page) {
  return page.evaluate(async (appDb) => {
    const parts = [];
    for (const store of [localStorage, sessionStorage]) {
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i);
        parts.push(`${key}=${store.getItem(key)}`);
      }
    }
    parts.push(`cookie=${document.cookie}`);
    const dbs = (await indexedDB.databases()).map((d) => d.name).filter((n) => n !== appDb);
    parts.push(`other databases=${dbs.join(',')}`);
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) parts.push(`cache ${name}: ${req.url}`);
    }
    return parts.join('\n');
  }, APP_DB);
}

/** The entered values are nowhere a page script could read: the page and its storage. */
async function assertSealed(page, secrets, when) {
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  for (const s of secrets) assert.ok(!html.includes(s), `${when}: "${s}" is in the page`);
  const storage = await readableStorage(page);
  assert.ok(!/price|offer|quantity/i.test(storage), `${when}: storage mentions an entry:\n${storage}`);
  for (const s of secrets) assert.ok(!storage.includes(s), `${when}: "${s}" is in storage`);
}

/** Through the gate: the person's button (unless the cover already came to them), hold, tap, Lock in. */
async function enter(page, name, taps) {
  const hold = button(`Hold to show ${name}'s screen`);
  if ((await page.count(hold)) === 0) {
    // The cover went to whoever is next in turn order; step back to the table and pick this person.
    const back = role('dialog').role('button', 'Back to the table', { exact: true });
    if ((await page.count(back)) > 0) await page.click(back);
    await page.click(button(new RegExp(`^Enter ${name}'s (price|offer)$`)));
  }
  await holdGate(page, name);
  for (const [group, value] of taps) {
    await page.click(role('group', group).role('button', value, { exact: true }));
  }
  await page.click(button('Lock in'));
  await page.waitFor(button('Lock in'), { gone: true });
}

async function startRound(page, bidding, item) {
  await page.check(role('radio', new RegExp(`^${bidding}`)));
  await page.check(role('radio', item, { exact: true }));
  await page.click(button(`Start the ${bidding} round for ${item}`));
  await page.waitFor(role('list', 'Who has locked in'));
}

async function revealOrder(page, title) {
  const dialog = role('dialog', title);
  await page.waitFor(dialog);
  const items = await page.texts(dialog.role('list', 'Service order').role('listitem'));
  const ties = await page.texts(dialog.css('.tie-break'));
  return { dialog, items: items.map((t) => t.replace(/\s+/g, ' ').trim()), ties };
}

describe('Bidding dial in the browser', () => {
  const b = browserSuite({ viewport: LANDSCAPE, ownServer: true });

  test('three people: a Supply round through the gate, sealed until the reveal, highest price first, tie to the later in turn order', T, async () => {
    const { page } = b;
    await openControlled(page);
    await waitForHome(page);
    await page.click(button('New game', { exact: true }));
    await page.check(role('radio', 'Bidding dial', { exact: true }));
    const rows = await page.count(role('textbox', /^Player \d name$/));
    for (let i = rows; i < 3; i++) {
      await page.click(button('Add a player'));
      await page.waitFor(role('textbox', `Player ${i + 1} name`, { exact: true }));
    }
    for (const [i, name] of ['Ana', 'Ben', 'Cy'].entries()) {
      await page.fill(role('textbox', `Player ${i + 1} name`, { exact: true }), name);
    }
    await page.click(button('Start game'));
    await page.waitFor(role('region', 'Game table'));

    await checkScreen(page, 'next round');
    await startRound(page, 'Supply', 'Food');
    await assertSealed(page, ['$4', '$6'], 'before any entry');
    await enter(page, 'Ana', [['Price per crate', '$4']]);
    await page.waitFor(heading('Pass the tablet to Ben'));
    await assertSealed(page, ['$4'], "after Ana's entry");
    await enter(page, 'Ben', [['Price per crate', '$6']]);
    await assertSealed(page, ['$4', '$6'], "after Ben's entry");
    await enter(page, 'Cy', [['Price per crate', '$4']]);

    const { dialog, items, ties } = await revealOrder(page, 'Round 1 · Supply · Food: revealed');
    assert.deepEqual(items, ['BBen $6 per crate', 'CCy $4 per crate', 'AAna $4 per crate']);
    assert.deepEqual(ties, ['Same price: Cy goes before Ana, being later in turn order.']);
    if (shots) await page.screenshot(join(docs, 'dial-reveal.png'));
    await checkScreen(page, 'reveal');
    await page.click(dialog.role('button', 'Continue'));
    // The reveal stays on the board until the next round starts.
    await page.waitFor(role('region', 'Round 1 · Supply · Food: service order'));
    await checkScreen(page, 'table after the reveal');
  });

  test('a Sale round after reversing the turn order: a reload mid-round comes back covered with the entries kept; the tie goes the other way', T, async () => {
    const { page } = b;
    // Ana, Ben, Cy becomes Cy, Ben, Ana: three moves, each saved at once.
    await page.evaluate(countSavesInPage);
    for (const [who, before] of [['Ben', 'Ana'], ['Cy', 'Ana'], ['Cy', 'Ben']]) {
      await page.click(button(`Move ${who} before ${before}`));
      await afterSaves(page);
    }
    await page.waitFor(text('Turn order: Cy, Ben and Ana.'));

    await startRound(page, 'Sale', 'Clothing');
    await enter(page, 'Ana', [['Crates to sell', '2'], ['Price per crate', '$5']]);
    await enter(page, 'Ben', [['Crates to sell', '1'], ['Price per crate', '$5']]);
    await assertSealed(page, ['$5'], 'after Ana and Ben');

    // Cy opens the private screen and chooses, and the page is reloaded right then.
    await holdGate(page, 'Cy');
    await page.click(role('group', 'Crates to sell').role('button', '3', { exact: true }));
    await page.click(role('group', 'Price per crate').role('button', '$7', { exact: true }));
    if (shots) await page.screenshot(join(docs, 'dial-entry.png'));
    await checkScreen(page, 'Sale offer');
    await page.reload();
    await page.waitFor(role('region', 'Where the game is'));
    await page.waitFor(role('list', 'Who has locked in'));
    // Covered: no private screen; Ana and Ben still locked in, Cy awaited.
    assert.equal(await page.count(button('Lock in')), 0);
    assert.equal(await page.count(heading(/^Cy's /)), 0);
    const rows = (await page.texts(role('list', 'Who has locked in').role('listitem'))).map((t) => t.replace(/\s+/g, ' '));
    assert.deepEqual(rows, ["CCyNot yetEnter Cy's offer", "BBenLocked inChange Ben's offer", "AAnaLocked inChange Ana's offer"]);
    await assertSealed(page, ['$5', '$7'], 'after the reload');
    await checkScreen(page, 'table mid-round');
    if (shots) await page.screenshot(join(docs, 'dial-table.png'));

    await page.click(button("Enter Cy's offer"));
    await page.waitFor(heading('Pass the tablet to Cy'));
    assert.equal(await page.count(button('Lock in')), 0);
    await enter(page, 'Cy', [['Crates to sell', '3'], ['Price per crate', '$7']]);

    const { dialog, items, ties } = await revealOrder(page, 'Round 2 · Sale · Clothing: revealed');
    // Same $5: Ana (last in turn order now) sells before Ben; in round 1's order Ben would have.
    assert.deepEqual(items, ['AAna $5 for 2 crates', 'BBen $5 for 1 crate', 'CCy $7 for 3 crates']);
    assert.deepEqual(ties, ['Same price: Ana goes before Ben, being later in turn order.']);
    await page.click(dialog.role('button', 'Continue'));

    const history = role('region', 'Rounds of this sitting');
    await page.waitFor(history);
    assert.deepEqual(await page.texts(history.role('heading', undefined, { level: 3 })), ['Round 2 · Sale · Clothing', 'Round 1 · Supply · Food']);
  });

  test('the sitting is listed on the home screen and resumes where it was, online and offline', T, async () => {
    const { page } = b;
    await page.click(button('Back to home'));
    await waitForHome(page);
    await page.waitFor(role('list', 'Saved games').text('Bidding dial').first());
    await page.click(button(/^Continue: Bidding dial with Ana, Ben, Cy/));
    await page.waitFor(heading('Round 3: what is bid?'));
    // With the server stopped, a reload still opens the sitting from the device, with its history.
    await b.offline(async () => {
      await page.reload();
      await page.waitFor(heading('Round 3: what is bid?'));
      const history = role('region', 'Rounds of this sitting');
      await page.waitFor(history);
      assert.equal(await page.count(history.role('heading', undefined, { level: 3 })), 2);
    });
  });

  test('no page errors or CSP violations; no serious accessibility or layout problems on the dial\'s screens', T, async () => {
    assert.deepEqual(await b.problems(), []);
    assert.deepEqual(found, []);
  });
});
