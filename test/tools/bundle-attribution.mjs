#!/usr/bin/env node
// Why is the home screen heavy? Builds once with source maps into a temporary folder, takes the
// files the home-screen budget counts (test/e2e/budget.mjs) and splits each JS file's minified
// bytes by original source (npm packages grouped, src/ by folder/file). With --all, every file
// the "everything" budget counts.
//
//   node test/tools/bundle-attribution.mjs [--all]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureAll, measureHome } from '../e2e/budget.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = mkdtempSync(join(tmpdir(), 'shopfloor-attr-'));
try {
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const r = spawnSync(process.execPath, [vite, 'build', '--sourcemap', '--outDir', out, '--emptyOutDir'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) process.exit(r.status ?? 1);

  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const vlq = (str) => {
    const res = [];
    let v = 0;
    let shift = 0;
    for (const ch of str) {
      let d = B64.indexOf(ch);
      const more = d & 32;
      d &= 31;
      v += d << shift;
      if (more) shift += 5;
      else {
        res.push(v & 1 ? -(v >>> 1) : v >>> 1);
        v = 0;
        shift = 0;
      }
    }
    return res;
  };
  const label = (source) => {
    const npm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
    if (npm) return `npm:${npm[1]}`;
    const src = /(?:^|\/)(src\/.*)$/.exec(source);
    return src ? src[1] : source;
  };

  const all = process.argv.includes('--all');
  const { files, totalGzip } = (all ? measureAll : measureHome)(out);
  for (const { file, bytes, gzip } of files) {
    console.log(`\n${file}: ${(bytes / 1000).toFixed(1)} KB, gzip ${(gzip / 1000).toFixed(1)} KB`);
    if (!file.endsWith('.js') || !existsSync(join(out, `${file}.map`))) continue;
    const code = readFileSync(join(out, file), 'utf8');
    const map = JSON.parse(readFileSync(join(out, `${file}.map`), 'utf8'));
    const lines = code.split('\n');
    const by = new Map();
    let src = 0;
    map.mappings.split(';').forEach((line, li) => {
      let col = 0;
      const starts = [];
      for (const seg of line.split(',').filter(Boolean).map(vlq)) {
        col += seg[0];
        if (seg.length > 1) src += seg[1];
        starts.push([col, seg.length > 1 ? src : -1]);
      }
      const len = lines[li]?.length ?? 0;
      starts.forEach(([c, s], i) => {
        const end = i + 1 < starts.length ? starts[i + 1][0] : len;
        const key = s >= 0 ? label(map.sources[s]) : '(bundler glue)';
        by.set(key, (by.get(key) ?? 0) + end - c);
      });
    });
    for (const [k, v] of [...by].sort((a, b) => b[1] - a[1])) {
      if (v >= 100) console.log(`  ${(v / 1000).toFixed(1).padStart(6)} KB  ${k}`);
    }
  }
  console.log(`\n${all ? 'everything' : 'home screen'} JS+CSS gzip: ${(totalGzip / 1000).toFixed(1)} KB (minified bytes above are before gzip)`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
