import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['engine', 'contract', 'server', 'client', 'e2e'],
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where the
    // unit projects then ran a file at a time (481 s; 341 s with two). The browser tests set
    // their own (e2e/vitest.config.ts) and run in a group after.
    maxWorkers: 2,
  },
});
