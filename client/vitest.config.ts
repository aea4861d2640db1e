import { defineConfig } from 'vitest/config';
import { testFiles } from '../vitest.fixtures.ts';

export default defineConfig({
  test: {
    name: 'client',
    include: testFiles(['src/**/*.test.ts']),
    environment: 'node',
  },
});
