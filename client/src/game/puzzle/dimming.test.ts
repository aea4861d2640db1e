import { relatedCells, type SmartHint } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { playAll, testGame } from '../../play/test-game';
import { cellAlpha, DIM_ALPHA, fullStrengthCells, hintedCells } from './dimming';

const game = testGame('2-squares', 1, 2, 3);
const { layout } = game.state.puzzle;
const open = layout.mysteries.filter((_, m) => game.state.mysteries[m]!.value === 0);
const selected = playAll(game, [{ type: 'select', cell: open[0]! }]).state;
const related = relatedCells(selected);
const far = layout.mysteries.find((cell) => !related.has(cell))!;

const record = (cell: number, over: Partial<SmartHint['steps'][number]> = {}): SmartHint => ({
  type: 'hint',
  cell,
  value: 0,
  steps: [
    {
      selected: cell,
      red: [],
      green: [],
      neutral: [],
      clues: [],
      arrows: [],
      messages: [],
      candidates: [],
      ...over,
    },
  ],
});

describe('the focus option', () => {
  it('has a mystery unrelated to the selection to test with', () => expect(far).toBeDefined());

  it('fades nothing when off or without a selection', () => {
    expect(fullStrengthCells(selected, false, undefined)).toBeUndefined();
    expect(fullStrengthCells(game.state, true, undefined)).toBeUndefined();
    expect(cellAlpha(far, undefined)).toBe(1);
  });

  it('fades cells unrelated to the selection, and keeps the related ones', () => {
    const full = fullStrengthCells(selected, true, undefined);
    expect(cellAlpha(far, full)).toBe(DIM_ALPHA);
    expect(cellAlpha(open[0]!, full)).toBe(1);
  });

  it('never fades a cell a hint or an error explanation points at', () => {
    const hint = { record: record(far), step: 0 };
    expect(cellAlpha(far, fullStrengthCells(selected, true, hint))).toBe(1);
    const error: SmartHint = { ...record(open[0]!, { red: [far] }), type: 'error', errorType: 'rule_2' };
    expect(cellAlpha(far, fullStrengthCells(selected, true, { record: error, step: 0 }))).toBe(1);
  });

  it('counts every cell of the shown step: evidence, conflicts, clues and arrow ends', () => {
    const cells = hintedCells({
      record: record(1, {
        selected: 2,
        red: [3],
        green: [4],
        neutral: [5],
        clues: [{ cell: 6, add: 0, mult: 0 }],
        arrows: [{ from: 7, to: 8 }],
      }),
      step: 0,
    });
    expect([...cells].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
