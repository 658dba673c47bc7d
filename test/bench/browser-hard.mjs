// bench:browser's `hard` part: how long a Hard bot takes to decide in the built app, Chromium with
// the CPU slowed (issue 31: p95 at most 1 s, none over 1.5 s). Two Hard bots play a game alone
// (Faster bots on); every request the table posts to a Hard worker and the worker's answer are
// timed on the page's main thread, from postMessage to the answer's message event, so the first
// decision also pays for fetching and starting the worker, as a person's first wait does. The
// app is not touched: an init script wraps the page's Worker constructor.
// Playwright's own locators here: the e2e helpers now take the e2e driver's page, not Playwright's.

async function waitForHome(page) {
  await page.getByRole('heading', { name: 'Shopfloor', level: 1, exact: true }).waitFor({ timeout: 30_000 });
}

/** Settings' "Faster bots", so the game reaches its searched decisions sooner. */
async function fasterBots(page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  await page.getByRole('checkbox', { name: 'Faster bots' }).check();
  await page.getByRole('button', { name: 'Back to home' }).click();
  await waitForHome(page);
}

/** Runs in the page before the app: times each Hard worker request to its answer. */
export function hardProbe() {
  const Native = window.Worker;
  const asked = new Map();
  const probe = { decisions: [] };
  window.__hard = probe;
  window.Worker = class extends Native {
    constructor(url, options) {
      super(url, options);
      this.__hard = /hard-worker/.test(String(url));
      if (!this.__hard) return;
      this.addEventListener('message', (e) => {
        const t0 = asked.get(e.data?.id);
        if (t0 === undefined) return;
        asked.delete(e.data.id);
        probe.decisions.push({ ms: performance.now() - t0, rollouts: e.data.rollouts ?? 0, moved: e.data.action !== null });
      });
    }
    postMessage(message, ...rest) {
      if (this.__hard && typeof message?.id === 'number') asked.set(message.id, performance.now());
      return super.postMessage(message, ...rest);
    }
  };
}

/** Fills New game with two Hard bots, Bo and Cy, of `gameName`, and starts it. */
async function startHardGame(page, gameName) {
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await page.getByRole('heading', { name: 'New game', level: 1 }).waitFor();
  await page.getByRole('radio', { name: gameName, exact: true }).check();
  for (const [i, name] of ['Bo', 'Cy'].entries()) {
    await page.getByRole('textbox', { name: `Player ${i + 1} name`, exact: true }).fill(name);
    await page.getByRole('group', { name: `Player ${i + 1} plays as` }).getByRole('radio', { name: 'Bot' }).check();
  }
  await page.waitForFunction(() => document.querySelectorAll('select[id$="-level"]').length === 2);
  // Each level select is labelled by its seat (Player 1 level, Player 2 level).
  for (const i of [1, 2]) await page.getByLabel(`Player ${i} level`, { exact: true }).selectOption('hard');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('region', { name: 'Game table' }).waitFor();
}

/**
 * Plays `gameName` with two Hard bots until `want` decisions were searched (rollouts > 0), the
 * game ends, or `limitMs` passes. Returns every timed decision.
 * @param {{ page: import('playwright-core').Page, context: import('playwright-core').BrowserContext, throttle: (rate: number) => Promise<unknown> }} b
 */
export async function playHard(b, { gameName, rate, want, limitMs, log }) {
  const { page } = b;
  await b.context.addInitScript(hardProbe);
  await page.goto('/');
  await waitForHome(page);
  await fasterBots(page);
  await startHardGame(page, gameName);
  await b.throttle(rate);
  const until = Date.now() + limitMs;
  let last = -1;
  for (;;) {
    await page.waitForTimeout(2000);
    const { decisions, over } = await page.evaluate(() => ({
      decisions: window.__hard.decisions,
      over: [...document.querySelectorAll('h2')].some((h) => /^Game over/.test(h.textContent ?? '')),
    }));
    const searched = decisions.filter((d) => d.rollouts > 0).length;
    if (Math.floor(decisions.length / 10) !== Math.floor(last / 10)) log(`  ${gameName}: ${decisions.length} Hard decisions, ${searched} searched`);
    last = decisions.length;
    if (searched >= want || over || Date.now() > until) return decisions;
    if (await page.getByRole('button', { name: 'Let the bots try again' }).count()) throw new Error(`${gameName}: a bot error on the table`);
  }
}
