#!/usr/bin/env node
// `node test/bench/browser-trace.mjs <trace.json> [--list] [--js N]`: where the time of each figure
// went, from a trace recorded by `npm run bench:browser -- --only tap --trace <trace.json>`.
// Each figure (tap, gate, reveal) is a user-timing measure the probe added; for each this sums the
// page's main thread inside that measure by kind of work (self time, so nothing counts twice):
// script, style (and how many elements were restyled), layout (objects laid out, forced or not),
// paint (pre-paint, paint, layerize, commit), the raster threads' work, and how long after the last
// frame committed inside the measure it ended (afterFrame). `--list`
// prints every measure on its own line; `--js N` adds the N functions with the most self time
// (from the sampling profiler) over all measures of a kind.
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: node test/bench/browser-trace.mjs <trace.json> [--list] [--js N]');
  process.exit(2);
}
const list = args.includes('--list');
const jsAt = args.indexOf('--js');
const topJs = jsAt >= 0 ? Number(args[jsAt + 1] ?? 15) : 0;

const raw = JSON.parse(readFileSync(file, 'utf8'));
const events = Array.isArray(raw) ? raw : raw.traceEvents;

// The renderer's main thread is the one that holds the bench's measures.
const threadNames = new Map();
for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args.name);
const measures = [];
const open = new Map();
for (const e of events) {
  if (!e.name?.startsWith('bench:') || !e.cat?.includes('user_timing')) continue;
  const key = `${e.pid}:${e.name}:${e.id ?? e.id2?.local ?? ''}`;
  if (e.ph === 'b') open.set(key, e);
  else if (e.ph === 'e' && open.has(key)) {
    const b = open.get(key);
    open.delete(key);
    measures.push({ kind: e.name.slice('bench:'.length), pid: e.pid, start: b.ts, end: e.ts });
  }
}
if (measures.length === 0) {
  console.error('no bench:* measures in this trace');
  process.exit(1);
}
const pid = measures[0].pid;
const mainTid = [...threadNames].find(([k, v]) => k.startsWith(`${pid}:`) && v === 'CrRendererMain')?.[0].split(':')[1];
const rasterTids = new Set(
  [...threadNames].filter(([k, v]) => k.startsWith(`${pid}:`) && /Raster|Compositor/.test(v)).map(([k]) => k.split(':')[1]),
);

const KIND = {
  script: /^(FunctionCall|EventDispatch|TimerFire|FireAnimationFrame|RunMicrotasks|V8\.|v8\.|EvaluateScript|MinorGC|MajorGC|BlinkGC|GCEvent|ThreadState::|FireIdleCallback|XHR|ParseHTML|CpuProfiler|ProfileCall)/,
  style: /^(UpdateLayoutTree|RecalculateStyles|ScheduleStyleRecalculation|ParseAuthorStyleSheet|InvalidateLayout|StyleInvalidatorInvalidationTracking)/,
  layout: /^(Layout|UpdateLayerTree|IntersectionObserverController)/,
  paint: /^(PrePaint|Paint|PaintSetup|PaintImage|Layerize|UpdateLayer|CompositeLayers|Commit|Decode|ImageDecodeTask|RasterTask|Rasterize)/,
};
const kindOf = (name) => Object.keys(KIND).find((k) => KIND[k].test(name)) ?? 'other';

// Complete events of the main thread with their self time (nested events subtract from parents).
const main = events
  .filter((e) => String(e.tid) === String(mainTid) && e.pid === pid && e.ph === 'X' && typeof e.dur === 'number')
  .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
const stack = [];
for (const e of main) {
  e.self = e.dur;
  while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
  const parent = stack.at(-1);
  if (parent) {
    parent.self -= e.dur;
    e.parent = parent;
  }
  stack.push(e);
}
const forcedBy = (e) => {
  for (let p = e.parent; p; p = p.parent) if (kindOf(p.name) === 'script') return true;
  return false;
};
const raster = events.filter((e) => e.pid === pid && rasterTids.has(String(e.tid)) && e.ph === 'X' && /Raster/.test(e.name));

