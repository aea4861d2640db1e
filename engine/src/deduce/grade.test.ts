import { describe, expect, it } from 'vitest';
import { generate } from '../generator/generate';
import { layoutOf } from '../layout';
import { fullPuzzle, type Puzzle } from '../puzzle';
import { TECHNIQUES } from './deduction';
import { grade } from './grade';

describe('grade', () => {
  it('costs a shown pair by how hard its product is to recall', () => {
    const layout = layoutOf('single-pair');
    // The pair gives the first number, a subtraction the second. 2 is 1 x 2 only (one extra point
    // for the two digits that divide it); 28 is 4 x 7 or 7 x 4 and beyond 25 (three extra).
    const easy = grade(fullPuzzle(layout, [1, 2]));
    const hard = grade(fullPuzzle(layout, [4, 7]));
    const subtract = TECHNIQUES['subtract-divide'].cost;
    expect(easy).toMatchObject({ solved: true, hardest: 'add-multiply' });
    expect(easy.steps.map((s) => s.technique)).toEqual(['add-multiply', 'subtract-divide']);
    expect(easy.points).toBe(TECHNIQUES['add-multiply'].cost + 1 + subtract);
    expect(hard.points).toBe(TECHNIQUES['add-multiply'].cost + 3 + subtract);
  });

  it('counts only the steps the solution rests on', () => {
    const layout = layoutOf('l-shape-2pairs');
    const puzzle = fullPuzzle(layout, [3, 4, 6]);
    const result = grade(puzzle);
    expect(result.solved).toBe(true);
    expect(result.points).toBe(result.steps.reduce((sum, step) => sum + step.cost, 0));
    const uses = Object.values(result.uses).reduce((a, b) => a + b, 0);
    expect(uses).toBe(result.steps.length);
  });

  it('fails a puzzle the allowed techniques cannot finish', () => {
    const layout = layoutOf('l-shape-2pairs');
    const full = fullPuzzle(layout, [3, 4, 6]);
    // Only sums shown: 7 and 9 leave {3,4} and {3,6} to be told apart by rule 2 or a guess.
    const sums: Puzzle = { ...full, pairClues: full.pairClues.map((c) => ({ add: c.add, mult: 0 })) };
    expect(grade(sums, { maxRank: TECHNIQUES['factor-pairs'].rank }).solved).toBe(false);
  });

  it('fails a solve that costs more than the cap', () => {
    const layout = layoutOf('single-pair');
    const puzzle = fullPuzzle(layout, [4, 7]);
    const { points } = grade(puzzle);
    expect(grade(puzzle, { maxPoints: points }).solved).toBe(true);
    expect(grade(puzzle, { maxPoints: points - 1 }).solved).toBe(false);
  });

  it('names subtract & divide as the hardest when nothing harder was needed', () => {
    const layout = layoutOf('l-shape-2pairs');
    const full = fullPuzzle(layout, [3, 4, 6]);
    const puzzle: Puzzle = { ...full, givens: [3, 0, 0] };
    expect(grade(puzzle).hardest).toBe('subtract-divide');
  });

  it('fails a solve that needs more chains than allowed', () => {
    let checked = 0;
    for (let seed = 1; checked < 3 && seed < 200; seed++) {
      const { puzzle, solution } = generate({
        shape: '4-squares',
        orientation: 'landscape',
        difficulty: 4,
        seed,
      });
      const { uses, solved } = grade(puzzle, { solution });
      expect(solved).toBe(true);
      if (uses.chain < 2) continue;
      checked++;
      // The solve runs as before until the cap stops it; every chain came when nothing else moved.
      expect(grade(puzzle, { solution, maxChains: uses.chain - 1 }).solved).toBe(false);
      expect(grade(puzzle, { solution, maxChains: 0 }).solved).toBe(false);
    }
    expect(checked).toBe(3);
  });
});
