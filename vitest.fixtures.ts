// Which files a Vitest project runs: its own tests, or, while scripts/test-guard.mjs checks that
// red tests turn a run red, only the guard's fixture (TEST_GUARD_FIXTURE=must-fail|must-pass).

export function testFiles(files: string[]): string[] {
  const fixture = process.env.TEST_GUARD_FIXTURE;
  if (!fixture) return files;
  if (!/^[a-z-]+$/.test(fixture)) throw new Error(`TEST_GUARD_FIXTURE names no fixture: ${fixture}`);
  return [`../test-guard/${fixture}.guard.ts`];
}
