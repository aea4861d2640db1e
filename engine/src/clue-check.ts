// Whether known values agree with the shown clue halves and the given mysteries.

import type { Puzzle, Values } from './puzzle';
import { checkRules, isDigit } from './rules';

export interface ClueBreak {
  /** Grid index of the clue, or of the mystery for a changed given. */
  readonly cell: number;
  readonly half: 'add' | 'mult' | 'given';
  readonly expected: number;
  readonly actual: number;
}

/** Clue halves contradicted by a board; a clue is judged once all its mysteries are known. */
export function checkClues(puzzle: Puzzle, values: Values): ClueBreak[] {
  const { layout } = puzzle;
  const out: ClueBreak[] = [];
  puzzle.givens.forEach((given, m) => {
    const v = values[m]!;
    if (given !== 0 && v !== 0 && v !== given) {
      out.push({ cell: layout.mysteries[m]!, half: 'given', expected: given, actual: v });
    }
  });
  const judge = (cell: number, clue: { add: number; mult: number }, members: readonly number[]) => {
    const vs = members.map((m) => values[m]!);
    if (!vs.every(isDigit)) return;
    const add = vs.reduce((s, v) => s + v, 0);
    const mult = vs.reduce((p, v) => p * v, 1);
    if (clue.add !== 0 && clue.add !== add) out.push({ cell, half: 'add', expected: clue.add, actual: add });
    if (clue.mult !== 0 && clue.mult !== mult)
      out.push({ cell, half: 'mult', expected: clue.mult, actual: mult });
  };
  layout.pairs.forEach((pair, e) => {
    judge(pair.cell, puzzle.pairClues[e]!, [pair.a, pair.b]);
  });
  layout.squares.forEach((square, q) => {
    judge(square.cell, puzzle.squareClues[q]!, square.corners);
  });
  return out;
}

/** A complete board that keeps rules 1-3, every shown clue and every given. */
export function isSolution(puzzle: Puzzle, values: Values): boolean {
  return (
    values.length === puzzle.layout.mysteries.length &&
    values.every(isDigit) &&
    checkRules(puzzle.layout, values).length === 0 &&
    checkClues(puzzle, values).length === 0
  );
}
