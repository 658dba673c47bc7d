#!/usr/bin/env node
// `npm run test:e2e`: serve the built app with `vite preview` on a free port and run the browser
// tests (test/e2e/*.e2e.mjs, node:test) against it, in each engine asked for:
//   npm run test:e2e                        Chromium, Firefox ESR and WebKitGTK, one after another
//   npm run test:e2e -- --engine firefox    one engine (chromium, firefox or webkit)
//   npm run test:e2e -- --engine webkit test/e2e/home.e2e.mjs   some files only
//   npm run test:e2e -- --engine firefox,webkit --parallel       engines side by side (CI: a browser
//                                           test mostly waits, so two engines share 2 cores well)
//   npm run test:e2e -- --full              everything, as below, plus the long tier
//   npm run test:e2e -- --list              which files each engine would run, and nothing else
// Every test is written once (driver/: one interface, one adapter per engine). Some files run in
// some engines only, each for the reason given in ONLY_IN. The long tier (whole games of
// minutes each) fits CI's 15 minutes only in part: LONG files run in Chromium alone and FULL_ONLY
// files not at all unless `--full` is given or the files are named. Builds only when dist/ is
// missing (CI builds first).
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative, basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from './driver/chromium.mjs';
import { FIREFOX_PATH } from './driver/firefox.mjs';
import { MINIBROWSER, WEBKIT_DRIVER } from './driver/webkit.mjs';
import { freePort, waitForUrl } from './driver/processes.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const started = Date.now();

/** Files that run in some engines only, and why (README, "Browsers"): the one place a whole file
 * is kept from an engine (a single test inside a file uses browser.mjs's `onlyIn`). Everything else
 * runs in all three (am-secrets.e2e.mjs among them: two people play Adventure Mart through the gate). */
/** Driven by Puppeteer over WebDriver BiDi, headless Firefox moves the focus with Tab and delivers
 * Enter and Space to a focused button as trusted keydown, keypress and keyup, but activates nothing
 * (its window never has the focus: document.hasFocus() is false, with or without
 * focusmanager.testmode), so no button can be pressed from the keyboard there. */
const KEYBOARD = [['chromium', 'webkit'], 'Firefox over BiDi presses no button with Enter or Space'];
export const ONLY_IN = {
  'pwa.e2e.mjs': [['chromium'], 'installability and the manifest through CDP (Page.getInstallabilityErrors): Chromium has the only API'],
  'update.e2e.mjs': [['chromium'], "the update prompt's service-worker hand-over: the same worker code in every engine, minutes of waiting"],
  'tabs.e2e.mjs': [['chromium'], 'a second tab of the same browser: WebKitWebDriver gives one window per session'],
  'bm-taps-3.e2e.mjs': [['chromium'], 'a benchmark of taps per month (whole 3-person games): engine-independent counts, minutes each'],
  'bm-taps-4.e2e.mjs': [['chromium'], 'the same benchmark with 4 people'],
  'am-taps-1.e2e.mjs': [['chromium'], 'taps and holds per Day: a fixed deal and fixed choices count the same in every engine'],
  'am-taps-3.e2e.mjs': [['chromium'], 'the same benchmark with three people'],
  'am-react.e2e.mjs': [['chromium'], "a React window's screens: the game's logic, shown by the same components everywhere"],
  'budget.e2e.mjs': [['chromium'], 'reads dist/ only: no browser at all'],
  'phones.e2e.mjs': [['chromium'], "a tablet and a phone as two processes whose cameras play each other's QR codes: Chromium's fake camera (--use-file-for-fake-video-capture) is the only one that plays a file"],
  'phones-two.e2e.mjs': [['chromium'], 'a tablet and two phones whose cameras play QR codes: as phones.e2e.mjs'],
  'phones-am.e2e.mjs': [['chromium'], 'a tablet and a phone whose cameras play QR codes: as phones.e2e.mjs'],
  'phones-closed.e2e.mjs': [['chromium'], 'a tablet and a phone whose cameras play QR codes: as phones.e2e.mjs'],
  'keyboard-am.e2e.mjs': KEYBOARD,
  'keyboard-bm.e2e.mjs': KEYBOARD,
  'keyboard-dial.e2e.mjs': KEYBOARD,
};
const runsIn = (engine, file) => ONLY_IN[basename(file)]?.[0].includes(engine) ?? true;

/** Whole games that take minutes in every engine: by default (CI: 15 minutes on 2 cores for
 * everything) Chromium alone plays them; `--full` plays them in every engine. */
export const LONG = {
  'guide.e2e.mjs': 'two guided games to their ends: 3 to 12 minutes an engine',
  'keyboard-dial.e2e.mjs': 'a dial round by keyboard with axe at three sizes on each screen',
  'hard-bot.e2e.mjs': "the Hard bot's worker: the same worker code in every engine",
  'keyboard-bm.e2e.mjs': 'a heavy 3-person January and a whole game by keyboard, axe on each kind of screen (KB_FULL=1: five Januaries)',
  'keyboard-am.e2e.mjs': 'a whole Adventure Mart game by keyboard, axe on each kind of screen',
};

