#!/usr/bin/env node
// What is in each chunk: builds in memory (nothing written) with the project's vite.config.ts and
// prints every JS and CSS file with its gzip size (level 9, as test/e2e/budget.mjs counts it) and,
// for JS, its modules by rendered (minified) length, largest first. For deciding what to cut or
// move between chunks (vite.config.ts codeSplitting groups).
//
//   node test/bench/chunks.mjs [--top N]      # N modules per chunk, default 12 (0: all)
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const at = process.argv.indexOf('--top');
const top = at > 0 ? Number(process.argv[at + 1]) : 12;
const files = [];

await build({
  logLevel: 'warn',
  build: { write: false },
  plugins: [
    {
      name: 'shopfloor:chunk-report',
      generateBundle(_options, bundle) {
        for (const [name, out] of Object.entries(bundle)) {
          if (!name.startsWith('assets/')) continue;
          if (out.type === 'chunk') {
            const modules = Object.entries(out.modules)
              .map(([id, m]) => [id.replace(/^.*?\/(src|node_modules)\//, '$1/'), m.renderedLength])
              .filter(([, length]) => length > 0)
              .sort((a, b) => b[1] - a[1]);
            files.push({ name, bytes: out.code.length, gzip: gzipSync(out.code, { level: 9 }).length, modules, imports: out.imports });
          } else if (name.endsWith('.css')) {
            files.push({ name, bytes: out.source.length, gzip: gzipSync(out.source, { level: 9 }).length, modules: [], imports: [] });
          }
        }
      },
    },
  ],
});

const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
files.sort((a, b) => b.gzip - a.gzip);
for (const f of files) {
  const imports = f.imports.length ? `  imports ${f.imports.map((i) => i.replace('assets/', '')).join(', ')}` : '';
  console.log(`${f.name.padEnd(44)} ${kb(f.bytes).padStart(9)}  gzip ${kb(f.gzip).padStart(8)}${imports}`);
  for (const [id, length] of top === 0 ? f.modules : f.modules.slice(0, top)) {
    console.log(`    ${String(length).padStart(7)}  ${id}`);
  }
}
console.log(`total gzip, file by file: ${kb(files.reduce((s, f) => s + f.gzip, 0))}`);
