import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, searchForWorkspaceRoot } from 'vite';
import { ASSETS_DIR, assetsAlias } from './assets-dir';
import { firstPaint } from './first-paint-plugin';
import { localePreload } from './locale-preload';
import { phaserBuild } from './phaser-build/phaser-build';
import { pixiBuild } from './pixi-build/pixi-build';
import { precompress } from './precompress';
import { serviceWorker } from './service-worker-plugin';
import { siteIcons } from './site-icons';
import { soundFiles } from './sound-files';

/**
 * react-router's production build. Its package names only the development build for `import`
 * (the one with ENABLE_DEV_WARNINGS on), so a production build would ship that; react-router-dom
 * imports `react-router` and `react-router/dom`, which this points at the production files.
 */
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const productionReactRouter = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

/** The chunks of app/later-parts.tsx's parts. */
const LATER_PARTS = /(^|\/)(ModalHost|VideoAdOverlay|DevShortcuts)-[\w-]+\.js$/;

// The server serves dist/ and the API on one port; in development Vite serves the client and
// hands /api to a server started with `npm start -w server`.
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    phaserBuild(),
    pixiBuild(),
    soundFiles(),
    siteIcons(),
    serviceWorker(),
    localePreload(),
    firstPaint(),
    precompress(),
  ],
  resolve: {
    alias: [
      ...Object.entries(assetsAlias).map(([find, replacement]) => ({ find, replacement })),
      ...(command === 'build' ? productionReactRouter : []),
    ],
    // One scheduler for both React renderers: react-dom's (0.28) also serves the celebration's
    // react-reconciler (which asks for ^0.25 and uses only what 0.28 still has), instead of a
    // second copy in the Celebration chunk; the two renderers then share one task queue too.
    dedupe: ['scheduler'],
  },
  // Files served as they are at the site's root (the favicon's SVG, robots.txt); site-icons.ts draws the rest of the favicon set.
  publicDir: `${ASSETS_DIR}/public`,
  // Images stay files, so the loader's progress is real and the browser caches them apart from the code.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    modulePreload: {
      // The shell's later parts (app/later-parts.tsx) are imported when the page is first idle,
      // and Vite's loader would first add a modulepreload link for each of their 30 or so chunks:
      // most of a 60 ms task at Lighthouse's 4x slowdown on / and /home (issue 17). Without the
      // links the browser fetches what they import as it reads them; nobody waits for them. Their
      // style sheets are not chunks and are still added before they render.
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'js' && LATER_PARTS.test(filename) ? [] : deps,
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
    // The dev server may read the workspace (the engine's sources, hoisted packages) and assets/.
    fs: { allow: [searchForWorkspaceRoot(process.cwd()), ASSETS_DIR] },
  },
}));
