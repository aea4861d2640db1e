// The slowest tests of a run, from Vitest's JSON report: printed at the end of every run, so the
// next slow test is seen when it comes, not when the suite has grown slow.

import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * The `count` slowest tests of the report at `path`, one line each (seconds, file, name).
 * @param {string} path
 * @param {string} root
 * @param {number} count
 * @returns {string[]}
 */
export function slowestTests(path, root, count = 15) {
  let report;
  try {
    report = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return [];
  }
  const tests = [];
  for (const file of Array.isArray(report.testResults) ? report.testResults : []) {
    for (const test of Array.isArray(file.assertionResults) ? file.assertionResults : []) {
      if (typeof test.duration === 'number') {
        tests.push({ ms: test.duration, file: relative(root, file.name), name: test.fullName ?? test.title });
      }
    }
  }
  tests.sort((a, b) => b.ms - a.ms);
  return tests.slice(0, count).map((t) => `${(t.ms / 1000).toFixed(1).padStart(7)} s  ${t.file}  ${t.name}`);
}
