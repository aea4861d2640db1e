import { describe, expect, it } from 'vitest';
import { ERRORS_ALLOWED, PUZZLE_PHASES } from '../constants';
import { enterAt, playing, run, startFor, wrongDigit } from '../testing/session-fixtures';
import { apply } from './apply';
import { isRight } from './solve';
import type { SessionAction } from './types';

const T = 5000;

describe('selection', () => {
  const state = playing(startFor('one-square'));
  const [m0, m1] = state.puzzle.layout.mysteries;

  it('selects a mystery and deselects it when selected again', () => {
    const { state: after, events } = run(state, [
      [T, { type: 'select', cell: m0! }],
      [T, { type: 'select', cell: m0! }],
    ]);
    expect(events).toEqual([
      { type: 'selected', selection: { kind: 'mystery', cell: m0 } },
      { type: 'deselected' },
    ]);
    expect(after.selection).toBeUndefined();
  });

  it('moves the selection to another mystery', () => {
    const { state: after } = run(state, [
      [T, { type: 'select', cell: m0! }],
      [T, { type: 'select', cell: m1! }],
    ]);
    expect(after.selection).toEqual({ kind: 'mystery', cell: m1 });
  });

  it('refuses a solved cell and a cell that is not in the puzzle', () => {
    const solved = enterAt(state, 0, state.solution[0]!, T).state;
    expect(apply(solved, { type: 'select', cell: m0! }, T0x()).events).toEqual([
      { type: 'refused', action: 'select', reason: 'cell-solved' },
    ]);
    expect(apply(state, { type: 'select', cell: 999 }, T0x()).events).toEqual([
      { type: 'refused', action: 'select', reason: 'not-a-cell' },
    ]);
  });

  it('selects a hidden clue half, forcing note mode on; a printed half is refused', () => {
    const { layout } = state.puzzle;
    const hidden = layout.pairs.find((_, p) => state.puzzle.pairClues[p]!.add === 0);
    const shown = layout.pairs.find((_, p) => state.puzzle.pairClues[p]!.add !== 0);
    if (hidden) {
      const step = apply(state, { type: 'select', cell: hidden.cell, half: 'add' }, T0x());
      expect(step.state.selection).toEqual({ kind: 'clue', cell: hidden.cell, half: 'add' });
      expect(step.state.noteMode).toBe(true);
    }
    if (shown) {
      const step = apply(state, { type: 'select', cell: shown.cell, half: 'add' }, T0x());
      expect(step.events).toEqual([{ type: 'refused', action: 'select', reason: 'clue-shown' }]);
    }
    expect(hidden ?? shown).toBeDefined();
  });
});

describe('note mode after a clue half', () => {
  const start = startFor('2-squares', 2, 3);
  const state = playing(start);
  const { layout } = state.puzzle;
  const hidden = layout.pairs.find((_, p) => state.puzzle.pairClues[p]!.add === 0)!;
  const open = layout.mysteries.flatMap((cell, m) => (state.mysteries[m]!.value === 0 ? [{ cell, m }] : []));
  const m0 = open[0]!.cell;
  const m1 = open[1]!.cell;
  const toClue: [number, SessionAction] = [T, { type: 'select', cell: hidden.cell, half: 'add' }];

  it('has a hidden clue half to select', () => expect(hidden).toBeDefined());

  it('goes back off when the player moves from a clue half to a mystery', () => {
    const { state: after } = run(state, [toClue, [T, { type: 'select', cell: m0 }]]);
    expect(after.noteMode).toBe(false);
    // So a number typed there is entered, not noted.
    const typed = apply(after, { type: 'digit', digit: after.solution[open[0]!.m]! }, T0x());
    expect(typed.events[0]).toMatchObject({ type: 'correct' });
  });

  it('goes back off when the clue half is left for no selection', () => {
    expect(run(state, [toClue, [T, { type: 'deselect' }]]).state.noteMode).toBe(false);
    expect(run(state, [toClue, toClue]).state.noteMode).toBe(false);
  });

  it('gives back note mode the player had switched on, also across several clue halves', () => {
    const { state: after } = run(state, [
      [T, { type: 'select', cell: m0! }],
      [T, { type: 'toggle-notes' }],
      toClue,
      [T, { type: 'select', cell: hidden.cell, half: 'mult' }],
      [T, { type: 'select', cell: m1! }],
    ]);
    expect(after.noteMode).toBe(true);
  });

  it('keeps a choice made by hand on the clue half', () => {
    const { state: after } = run(state, [
      toClue,
      [T, { type: 'toggle-notes' }],
      [T, { type: 'toggle-notes' }],
      [T, { type: 'select', cell: m0 }],
    ]);
    expect(after.noteMode).toBe(true);
  });

  it('stays on by the first rules, so an old game replays as it was played', () => {
    const old = playing({ ...start, rules: undefined });
    const { state: after } = run(old, [toClue, [T, { type: 'select', cell: m0 }]]);
    expect(after.noteMode).toBe(true);
  });
});

