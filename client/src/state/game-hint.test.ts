// A smart hint on screen in levels: the nudge first, then the reasoning from its first step, then
// the answer at once; an error explanation shows whole. Looking deeper changes only the view.

import { generate, hint, hintLevel } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { deeperHint, hintShownOf } from './game';

const { puzzle, solution } = generate({
  shape: '4-squares',
  orientation: 'landscape',
  difficulty: 3,
  seed: 5,
});
const record = hint({ puzzle, values: puzzle.layout.mysteries.map(() => 0) }, solution)!;

describe('a smart hint in levels', () => {
  it('shows the nudge, then the reasoning, then the answer', () => {
    const first = hintShownOf(record, false);
    expect(first).toMatchObject({ level: 1, step: 0, full: record });
    expect(first.record.steps).toEqual([record.nudge]);
    const second = deeperHint(first);
    expect(second).toMatchObject({ level: 2, step: 0 });
    expect(second.record).toEqual(hintLevel(record, 2));
    const third = deeperHint(second);
    expect(third).toMatchObject({ level: 3, step: record.steps.length - 1 });
    expect(third.record).toBe(record);
    expect(deeperHint(third)).toBe(third);
  });

  it('shows an error explanation whole', () => {
    const error = { ...record, type: 'error' as const, errorType: 'arithmetic' as const };
    expect(hintShownOf(error, false)).toMatchObject({ level: 3, record: error });
  });
});
