// Turning the board (2-squares and 6-squares, spec section 4): the same puzzle in the other
// orientation, every cell keeping its number, tries and notes, and the selection following its cell.

import { reorient, reorientValues, turnCell } from '../puzzle';
import { type Orientation, orientationsOf } from '../shapes';
import { evolve } from './evolve';
import { refuse } from './input';
import type { Selection, SessionState, Step } from './types';

export function rotate(state: SessionState, orientation: Orientation): Step {
  const from = state.puzzle.layout;
  if (!orientationsOf(from.shape).includes(orientation))
    return refuse(state, 'rotate', 'no-such-orientation');
  if (from.orientation === orientation) return { state, events: [] };
  const puzzle = reorient(state.puzzle, orientation);
  const to = puzzle.layout;
  // For each slot of the turned layout, the slot it was before.
  const fromCell = (cell: number) => turnCell(to, cell, from.orientation);
  const mysteries = to.mysteries.map((cell) => state.mysteries[from.mysteryAt[fromCell(cell)]!]!);
  const pairNotes = to.pairs.map(({ cell }) => state.pairNotes[from.pairAt[fromCell(cell)]!]!);
  const squareNotes = to.squares.map(({ cell }) => state.squareNotes[from.squareAt[fromCell(cell)]!]!);
  const selection: Selection | undefined = state.selection && {
    ...state.selection,
    cell: turnCell(from, state.selection.cell, orientation),
  };
  const specialSquare = state.specialSquare && {
    ...state.specialSquare,
    slot: to.squareAt[turnCell(from, from.squares[state.specialSquare.slot]!.cell, orientation)]!,
  };
  return {
    state: evolve(state, {
      puzzle,
      solution: reorientValues(from, state.solution, orientation),
      mysteries,
      pairNotes,
      squareNotes,
      selection,
      specialSquare,
    }),
    events: [{ type: 'rotated', orientation }],
  };
}
