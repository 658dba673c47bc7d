#!/usr/bin/env node
// Size budgets that follow the app's shape, gzip (level 9) file by file, as a browser fetches them:
// - home: what the browser must fetch before the home screen can render, that is index.html's
//   <script src> and <link rel=stylesheet|modulepreload> plus every JS module they import
//   statically (recursively). Dynamic import() chunks (storage, games, service-worker support)
//   are not counted.
// - a match's first paint, per game: home plus the chunks opening a match of that game fetches
//   (storage, the table, the game's own chunk, and their static imports and style sheets), read
//   from the build's manifest (dist/.vite/manifest.json).
// - each chunk loaded only on demand (a game, the bots' search worker, workbox-window...): capped
//   on its own, so a new feature cannot hide in the total.
// - everything (every script and style sheet in dist/assets): reported, not capped.
// Fails (exit 1) over any cap.
//
//   node test/e2e/budget.mjs [distDir]      # or: npm run budget (after npm run build)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 20 * 1000; // 20 KB gzip, JS + CSS of the home screen
// A match's first paint, any game: 106 KB for Brick & Mortar and 101 KB for Adventure Mart when set
// (home 19.3, storage 8.2, the table's script 23.0 and styles 8.7, the game's chunk 39 to 44).
export const MATCH_BUDGET_BYTES = 110 * 1000;
// Any one chunk outside home: the largest today is Brick & Mortar's (rules, content, bots, screens).
export const CHUNK_BUDGET_BYTES = 50 * 1000;
/** The build's chunk (its manualChunks group in vite.config.ts) that holds each game. */
export const GAME_CHUNKS = { 'brick-and-mortar': 'bm', 'adventure-mart': 'am', 'bidding-dial': 'bm' };
/** The chunks opening any match fetches: storage, then the table (engine, session, shell, gate). */
const MATCH_CHUNKS = ['boot', 'table'];

/** Static import specifiers of a built ES module (not dynamic import()). */
export function staticImports(code) {
  const out = new Set();
  // import x from "./a.js"; import {a as b} from"./a.js"; export * from "./a.js"; import "./a.js"
  const re = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']/g;
  for (const m of code.matchAll(re)) out.add(m[1]);
  return [...out];
}

/**
 * @param {string} distDir
 * @returns {{ files: { file: string, bytes: number, gzip: number }[], totalGzip: number }}
 */
export function measureHome(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const roots = [];
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) roots.push(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0];
    if (!/\brel="(stylesheet|modulepreload)"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag);
    if (href) roots.push(href[1]);
  }
  const seen = new Set();
  const queue = roots.filter((u) => !/^[a-z]+:/i.test(u)).map((u) => posix.normalize(u.replace(/^\//, '')));
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith('.js') && !file.endsWith('.mjs')) continue;
    const code = readFileSync(join(distDir, file), 'utf8');
    for (const spec of staticImports(code)) {
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
      const next = spec.startsWith('/')
        ? posix.normalize(spec.slice(1))
        : posix.normalize(posix.join(posix.dirname(file), spec));
      queue.push(next);
    }
  }
  const files = [...seen].map((file) => {
    const buf = readFileSync(join(distDir, file));
    return { file, bytes: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
  });
  return { files, totalGzip: files.reduce((s, f) => s + f.gzip, 0) };
}

/**
 * @param {string} distDir
 * @returns {{ files: { file: string, bytes: number, gzip: number }[], totalGzip: number }}
 */
export function measureAll(distDir) {
  const files = readdirSync(join(distDir, 'assets'))
    .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
    .sort()
    .map((f) => {
      const buf = readFileSync(join(distDir, 'assets', f));
      return { file: `assets/${f}`, bytes: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
    });
  return { files, totalGzip: files.reduce((s, f) => s + f.gzip, 0) };
}

/** gzip size of one file of dist/. */
function weigh(distDir, file) {
  const buf = readFileSync(join(distDir, file));
  return { file, bytes: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
}

/**
 * What opening a match of `game` fetches on top of nothing: home, then the match's chunks and
 * everything they import statically, with their style sheets, each file once.
 * @param {string} distDir
 * @param {keyof typeof GAME_CHUNKS} game
 */
export function measureMatch(distDir, game) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const byName = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.name, key]));
  const wanted = [...MATCH_CHUNKS, GAME_CHUNKS[game]];
  const missing = wanted.filter((name) => !byName.has(name));
  if (missing.length) throw new Error(`the build has no chunk named ${missing.join(', ')} (vite.config.ts's groups changed?)`);
  const files = new Set(measureHome(distDir).files.map((f) => f.file));
  const queue = wanted.map((name) => byName.get(name));
  const seen = new Set();
  while (queue.length) {
    const key = queue.shift();
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    queue.push(...(chunk.imports ?? []));
  }
  const weighed = [...files].sort().map((f) => weigh(distDir, f));
  return { files: weighed, totalGzip: weighed.reduce((s, f) => s + f.gzip, 0) };
}

const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
const row = (f) => `  ${f.file.padEnd(48)} ${kb(f.bytes).padStart(9)}  gzip ${kb(f.gzip).padStart(8)}`;

export function report(distDir) {
  const { files, totalGzip } = measureHome(distDir);
  const lines = files.map(row);
  lines.push(`home screen JS+CSS gzip: ${kb(totalGzip)} (budget ${kb(BUDGET_BYTES)})`);
  return { text: lines.join('\n'), totalGzip, ok: totalGzip <= BUDGET_BYTES };
}

export function reportAll(distDir) {
  const { files, totalGzip } = measureAll(distDir);
  const home = new Set(measureHome(distDir).files.map((f) => f.file));
  const over = files.filter((f) => !home.has(f.file) && f.gzip > CHUNK_BUDGET_BYTES);
  const lines = files.map((f) => `${row(f)}${over.includes(f) ? `  OVER ${kb(CHUNK_BUDGET_BYTES)}` : ''}`);
  lines.push(`everything JS+CSS gzip: ${kb(totalGzip)} (not capped; each chunk outside home at most ${kb(CHUNK_BUDGET_BYTES)})`);
  return { text: lines.join('\n'), totalGzip, over, ok: over.length === 0 };
}

export function reportMatches(distDir) {
  const lines = [];
  const over = [];
  for (const game of Object.keys(GAME_CHUNKS)) {
    const { totalGzip } = measureMatch(distDir, game);
    if (totalGzip > MATCH_BUDGET_BYTES) over.push(game);
    lines.push(`a match's first paint, ${game}: ${kb(totalGzip)} (budget ${kb(MATCH_BUDGET_BYTES)})`);
  }
  return { text: lines.join('\n'), over, ok: over.length === 0 };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const here = dirname(fileURLToPath(import.meta.url));
  const distDir = process.argv[2] ?? join(here, '..', '..', 'dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error(`${distDir}/index.html not found: run \`npm run build\` first`);
    process.exit(1);
  }
  const home = report(distDir);
  const all = reportAll(distDir);
  const matches = reportMatches(distDir);
  console.log(`${home.text}\n\n${matches.text}\n\n${all.text}`);
  if (!home.ok || !all.ok || !matches.ok) {
    console.error('OVER BUDGET');
    process.exit(1);
  }
}
