import { describe, expect, it } from 'vitest';
import { techniqueRules } from '../generator/bands';
import { type GeneratedPuzzle, generate } from '../generator/generate';
import type { GeneratorVersion } from '../puzzle-id';
import { claimFault } from '../testing/evidence';
import type { PlayerBoard } from './board';
import { grade } from './grade';
import { hint } from './hint';
import { boardAfterHint, mostHints } from './hint-board';
import { MAX_HINT_STEPS } from './hint-shown';

/**
 * Expert 6-squares puzzles (landscape, generator version D) on which hints taken from the empty
 * board once ran over MAX_HINT_STEPS (9 to 11 reasoning steps; grade-report, issue 15). Each is
 * now held to 8 by one of: a number's steps shown together (hint-order.ts), a broken clue or rule
 * shown with the step that broke it (mergeSameCell), a supposition made earlier along the direct
 * steps (earlierSupposition in hint.ts), a clue half given first (hint-ahead.ts), or (121 and
 * 281, 9 and 10 steps) the supposition made with fewer narrowing steps before it (hint-premises.ts;
 * 186, 9 steps: a clue half first, after which that makes the number's hint 8), or (308, 9 steps)
 * a supposition made earlier with a chain of 7 forced steps (CUT_CHAIN_STEPS in hint.ts), or
 * (619, 843, 1108, 1252, 1414, 1525, 2181; 9 and 10 steps) a chain followed up to 8 forced steps,
 * when worked out again with fewer steps before it (hint-minimize.ts) or when no shorter chain makes
 * a short hint (LONG_HINT_CHAIN_STEPS in chain.ts).
 */
const ONCE_LONG = [66, 121, 142, 186, 190, 259, 272, 278, 281, 308, 619, 843, 1108, 1252, 1414, 1525, 2181];

/**
 * Seeds whose version-D puzzles still have a hint over MAX_HINT_STEPS (9 to 11 steps): on those
 * boards no supposition, weighed in full, makes a shorter one. Each has a chain resting on 17 to 27
 * steps of narrowing beyond the numbers found before it; version E does not make such puzzles.
 */
const LONG_IN_D = [260, 595, 1045, 1161, 1882];

const expert = (version: GeneratorVersion, seed: number) =>
  generate({ version, shape: '6-squares', orientation: 'landscape', difficulty: 4, seed });

/** Hints from the empty board to the end: those over MAX_HINT_STEPS, and how many in all. */
function playHints(made: GeneratedPuzzle): { long: string[]; hints: number } {
  const { puzzle, solution, id } = made;
  const long: string[] = [];
  let hints = 0;
  let board: PlayerBoard = { puzzle, values: solution.map(() => 0) };
  for (let guard = 0; guard <= mostHints(puzzle.layout); guard++) {
    const record = hint(board, solution);
    if (!record) break;
    hints++;
    // Each claim checked with the exact solver, as the hints of hint.test.ts are.
    expect(claimFault(board, record, solution), id).toBeUndefined();
    // The reasoning: every step before the answer, as grade-report counts it.
    const steps = record.steps.length - 1;
    if (steps > MAX_HINT_STEPS) long.push(`${id} cell ${record.cell}: ${steps} steps`);
    board = boardAfterHint(board, record);
  }
  expect(
    board.values.every((v) => v !== 0),
    `${id}: the hints finish the puzzle`,
  ).toBe(true);
  return { long, hints };
}

describe('hint length on expert 6-squares', () => {
  it(`keeps every hint from the empty board to the end within ${MAX_HINT_STEPS} steps, and right`, () => {
    const long: string[] = [];
    let hints = 0;
    for (const seed of ONCE_LONG) {
      const played = playHints(expert('D', seed));
      long.push(...played.long);
      hints += played.hints;
    }
    expect(long).toEqual([]);
    expect(hints).toBeGreaterThan(ONCE_LONG.length * 10);
  });

  it('makes no puzzle whose chain rests on much groundwork (version E), so those hints are short too', () => {
    const long: string[] = [];
    for (const seed of LONG_IN_D) {
      const d = expert('D', seed);
      // Version D's puzzle breaks version E's rule; E draws another, whose hints are short.
      expect(grade(d.puzzle, { ...techniqueRules(4, 'E'), solution: d.solution }).solved, d.id).toBe(false);
      expect(grade(d.puzzle, { ...techniqueRules(4, 'D'), solution: d.solution }).solved, d.id).toBe(true);
      const e = expert('E', seed);
      expect(grade(e.puzzle, { ...techniqueRules(4, 'E'), solution: e.solution }).solved, e.id).toBe(true);
      long.push(...playHints(e).long);
    }
    expect(long).toEqual([]);
  });
});
