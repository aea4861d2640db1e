import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const engineDir = fileURLToPath(new URL('..', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

function run(script: string, args: string[], input = '') {
  const result = spawnSync(tsx, [`cli/${script}`, ...args], { cwd: engineDir, input, encoding: 'utf8' });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('npm run puzzle', () => {
  it('prints a puzzle as a grid with its solution', () => {
    const { code, out } = run('puzzle-cli.ts', ['--shape', '6-squares', '--difficulty', '4', '--seed', '42']);
    expect(code).toBe(0);
    expect(out).toContain('E9L4-16  Everest (6-squares, landscape), expert');
    const solution = out.split('solution:\n')[1]!.trim().split('\n');
    expect(solution).toHaveLength(3);
    expect(solution.every((line) => /^[1-9]( [1-9]){3}$/.test(line))).toBe(true);
  });

  it('prints --count puzzles as wire JSON, one per line, that solve uniquely', () => {
    const puzzle = run('puzzle-cli.ts', [
      '--shape',
      '2-squares',
      '--difficulty',
      '3',
      '--seed',
      '5',
      '--count',
      '3',
      '--json',
    ]);
    expect(puzzle.code).toBe(0);
    const lines = puzzle.out.trim().split('\n');
    expect(lines.map((l) => JSON.parse(l).puzzleId)).toEqual(['E6L3-5', 'E6L3-6', 'E6L3-7']);
    const solved = run('solve-cli.ts', [], puzzle.out);
    expect(solved.code).toBe(0);
    expect(solved.out.match(/: 1 solution\n/g)).toHaveLength(3);
  });

  it.each([
    [['--shape', 'hexagon', '--difficulty', '1', '--seed', '1'], '--shape must be one of'],
    [['--shape', 'one-square', '--difficulty', '1'], '--seed is required'],
    [
      ['--shape', 'one-square', '--difficulty', '9', '--seed', '1'],
      '--difficulty must be a whole number from 1 to 4',
    ],
    [['--shape', 'one-square', '--difficulty', '1', '--seed', '-3'], '--seed must be a whole number'],
    [
      ['--shape', 'single-pair', '--difficulty', '4', '--seed', '1'],
      'single-pair is played only in summerland',
    ],
    [
      ['--shape', 'one-square', '--difficulty', '1', '--seed', '1', '--orientation', 'portrait'],
      'no portrait form',
    ],
    [['stray'], 'unexpected argument'],
  ])('%j exits 2 with usage', (args, message) => {
    const { code, err, out } = run('puzzle-cli.ts', args);
    expect(code).toBe(2);
    expect(err).toContain(message);
    expect(err).toContain('usage: npm run puzzle');
    expect(out).toBe('');
  });
});

describe('npm run solve', () => {
  it('counts the solutions of a puzzle with several, stopping at 2', () => {
    const made = run('puzzle-cli.ts', [
      '--shape',
      'one-square',
      '--difficulty',
      '1',
      '--seed',
      '3',
      '--json',
    ]);
    const wire = JSON.parse(made.out);
    // Blank every clue of the 3x3 grid (mysteries sit at cells 0, 2, 6 and 8): many boards then fit.
    for (const cell of [1, 3, 4, 5, 7]) wire.data.splice(cell * 2, 2, 0, 0);
    const { code, out } = run('solve-cli.ts', [], JSON.stringify(wire));
    expect(code).toBe(0);
    expect(out).toContain('E5L1-3: 2 or more solutions');
  });

  it.each([
    ['', 'no input'],
    ['{ not json', 'is not JSON'],
  ])('rejects input %j with exit 2', (input, message) => {
    const { code, err } = run('solve-cli.ts', [], input);
    expect(code).toBe(2);
    expect(err).toContain(message);
  });

  it('says what is wrong with a malformed puzzle', () => {
    const { code, err } = run('solve-cli.ts', [], JSON.stringify({ shape: 'one-square' }));
    expect(code).toBe(2);
    expect(err).toMatch(/^puzzle 1: .{20,}/);
  });
});

describe('npm run hint', () => {
  it('plays a puzzle by hints to its solution and prints each step', () => {
    const { code, out } = run('hint-cli.ts', ['--id', 'B6L3-5']);
    expect(code).toBe(0);
    expect(out).toContain('B6L3-5: difficulty');
    expect(out).toMatch(/number at row \d, column \d: \d \[/);
    expect(out).toMatch(/ {2}1\. .+/);
    const solved = out.split('solved:\n')[1]!.trim().split('\n');
    expect(solved).toHaveLength(2);
    expect(solved.every((line) => /^[1-9]( [1-9]){2}$/.test(line))).toBe(true);
  });

  it('explains wrong digits with --errors', () => {
    const { code, out } = run('hint-cli.ts', ['--id', 'B5L2-3', '--errors']);
    expect(code).toBe(0);
    expect(out).toContain('error assist on the empty board:');
    expect(out).toMatch(/wrong \d \((arithmetic|rule_1|rule_2|chain|unexplained)\)/);
  });

  it('rejects a bad id with the reason and the usage', () => {
    const { code, err } = run('hint-cli.ts', ['--id', 'not-an-id']);
    expect(code).toBe(2);
    expect(err).toContain('is not a puzzle id');
    expect(err).toContain('usage: npm run hint');
  });
});
