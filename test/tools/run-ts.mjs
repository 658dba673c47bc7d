#!/usr/bin/env node
// Runs a TypeScript command-line tool (benchmark, simulator) with Node 20, which cannot run
// TypeScript itself: Vite bundles the entry for Node into node_modules/.cache, then it is imported
// with the remaining arguments. Usage: node test/tools/run-ts.mjs <entry.ts> [args...]
import { build } from 'vite';
import { mkdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('Usage: node test/tools/run-ts.mjs <entry.ts> [args...]');
  process.exit(2);
}
const outDir = resolve('node_modules/.cache/shopfloor-tools');
mkdirSync(outDir, { recursive: true });
const name = basename(entry).replace(/\.ts$/, '');
await build({
  configFile: false,
  logLevel: 'silent',
  build: {
    ssr: resolve(entry),
    outDir,
    emptyOutDir: false,
    target: 'node20',
    minify: false,
    rollupOptions: { output: { entryFileNames: `${name}.mjs`, format: 'es' } },
  },
});
process.argv = [process.argv[0], entry, ...args];
await import(pathToFileURL(resolve(outDir, `${name}.mjs`)).href);
