// A lesson's worked example as a board figure's script (figures/figure-script.ts): one frame per
// example step, with the smart hint's own outlines, arrows, clue halves and candidates, drawn by
// the game's board renderer. The words are the hint's messages, shown beside the figure.

import { type LessonExample, type LessonId, landsWithShape, type Values } from '@numberland/engine';
import type { FigureFrame, FigureScript } from '../figures/figure-script';
import type { ExampleStep } from './example-steps';

function valuesByCell(example: LessonExample, values: Values): Record<number, number> {
  const { mysteries } = example.puzzle.layout;
  return Object.fromEntries(mysteries.map((cell, m) => [cell, values[m] ?? 0]));
}

function frameOf(example: LessonExample, step: ExampleStep): FigureFrame {
  const values = valuesByCell(example, step.values);
  if (step.kind === 'start') return { values, select: null };
  if (step.kind === 'found') {
    return {
      values,
      select: null,
      notes: { [step.cell]: [] },
      marks: { target: step.cell, green: [step.cell] },
    };
  }
  const { step: hint } = step;
  const isMystery = (example.puzzle.layout.mysteryAt[hint.selected] ?? -1) >= 0;
  return {
    values,
    select: isMystery ? { cell: hint.selected } : null,
    // The candidates the step leaves, written as notes in the box it is about (frames add up, so
    // every step writes them afresh: "only 1 is left" shows 1 alone).
    ...(isMystery ? { notes: { [hint.selected]: hint.candidates } } : {}),
    marks: {
      target: hint.selected,
      green: hint.green,
      red: hint.red,
      neutral: hint.neutral,
      clues: hint.clues,
      arrows: hint.arrows,
    },
  };
}

export function exampleScript(
  lesson: LessonId,
  example: LessonExample,
  steps: readonly ExampleStep[],
): FigureScript {
  return {
    id: `lesson-${lesson}`,
    puzzle: example.puzzle,
    solution: example.solution,
    level: landsWithShape(example.puzzle.layout.shape)[0]!,
    frames: steps.map((step) => frameOf(example, step)),
    still: 0,
  };
}
