// Checking a smart hint's claim with the exact solver: keep only what its steps point at - the
// clues they use and the known numbers among their cells - and ask whether that alone forces
// the claim. A hint that leans on anything it does not show fails this.

import type { PlayerBoard } from '../deduce/board';
import type { SmartHint } from '../deduce/hint-record';
import { type Clue, clueAt, cluesOf, type Puzzle } from '../puzzle';
import { count } from '../solver/solver';

/** The puzzle as far as the hint's cells show it, with `extra` givens (mystery ordinal -> value). */
export function evidencePuzzle(
  board: PlayerBoard,
  record: SmartHint,
  extra: ReadonlyMap<number, number>,
): Puzzle {
  const { puzzle } = board;
  const { layout } = puzzle;
  const cells = new Set<number>();
  for (const step of record.steps) {
    cells.add(step.selected);
    for (const c of [...step.green, ...step.red, ...step.neutral]) cells.add(c);
  }
  const noted = (cell: number, clue: Clue): Clue => {
    const halves = { ...clue };
    for (const note of board.halves ?? []) if (note.cell === cell) halves[note.half] = note.value;
    return halves;
  };
  const keep = (cell: number, clue: Clue): Clue =>
    cells.has(cell) ? noted(cell, clue) : { add: 0, mult: 0 };
  return {
    layout,
    givens: layout.mysteries.map((cell, m) => {
      if (extra.has(m)) return extra.get(m)!;
      if (!cells.has(cell)) return 0;
      return puzzle.givens[m] || board.values[m] || 0;
    }),
    pairClues: puzzle.pairClues.map((clue, p) => keep(layout.pairs[p]!.cell, clue)),
    squareClues: puzzle.squareClues.map((clue, q) => keep(layout.squares[q]!.cell, clue)),
  };
}

/** Whether the hint's evidence rules out `value` at mystery `m`. */
export function evidenceRulesOut(board: PlayerBoard, record: SmartHint, m: number, value: number): boolean {
  return count(evidencePuzzle(board, record, new Map([[m, value]])), 1).count === 0;
}

/** The numbers a clue half can be: sums of 2 or 4 digits, products of 2 or 4 digits. */
function possibleHalves(square: boolean, half: 'add' | 'mult'): number[] {
  let values = new Set<number>([half === 'add' ? 0 : 1]);
  for (let n = 0; n < (square ? 4 : 2); n++) {
    const next = new Set<number>();
    for (const v of values) for (let d = 1; d <= 9; d++) next.add(half === 'add' ? v + d : v * d);
    values = next;
  }
  return [...values];
}

/** Whether the hint's evidence fixes the clue half it ends on (record.half) to its value. */
export function evidenceFixesHalf(board: PlayerBoard, record: SmartHint): boolean {
  const half = record.half!;
  const { layout } = board.puzzle;
  const p = layout.pairs.findIndex((s) => s.cell === record.cell);
  const q = layout.squares.findIndex((s) => s.cell === record.cell);
  const base = evidencePuzzle(board, record, new Map());
  return possibleHalves(q >= 0, half).every((w) => {
    if (w === record.value) return true;
    const set = (clue: Clue): Clue => ({ ...clue, [half]: w });
    const puzzle: Puzzle = {
      ...base,
      pairClues: base.pairClues.map((c, i) => (i === p ? set(c) : c)),
      squareClues: base.squareClues.map((c, i) => (i === q ? set(c) : c)),
    };
    return count(puzzle, 1).count === 0;
  });
}

/**
 * What is wrong with a hint's claim - the number in its mystery, or the half of its clue - or
 * undefined when it is true, asked about something still open, and forced by what its steps show
 * (the exact solver). In single-pair either number fits either cell.
 */
export function claimFault(
  board: PlayerBoard,
  record: SmartHint,
  solution: readonly number[],
): string | undefined {
  const { layout } = board.puzzle;
  if (record.half) {
    const at = `clue ${record.cell}, ${record.half}`;
    if (record.value !== clueAt(layout, cluesOf(layout, solution), record.cell)?.[record.half])
      return `${at}: ${record.value} is not its half`;
    if (clueAt(layout, board.puzzle, record.cell)?.[record.half] !== 0) return `${at}: the half is shown`;
    if (board.halves?.some((h) => h.cell === record.cell && h.half === record.half))
      return `${at}: the half is noted already`;
    return evidenceFixesHalf(board, record) ? undefined : `${at}: does not show why it is ${record.value}`;
  }
  const m = layout.mysteryAt[record.cell] ?? -1;
  const at = `cell ${record.cell}`;
  if (m < 0 || board.values[m] !== 0) return `${at}: not an open number`;
  if (layout.shape === 'single-pair')
    return solution.includes(record.value) ? undefined : `${at}: ${record.value} is not a number of the pair`;
  if (record.value !== solution[m]) return `${at}: ${record.value} is not its number`;
  for (let w = 1; w <= 9; w++) {
    if (w !== record.value && !evidenceRulesOut(board, record, m, w))
      return `${at}: does not show why it is not ${w}`;
  }
  return undefined;
}
