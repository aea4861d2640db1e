#!/usr/bin/env node
// The README's QA commands, each run once and small, as a user runs them (through tsx, outside
// Vitest, which compiles differently and once hid a playthrough that played nothing):
//   - `playthrough` of one slot at one difficulty: the game must be played and match;
//   - `shots` of one screen: the picture must be written;
//   - `bench:client --only chunks`: the chunk table must be printed.
// The client is the one `npm test` has just built: the commands' own build step is skipped.
//
//   node scripts/smoke-commands.mjs

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const e2e = join(root, 'e2e');
const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');
const shotsDir = mkdtempSync(join(tmpdir(), 'numberland-smoke-shots-'));

/** Each command, and what its output must show besides an exit code of 0. */
const COMMANDS = [
  {
    name: 'playthrough --only 1.1.1',
    args: ['playthrough.ts', '--only', '1.1.1'],
    check: (out) => /1 games, 0 with mismatches/.test(out) && !/page error/.test(out),
  },
  {
    name: 'shots (home-en-phone)',
    args: ['shots.ts', shotsDir],
    env: { SHOTS_ONLY: 'home-en-phone' },
    check: () => existsSync(join(shotsDir, 'home-en-phone.png')),
  },
  {
    name: 'bench:client --only chunks',
    args: ['bench-client.ts', '--only', 'chunks'],
    check: (out) => /all chunks/.test(out),
  },
];

const failures = [];
try {
  for (const command of COMMANDS) {
    const started = performance.now();
    const run = spawnSync(process.execPath, [tsx, ...command.args], {
      cwd: e2e,
      encoding: 'utf8',
      env: { ...process.env, ...command.env },
      timeout: 300_000,
    });
    const out = `${run.stdout}${run.stderr}`;
    const ok = run.status === 0 && command.check(out);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${command.name} (${seconds} s)`);
    if (!ok)
      failures.push(
        `${command.name} exited ${run.status ?? run.signal}:\n${out.split('\n').slice(-30).join('\n')}`,
      );
  }
} finally {
  rmSync(shotsDir, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`\n${failures.join('\n\n')}`);
  process.exit(1);
}
