// A tiny static file server for tests that need to change what is deployed while a browser
// is open (update.e2e.mjs), or to stop it for true offline (the server gone, in every engine). Serves `root` (switchable at any time) on 127.0.0.1, answers unknown
// paths with index.html like a static host with an SPA fallback, and sends the app's CSP.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * @param {{ root: string, csp?: string, port?: number }} options
 * @returns {Promise<{ url: string, setRoot: (dir: string) => void, stop: () => Promise<void>,
 *   start: () => Promise<void>, close: () => Promise<void> }>}
 */
export async function startStaticServer({ root, csp, port }) {
  let current = root;
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const safe = normalize(path).replace(/^(\.\.[/\\])+/, '');
    let file = join(current, safe.endsWith('/') ? `${safe}index.html` : safe);
    let body;
    try {
      body = await readFile(file);
    } catch {
      file = join(current, 'index.html');
      body = await readFile(file);
    }
    const headers = {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
      Connection: 'close',
    };
    if (csp) headers['Content-Security-Policy'] = csp;
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise((resolve) => server.listen(port ?? 0, '127.0.0.1', () => resolve(undefined)));
  const { port: bound } = /** @type {import('node:net').AddressInfo} */ (server.address());
  let listening = true;
  const stop = () =>
    new Promise((resolve) => {
      if (!listening) return resolve(undefined);
      listening = false;
      server.closeAllConnections();
      server.close(() => resolve(undefined));
    });
  return {
    url: `http://127.0.0.1:${bound}`,
    setRoot(dir) {
      current = dir;
    },
    /** Stops answering: the tablet's connection is gone, truly (not an emulated offline). */
    stop,
    /** Answers again, on the same port. */
    start: () =>
      new Promise((resolve, reject) => {
        if (listening) return resolve(undefined);
        server.once('error', reject);
        server.listen(bound, '127.0.0.1', () => {
          listening = true;
          server.off('error', reject);
          resolve(undefined);
        });
      }),
    close: stop,
  };
}
