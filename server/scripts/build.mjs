#!/usr/bin/env node
// The production server: src/main.ts and the workspace packages it imports (the engine, the
// contract: TypeScript sources) bundled by esbuild into dist/main.js, which `npm start` runs with
// node. Every other package stays an import of node_modules, as in development.
//
//   node scripts/build.mjs [OUT_DIR]   (dist by default; the tests build into dist-test: a folder
//                                      beside dist, as its paths to data/ and client/dist are)

import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = process.argv[2] ?? 'dist';
rmSync(resolve(serverDir, outDir), { recursive: true, force: true });

/** Bare imports stay imports, except the workspace's own packages, which are bundled. */
const nodeModulesExternal = {
  name: 'node-modules-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@numberland/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  absWorkingDir: serverDir,
  entryPoints: ['src/main.ts'],
  outfile: `${outDir}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  plugins: [nodeModulesExternal],
  logLevel: 'warning',
});
