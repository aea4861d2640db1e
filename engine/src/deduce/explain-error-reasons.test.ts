// Property: the error assist leaves no wrong number unexplained that has a short reason. Wrong
// numbers go on part-solved boards of every shape, band and orientation; whenever the assist
// answers "no short reason", an independent search (testing/short-reason.ts: the techniques
// followed two ways, read with the reference rule and clue checks) must find no contradiction
// within the assist's step limit either - 5 steps, 3 for the gentle hint.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIFFICULTY_LEVELS, type DifficultyLevel, SHAPE_NAMES } from '../constants';
import { generate } from '../generator/generate';
import { layoutOf } from '../layout';
import { reorientValues } from '../puzzle';
import { createRandom } from '../random';
import { orientationsOf } from '../shapes';
import { shortestReason } from '../testing/short-reason';
import { type PlayerBoard, readBoard } from './board';
import { GENTLE_CHAIN_STEPS, MAX_CHAIN_STEPS } from './chain';
import { explainError } from './explain-error';
import { hint } from './hint';
import { boardAfterHint } from './hint-board';
import { landscapeBoard } from './orientation';

// single-pair has no chains: every wrong number there breaks its one clue outright.
const SHAPES = SHAPE_NAMES.filter((s) => s !== 'single-pair');

interface Tally {
  wrong: number;
  chains: number;
  unexplained: number;
}

/** Every wrong digit of every open cell, both modes; throws on an unexplained one with a short reason. */
function checkBoard(board: PlayerBoard, solution: readonly number[], id: string, tally: Tally): void {
  const { layout } = board.puzzle;
  // The assist reasons on the landscape form; the judge does too, on the same numbers.
  const land = landscapeBoard(board);
  const landSolution = reorientValues(layout, solution, 'landscape');
  const k = readBoard(land, landSolution)!.knowledge;
  const landOf = (m: number) =>
    reorientValues(
      layout,
      layout.mysteries.map((_, i) => (i === m ? 1 : 0)),
      'landscape',
    ).indexOf(1);
  layout.mysteries.forEach((cell, m) => {
    if (board.values[m] !== 0) return;
    for (let value = 1; value <= 9; value++) {
      if (value === solution[m]) continue;
      tally.wrong++;
      for (const gentle of [false, true]) {
        const record = explainError(board, cell, value, { solution, gentle })!;
        const limit = gentle ? GENTLE_CHAIN_STEPS : MAX_CHAIN_STEPS;
        if (record.errorType === 'chain') {
          tally.chains++;
          // The full chain shows the supposition, then one step per forced step.
          if (!gentle)
            expect(record.steps.length - 1, `${id} ${value} at ${cell}`).toBeLessThanOrEqual(limit);
        }
        if (record.errorType !== 'unexplained') continue;
        tally.unexplained++;
        const shortest = shortestReason(k, landOf(m), value);
        if (shortest <= limit) {
          const mode = gentle ? 'gentle' : 'full';
          throw new Error(
            `${id}: ${value} at cell ${cell} (${mode}) is unexplained, but ${shortest} steps refute it`,
          );
        }
      }
    }
  });
}

describe('error assist: no wrong number with a short reason goes unexplained', () => {
  it('on part-solved boards of every shape and band', () => {
    const tally: Tally = { wrong: 0, chains: 0, unexplained: 0 };
    fc.assert(
      fc.property(
        fc.constantFrom(...SHAPES),
        fc.constantFrom(...DIFFICULTY_LEVELS),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 0, max: 1 }),
        fc.double({ min: 0, max: 0.7, noNaN: true }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (shape, difficulty, seed, turn, share, fill) => {
          const orientation = orientationsOf(shape)[turn % orientationsOf(shape).length]!;
          const made = generate({ shape, orientation, difficulty: difficulty as DifficultyLevel, seed });
          const random = createRandom(fill);
          const values = made.solution.map((v) => (random.float() < share ? v : 0));
          checkBoard({ puzzle: made.puzzle, values }, made.solution, made.id, tally);
        },
      ),
      { numRuns: 120, seed: 20261124 },
    );
    // The sample reaches the cases that matter: chains and numbers with no short reason.
    expect(tally.wrong).toBeGreaterThan(2000);
    expect(tally.chains).toBeGreaterThan(200);
    expect(tally.unexplained).toBeGreaterThan(20);
  });

  it('on boards reached by taking smart hints, where players stand when they go wrong', () => {
    const tally: Tally = { wrong: 0, chains: 0, unexplained: 0 };
    fc.assert(
      fc.property(
        fc.constantFrom(...SHAPES.filter((s) => layoutOf(s).squares.length > 0)),
        fc.constantFrom<DifficultyLevel>(3, 4),
        fc.integer({ min: 1, max: 5000 }),
        fc.double({ min: 0.1, max: 0.8, noNaN: true }),
        (shape, difficulty, seed, share) => {
          const made = generate({ shape, orientation: 'landscape', difficulty, seed });
          let board: PlayerBoard = { puzzle: made.puzzle, values: made.solution.map(() => 0) };
          const hints = Math.floor(share * board.values.length);
          for (let i = 0; i < hints; i++) {
            const record = hint(board, made.solution);
            if (!record || record.value === 0) break;
            board = boardAfterHint(board, record);
          }
          checkBoard(board, made.solution, made.id, tally);
        },
      ),
      { numRuns: 40, seed: 20261125 },
    );
    expect(tally.wrong).toBeGreaterThan(500);
    expect(tally.chains).toBeGreaterThan(50);
  });

  it('the issue 15 examples: B8L3-2 and a full board that breaks rule 2', () => {
    // A 5 at row 3, column 3 of B8L3-2 with the top row known: 2 and 8 connect twice.
    const { puzzle, solution } = generate({
      shape: '4-squares',
      orientation: 'landscape',
      difficulty: 3,
      seed: 2,
    });
    const values = solution.map((v, m) => (m < 3 ? v : 0));
    const cell = puzzle.layout.mysteries[8]!;
    for (const gentle of [false, true]) {
      expect(explainError({ puzzle, values }, cell, 5, { solution, gentle })?.errorType).toBe('chain');
    }
  });
});
