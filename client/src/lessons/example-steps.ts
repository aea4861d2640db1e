// The worked example of a lesson as steps the player moves through (issue 16): first the board
// as it stands, with the lesson's words; then the smart hint's own steps (its nudge, its
// reasoning and its answer), each with the cells, arrows and messages the hint engine gave; last
// the board with the number found. Forward and back stay inside the steps.

import type { HintStep, LessonExample, Values } from '@numberland/engine';

export type ExampleStep =
  | { readonly kind: 'start'; readonly values: Values }
  | { readonly kind: 'hint'; readonly values: Values; readonly step: HintStep; readonly index: number }
  | { readonly kind: 'found'; readonly values: Values; readonly cell: number; readonly value: number };

export function exampleSteps(example: LessonExample): ExampleStep[] {
  const { hint, values, puzzle } = example;
  const m = puzzle.layout.mysteryAt[hint.cell] ?? -1;
  const after = values.map((v, i) => (i === m ? hint.value : v));
  const nudge = hint.nudge ? [hint.nudge] : [];
  const steps = [...nudge, ...hint.steps];
  return [
    { kind: 'start', values },
    ...steps.map((step, index) => ({ kind: 'hint' as const, values, step, index })),
    { kind: 'found', values: after, cell: hint.cell, value: hint.value },
  ];
}

/** The step after a move: forward and back by one, never past either end. */
export function moveStep(current: number, count: number, by: 1 | -1): number {
  return Math.min(count - 1, Math.max(0, current + by));
}
