import { LESSON_IDS, lessonExample } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { exampleSteps, moveStep } from './example-steps';

describe('a lesson example as steps', () => {
  it.each(LESSON_IDS)('%s: the board, the hint steps in order, then the number found', (id) => {
    const example = lessonExample(id);
    const steps = exampleSteps(example);
    expect(steps[0]).toEqual({ kind: 'start', values: example.values });
    const hints = steps.filter((s) => s.kind === 'hint');
    expect(hints.length).toBe(example.hint.steps.length + (example.hint.nudge ? 1 : 0));
    expect(hints.map((s) => s.index)).toEqual(hints.map((_, i) => i));
    // The hint's last step (its answer) comes just before the board shows the number.
    expect(steps.at(-2)).toMatchObject({ kind: 'hint', step: example.hint.steps.at(-1) });
    const last = steps.at(-1)!;
    expect(last).toMatchObject({ kind: 'found', cell: example.hint.cell, value: example.hint.value });
    const m = example.puzzle.layout.mysteryAt[example.hint.cell]!;
    expect(last.values[m]).toBe(example.solution[m]);
    expect(example.values[m]).toBe(0);
  });

  it('moves forward and back one step, and stops at both ends', () => {
    expect(moveStep(0, 4, 1)).toBe(1);
    expect(moveStep(1, 4, -1)).toBe(0);
    expect(moveStep(0, 4, -1)).toBe(0);
    expect(moveStep(3, 4, 1)).toBe(3);
    let at = 0;
    for (let i = 0; i < 10; i++) at = moveStep(at, 4, 1);
    expect(at).toBe(3);
  });
});