/** Benchmarks and the layout walk: only with `--full` (README, "Browser tests", says
 * how long they take and what they measure). */
export const FULL_ONLY = {
  'layout.e2e.mjs': "every kind of screen of three games at three sizes on fixed deals: the whole walk, or its shorter form with LAYOUT_CI=1 (each game stops once it has met every kind of screen the whole walk meets but the end screen; 82 s of Chromium in a CI run here); out of CI with the keyboard games in: CI's Chromium phase went 236 -> 345 s with both, about 880 s in all, too near 15 minutes",
  'gate-resize.e2e.mjs': "a private screen through a turn of the tablet (WebKit: about 50 s); it records what the layout walk met, a window blur at 390 px under Xvfb, not a fault, and CI's WebKit phase is its longest",
  'bm-taps-3.e2e.mjs': 'taps per month, a whole 3-person game: a benchmark',
  'bm-taps-4.e2e.mjs': 'taps per month with 4 people: a benchmark',
  'am-taps-1.e2e.mjs': 'taps and holds per Day, one person and two bots: a benchmark',
  'am-taps-3.e2e.mjs': 'taps and holds per Day, three people: a benchmark',
  'phones-two.e2e.mjs': "two phones entering a January's sealed steps at once: three Chromium processes, longer than CI's 1-2 minutes of margin (phones.e2e.mjs, in CI, pairs one phone)",
  'phones-am.e2e.mjs': "Ana's Adventure Mart turns on her phone up to a Sale and her Offer composed there: a second pairing and a game's first turns, past CI's margin",
  'phones-closed.e2e.mjs': "a phone closed mid-entry and its seat back at the tablet's gate: two Chromium processes and a pairing, past CI's margin (Node covers it in tablet-phones.test.ts)",
};

const REQUIRED = {
  chromium: [[CHROMIUM_PATH, 'chromium']],
  firefox: [[FIREFOX_PATH, 'firefox-esr']],
  webkit: [
    [WEBKIT_DRIVER, 'webkit2gtk-driver'],
    [MINIBROWSER, 'webkit2gtk-driver'],
    ['/usr/bin/Xvfb', 'xvfb'],
  ],
};

/** The whole-game files take minutes, the rest seconds: started first, they run side by side while
 * the short ones fill the other slots, instead of the last long file running alone at the end. */
const LONGEST = ['layout.e2e.mjs', 'keyboard-am.e2e.mjs', 'keyboard-bm.e2e.mjs', 'bm-taps-3.e2e.mjs', 'guide.e2e.mjs', 'am-taps-3.e2e.mjs', 'am-game.e2e.mjs', 'bm-game.e2e.mjs', 'bm-crash.e2e.mjs', 'bm-taps-4.e2e.mjs', 'dial.e2e.mjs'];
const longFirst = (f) => (LONGEST.includes(f) ? LONGEST.indexOf(f) : LONGEST.length);

function parseArgs(argv) {
  let engines = ['chromium', 'firefox', 'webkit'];
  let parallel = false;
  let full = false;
  let list = false;
  const files = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--parallel') parallel = true;
    else if (a === '--full') full = true;
    else if (a === '--list') list = true;
    else if (a === '--engine' || a.startsWith('--engine=')) {
      const value = a.includes('=') ? a.split('=')[1] : argv[++i];
      engines = value === 'all' ? engines : value.split(',');
    } else files.push(a);
  }
  for (const e of engines) if (!REQUIRED[e]) throw new Error(`--engine ${e}: one of chromium, firefox, webkit, all`);
  return { engines, files, parallel, full, list };
}

const { engines, files: asked, parallel, full, list } = parseArgs(process.argv.slice(2));

const missing = engines.flatMap((e) => REQUIRED[e].filter(([path]) => !existsSync(path)).map(([path, pkg]) => `${e}: ${path} (Debian package ${pkg})`));
if (missing.length) {
  console.error(
    `Missing for the browser tests:\n  ${missing.join('\n  ')}\nInstall with:\n  sudo apt-get update && sudo apt-get install -y chromium firefox-esr webkit2gtk-driver xvfb`,
  );
  process.exit(1);
}

const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
// SHOPFLOOR_DIST=/tmp/mine: test a build of one's own (`npx vite build --outDir /tmp/mine`), so two
// people testing on one machine do not rebuild each other's dist/.
const dist = process.env.SHOPFLOOR_DIST ?? join(root, 'dist');
process.env.SHOPFLOOR_DIST = dist;
if (!existsSync(join(dist, 'index.html'))) {
  console.log(`${dist} is missing: building first`);
  const build = spawnSync(process.execPath, [vite, 'build', '--outDir', dist, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
    process.kill(child.pid, 'SIGTERM');
  });
}

/** The files one engine runs: those asked for, or all; ONLY_IN's files only in their engines. */
function filesFor(engine) {
  const all = asked.length
    ? asked
    : readdirSync(here)
        .filter((f) => f.endsWith('.e2e.mjs'))
        .sort((a, b) => longFirst(a) - longFirst(b) || a.localeCompare(b))
        .map((f) => relative(root, join(here, f)));
  const chosen = asked.length || full ? all : all.filter((f) => !(basename(f) in FULL_ONLY) && (engine === 'chromium' || !(basename(f) in LONG)));
  return chosen.filter((f) => runsIn(engine, f));
}

