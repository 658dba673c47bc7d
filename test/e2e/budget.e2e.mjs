// The home screen's JS+CSS stays within 20 KB gzip, a match's first paint within its budget for
// every game, and each chunk loaded on demand within its own (see budget.mjs). Reads dist/ directly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGET_BYTES, CHUNK_BUDGET_BYTES, GAME_CHUNKS, MATCH_BUDGET_BYTES, measureHome, measureMatch, report, reportAll, staticImports } from './budget.mjs';

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

test("budget: a match's first paint, every game, within its budget", () => {
  const home = measureHome(dist).totalGzip;
  for (const game of Object.keys(GAME_CHUNKS)) {
    const { files, totalGzip } = measureMatch(dist, game);
    console.log(`${game}: ${files.map((f) => f.file).join(', ')}: ${totalGzip} B gzip`);
    assert.ok(totalGzip > home + 30_000, `${game}: the match's chunks were found and measured`);
    assert.ok(totalGzip <= MATCH_BUDGET_BYTES, `${game}: a match's first paint is ${totalGzip} B gzip, over the ${MATCH_BUDGET_BYTES} B budget`);
  }
});

test('budget: each chunk loaded on demand within its own budget; everything reported', () => {
  const { text, totalGzip, over } = reportAll(dist);
  console.log(text);
  assert.ok(totalGzip > 50_000, 'the games were found and measured');
  assert.deepEqual(over.map((f) => `${f.file} ${f.gzip} B`), [], `chunks over ${CHUNK_BUDGET_BYTES} B gzip`);
});
