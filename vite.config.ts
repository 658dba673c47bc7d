/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';

// One Content-Security-Policy for the built app: a <meta> in index.html and the same string as a
// header from `vite preview`. No inline script, no eval. Keep the two in step: test/e2e checks
// that the built index.html carries exactly this policy. Only directives every engine knows:
// Safari's engine logs an error on `manifest-src`, and default-src 'self' already covers the
// manifest, so leaving it out allows nothing more.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const THEME_COLOR = '#1f4e5f';
const BACKGROUND_COLOR = '#f7f3ea';

// The dev server injects CSS as <style> elements, which `style-src 'self'` forbids. Only under
// `vite` (dev) relax style-src; the build and preview keep the strict policy.
function devCspRelax(): Plugin {
  return {
    name: 'shopfloor:dev-csp',
    apply: 'serve',
    transformIndexHtml(html) {
      return html.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");
    },
  };
}

// JSX as h(type, props, ...children) instead of the automatic runtime's jsx(type, { ...props,
// children: [...] }): the same vnodes, about 1 KB gzip less over the app (no `children:` key and
// array per element). Set after preact(), whose config() asks for the automatic runtime. The
// injected names cannot clash with a module's own `h` import. Never the development form, in tests
// and `npm start` too: its `__self` and `__source` props (a new object at every render) reached the
// DOM as attributes and made every memo'd part draw again, so the component tests did not draw as
// the built app does.
function classicJsx(): Plugin {
  return {
    name: 'shopfloor:classic-jsx',
    config: () => ({
      oxc: {
        jsx: { runtime: 'classic', pragma: 'jsxH', pragmaFrag: 'JsxFragment', development: false },
        jsxInject: "import { h as jsxH, Fragment as JsxFragment } from 'preact'",
      },
    }),
  };
}

export default defineConfig({
  plugins: [
    preact(),
    classicJsx(),
    devCspRelax(),
    VitePWA({
      registerType: 'prompt',
      // src/pwa/register.ts registers the worker itself through workbox-window, loaded after the
      // first frame; the plugin injects no register script. The worker skips waiting on SKIP_WAITING.
      injectRegister: false,
      // favicon.svg is picked up by globPatterns below; listing it here too would precache it twice.
      includeAssets: ['robots.txt', 'apple-touch-icon-180x180.png'],
      manifest: {
        name: 'Shopfloor',
        short_name: 'Shopfloor',
        description:
          'Pass-and-play store-management board games for one shared tablet. Works offline.',
        lang: 'en',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        categories: ['games', 'entertainment'],
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/maskable-512x512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // Everything the app needs offline, lazy game chunks included. The PNGs in public/ and the
        // manifest come from includeAssets / manifest icons: a png pattern here would precache
        // them twice. If the app ever imports raster images, add 'assets/**/*.{png,webp}' (a
        // pattern that matches nothing makes workbox print a warning on every build).
        globPatterns: ['**/*.{js,css,html,svg,woff,woff2}'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // No runtime caching: the app talks to no server.
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    // The preload helper already adds <link rel=modulepreload> for a lazy chunk's imports; every
    // browser that runs this app's es2022 supports it, so the polyfill is dead weight in the entry.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: which chunks each source module needs, so test/e2e/budget.mjs can
    // weigh what opening a match of each game fetches. Not precached (globPatterns has no json).
    manifest: true,
    rolldownOptions: {
      output: {
        // A few large chunks instead of thirty small ones: each file pays gzip's overhead and loses
        // the words it shares with its neighbours (30 files gzipped to 147 KB; their concatenation
        // to 132 KB). A chunk is what one moment of the app needs, so nothing loads early:
        //   index  home's first paint (everything the entry imports statically; test/e2e/budget.mjs)
        //   boot   storage (IndexedDB, its checks and migrations), fetched as home first paints, and
        //          home's parts loaded on demand (src/ui/home/extras.ts: catalogue, install offer,
        //          export warning, unreadable saves; Home.tsx and install.ts are home's first paint),
        //          fetched by then too: one file gzips 0.2 KB smaller than two
        //   newgame  New game's screen and store: a match opened from home never fetches it
        //   table  engine, session, the table shell and gate (not PinSettings, the Settings screen:
        //          a chunk of its own, fetched when Settings opens), export/import, the
        //          shared components (ui/common: else the first game's chunk takes them, and opening
        //          the other game fetched both games),
        //          and every game's style sheet: each rule of am*.css, bm.css and dial.css names a
        //          class of its own game (.am-, .bm-, .bd-, .market-table, .store-card...; shared
        //          ones such as .table-log only under the game's own root or board), so they can load
        //          with any table, and did already once both games had been opened. One style sheet
        //          for the table gzips 0.9 KB smaller than three (7.8 KB against 4.8 + 4.0 + 0.6).
        //   bm, am the games (rules, content, bots, screens); the bidding dial is built on B&M's parts
        // Groups also take the modules their members import, so the shared ones come first.
        // `node test/bench/chunks.mjs` lists what each chunk holds.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 10 },
            {
              name: 'boot',
              test: /src\/(storage\/(?!saves-file)|app\/storage-boot|ui\/home\/[^/]+\.tsx?$)|node_modules\/idb\//,
              priority: 9,
            },
            {
              name: 'table',
              test: /src\/(engine\/|app\/(?!new-game-)|storage\/saves-file|ui\/(match|gate\/(?!PinSettings)|styles|common|motion)\/|ui\/games\/(adventure-mart|brick-and-mortar|bidding-dial)\/[^/]+\.css$)/,
              priority: 8,
            },
            // Below the table, so what New game shares with a match stays in the table's chunk.
            { name: 'newgame', test: /src\/(ui\/new-game\/|app\/new-game-)/, priority: 7 },
            { name: 'bm', test: /src\/(games|ui\/games)\/(brick-and-mortar|bidding-dial)\//, priority: 6 },
            { name: 'am', test: /src\/(games|ui\/games)\/adventure-mart\//, priority: 5 },
          ],
        },
      },
    },
    // Small inline data: URLs would still be fine under img-src, but keep assets as files so the
    // precache lists them plainly.
    assetsInlineLimit: 0,
  },
  preview: {
    port: 4173,
    strictPort: true,
    headers: {
      'Content-Security-Policy': CSP,
    },
  },
  test: {
    setupFiles: ['test/setup.ts'],
    // Property and conformance tests drive whole games: bounded work that takes 15 to 25 s alone
    // here and went past 30 s (two failures in one run) on a machine loaded by other work. The
    // limit only catches a game that never ends; timing is judged by the benchmarks.
    testTimeout: 120_000,
    // Vitest's default leaves one core idle (cores - 1): on a 2-core CI machine that is one worker.
    maxWorkers: '100%',
    // Two projects share this config: plain Node for engine, games, storage and app tests;
    // happy-dom for components (everything under test/ui/, and any *.test.tsx elsewhere).
    // A file can still choose with a `// @vitest-environment ...` docblock.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/e2e/**', 'test/ui/**', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'happy-dom',
          include: ['test/ui/**/*.test.{ts,tsx}', 'test/**/*.test.tsx'],
          exclude: ['test/e2e/**', 'node_modules/**'],
        },
      },
    ],
  },
});