describe('number entry', () => {
  const state = playing(startFor('2-squares', 2, 3));
  const cell = state.puzzle.layout.mysteries[0]!;

  it('refuses digits outside 1..9, and input without a selection', () => {
    const selected = apply(state, { type: 'select', cell }, T0x()).state;
    for (const digit of [0, 10, -1, 2.5, Number.NaN]) {
      expect(apply(selected, { type: 'digit', digit }, T0x()).events).toEqual([
        { type: 'refused', action: 'digit', reason: 'not-a-digit' },
      ]);
    }
    expect(apply(state, { type: 'digit', digit: 3 }, T0x()).events).toEqual([
      { type: 'refused', action: 'digit', reason: 'no-selection' },
    ]);
  });

  it('a right number solves the cell, scores, and clears the selection', () => {
    const { state: after, events } = enterAt(state, 0, state.solution[0]!, T);
    expect(after.mysteries[0]!.value).toBe(state.solution[0]);
    expect(after.selection).toBeUndefined();
    const correct = events.find((e) => e.type === 'correct');
    expect(correct).toMatchObject({ cell, value: state.solution[0] });
    expect(after.score).toBeGreaterThan(0);
    expect(after.lastSolvedAt).toBe(T);
  });

  it('a wrong number is tried once, costs an error and the no-errors star', () => {
    const wrong = wrongDigit(state, 0);
    const { state: after, events } = enterAt(state, 0, wrong, T);
    expect(after.mysteries[0]!.tries).toEqual([wrong]);
    expect(after.errors).toBe(ERRORS_ALLOWED - 1);
    expect(after.errorsMade).toBe(1);
    expect(after.stars.noerrors).toBe(false);
    expect(events).toContainEqual({ type: 'wrong', cell, value: wrong, errorsLeft: ERRORS_ALLOWED - 1 });
    expect(events).toContainEqual({ type: 'star-lost', star: 'noerrors' });
    // The same digit again is refused and costs nothing.
    const again = apply(after, { type: 'digit', digit: wrong }, T0x());
    expect(again.events).toEqual([{ type: 'refused', action: 'digit', reason: 'already-tried' }]);
    expect(again.state.errors).toBe(ERRORS_ALLOWED - 1);
  });

  it('fails the puzzle when fewer than one error is left: no stars, score 0', () => {
    let current = enterAt(state, 1, state.solution[1]!, 1000).state;
    expect(current.score).toBeGreaterThan(0);
    const tried: number[] = [];
    for (let i = 0; i < ERRORS_ALLOWED; i++) {
      const d = wrongDigit(current, 0, tried);
      tried.push(d);
      current = enterAt(current, 0, d, 2000 + i).state;
    }
    expect(current.phase).toBe(PUZZLE_PHASES.finished);
    expect(current.finishType).toBe('errors_fail');
    expect(current.stars).toEqual({ time: false, noerrors: false, finished: false });
    expect(current.score).toBe(0);
  });

  it('with error assist on, a wrong number comes with its explanation', () => {
    const assisted = playing(startFor('2-squares', 2, 3, { errorAssist: true }));
    const wrong = wrongDigit(assisted, 0);
    const { events } = enterAt(assisted, 0, wrong, T);
    const event = events.find((e) => e.type === 'wrong');
    expect(event?.type === 'wrong' && event.explanation?.type).toBe('error');
  });

  it('with error assist on, selecting a cell with a wrong try again brings the gentle hint', () => {
    const assisted = playing(startFor('2-squares', 2, 3, { errorAssist: true }));
    const wrong = wrongDigit(assisted, 0);
    const tried = run(enterAt(assisted, 0, wrong, T).state, [[T, { type: 'deselect' }]]).state;
    const again = apply(tried, { type: 'select', cell }, T0x());
    const assist = again.events.find((e) => e.type === 'assist');
    expect(assist?.type === 'assist' && assist.record.value).toBe(wrong);
    expect(assist?.type === 'assist' && assist.record.steps[0]!.messages[0]!.key).toMatch(
      /^(gentle-hint-|guess-no-hint)/,
    );
    const off = apply({ ...tried, errorAssist: false }, { type: 'select', cell }, T0x());
    expect(off.events.some((e) => e.type === 'assist')).toBe(false);
  });

  it('a number entered after the time limit costs the time star', () => {
    const limitMs = (state.start.timeAllowed + 1) * 1000;
    const late = enterAt(state, 0, state.solution[0]!, limitMs + 500);
    expect(late.events).toContainEqual({ type: 'star-lost', star: 'time' });
    expect(late.state.stars.time).toBe(false);
    const early = enterAt(state, 0, state.solution[0]!, limitMs - 500);
    expect(early.state.stars.time).toBe(true);
  });

  it('single-pair takes either number in either cell', () => {
    let seed = 1;
    while (new Set(startFor('single-pair', 1, seed).solution).size < 2) seed++;
    const pair = playing(startFor('single-pair', 1, seed));
    const [a, b] = pair.solution as [number, number];
    expect(a).not.toBe(b);
    const swapped = enterAt(pair, 0, b, 1000);
    expect(swapped.state.mysteries[0]!.value).toBe(b);
    expect(isRight(swapped.state, 1, b)).toBe(false);
    const done = enterAt(swapped.state, 1, a, 2000);
    expect(done.state.finishType).toBe('success');
  });
});

