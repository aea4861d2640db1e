// Test support: an exhaustive enumerator that knows nothing of the solver's tables or
// propagation. It tries every digit in every mystery in reading order and abandons a prefix only
// when the reference checks (`checkRules`, `checkClues`) say it is already broken, which they do
// only for definite breaks, so no solution is ever skipped.

import { checkClues } from '../clue-check';
import type { Puzzle } from '../puzzle';
import { checkRules } from '../rules';
import { SHAPES } from '../shapes';

export function bruteForce(puzzle: Puzzle, limit: number): number[][] {
  const n = puzzle.layout.mysteries.length;
  const values = new Array<number>(n).fill(0);
  const solutions: number[][] = [];
  const unordered = SHAPES[puzzle.layout.shape].unordered === true;
  const broken = () => checkRules(puzzle.layout, values).length > 0 || checkClues(puzzle, values).length > 0;
  const visit = (m: number): void => {
    if (solutions.length >= limit) return;
    if (m === n) {
      if (!unordered || values[0]! <= values[1]!) solutions.push([...values]);
      return;
    }
    for (let v = 1; v <= 9; v++) {
      values[m] = v;
      if (!broken()) visit(m + 1);
      if (solutions.length >= limit) break;
    }
    values[m] = 0;
  };
  if (!broken()) visit(0);
  return solutions;
}
