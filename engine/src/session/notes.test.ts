import { describe, expect, it } from 'vitest';
import { playing, run, startFor, T0 } from '../testing/session-fixtures';
import { apply } from './apply';
import { appendToNote, rightClueNotes } from './notes';

describe('clue notes are built digit by digit', () => {
  it.each([
    // note, digit, square product?, result
    [0, 7, false, 7],
    [1, 5, false, 15],
    [10, 4, false, 104],
    [15, 3, false, 3],
    [42, 8, false, 8],
    [0, 0, false, 0],
    [2, 0, false, 20],
    [656, 1, true, 6561],
    [6561, 2, true, 2],
    [999, 9, true, 9999],
    [9999, 1, true, 1],
  ])('%i then %i (square product %s) gives %i', (note, digit, square, result) => {
    expect(appendToNote(note, digit, square)).toBe(result);
  });
});

describe('notes in play', () => {
  const state = playing(startFor('2-squares', 4, 2));
  const { layout } = state.puzzle;
  const cell = layout.mysteries[0]!;

  it('note mode toggles candidates on a mystery; erase clears them', () => {
    const { state: after, events } = run(state, [
      [1000, { type: 'select', cell }],
      [1000, { type: 'toggle-notes' }],
      [1000, { type: 'digit', digit: 3 }],
      [1000, { type: 'digit', digit: 5 }],
      [1000, { type: 'digit', digit: 3 }],
    ]);
    expect(after.mysteries[0]!.notes).toBe(1 << 5);
    expect(after.mysteries[0]!.value).toBe(0);
    expect(events.filter((e) => e.type === 'note')).toHaveLength(3);
    expect(apply(after, { type: 'erase' }, T0).state.mysteries[0]!.notes).toBe(0);
  });

  it('submit-note enters a single candidate, and only a single one', () => {
    const right = state.solution[0]!;
    const other = right === 9 ? 8 : right + 1;
    const twoNotes = run(state, [
      [1000, { type: 'select', cell }],
      [1000, { type: 'toggle-notes' }],
      [1000, { type: 'digit', digit: right }],
      [1000, { type: 'digit', digit: other }],
    ]).state;
    expect(apply(twoNotes, { type: 'submit-note' }, T0 + 1000).events).toEqual([
      { type: 'refused', action: 'submit-note', reason: 'no-single-note' },
    ]);
    const one = run(twoNotes, [[1000, { type: 'digit', digit: other }]]).state;
    const submitted = apply(one, { type: 'submit-note' }, T0 + 2000);
    expect(submitted.state.mysteries[0]!.value).toBe(right);
  });

  it('a clue note counts as known only when it equals the true clue', () => {
    const p = layout.pairs.findIndex((_, i) => state.puzzle.pairClues[i]!.add === 0);
    expect(p).toBeGreaterThanOrEqual(0);
    const { cell: clue, a, b } = layout.pairs[p]!;
    const sum = state.solution[a]! + state.solution[b]!;
    const type = (digits: number[]) =>
      run(state, [
        [1000, { type: 'select', cell: clue, half: 'add' }],
        ...digits.map((digit) => [1000, { type: 'digit', digit }] as const),
      ]).state;
    const right = type(String(sum).split('').map(Number));
    expect(right.pairNotes[p]).toEqual({ add: sum, mult: 0 });
    expect(rightClueNotes(right)).toContainEqual({ cell: clue, half: 'add', value: sum });
    const wrong = type([sum === 9 ? 8 : 9]);
    expect(rightClueNotes(wrong).some((n) => n.cell === clue)).toBe(false);
    expect(apply(right, { type: 'erase' }, T0).state.pairNotes[p]).toEqual({ add: 0, mult: 0 });
  });
});
