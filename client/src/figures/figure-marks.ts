// A frame's marks as the smart-hint record the hint overlay draws: one step, made once per marks
// object, so showing the same frame again does not replay its beats.

import type { BoardView, HalfView, HintStep, SmartHint } from '@numberland/engine';
import type { HintOnScreen } from '../game/events';
import type { FigureMarks, ResolvedFrame } from './figure-script';

const made = new WeakMap<FigureMarks, HintOnScreen>();

export function marksStep(marks: FigureMarks): HintStep {
  return {
    selected: marks.target,
    red: marks.red ?? [],
    green: marks.green ?? [],
    neutral: marks.neutral ?? [],
    clues: marks.clues ?? [],
    arrows: marks.arrows ?? (marks.green ?? []).map((from) => ({ from, to: marks.target })),
    messages: [],
    candidates: [],
  };
}

export function marksHint(frame: ResolvedFrame): HintOnScreen | undefined {
  const marks = frame.marks;
  if (!marks) return undefined;
  let hint = made.get(marks);
  if (!hint) {
    const record: SmartHint = { type: 'hint', cell: marks.target, value: 0, steps: [marksStep(marks)] };
    hint = { record, step: 0 };
    made.set(marks, hint);
  }
  return hint;
}

/**
 * The board with the frame's unsolved clues (figure-script.ts) drawn so: a broken clue wears no
 * check mark, and a blank half stays blank rather than showing numbers worked out from a wrong pair.
 */
export function unsolvedView(view: BoardView, unsolved: readonly number[]): BoardView {
  if (unsolved.length === 0) return view;
  const open = (half: HalfView): HalfView =>
    half.source === 'solved' ? { source: 'hidden', value: 0 } : half;
  return {
    ...view,
    cells: view.cells.map((c) =>
      (c.kind === 'pair' || c.kind === 'square') && unsolved.includes(c.cell)
        ? { ...c, solved: false, add: open(c.add), mult: open(c.mult) }
        : c,
    ),
  };
}
