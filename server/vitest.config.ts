import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One embedded PostgreSQL serves every test file, started once.
    globalSetup: ['test/global-setup.ts'],
  },
});
