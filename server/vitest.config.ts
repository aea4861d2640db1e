import { defineConfig } from 'vitest/config';
import { testFiles } from '../vitest.fixtures.ts';

export default defineConfig({
  test: {
    name: 'server',
    include: testFiles(['test/**/*.test.ts', 'src/**/*.test.ts']),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One embedded PostgreSQL serves every test file, started once.
    globalSetup: ['test/global-setup.ts'],
  },
});
