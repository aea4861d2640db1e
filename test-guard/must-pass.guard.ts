// A test that must pass: scripts/test-guard.mjs checks that a green run stays green, so the
// guard cannot pass by failing everything. Never part of the normal suite.

import { expect, test } from 'vitest';

test('the test guard: this test must pass', () => {
  expect(1 + 1).toBe(2);
});
