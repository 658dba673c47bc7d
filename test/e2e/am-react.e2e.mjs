// A React window in the browser: the same sequence of screens for a person who holds a React and
// one who does not. The game is a real one (made by test/e2e/am-react-fixture.ts with the engine,
// imported through Home like any saved game), stopped as a hidden React window opens in which Cy
// holds a legal React and Ana does not. Each asked person gets the covered gate (from the table or
// handed on), holds it and sees the React window with Continue: the same screens either way.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { browserSuite, button, css, openControlled, role, TEST_LIMIT, waitForHome } from './browser.mjs';
import { holdPrivate } from './am-driver.mjs';

const T = TEST_LIMIT;

function fixture() {
  const out = execFileSync(process.execPath, ['test/tools/run-ts.mjs', 'test/e2e/am-react-fixture.ts'], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1));
}

/** What the screen shows at a moment, with every name replaced by "X" so two seats compare. */
async function shape(page, name) {
  const raw = await page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]');
    const scope = dialog ?? document.querySelector('.table-action') ?? document.body;
    return {
      headings: [...scope.querySelectorAll('h2, h3')].map((h) => h.textContent.replace(/\s+/g, ' ').trim()),
      regions: [...scope.querySelectorAll('section[aria-label]')].map((s) => s.getAttribute('aria-label')),
      waiting: document.querySelector('.status-waiting')?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
    };
  });
  const x = (t) => t.replaceAll(name, 'X');
  return { headings: raw.headings.map(x), regions: raw.regions.map(x), waiting: x(raw.waiting) };
}

describe('a React window in the browser', () => {
  const b = browserSuite({ viewport: { width: 1024, height: 768 } });

  test('a person without a React sees the same screens as one with, up to their own choice', T, async () => {
    const { page } = b;
    const { text, asked } = fixture();
    const holder = asked.find((a) => a.holds);
    const other = asked.find((a) => !a.holds);
    assert.ok(holder && other);
    await openControlled(page);
    await waitForHome(page);
    await page.setFile(css('input[type=file]'), { name: 'react.json', text });
    await page.waitFor(role('status').hasText('Imported 1 saved game.'));
    await page.click(role('list', 'Saved games').role('button', 'Open', { exact: true }).first());
    await page.waitFor(role('region', 'Where the game is'));

    const seen = {};
    for (const { name, holds } of asked) {
      const steps = [];
      // The asked person's covered gate: handed on by the previous person's Continue, or opened
      // from the table's invite.
      const hold = button(`Hold to show ${name}'s screen`);
      const invite = button(`Show ${name}'s screen`, { exact: true });
      await page.waitUntil(async ([h, i], lib) => lib.all(h).length + lib.all(i).length > 0, [hold.spec, invite.spec], { what: `${name}'s gate or invite` });
      if ((await page.count(hold)) === 0) await page.click(invite);
      await page.waitFor(hold);
      steps.push(await shape(page, name));
      await holdPrivate(page, name);
      const screen = css('dialog[open]').role('region', 'React window');
      await page.waitFor(screen);
      const own = await shape(page, name);
      steps.push({ ...own, headings: own.headings.slice(0, 1), regions: own.regions.slice(0, 1) });
      const reactButtons = await page.texts(screen.role('button'));
      assert.ok(reactButtons.includes('Continue'), `${name} can continue`);
      assert.equal(reactButtons.length > 1, holds, `${name} ${holds ? 'holds' : 'does not hold'} a React`);
      seen[name] = steps;
      // Everyone passes, so the window asks the next person.
      await page.click(screen.role('button', 'Continue', { exact: true }));
      await page.waitFor(button('Cover the screen'), { gone: true });
    }
    assert.deepEqual(seen[other.name], seen[holder.name], 'the holder and the other person saw the same screens');
    assert.deepEqual(await b.problems(), []);
  });
});
