import type { SmartHint } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { hintTitleKey, reachOf } from './hint-view';

const record = (type: SmartHint['type']): SmartHint => ({ type, cell: 0, value: 0, steps: [] });

describe('hintTitleKey', () => {
  it.each([
    [record('hint'), false, 'hintPanel.hint'],
    [record('error'), false, 'hintPanel.error'],
    [record('error'), true, 'hintPanel.gentle'],
    [record('hint'), true, 'hintPanel.gentle'],
  ] as const)('titles %o (gentle %s) %s', (r, gentle, key) => {
    expect(hintTitleKey({ record: r, gentle })).toBe(key);
  });
});

describe('reachOf', () => {
  const a = record('hint');
  const b = record('error');

  it('starts with the step shown', () => {
    expect(reachOf(undefined, { record: a, step: 0 })).toEqual({ record: a, upTo: 0 });
  });

  it('grows as steps are shown, and keeps its object when nothing changes', () => {
    const first = reachOf(undefined, { record: a, step: 0 });
    const second = reachOf(first, { record: a, step: 2 });
    expect(second.upTo).toBe(2);
    expect(reachOf(second, { record: a, step: 2 })).toBe(second);
  });

  it('keeps the furthest step while an earlier one is shown again', () => {
    const far = reachOf(undefined, { record: a, step: 3 });
    expect(reachOf(far, { record: a, step: 1 })).toBe(far);
  });

  it('starts over for another hint', () => {
    const far = reachOf(undefined, { record: a, step: 3 });
    expect(reachOf(far, { record: b, step: 0 })).toEqual({ record: b, upTo: 0 });
  });
});
