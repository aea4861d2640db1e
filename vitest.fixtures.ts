// Which files a Vitest project runs: its own tests, or, while scripts/test-guard.mjs checks that
// red tests turn a run red, only the guard's fixture (TEST_GUARD_FIXTURE=must-fail|must-pass).

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function testFiles(files: string[]): string[] {
  const fixture = process.env.TEST_GUARD_FIXTURE;
  if (!fixture) return files;
  if (!/^[a-z-]+$/.test(fixture)) throw new Error(`TEST_GUARD_FIXTURE names no fixture: ${fixture}`);
  return [`../test-guard/${fixture}.guard.ts`];
}

/**
 * With TEST_TAG set (CI's second pass on the machine's PostgreSQL sets TEST_TAG=database), only
 * the test files under `dirs` whose text carries the tag (`@tag database` in a comment): the
 * files whose outcome depends on which PostgreSQL runs them. Without it, `patterns` as they are.
 */
export function taggedFiles(root: string, dirs: string[], patterns: string[]): string[] {
  const tag = process.env.TEST_TAG;
  if (!tag) return patterns;
  const found: string[] = [];
  for (const dir of dirs) {
    for (const entry of readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })) {
      if (!entry.endsWith('.test.ts')) continue;
      const file = join(dir, entry);
      if (readFileSync(join(root, file), 'utf8').includes(`@tag ${tag}`)) found.push(file);
    }
  }
  if (found.length === 0) throw new Error(`No test file under ${dirs.join(', ')} is tagged ${tag}`);
  return found;
}
