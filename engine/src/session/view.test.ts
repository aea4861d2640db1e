import { describe, expect, it } from 'vitest';
import { enterAt, playing, run, startFor, wrongDigit } from '../testing/session-fixtures';
import {
  boardView,
  canSubmitNote,
  moveSelection,
  numberPadShown,
  relatedCells,
  solutionShown,
  solvableClues,
} from './view';

describe('board view', () => {
  it('shows every grid cell of every kind, mysteries open and clues as printed or hidden', () => {
    const state = playing(startFor('one-square', 2, 3));
    const view = boardView(state);
    const { layout } = state.puzzle;
    expect(view.cells).toHaveLength(layout.width * layout.height);
    const mysteries = view.cells.filter((c) => c.kind === 'mystery');
    expect(mysteries.map((c) => c.cell)).toEqual(layout.mysteries);
    for (const [p, slot] of layout.pairs.entries()) {
      const cell = view.cells[slot.cell]!;
      if (cell.kind !== 'pair') throw new Error('expected a pair');
      const clue = state.puzzle.pairClues[p]!;
      expect(cell.add).toEqual(
        clue.add ? { source: 'printed', value: clue.add } : { source: 'hidden', value: 0 },
      );
      expect(cell.horizontal).toBe(slot.horizontal);
    }
    expect(view.cells[layout.squares[0]!.cell]!.kind).toBe('square');
  });

  it('a clue whose two ends are found shows both halves worked out and is solved', () => {
    let state = playing(startFor('single-pair', 1, 5));
    const view0 = boardView(state).cells[state.puzzle.layout.pairs[0]!.cell]!;
    if (view0.kind !== 'pair') throw new Error('expected a pair');
    expect(view0.solved).toBe(false);
    for (const m of [0, 1]) state = enterAt(state, m, state.solution[m]!, 1000 * (m + 1)).state;
    const cell = boardView(state).cells[state.puzzle.layout.pairs[0]!.cell]!;
    if (cell.kind !== 'pair') throw new Error('expected a pair');
    const [a, b] = state.solution as [number, number];
    expect(cell.solved).toBe(true);
    expect(cell.add.value).toBe(a + b);
    expect(cell.mult.value).toBe(a * b);
  });

  it('shows tries, notes and the selection on a mystery', () => {
    let state = playing(startFor('l-shape-2pairs', 1, 2));
    const cell = state.puzzle.layout.mysteries[0]!;
    const wrong = wrongDigit(state, 0);
    state = enterAt(state, 0, wrong, 500).state;
    state = run(state, [
      [600, { type: 'toggle-notes' }],
      [700, { type: 'digit', digit: state.solution[0]! }],
    ]).state;
    const view = boardView(state).cells[cell]!;
    expect(view).toMatchObject({
      kind: 'mystery',
      value: 0,
      tries: [wrong],
      notes: [state.solution[0]],
      selected: true,
    });
    expect(canSubmitNote(state)).toBe(true);
  });
});

describe('selection helpers', () => {
  it('relates a mystery to its clues and the mysteries across them, and nothing without a selection', () => {
    let state = playing(startFor('arc-3pairs', 1, 4));
    expect(relatedCells(state).size).toBe(0);
    const { layout } = state.puzzle;
    state = run(state, [[100, { type: 'select', cell: layout.mysteries[0]! }]]).state;
    const related = relatedCells(state);
    for (const p of layout.pairsOf[0]!) {
      const slot = layout.pairs[p]!;
      expect(related.has(slot.cell)).toBe(true);
      expect(related.has(layout.mysteries[slot.a]!)).toBe(true);
      expect(related.has(layout.mysteries[slot.b]!)).toBe(true);
    }
    const unrelated = layout.mysteries.filter(
      (_cell, m) =>
        m !== 0 && !layout.pairsOf[0]!.some((p) => [layout.pairs[p]!.a, layout.pairs[p]!.b].includes(m)),
    );
    for (const c of unrelated) expect(related.has(c)).toBe(false);
  });

  it('shows the number pad for a selected mystery or an unprinted clue half, only while playing', () => {
    let state = playing(startFor('one-square', 2, 3));
    expect(numberPadShown(state)).toBe(false);
    state = run(state, [[100, { type: 'select', cell: state.puzzle.layout.mysteries[0]! }]]).state;
    expect(numberPadShown(state)).toBe(true);
    state = run(state, [[200, { type: 'pause' }]]).state;
    expect(numberPadShown(state)).toBe(false);
  });

  it('the clue helper marks a pair clue once the other end is known', () => {
    let state = playing(startFor('single-pair', 1, 5));
    const { layout } = state.puzzle;
    state = run(state, [[100, { type: 'select', cell: layout.mysteries[1]! }]]).state;
    expect(solvableClues(state)).toEqual([]);
    state = enterAt(state, 0, state.solution[0]!, 200).state;
    state = run(state, [[300, { type: 'select', cell: layout.mysteries[1]! }]]).state;
    expect(solvableClues(state)).toEqual([layout.pairs[0]!.cell]);
  });

  it('arrow keys move to the nearest selectable cell in that direction, and stop at the edge', () => {
    let state = playing(startFor('4-squares', 2, 1));
    const { layout } = state.puzzle;
    const first = moveSelection(state, 'right');
    expect(first).toBe(layout.mysteries.find((_, m) => state.mysteries[m]!.value === 0));
    state = run(state, [[100, { type: 'select', cell: layout.mysteries[4]! }]]).state;
    const left = moveSelection(state, 'left')!;
    expect(left).toBeLessThan(layout.mysteries[4]!);
    expect(Math.floor(left / layout.width)).toBe(Math.floor(layout.mysteries[4]! / layout.width));
  });

  it('shows the solution without changing what was played', () => {
    const state = playing(startFor('2-squares', 3, 2));
    const shown = solutionShown(state);
    expect(shown.mysteries.map((m) => m.value)).toEqual([...state.solution]);
    expect(state.mysteries.some((m) => m.value === 0)).toBe(true);
  });
});
