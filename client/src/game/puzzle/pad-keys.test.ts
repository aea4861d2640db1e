import {
  apply,
  createSession,
  type DifficultyLevel,
  generate,
  type SessionAction,
  type SessionState,
  type ShapeName,
  sessionStart,
} from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { padKeys } from './pad-keys';

const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);

function session(shape: ShapeName, difficulty: DifficultyLevel, begin = true): SessionState {
  const made = generate({ shape, orientation: 'landscape', difficulty, seed: 3 });
  const start = sessionStart(
    made.puzzle,
    { ...made, puzzleId: made.id, level: 2, difficultyLevel: difficulty },
    { id: 'pad-keys-test', gems: 500, startupDelayMs: 0, errorAssist: false },
  );
  if (!start.ok) throw new Error(start.error);
  const created = createSession(start.value, T0);
  return begin ? apply(created, { type: 'begin' }, T0).state : created;
}

function run(state: SessionState, actions: readonly SessionAction[]): SessionState {
  return actions.reduce((s, action, i) => apply(s, action, T0 + 1000 * (i + 1)).state, state);
}

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

describe('padKeys', () => {
  it('shows only Hint without a selection, and nothing before play starts', () => {
    expect(padKeys(session('one-square', 2))).toEqual(['hint']);
    expect(padKeys(session('one-square', 2, false))).toBeUndefined();
  });

  it('offers 1-9, Note, Erase, Reveal and Hint for an open mystery', () => {
    const state = session('one-square', 2);
    const cell = state.puzzle.layout.mysteries[0]!;
    expect(padKeys(run(state, [{ type: 'select', cell }]))).toEqual([
      ...DIGITS,
      'note',
      'erase',
      'reveal',
      'hint',
    ]);
  });

  it('adds Submit-note when the mystery has exactly one note', () => {
    const state = session('one-square', 2);
    const cell = state.puzzle.layout.mysteries[0]!;
    const noted = run(state, [
      { type: 'select', cell },
      { type: 'toggle-notes' },
      { type: 'digit', digit: 4 },
    ]);
    expect(padKeys(noted)).toContain('submit-note');
    const two = run(noted, [{ type: 'digit', digit: 5 }]);
    expect(padKeys(two)).not.toContain('submit-note');
  });

  it('offers 0 and no Reveal on a hidden clue half, and no pad on a printed one', () => {
    const state = session('4-squares', 3);
    const { layout } = state.puzzle;
    const p = state.puzzle.pairClues.findIndex((c) => c.add === 0);
    const shown = state.puzzle.pairClues.findIndex((c) => c.add !== 0);
    expect(p).toBeGreaterThanOrEqual(0);
    const hidden = run(state, [{ type: 'select', cell: layout.pairs[p]!.cell, half: 'add' }]);
    expect(padKeys(hidden)).toEqual([...DIGITS, '0', 'note', 'erase', 'hint']);
    const printed = run(state, [{ type: 'select', cell: layout.pairs[shown]!.cell, half: 'add' }]);
    // A printed half cannot be selected: nothing is, so only Hint shows.
    expect(printed.selection).toBeUndefined();
    expect(padKeys(printed)).toEqual(['hint']);
  });
});
