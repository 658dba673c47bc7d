// Reads Stryker's JSON report (reports/mutation/mutation.json) and prints the mutation score per
// folder: the kernel, each game's rules, effects and view. Mutants listed in equivalent.md are left
// out of the score; timeouts and mutants no test reaches count as survivors, as the issue asks.
//   node test/mutation/report.mjs [--survivors] [--json path]...   (several reports are merged)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const jsonPaths = args.flatMap((a, i) => (args[i - 1] === '--json' ? [a] : []));
// By default, every report under reports/mutation/ (npm run mutate writes <part>/ or, with
// --name, <label>/), oldest first, so a mutant measured twice counts with its newest run. A run
// still going (no mutation.json newer than its events/) counts with the mutants tested so far.
if (jsonPaths.length === 0) {
  const dir = `${root}reports/mutation`;
  const runs = existsSync(dir) ? readdirSync(dir).map((d) => `${dir}/${d}`) : [];
  const latest = (run) => {
    const json = `${run}/mutation.json`;
    const events = `${run}/events`;
    const t = (p) => (existsSync(p) ? statSync(p).mtimeMs : -1);
    return t(events) > t(json) ? { path: events, mtime: t(events) } : { path: json, mtime: t(json) };
  };
  jsonPaths.push(...runs.map(latest).filter((r) => r.mtime >= 0).sort((a, b) => a.mtime - b.mtime).map((r) => r.path));
}

/** A report's files: Stryker's JSON report, or a run's events/ (event-recorder) so far. */
function readReport(path) {
  if (path.endsWith('.json')) return JSON.parse(readFileSync(path, 'utf8')).files;
  const files = {};
  for (const name of readdirSync(path).filter((f) => f.endsWith('-onMutantTested.json')).sort()) {
    const m = JSON.parse(readFileSync(`${path}/${name}`, 'utf8'));
    const file = m.fileName.startsWith(root) ? m.fileName.slice(root.length) : m.fileName;
    files[file] ??= { source: readFileSync(`${root}${file}`, 'utf8'), mutants: [] };
    files[file].mutants.push(m);
  }
  return files;
}

/** The folder a mutated file is scored in, or null when it is outside the scored set. */
export function folderOf(file) {
  if (file.startsWith('src/engine/')) return 'kernel (src/engine)';
  const m = /^src\/games\/([^/]+)\/(.+)$/.exec(file);
  if (!m) return null;
  const [, game, rest] = m;
  if (rest.startsWith('effects/')) return `${game} effects`;
  if (rest === 'view.ts') return `${game} view`;
  return `${game} rules`;
}

/** The source text a mutant replaces (locations are 1-based lines, 1-based columns). */
export function originalText(source, { start, end }) {
  const lines = source.split('\n');
  if (start.line === end.line) return lines[start.line - 1].slice(start.column - 1, end.column - 1);
  const out = [lines[start.line - 1].slice(start.column - 1)];
  for (let l = start.line; l < end.line - 1; l++) out.push(lines[l]);
  out.push(lines[end.line - 1].slice(0, end.column - 1));
  return out.join('\n');
}

const squash = (s) => s.replace(/\s+/g, ' ').trim();

/** Code as the list writes it: one line, at most 80 characters (a longer or multi-line one is cut with …). */
export function short(code) {
  const nl = code.indexOf('\n');
  const one = squash(nl >= 0 ? `${code.slice(0, nl)}…` : code);
  return one.length > 80 ? `${one.slice(0, 79)}…` : one;
}

/**
 * The mutant's name as equivalent.md writes it: path and line, mutator, original and replacement.
 * The line is part of it, so two alike mutants on different lines are never taken for each other;
 * when a file changes, its entries stop matching and the report lists them to be checked again.
 */
export function keyOf(file, mutant, source) {
  return [`${file}:${mutant.location.start.line}`, mutant.mutatorName, short(originalText(source, mutant.location)), short(mutant.replacement ?? '')].join(' | ');
}

/**
 * equivalent.md lists one mutant a line, under a heading containing "Equivalent" (left out of the
 * score) or "Time-outs" (a loop the mutant makes endless in code the tests do run: detected, so
 * counted as killed once explained):
 *   - `src/x.ts:12` ConditionalExpression `a > b` → `true`: why no test can tell them apart.
 * Backticks inside the code are written as they are.
 */
