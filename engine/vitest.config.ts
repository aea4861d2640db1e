import { defineConfig } from 'vitest/config';
import { testFiles } from '../vitest.fixtures.ts';

export default defineConfig({
  test: {
    name: 'engine',
    include: testFiles(['src/**/*.test.ts', 'cli/**/*.test.ts']),
    testTimeout: 120_000,
  },
});
