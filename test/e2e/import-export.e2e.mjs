// Export and import through the real home screen (npm run test:e2e, every engine): a game in progress is exported
// only after the warning; a forged copy of that file is refused with a sentence and changes
// nothing; the real file is imported and opens; a file with an unstorable move gets its own refusal.
// The exported file is read as the app hands it to the browser (its <a download> and blob), and a
// file is imported as a File in the input's FileList: the same in every engine.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, button, css, onlyIn, openControlled, role, TEST_LIMIT, waitForHome } from './browser.mjs';
import { fasterBots, startGame } from './bm-driver.mjs';

const T = TEST_LIMIT;
const GAME = 'Brick & Mortar with Ana, Ben, Cleo';

const savedCards = role('list', 'Saved games').role('listitem').has(role('heading', GAME, { exact: true }));

/** Hands a file to the home screen's Import control, as a player picking it would. */
async function importText(page, name, text) {
  await page.setFile(css('input[type=file]'), { name, text });
}

describe('export and import through the home screen', () => {
  const b = browserSuite();
  /** @type {string} */
  let exported;
  /** @type {string[] | undefined} the ids after the 40 copies' import */
  let imported;


  test('a game in progress is exported only after the warning', T, async () => {
    const { page } = b;
    await openControlled(page);
    await waitForHome(page);
    await fasterBots(page);
    await startGame(page, { seats: ['Ana', 'Ben', 'Cleo'], bots: [0, 1, 2] });
    // Let the bots play a few moves, then leave.
    await page.waitUntil(() => Number(/(\d+) moves saved/.exec(document.body.innerText)?.[1] ?? 0) >= 3, null, { what: '3 moves saved' });
    await page.click(button('Back to home'));
    await waitForHome(page);
    await page.click(savedCards.first().role('button', 'Export', { exact: true }));
    const dialog = role('dialog', 'This game is still in progress.');
    await page.waitFor(dialog);
    assert.match(await page.text(dialog), /hidden cards and sealed entries, and the order of the decks/);
    await page.captureDownloads();
    await page.click(dialog.role('button', 'Export it anyway'));
    const download = await page.nextDownload();
    assert.match(download.name, /^shopfloor-game-.*\.json$/);
    exported = download.text;
    const file = JSON.parse(exported);
    assert.equal(file.matches.length, 1);
    assert.ok(file.matches[0].log.length > 0, 'the bots made some moves before the export');
    await page.waitFor(role('status').hasText(/^Exported to shopfloor-game-/));
  });

  test('a forged export is refused with a sentence, and nothing changes', T, async () => {
    const { page } = b;
    assert.ok(exported, 'needs the export from the previous test');
    const forged = JSON.parse(exported);
    const match = forged.matches[0];
    match.snapshots[0].state.players[0].cash = 999999;
    for (const record of match.log) record.hash = '';
    await importText(page, 'forged.json', JSON.stringify(forged));
    const alert = role('alert');
    await page.waitFor(alert);
    const text = await page.text(alert);
    assert.match(text, /^Game 1 in the file .*, the Brick & Mortar game of Ana, Ben and Cleo, can't be imported: its starting position is not the one its seats, options and seed deal\. Nothing was imported\.$/);
    assert.equal(await page.count(savedCards), 1);
  });

  test('a move that cannot be stored gets its own refusal', T, async () => {
    const { page } = b;
    const odd = JSON.parse(exported);
    odd.matches[0].log[0].action = { type: 'advertise', a: { b: { c: { d: { e: { f: 1 } } } } } };
    await importText(page, 'odd.json', JSON.stringify(odd));
    await page.waitFor(role('alert').hasText(/move 1 is not a move Shopfloor can keep \(it is nested too deeply\)\. Nothing was imported\.$/));
    assert.equal(await page.count(savedCards), 1);
  });

  test('the real export is imported, listed beside the original, and opens', T, async () => {
    const { page } = b;
    await importText(page, 'real.json', exported);
    await page.waitFor(role('status').hasText('Imported 1 saved game.'));
    await page.waitUntil((spec, lib) => lib.all(spec).length === 2, savedCards.spec, { what: 'two saved copies' });
    // Both copies (the original and the imported one, same header) open to a live table.
    for (const i of [0, 1]) {
      await page.click(savedCards.nth(i).role('button', 'Open', { exact: true }));
      await page.waitFor(role('region', 'Where the game is'));
      await page.click(button('Back to home'));
      await waitForHome(page);
    }
    assert.deepEqual(await b.problems(), []);
  });

  test('a file holding one game 40 times, and a game whose id is __proto__, import as 41 saved games', T, async () => {
    const { page } = b;
    const file = JSON.parse(exported);
    const [bundle] = file.matches;
    const proto = JSON.parse(JSON.stringify(bundle));
    proto.meta.id = '__proto__';
    for (const s of proto.snapshots) s.matchId = '__proto__';
    for (const r of proto.log) r.matchId = '__proto__';
    file.matches = [...Array.from({ length: 40 }, () => bundle), proto];
    await importText(page, 'many.json', JSON.stringify(file));
    await page.waitFor(role('status').hasText('Imported 41 saved games.'), { timeout: 120_000 });
    // The ids as a player's "Export all" writes them (reading IndexedDB from the test's own script,
    // then leaving the page, froze IndexedDB for the next page in WebKitGTK 2.50).
    await page.click(button('Export all', { exact: true }));
    const dialog = role('dialog', '43 of these games are still in progress.');
    await page.waitFor(dialog);
    await page.captureDownloads();
    await page.click(dialog.role('button', 'Export all anyway'));
    const ids = JSON.parse((await page.nextDownload()).text).matches.map((m) => m.meta.id);
    assert.equal(ids.length, 43, 'the original, the earlier import, 40 copies and __proto__');
    assert.ok(ids.includes('__proto__'));
    imported = ids;
    assert.deepEqual(await b.problems(), []);
  });

  // WebKitGTK 2.50 (Debian 12) freezes IndexedDB for the next page when a page is left while a
  // transaction is open (here: a page's second listing step, or the test's own read), so every
  // open after it waits for ever; Safari has the same report (idb-keyval issue 180). The app cannot
  // prevent a page from being left; this test's navigations one after another meet it every time.
  test('every copy opens straight from its address, beyond home\'s first screenful', { ...T, ...onlyIn(['chromium', 'firefox'], 'WebKitGTK freezes IndexedDB after a page is left mid-transaction') }, async () => {
    const { page } = b;
    assert.equal(imported?.length, 43, 'needs the import from the previous test');
    // Each opened straight from its address, as a reload on its page does: the oldest lie beyond
    // home's first screenful, which must not make them "not found".
    for (const id of ['__proto__', ...imported.filter((x) => x !== '__proto__').slice(-3)]) {
      await page.goto(`/match/${encodeURIComponent(id)}`);
      await page.waitFor(role('region', 'Where the game is'), { timeout: 60_000 });
      assert.equal(await page.exists(role('heading', 'Game not found')), false);
    }
    assert.deepEqual(await b.problems(), []);
  });
});
