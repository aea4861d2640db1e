import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['engine', 'contract', 'server', 'client', 'e2e'],
  },
});
