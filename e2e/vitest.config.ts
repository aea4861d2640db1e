import { defineConfig } from 'vitest/config';
import { testFiles } from '../vitest.fixtures.ts';

export default defineConfig({
  test: {
    name: 'e2e',
    include: testFiles(['*.test.ts']),
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // expect.poll waits on the server's writes behind (mail, batched marks); a loaded machine
    // needs more than Vitest's 1 s default, and a poll ends as soon as it holds.
    expect: { poll: { timeout: 15_000 } },
    // Each file drives its own Chromium against its own server; two cores run two at once well.
    maxWorkers: 2,
    // After the other projects, in a group of its own: browsers and the unit tests' workers would
    // otherwise share two cores (and Vitest wants projects with other maxWorkers grouped apart).
    sequence: { groupOrder: 1 },
    globalSetup: ['support/global-setup.ts'],
  },
});
