// The Bidding dial in the browser (built app, Chromium): three people start a sitting from New game
// and enter a Supply round and a Sale round through the gate. Until each reveal, no entered value
// is in the page or in any storage a page script can read except the app's own database; a reload
// in the middle of the Sale round comes back covered with the entries kept; the reveal's order is
// checked for ties in both directions (the turn order reversed between the rounds); the sitting
// resumes from home, online and offline; axe and layout checks on its screens. With
// SHOPFLOOR_SCREENSHOTS=1 it refreshes docs/dial-entry.png, docs/dial-reveal.png and docs/dial-table.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { browserSuite, openControlled, TEST_LIMIT, waitForHome } from './browser.mjs';
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
  const { violations } = await new AxeBuilder({ page }).analyze();
  for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
    found.push(`${where}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
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
  const hold = page.getByRole('button', { name: `Hold to show ${name}'s screen` });
  if ((await hold.count()) === 0) {
    // The cover went to whoever is next in turn order; step back to the table and pick this person.
    const back = page.getByRole('dialog').getByRole('button', { name: 'Back to the table', exact: true });
    if ((await back.count()) > 0) await back.click();
    await page.getByRole('button', { name: new RegExp(`^Enter ${name}'s (price|offer)$`) }).click();
  }
  await holdGate(page, name);
  for (const [group, value] of taps) {
    await page.getByRole('group', { name: group }).getByRole('button', { name: value, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Lock in' }).click();
  await page.getByRole('button', { name: 'Lock in' }).waitFor({ state: 'detached' });
}

async function startRound(page, bidding, item) {
  await page.getByRole('radio', { name: new RegExp(`^${bidding}`) }).check();
  await page.getByRole('radio', { name: item, exact: true }).check();
  await page.getByRole('button', { name: `Start the ${bidding} round for ${item}` }).click();
  await page.getByRole('list', { name: 'Who has locked in' }).waitFor();
}

async function revealOrder(page, title) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  const items = await dialog.getByRole('list', { name: 'Service order' }).getByRole('listitem').allTextContents();
  const ties = await dialog.locator('.tie-break').allTextContents();
  return { dialog, items: items.map((t) => t.replace(/\s+/g, ' ').trim()), ties };
}

describe('Bidding dial in the browser', () => {
  const b = browserSuite({ viewport: LANDSCAPE });

  test('three people: a Supply round through the gate, sealed until the reveal, highest price first, tie to the later in turn order', T, async () => {
    const { page } = b;
    await openControlled(page);
    await waitForHome(page);
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    await page.getByRole('radio', { name: 'Bidding dial', exact: true }).check();
    const rows = await page.getByRole('textbox', { name: /^Player \d name$/ }).count();
    for (let i = rows; i < 3; i++) await page.getByRole('button', { name: 'Add a player' }).click();
    for (const [i, name] of ['Ana', 'Ben', 'Cy'].entries()) {
      await page.getByRole('textbox', { name: `Player ${i + 1} name`, exact: true }).fill(name);
    }
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.getByRole('region', { name: 'Game table' }).waitFor();

    await checkScreen(page, 'next round');
    await startRound(page, 'Supply', 'Food');
    await assertSealed(page, ['$4', '$6'], 'before any entry');
    await enter(page, 'Ana', [['Price per crate', '$4']]);
    await page.getByRole('heading', { name: 'Pass the tablet to Ben' }).waitFor();
    await assertSealed(page, ['$4'], "after Ana's entry");
    await enter(page, 'Ben', [['Price per crate', '$6']]);
    await assertSealed(page, ['$4', '$6'], "after Ben's entry");
    await enter(page, 'Cy', [['Price per crate', '$4']]);

    const { dialog, items, ties } = await revealOrder(page, 'Round 1 · Supply · Food: revealed');
    assert.deepEqual(items, ['BBen $6 per crate', 'CCy $4 per crate', 'AAna $4 per crate']);
    assert.deepEqual(ties, ['Same price: Cy goes before Ana, being later in turn order.']);
    if (shots) await page.screenshot({ path: join(docs, 'dial-reveal.png') });
    await checkScreen(page, 'reveal');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    // The reveal stays on the board until the next round starts.
    await page.getByRole('region', { name: 'Round 1 · Supply · Food: service order' }).waitFor();
    await checkScreen(page, 'table after the reveal');
  });

  test('a Sale round after reversing the turn order: a reload mid-round comes back covered with the entries kept; the tie goes the other way', T, async () => {
    const { page } = b;
    // Ana, Ben, Cy becomes Cy, Ben, Ana: three moves, each saved at once.
    for (const [who, before] of [['Ben', 'Ana'], ['Cy', 'Ana'], ['Cy', 'Ben']]) {
      await page.getByRole('button', { name: `Move ${who} before ${before}` }).click();
    }
    await page.getByText('Turn order: Cy, Ben and Ana.').waitFor();

    await startRound(page, 'Sale', 'Clothing');
    await enter(page, 'Ana', [['Crates to sell', '2'], ['Price per crate', '$5']]);
    await enter(page, 'Ben', [['Crates to sell', '1'], ['Price per crate', '$5']]);
    await assertSealed(page, ['$5'], 'after Ana and Ben');

    // Cy opens the private screen and chooses, and the page is reloaded right then.
    await holdGate(page, 'Cy');
    await page.getByRole('group', { name: 'Crates to sell' }).getByRole('button', { name: '3', exact: true }).click();
    await page.getByRole('group', { name: 'Price per crate' }).getByRole('button', { name: '$7', exact: true }).click();
    if (shots) await page.screenshot({ path: join(docs, 'dial-entry.png') });
    await checkScreen(page, 'Sale offer');
    await page.reload();
    await page.getByRole('region', { name: 'Where the game is' }).waitFor();
    await page.getByRole('list', { name: 'Who has locked in' }).waitFor();
    // Covered: no private screen; Ana and Ben still locked in, Cy awaited.
    assert.equal(await page.getByRole('button', { name: 'Lock in' }).count(), 0);
    assert.equal(await page.getByRole('heading', { name: /^Cy's / }).count(), 0);
    const rows = (await page.getByRole('list', { name: 'Who has locked in' }).getByRole('listitem').allTextContents()).map((t) => t.replace(/\s+/g, ' '));
    assert.deepEqual(rows, ["CCyNot yetEnter Cy's offer", "BBenLocked inChange Ben's offer", "AAnaLocked inChange Ana's offer"]);
    await assertSealed(page, ['$5', '$7'], 'after the reload');
    await checkScreen(page, 'table mid-round');
    if (shots) await page.screenshot({ path: join(docs, 'dial-table.png') });

    await page.getByRole('button', { name: "Enter Cy's offer" }).click();
    await page.getByRole('heading', { name: 'Pass the tablet to Cy' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Lock in' }).count(), 0);
    await enter(page, 'Cy', [['Crates to sell', '3'], ['Price per crate', '$7']]);

    const { dialog, items, ties } = await revealOrder(page, 'Round 2 · Sale · Clothing: revealed');
    // Same $5: Ana (last in turn order now) sells before Ben; in round 1's order Ben would have.
    assert.deepEqual(items, ['AAna $5 for 2 crates', 'BBen $5 for 1 crate', 'CCy $7 for 3 crates']);
    assert.deepEqual(ties, ['Same price: Ana goes before Ben, being later in turn order.']);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    const history = page.getByRole('region', { name: 'Rounds of this sitting' });
    assert.deepEqual(await history.getByRole('heading', { level: 3 }).allTextContents(), ['Round 2 · Sale · Clothing', 'Round 1 · Supply · Food']);
  });

  test('the sitting is listed on the home screen and resumes where it was, online and offline', T, async () => {
    const { page } = b;
    await page.getByRole('button', { name: 'Back to home' }).click();
    await waitForHome(page);
    await page.getByRole('list', { name: 'Saved games' }).getByText('Bidding dial').first().waitFor();
    await page.getByRole('button', { name: /^Continue: Bidding dial with Ana, Ben, Cy/ }).click();
    await page.getByRole('heading', { name: 'Round 3: what is bid?' }).waitFor();
    // Offline, a reload still opens the sitting from the device, with its history.
    await b.context.setOffline(true);
    try {
      await page.reload();
      await page.getByRole('heading', { name: 'Round 3: what is bid?' }).waitFor();
      const history = page.getByRole('region', { name: 'Rounds of this sitting' });
      assert.equal(await history.getByRole('heading', { level: 3 }).count(), 2);
    } finally {
      await b.context.setOffline(false);
    }
  });

  test('no page errors or CSP violations; no serious accessibility or layout problems on the dial\'s screens', T, async () => {
    assert.deepEqual(b.problems.filter((p) => !/ERR_INTERNET_DISCONNECTED/.test(p)), []);
    assert.deepEqual(found, []);
  });
});
