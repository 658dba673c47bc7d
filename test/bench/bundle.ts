// The `bundle` figures of `npm run bench -- --json`: gzip sizes of the built app in dist/, as the CI
// budgets count them (test/e2e/budget.mjs): `home` is what the home screen must fetch before it
// renders; `total` is every script and style sheet the app can load (dist/assets: both games,
// import/export), the service worker left out.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface BundleSizes {
  homeGzip: number;
  totalGzip: number;
}

export async function bundleSizes(dist = resolve('dist')): Promise<BundleSizes | null> {
  if (!existsSync(join(dist, 'index.html'))) return null;
  const budget = (await import(pathToFileURL(resolve('test/e2e/budget.mjs')).href)) as {
    measureHome(dir: string): { totalGzip: number };
    measureAll(dir: string): { totalGzip: number };
  };
  return { homeGzip: budget.measureHome(dist).totalGzip, totalGzip: budget.measureAll(dist).totalGzip };
}
