import { defineConfig } from 'vitest/config';
import { testFiles } from '../vitest.fixtures.ts';
import { assetsAlias } from './assets-dir';

export default defineConfig({
  resolve: { alias: assetsAlias },
  test: {
    name: 'client',
    include: testFiles(['src/**/*.test.ts', '*.test.ts']),
    environment: 'node',
  },
});