export function readExplained(text) {
  const equivalent = new Map();
  const timeouts = new Map();
  let list = null;
  for (const line of text.split('\n')) {
    if (/^#+ /.test(line)) list = /equivalent/i.test(line) ? equivalent : /time-?outs?/i.test(line) ? timeouts : null;
    if (!list) continue;
    const m = /^- `([^`:]+:\d+)` (\w+) `(.*)` → `(.*)`: (.+)$/.exec(line);
    if (m) list.set([m[1], m[2], short(m[3]), short(m[4])].join(' | '), m[5]);
  }
  return { equivalent, timeouts };
}

function main() {
  // Mutant by mutant, the newest report winning: a run over a few lines (--mutate file:10-30)
  // updates those mutants and keeps the rest of the file's last full run.
  const files = {};
  for (const report of jsonPaths.map(readReport)) {
    for (const [file, { source, mutants }] of Object.entries(report)) {
      const known = files[file]?.source === source ? files[file].mutants : new Map();
      for (const m of mutants) known.set(JSON.stringify([m.location, m.mutatorName, m.replacement]), m);
      files[file] = { source, mutants: known };
    }
  }
  for (const f of Object.values(files)) f.mutants = [...f.mutants.values()];
  let explained = { equivalent: new Map(), timeouts: new Map() };
  try {
    explained = readExplained(readFileSync(`${root}test/mutation/equivalent.md`, 'utf8'));
  } catch {
    // No list yet: nothing is equivalent.
  }
  const equivalents = explained.equivalent;
  const used = new Set();
  let timeoutsExplained = 0;
  const rows = new Map();
  const survivors = [];
  for (const [file, { source, mutants }] of Object.entries(files)) {
    const folder = folderOf(file);
    if (!folder) continue;
    const row = rows.get(folder) ?? { killed: 0, survived: 0, timeout: 0, noCoverage: 0, equivalent: 0, errors: 0 };
    rows.set(folder, row);
    for (const mutant of mutants) {
      const key = keyOf(file, mutant, source);
      if (mutant.status === 'CompileError' || mutant.status === 'RuntimeError' || mutant.status === 'Ignored') {
        row.errors++;
        continue;
      }
      if (mutant.status === 'Killed') {
        row.killed++;
        continue;
      }
      if (mutant.status === 'Timeout' && explained.timeouts.has(key)) {
        used.add(key);
        row.killed++;
        timeoutsExplained++;
        continue;
      }
      if (equivalents.has(key)) {
        used.add(key);
        row.equivalent++;
        continue;
      }
      if (mutant.status === 'Survived') row.survived++;
      else if (mutant.status === 'Timeout') row.timeout++;
      else if (mutant.status === 'NoCoverage') row.noCoverage++;
      else row.survived++;
      // Written as equivalent.md lists a mutant, so a line can be copied there with its reason.
      survivors.push(`${mutant.status.padEnd(10)} - \`${file}:${mutant.location.start.line}\` ${mutant.mutatorName} \`${short(originalText(source, mutant.location))}\` → \`${short(mutant.replacement ?? '')}\`: `);
    }
  }
  const pct = (n, d) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}%`);
  const head = ['folder', 'mutants', 'killed', 'survived', 'timeout', 'no cov', 'equiv', 'score'];
  const lines = [head];
  const total = { killed: 0, survived: 0, timeout: 0, noCoverage: 0, equivalent: 0, errors: 0 };
  for (const [folder, r] of [...rows].sort(([a], [b]) => a.localeCompare(b))) {
    for (const k of Object.keys(total)) total[k] += r[k];
    const counted = r.killed + r.survived + r.timeout + r.noCoverage;
    lines.push([folder, counted + r.equivalent, r.killed, r.survived, r.timeout, r.noCoverage, r.equivalent, pct(r.killed, counted)]);
  }
  const counted = total.killed + total.survived + total.timeout + total.noCoverage;
  lines.push(['all', counted + total.equivalent, total.killed, total.survived, total.timeout, total.noCoverage, total.equivalent, pct(total.killed, counted)]);
  const widths = head.map((_, i) => Math.max(...lines.map((l) => String(l[i]).length)));
  for (const l of lines) console.log(l.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  '));
  console.log('score: killed / (mutants - equivalent); timeouts and no coverage count as survivors.');
  if (total.errors) console.log(`${total.errors} mutants did not compile or run and are not counted.`);
  if (timeoutsExplained) console.log(`killed includes ${timeoutsExplained} time-outs explained in equivalent.md.`);
  // Entries for files this report does not cover (a partial run) are not judged.
  const stale = [...equivalents.keys(), ...explained.timeouts.keys()].filter((k) => !used.has(k) && k.split(':')[0] in files);
  if (stale.length) console.log(`${stale.length} equivalent.md entries matched no surviving or timed-out mutant in this report:\n  ${stale.join('\n  ')}`);
  if (args.includes('--survivors')) console.log(survivors.join('\n'));
  else if (survivors.length) console.log(`${survivors.length} survivors to kill or explain: --survivors lists them; the HTML reports are reports/mutation/<part>/index.html.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
