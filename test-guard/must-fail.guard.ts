// A test that must fail: scripts/test-guard.mjs runs it in every Vitest project and checks that
// the run's exit status and its report both turn red. Never part of the normal suite.

import { expect, test } from 'vitest';

test('the test guard: this test must fail', () => {
  expect(1).toBe(2);
});
