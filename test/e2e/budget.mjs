#!/usr/bin/env node
// Two size budgets, gzip (level 9) file by file, as a browser fetches them:
// - home: what the browser must fetch before the home screen can render, that is index.html's
//   <script src> and <link rel=stylesheet|modulepreload> plus every JS module they import
//   statically (recursively). Dynamic import() chunks (storage, games, service-worker support)
//   are not counted.
// - total: every script and style sheet the app can load (dist/assets: both games, the table,
//   storage, import/export), the service worker itself left out.
// Fails (exit 1) over either budget.
//
//   node test/e2e/budget.mjs [distDir]      # or: npm run budget (after npm run build)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 20 * 1000; // 20 KB gzip, JS + CSS of the home screen
// The issue's target is 120 KB. Until the games' own code gets there, this ceiling keeps the total
// from growing unnoticed. It was 133 KB (2 KB over the 131.2 KB of JSX as h() calls, one style
// sheet for every table and home's on-demand parts in the storage chunk); the round of issues 29,
// 30, 36 and 37 added 6.2 KB to 132.4 (the seller's delivery choice, BM-SA4, 2.3 KB; Adventure
// Mart's player strip and card dialogs 1.0; the cover's question, one-stop dials, page titles,
// change badges and New game's store 1.9 in the table's chunk and styles; home's note on keeping
// saves 0.4), so it is raised by that much, not more.
export const TOTAL_BUDGET_BYTES = 140 * 1000;

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
  const lines = files.map(row);
  lines.push(`everything JS+CSS gzip: ${kb(totalGzip)} (budget ${kb(TOTAL_BUDGET_BYTES)})`);
  return { text: lines.join('\n'), totalGzip, ok: totalGzip <= TOTAL_BUDGET_BYTES };
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
  console.log(`${home.text}\n\n${all.text}`);
  if (!home.ok || !all.ok) {
    console.error('OVER BUDGET');
    process.exit(1);
  }
}
