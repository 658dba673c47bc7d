#!/usr/bin/env node
// `npm run test:e2e`: serve the built app with `vite preview` on a free port and run every
// test/e2e/*.e2e.mjs with node:test against it. Builds only when dist/ is missing (CI builds
// first). Extra arguments are passed as the test files to run instead of all of them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from './browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const started = Date.now();

if (!existsSync(CHROMIUM_PATH)) {
  console.error(
    `Chromium is missing at ${CHROMIUM_PATH}. The browser tests drive Debian's Chromium:\n` +
      '  sudo apt-get update && sudo apt-get install -y chromium\n' +
      '(or set CHROMIUM_PATH to another Chromium binary).',
  );
  process.exit(1);
}

const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
if (!existsSync(join(root, 'dist', 'index.html'))) {
  console.log('dist/ is missing: building first');
  const build = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}

async function waitForServer(url, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`vite preview did not answer at ${url} within ${timeoutMs} ms`);
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

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const server = spawn(
  process.execPath,
  [vite, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
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

/** The whole-game files take minutes, the rest seconds: started first, they run side by side while
 * the short ones fill the other slot, instead of the last long file running alone at the end. */
const LONGEST = ['bm-taps-3.e2e.mjs', 'am-game.e2e.mjs', 'bm-game.e2e.mjs', 'bm-taps-4.e2e.mjs'];
const longFirst = (f) => (LONGEST.includes(f) ? LONGEST.indexOf(f) : LONGEST.length);

let code = 1;
try {
  await waitForServer(url, server);
  console.log(`vite preview (pid ${server.pid}) serving dist/ at ${url}`);
  const files =
    process.argv.length > 2
      ? process.argv.slice(2)
      : readdirSync(here)
          .filter((f) => f.endsWith('.e2e.mjs'))
          .sort((a, b) => longFirst(a) - longFirst(b) || a.localeCompare(b))
          .map((f) => relative(root, join(here, f)));
  // Three files at a time: most of a browser test is waiting (the bots' pace, a hold, a save),
  // not computing; the suite uses about half a core on average.
  const tests = spawn(process.execPath, ['--test', '--test-concurrency=3', ...files], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SHOPFLOOR_URL: url },
  });
  code = await new Promise((resolve) => tests.on('exit', (c, sig) => resolve(c ?? (sig ? 1 : 0))));
} catch (err) {
  console.error(String(err));
  if (serverLog) console.error(serverLog);
} finally {
  await stop(server);
}
console.log(`e2e finished in ${((Date.now() - started) / 1000).toFixed(1)} s (exit ${code})`);
process.exit(code);