if (list) {
  for (const engine of engines) console.log(`${engine}: ${filesFor(engine).map((f) => basename(f)).join(' ')}`);
  process.exit(0);
}

/** Files at a time: most of a browser test is waiting (the bots' pace, a hold, a save), not
 * computing; Chromium's suite uses about half a core on average. Firefox and WebKit each start
 * more processes per browser (WebKit: Xvfb, the driver, MiniBrowser, its web and network processes). */
const CONCURRENCY = { chromium: 3, firefox: 3, webkit: 3 };

function runEngine(engine, url) {
  const files = filesFor(engine);
  const t0 = Date.now();
  console.log(`\n=== ${engine}: ${files.length} files`);
  const tests = spawn(process.execPath, ['--test', `--test-concurrency=${CONCURRENCY[engine]}`, ...files], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, SHOPFLOOR_URL: url, SHOPFLOOR_ENGINE: engine },
  });
  const failures = new FailureReader();
  // Side by side, each line says whose it is.
  const prefix = parallel ? `[${engine}] ` : '';
  for (const [from, to] of [[tests.stdout, process.stdout], [tests.stderr, process.stderr]]) {
    let rest = '';
    const write = (line) => {
      failures.read(line);
      to.write(`${prefix}${line}\n`);
    };
    from.on('data', (d) => {
      const lines = (rest + d).split('\n');
      rest = lines.pop() ?? '';
      lines.forEach(write);
    });
    from.on('end', () => rest && write(rest));
  }
  return new Promise((resolve) =>
    tests.on('close', (c, sig) => {
      const code = c ?? (sig ? 1 : 0);
      const seconds = (Date.now() - t0) / 1000;
      console.log(`=== ${engine} finished in ${seconds.toFixed(1)} s (exit ${code})`);
      resolve({ engine, code, seconds, failures: failures.own });
    }),
  );
}

/** Picks the failed tests out of node:test's TAP output, so the run's last lines (all that a cut
 * CI log keeps) say which tests failed and why, not only that an engine did. */
class FailureReader {
  found = [];
  #open = null;
  read(line) {
    const failed = /^(\s*)not ok \d+ - (.*)$/.exec(line);
    if (failed) {
      this.#open = { name: failed[2], block: [] };
      this.found.push(this.#open);
    } else if (this.#open && /^\s*(---|\.\.\.)$/.test(line)) {
      if (line.trim() === '...') this.#open = null;
    } else if (this.#open && this.#open.block.length < 24) this.#open.block.push(line.trim());
  }
  /** The failures themselves: a parent whose subtests failed, or one cancelled with it, says nothing new. */
  get own() {
    return this.found.filter((f) => !f.block.some((l) => /failureType: '(subtestsFailed|cancelledByParent)'/.test(l)));
  }
}

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const server = spawn(
  process.execPath,
  [vite, 'preview', '--outDir', dist, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
  { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
);
let serverLog = '';
server.stdout.on('data', (d) => {
  serverLog += d;
});
const onSignal = async () => {
  await stop(server);
  process.exit(130);
};
process.once('SIGINT', onSignal);
process.once('SIGTERM', onSignal);

let code = 1;
const results = [];
try {
  await waitForUrl(url, server);
  console.log(`vite preview (pid ${server.pid}) serving ${dist} at ${url}`);
  if (parallel) results.push(...(await Promise.all(engines.map((engine) => runEngine(engine, url)))));
  else for (const engine of engines) results.push(await runEngine(engine, url));
  code = results.some((r) => r.code !== 0) ? 1 : 0;
} catch (err) {
  console.error(String(err));
  if (serverLog) console.error(serverLog);
} finally {
  await stop(server);
}
for (const r of results) console.log(`  ${r.engine.padEnd(9)} ${r.seconds.toFixed(1).padStart(6)} s  ${r.code === 0 ? 'ok' : 'FAILED'}`);
// Last, and also to $SHOPFLOOR_E2E_FAILURES (CI prints it after its timings: a cut log keeps the end).
const failed = results.flatMap((r) => r.failures.map((f) => `${r.engine}: ✗ ${f.name}\n${f.block.slice(0, (f.block.findIndex((l) => l.startsWith('stack:')) + 1 || f.block.length + 1) - 1).filter((l) => !/^(duration_ms|type|code|failureType):/.test(l)).slice(0, 16).map((l) => `    ${l.slice(0, 240)}`).join('\n')}`));
if (failed.length) {
  console.log(failed.join('\n'));
  if (process.env.SHOPFLOOR_E2E_FAILURES) appendFileSync(process.env.SHOPFLOOR_E2E_FAILURES, `${failed.join('\n')}\n`);
}
console.log(`e2e finished in ${((Date.now() - started) / 1000).toFixed(1)} s (exit ${code})`);
process.exit(code);
