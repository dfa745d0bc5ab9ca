import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { batchedModulePreload } from './build/batched-module-preload.ts';
import { chakraSystemInSteps } from './build/chakra-system-in-steps.ts';
import { lazyChakraGlobalCss } from './build/lazy-chakra-global.ts';
import { precompress } from './build/precompress.ts';
import { prerenderPages } from './build/prerender.ts';
import { pureAnatomies } from './build/pure-anatomies.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** Libraries every screen needs: one long-cached chunk instead of copies in each route chunk. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/;

/**
 * The Chakra recipes only the screens after the first page use (design-system's
 * theme/route-recipes.ts, with the recipes those build on): a chunk the routes load. Chakra's
 * theme index imports every recipe, so without a group of their own they would sit in the
 * first page's chunk though /home never uses them.
 */
const ROUTE_RECIPES =
  /[\\/](design-system[\\/]src[\\/]theme[\\/]route-recipes\.ts|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/](alert|badge|card|checkbox|checkmark|data-list|dialog|field|input|input-addon|list|native-select|radio-group|radiomark|select|table|textarea)\.js)$/;

const OWN_PACKAGES = /[\\/](design-system|domain)[\\/]src[\\/]/;

/**
 * public/ holds the MSW worker script for `dev:mock` (msw's postinstall keeps it current there);
 * a production build has no use for it, so it is removed from dist.
 */
function dropMockWorker(): Plugin {
  let outDir = '';
  return {
    name: 'cutshop:drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * The port in an environment variable, when it holds one from 1 to 65535. Read leniently: a
 * production build ignores the dev server, and a bad PORT already stops the BFF with a clear line.
 */
function portFrom(name: string, fallback: number): number {
  const port = Number(process.env[name]?.trim() || fallback);
  return Number.isInteger(port) && port >= 1 && port <= 65535 ? port : fallback;
}

// `vite` listens on WEB_PORT (5173 by default; a `--port` flag wins) and proxies /api to the BFF on
// the port the BFF itself reads from PORT (8080 by default). `vite --mode mock` answers /api from
// the MSW worker instead (see src/dev), so no server is needed. Production builds never contain
// the mocks.
export default defineConfig({
  root: webRoot,
  // precompress() stays last: it writes .br/.gz copies of whatever dist holds after the others.
  plugins: [
    react(),
    chakraSystemInSteps(),
    lazyChakraGlobalCss(),
    batchedModulePreload(),
    pureAnatomies(),
    dropMockWorker(),
    prerenderPages(),
    precompress(),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: resolve(webRoot, 'src/lib/use-sync-external-store-shim.ts'),
      },
    ],
  },
  server: {
    host: '127.0.0.1',
    port: portFrom('WEB_PORT', 5173),
    proxy: { '/api': `http://127.0.0.1:${portFrom('PORT', 8080)}` },
  },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph the first-load checks and the bench read (the
    // server never serves it: koa-static skips dot folders).
    manifest: true,
    target: 'es2022',
    // Every browser the build targets but Safari before 17 preloads modules itself; there the
    // scripts still load, as the entry imports them. The polyfill would cost every visitor.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // Our own packages have no import-time side effects; saying so lets a screen that uses
        // one component of the design system or one rule of the domain ship only that one
        // (their package.json files do not declare `sideEffects`).
        moduleSideEffects: [
          { test: OWN_PACKAGES, sideEffects: false },
          { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        ],
        // Chakra's `defineConfig` returns its argument. Chakra's theme module builds its full
        // default config with it at import time; known as pure, the recipes the shop's system
        // does not register (design-system/src/theme/system.ts) drop out of the bundle.
        manualPureFunctions: ['defineConfig', 'createAnatomy'],
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 10 },
            {
              name: 'route-recipes',
              test: ROUTE_RECIPES,
              priority: 10,
              // Their helpers (defineRecipe, the anatomies) stay where the first page has them.
              includeDependenciesRecursively: false,
            },
            // Everything else the entry imports statically, in one file: a first page otherwise
            // fetches a score of tiny shared chunks, each costing a request and its headers.
            { name: 'initial', tags: ['$initial'], priority: 5 },
          ],
        },
      },
    },
  },
});
