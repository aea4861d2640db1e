import { defineConfig } from 'vitest/config';
import { taggedFiles, testFiles } from '../vitest.fixtures.ts';

export default defineConfig({
  test: {
    name: 'server',
    include: testFiles(
      taggedFiles(import.meta.dirname, ['test', 'src'], ['test/**/*.test.ts', 'src/**/*.test.ts']),
    ),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One embedded PostgreSQL serves every test file, started once.
    globalSetup: ['test/global-setup.ts'],
  },
});
