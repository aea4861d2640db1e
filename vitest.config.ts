import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['engine', 'server', 'client', 'e2e'],
  },
});
