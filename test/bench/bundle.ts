// The `bundle` figures of `npm run bench -- --json`: gzip sizes of the built app in dist/. `home` is
// what the home screen must fetch before it renders (counted by test/e2e/budget.mjs, the CI
// budget); `total` is every script and style sheet the app can load (dist/assets: both games,
// import/export), the service worker left out.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export interface BundleSizes {
  homeGzip: number;
  totalGzip: number;
}

export async function bundleSizes(dist = resolve('dist')): Promise<BundleSizes | null> {
  if (!existsSync(join(dist, 'index.html'))) return null;
  const budget = (await import(pathToFileURL(resolve('test/e2e/budget.mjs')).href)) as {
    measureHome(dir: string): { totalGzip: number };
  };
  const assets = join(dist, 'assets');
  const totalGzip = readdirSync(assets)
    .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0);
  return { homeGzip: budget.measureHome(dist).totalGzip, totalGzip };
}
