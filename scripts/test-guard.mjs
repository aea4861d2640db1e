#!/usr/bin/env node
// Checks that a red test turns a test run red: runs a deliberately failing test in each Vitest
// project through the same path `npm test` takes (scripts/vitest-guarded.mjs, the project's
// global setup with its PostgreSQL included) and fails unless
//   - Vitest itself exits non-zero (the first guard: nothing rewrites its exit code), and
//   - its JSON report, read on its own, is red (the second guard), and
//   - the whole guarded run exits non-zero.
// A passing test must still give a green run, and a run of no tests a red one.
//
// With --if-changed (npm test) it runs only when the test setup changed since its last green run
// on this checkout: the files that decide how a run ends (the Vitest configs, global setups, the
// guard's own scripts and fixtures) and Vitest's version, hashed into test-results/guard.stamp.
// A fresh checkout, as CI's, always runs it.
//
//   node scripts/test-guard.mjs [--if-changed] [project ...]   (default: every project)

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkReportFile } from './check-test-report.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const ifChanged = args.includes('--if-changed');
const named = args.filter((a) => a !== '--if-changed');
const projects = named.length > 0 ? named : ['engine', 'contract', 'server', 'client', 'e2e'];

/** The files whose change could make a red test end in a green run. */
function setupFiles() {
  const files = [
    'vitest.config.ts',
    'vitest.fixtures.ts',
    'package.json',
    'node_modules/vitest/package.json',
    'scripts/vitest-guarded.mjs',
    'scripts/check-test-report.mjs',
    'scripts/test-guard.mjs',
    'server/test/global-setup.ts',
    'e2e/support/global-setup.ts',
    ...['engine', 'contract', 'server', 'client', 'e2e'].map((p) => `${p}/vitest.config.ts`),
    ...readdirSync(join(root, 'test-guard')).map((f) => `test-guard/${f}`),
  ];
  return files.filter((f) => existsSync(join(root, f))).sort();
}

const stampFile = join(root, 'test-results/guard.stamp');
const hash = createHash('sha256');
for (const file of setupFiles())
  hash
    .update(`${file}\0`)
    .update(readFileSync(join(root, file)))
    .update('\0');
const stamp = `${projects.join(',')} ${hash.digest('hex')}`;
if (ifChanged && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
  console.log('The test guard passed before with this test setup (test-results/guard.stamp): not run again.');
  process.exit(0);
}

/** One guarded run of a fixture in a project. */
function runFixture(project, fixture, extra = []) {
  const report = resolve(root, `test-results/guard-${project}-${fixture}.json`);
  const run = spawnSync(
    process.execPath,
    [resolve(root, 'scripts/vitest-guarded.mjs'), '--project', project, ...extra],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, TEST_GUARD_FIXTURE: fixture, TEST_REPORT: report },
      timeout: 300_000,
    },
  );
  const output = `${run.stdout}${run.stderr}`;
  return {
    status: run.status,
    output,
    report,
    vitestRed: /vitest exited with (code [1-9]|SIG)/.test(output),
  };
}

const failures = [];
const check = (ok, what, output) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(`${what}\n${output.split('\n').slice(-25).join('\n')}`);
};

for (const project of projects) {
  const red = runFixture(project, 'must-fail');
  check(
    red.status !== 0 && red.status !== null,
    `${project}: a failing test gives a non-zero exit status (${red.status})`,
    red.output,
  );
  check(red.vitestRed, `${project}: Vitest's own exit status is non-zero`, red.output);
  const reportProblems = checkReportFile(red.report);
  check(
    reportProblems.some((p) => p.includes('failed test')),
    `${project}: the report alone shows the failure (${reportProblems.join('; ')})`,
    red.output,
  );
}

if (projects.includes('engine')) {
  const green = runFixture('engine', 'must-pass');
  check(green.status === 0, `engine: a passing test gives exit status 0 (${green.status})`, green.output);
  // Vitest exits 0 on no tests when told to; the report still shows that nothing ran.
  const empty = runFixture('engine', 'must-pass', [
    '--passWithNoTests',
    '--testNamePattern',
    'no test has this name',
  ]);
  check(
    empty.status !== 0 && !empty.vitestRed,
    `engine: a run where Vitest exits 0 with no test run is made red by its report (${empty.status})`,
    empty.output,
  );
}

if (failures.length > 0) {
  console.error(`\nThe test guard is broken:\n\n${failures.join('\n\n')}`);
  process.exit(1);
}
mkdirSync(dirname(stampFile), { recursive: true });
writeFileSync(stampFile, stamp);
console.log(`The test guard works in ${projects.join(', ')}: red tests turn the run red.`);
