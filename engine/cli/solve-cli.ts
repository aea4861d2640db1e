// npm run solve < puzzle.json
// Reads wire JSON (one object, an array of them, or one per line) and prints, for each puzzle,
// the number of solutions up to 2 and the solution when there is one.

import { readFileSync } from 'node:fs';
import { count, parsePuzzle, renderPuzzle, renderValues } from '../src/index';

const USAGE = `usage: npm run solve < puzzle.json

Reads puzzles in the wire format of GET /api/game (see engine/README.md): one JSON object,
an array of objects, or one object per line. Prints how many solutions each has (counting
stops at 2) and the solution.`;

function readPuzzles(text: string): unknown[] {
  const trimmed = text.trim();
  if (trimmed === '')
    throw new Error('no input: pipe a puzzle in, e.g. npm run puzzle -- ... --json | npm run solve');
  try {
    const whole: unknown = JSON.parse(trimmed);
    return Array.isArray(whole) ? whole : [whole];
  } catch {
    return trimmed.split('\n').map((line, i) => {
      try {
        return JSON.parse(line) as unknown;
      } catch (error) {
        throw new Error(`line ${i + 1} is not JSON: ${(error as Error).message}`);
      }
    });
  }
}

function main(argv: readonly string[]): number {
  if (argv.includes('--help')) {
    console.log(USAGE);
    return 0;
  }
  if (argv.length > 0) {
    console.error(`error: unexpected argument "${argv[0]}"\n\n${USAGE}`);
    return 2;
  }
  let inputs: unknown[];
  try {
    inputs = readPuzzles(readFileSync(0, 'utf8'));
  } catch (error) {
    console.error(`error: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  let failed = false;
  inputs.forEach((input, i) => {
    if (i > 0) console.log('');
    const parsed = parsePuzzle(input);
    if (!parsed.ok) {
      console.error(`puzzle ${i + 1}: ${parsed.error.message}`);
      failed = true;
      return;
    }
    const { puzzle, info } = parsed.value;
    const result = count(puzzle, 2);
    console.log(
      `${info.id}: ${result.count === 2 ? '2 or more' : result.count} solution${result.count === 1 ? '' : 's'}`,
    );
    console.log(renderPuzzle(puzzle));
    if (result.solution) {
      console.log(result.count === 1 ? '\nsolution:' : '\none of them:');
      console.log(renderValues(puzzle.layout, result.solution));
    }
  });
  return failed ? 2 : 0;
}

process.exitCode = main(process.argv.slice(2));
