import { defineConfig } from 'vitest/config';
import { testFiles } from '../vitest.fixtures.ts';

export default defineConfig({
  test: {
    name: 'contract',
    include: testFiles(['src/**/*.test.ts']),
  },
});