// CPU samples: [ts, function name (url:line)] from the profiler's chunks.
const samples = [];
if (topJs) {
  const nodes = new Map();
  let t = null;
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile') t = e.args.data.startTime;
    if (e.name !== 'ProfileChunk') continue;
    const cp = e.args.data.cpuProfile ?? {};
    for (const n of cp.nodes ?? []) nodes.set(n.id, n.callFrame);
    const deltas = e.args.data.timeDeltas ?? [];
    (cp.samples ?? []).forEach((id, i) => {
      t += deltas[i] ?? 0;
      const f = nodes.get(id);
      // An arrow function has no name but has a place (a hook's effect, say): keep the place.
      const where = f?.url ? ` ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}` : '';
      if (f) samples.push([t, f.functionName || where ? `${f.functionName || '(anonymous)'}${where}` : `(${f.codeType ?? 'program'})`]);
    });
  }
  samples.sort((a, b) => a[0] - b[0]);
}

function breakdown(m) {
  const inside = (e) => e.ts >= m.start && e.ts < m.end;
  const out = { ms: (m.end - m.start) / 1000, script: 0, style: 0, layout: 0, paint: 0, other: 0, idle: 0, raster: 0 };
  const notes = { styled: 0, laidOut: 0, forcedLayout: 0, paintArea: 0, paints: 0, afterFrame: 0 };
  let busy = 0;
  for (const e of main) {
    if (!inside(e)) continue;
    out[kindOf(e.name)] += e.self / 1000;
    if (!e.parent) busy += e.dur / 1000;
    if (e.name === 'UpdateLayoutTree') notes.styled += e.args?.elementCount ?? 0;
    if (e.name === 'Layout') {
      notes.laidOut += e.args?.beginData?.dirtyObjects ?? 0;
      if (forcedBy(e)) notes.forcedLayout += e.dur / 1000;
    }
    if (e.name === 'Paint') {
      const c = e.args?.data?.clip;
      if (c && c.length >= 8) notes.paintArea += Math.abs((c[2] - c[0]) * (c[5] - c[1]));
      notes.paints++;
    }
  }
  for (const e of raster) if (inside(e)) out.raster += e.dur / 1000;
  // From the last frame committed inside the measure to the measure's end: work that ran after the
  // frame was drawn but before the probe's message (a bot's next move, the driver's own queries).
  const commits = main.filter((e) => e.name === 'Commit' && inside(e));
  notes.afterFrame = commits.length ? (m.end - (commits.at(-1).ts + commits.at(-1).dur)) / 1000 : 0;
  out.idle = Math.max(0, out.ms - busy);
  return { ...out, ...notes };
}

const r1 = (x) => Math.round(x * 10) / 10;
const cols = ['ms', 'script', 'style', 'layout', 'paint', 'other', 'idle', 'raster', 'afterFrame', 'styled', 'laidOut', 'forcedLayout', 'paints'];
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : 0;
};
console.log(`main thread, ms (self time) inside each measure; styled = elements restyled, laidOut = dirty layout objects, paints = layers repainted`);
console.log(['kind', 'n', ...cols].map((c) => c.slice(0, 8).padEnd(9)).join(''));
for (const kind of [...new Set(measures.map((m) => m.kind))]) {
  const rows = measures.filter((m) => m.kind === kind).map(breakdown);
  if (list) for (const r of rows) console.log([kind, '', ...cols.map((c) => r1(r[c]))].map((c) => String(c).padEnd(9)).join(''));
  console.log([`${kind} med`, rows.length, ...cols.map((c) => r1(median(rows.map((r) => r[c]))))].map((c) => String(c).padEnd(9)).join(''));
  console.log([`${kind} sum`, rows.length, ...cols.map((c) => r1(rows.reduce((a, r) => a + r[c], 0)))].map((c) => String(c).padEnd(9)).join(''));
  if (topJs && samples.length) {
    const self = new Map();
    for (const m of measures.filter((x) => x.kind === kind)) {
      let prev = null;
      for (const [t, name] of samples) {
        if (t < m.start) {
          prev = t;
          continue;
        }
        if (t >= m.end) break;
        self.set(name, (self.get(name) ?? 0) + (prev === null ? 0 : t - prev) / 1000);
        prev = t;
      }
    }
    const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, topJs);
    for (const [name, ms] of top) console.log(`    ${r1(ms).toString().padStart(8)} ms  ${name}`);
  }
}
