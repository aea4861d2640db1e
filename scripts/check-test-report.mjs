#!/usr/bin/env node
// The second guard of a test run, independent of the runner's exit code: read Vitest's JSON
// report and fail when any test or test file failed, or when no test ran at all.
// A library once turned a failing run's exit code into 0 (an exit hook calling process.exit(0));
// this check reads what the run recorded instead of how the process ended.
//
//   node scripts/check-test-report.mjs test-results/vitest.json

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * What is wrong with a Vitest JSON report, or an empty list when it shows a green run.
 * @param {unknown} report
 * @returns {string[]}
 */
export function reportProblems(report) {
  if (typeof report !== 'object' || report === null) return ['the report is not a JSON object'];
  const r = /** @type {Record<string, unknown>} */ (report);
  const count = (key) => (typeof r[key] === 'number' ? /** @type {number} */ (r[key]) : undefined);
  const problems = [];
  const total = count('numTotalTests');
  const failed = count('numFailedTests');
  const failedFiles = count('numFailedTestSuites');
  const passed = count('numPassedTests') ?? 0;
  if (total === undefined || failed === undefined) return ['the report has no test counts'];
  if (failed > 0) problems.push(`${failed} failed test(s)`);
  if ((failedFiles ?? 0) > 0) problems.push(`${failedFiles} failed test file(s)`);
  if (total === 0) problems.push('no test ran');
  else if (passed === 0 && failed === 0) problems.push('no test ran: every test was skipped');
  if (r.success === false && problems.length === 0) problems.push('the run did not succeed');
  const files = Array.isArray(r.testResults) ? r.testResults : [];
  for (const file of files) {
    if (file && typeof file === 'object' && file.status === 'failed') {
      const message =
        typeof file.message === 'string' && file.message ? `: ${file.message.split('\n')[0]}` : '';
      problems.push(`failed: ${file.name}${message}`);
    }
  }
  return problems;
}

/** @param {string} path */
export function checkReportFile(path) {
  let report;
  try {
    report = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return [`no readable test report at ${path}: ${error instanceof Error ? error.message : String(error)}`];
  }
  return reportProblems(report);
}

/**
 * The run's counts as the plain closing line CI tools read ('N passed, N failed').
 * @param {string} path
 */
export function summaryLine(path) {
  try {
    const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = JSON.parse(
      readFileSync(path, 'utf8'),
    );
    const skipped = (numPendingTests ?? 0) + (numTodoTests ?? 0);
    return `${numPassedTests} passed, ${numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`;
  } catch {
    return '0 passed, 0 failed';
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const path = process.argv[2];
  if (!path) {
    console.error('usage: node scripts/check-test-report.mjs REPORT.json');
    process.exit(2);
  }
  const problems = checkReportFile(path);
  if (problems.length > 0) {
    console.error(`Test report ${path} is red:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`Test report ${path} is green.`);
  console.log(summaryLine(path));
}
