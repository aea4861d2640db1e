#!/usr/bin/env node
// `vitest run` with two guards on its verdict: the runner's own exit code, and its JSON report
// read afterwards (check-test-report.mjs). The run is red when either says so, so no library
// that rewrites the exit code, and no run that found no tests, can pass as green.
//
//   node scripts/vitest-guarded.mjs [vitest run arguments...]
//   TEST_REPORT=test-results/server.json node scripts/vitest-guarded.mjs --project server

import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkReportFile, summaryLine } from './check-test-report.mjs';
import { slowestTests } from './slowest-tests.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const report = resolve(root, process.env.TEST_REPORT ?? 'test-results/vitest.json');
rmSync(report, { force: true });
mkdirSync(dirname(report), { recursive: true });

const vitest = resolve(root, 'node_modules/vitest/vitest.mjs');
const child = spawn(
  process.execPath,
  [
    vitest,
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));

child.on('exit', (code, signal) => {
  const problems = checkReportFile(report);
  const slowest = slowestTests(report, root);
  if (slowest.length > 0) console.log(`\nThe ${slowest.length} slowest tests:\n${slowest.join('\n')}\n`);
  console.log(summaryLine(report));
  if (code !== 0 || signal) {
    console.error(
      `vitest exited with ${signal ?? `code ${code}`}${problems.length ? `: ${problems.join('; ')}` : ''}`,
    );
    process.exit(typeof code === 'number' && code !== 0 ? code : 1);
  }
  if (problems.length > 0) {
    console.error(`vitest exited 0, but its report is red:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  process.exit(0);
});