describe('clues and special squares', () => {
  it('a pair clue is solved with its two mysteries, a square with its four', () => {
    const state = playing(startFor('one-square', 1, 2));
    const { layout } = state.puzzle;
    let current = state;
    const solvedCells: number[] = [];
    for (let m = 0; m < 4; m++) {
      const { state: after, events } = enterAt(current, m, state.solution[m]!, 1000 * (m + 1));
      current = after;
      for (const e of events) if (e.type === 'clue-solved') solvedCells.push(e.cell);
    }
    expect(solvedCells.sort((x, y) => x - y)).toEqual(
      [...layout.pairs.map((p) => p.cell), layout.squares[0]!.cell].sort((x, y) => x - y),
    );
  });

  it('an all-equal square is the special square, with its bonus only within the shape time limit', () => {
    const findSpecial = (seed: number) => {
      for (let s = seed; s < seed + 400; s++) {
        const start = startFor('2-squares', 1, s);
        const q = start.puzzle.layout.squares.findIndex((sq) =>
          sq.corners.every((c) => start.solution[c] === start.solution[sq.corners[0]]),
        );
        if (q >= 0) return { start, q };
      }
      throw new Error('no special square');
    };
    const { start, q } = findSpecial(1);
    const corners = start.puzzle.layout.squares[q]!.corners;
    for (const [finishAt, inTime] of [
      [19_000, true],
      [21_000, false],
    ] as const) {
      let current = playing(start);
      const events = [];
      for (const [i, m] of corners.entries()) {
        const step = enterAt(current, m, start.solution[m]!, i === 3 ? finishAt : 1000 * (i + 1));
        current = step.state;
        events.push(...step.events);
      }
      expect(events).toContainEqual({
        type: 'special-square',
        cell: start.puzzle.layout.squares[q]!.cell,
        inTime,
      });
      expect(current.specialSquare).toEqual({ slot: q, inTime });
    }
  });
});

function T0x() {
  return Date.UTC(2026, 10, 21, 12, 0, 5);
}
