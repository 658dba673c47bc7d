// The home screen's JS+CSS stays within 20 KB gzip, and everything the app can load within its
// budget (see budget.mjs). Reads dist/ directly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGET_BYTES, TOTAL_BUDGET_BYTES, report, reportAll, staticImports } from './budget.mjs';

// SHOPFLOOR_DIST: a build of one's own, so two people testing on one machine do not share dist/.
const dist = process.env.SHOPFLOOR_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');

test('budget: static imports are followed, dynamic import() is not', () => {
  const code =
    'import{a as e,b as t}from"./chunk-A.js";import"./side.js";export*from"./re.js";' +
    'const g=()=>import("./game-B.js");e(t,g)';
  assert.deepEqual(staticImports(code).sort(), ['./chunk-A.js', './re.js', './side.js']);
});

test('budget: home screen JS+CSS gzip within 20 KB', () => {
  const { text, totalGzip, ok } = report(dist);
  console.log(text);
  assert.ok(totalGzip > 1000, 'the entry was found and measured');
  assert.ok(ok, `home screen is ${totalGzip} B gzip, over the ${BUDGET_BYTES} B budget`);
});

test('budget: everything the app can load, JS+CSS gzip, within its budget', () => {
  const { text, totalGzip, ok } = reportAll(dist);
  console.log(text);
  assert.ok(totalGzip > 50_000, 'the games were found and measured');
  assert.ok(ok, `everything is ${totalGzip} B gzip, over the ${TOTAL_BUDGET_BYTES} B budget`);
});
