// Hints and explanations are worked out on the landscape form, the form the generator graded:
// a turned puzzle is the same puzzle, so it gets the same reasoning, drawn on its own cells.

import { reorient, reorientValues, turnCell } from '../puzzle';
import type { PlayerBoard } from './board';
import type { HintStep, SmartHint } from './hint-record';

export function landscapeBoard(board: PlayerBoard): PlayerBoard {
  const { layout } = board.puzzle;
  if (layout.orientation === 'landscape') return board;
  return {
    puzzle: reorient(board.puzzle, 'landscape'),
    values: reorientValues(layout, board.values, 'landscape'),
    halves: board.halves?.map((h) => ({ ...h, cell: turnCell(layout, h.cell, 'landscape') })),
  };
}

/** A record made on the landscape form, with its cells moved back to the board's own form. */
export function onBoard(board: PlayerBoard, record: SmartHint | undefined): SmartHint | undefined {
  const own = board.puzzle.layout;
  if (!record || own.orientation === 'landscape') return record;
  const landscape = reorient(board.puzzle, 'landscape').layout;
  const turn = (cell: number) => turnCell(landscape, cell, own.orientation);
  const step = (s: HintStep): HintStep => ({
    ...s,
    selected: turn(s.selected),
    red: s.red.map(turn),
    green: s.green.map(turn),
    neutral: s.neutral.map(turn),
    clues: s.clues.map((c) => ({ ...c, cell: turn(c.cell) })),
    arrows: s.arrows.map((a) => ({ from: turn(a.from), to: turn(a.to) })),
  });
  return {
    ...record,
    cell: turn(record.cell),
    steps: record.steps.map(step),
    ...(record.nudge ? { nudge: step(record.nudge) } : {}),
  };
}
