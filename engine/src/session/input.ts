// The player's hands on the board: selecting, entering numbers, notes, erasing (spec sections
// 4 and 5). Only while playing; every refusal says why.

import { explainError } from '../deduce/explain-error';
import { isDigit } from '../rules';
import { cellPoints } from '../scoring/scoring';
import { isPlaying, limitSeconds, playTimeMs } from './clock';
import { cellsToSolve, hintsUsed } from './create';
import { evolve } from './evolve';
import { finishFailed } from './finish';
import { appendToNote, clueNotesAt, isShown, withClueNote } from './notes';
import { isRight, place } from './solve';
import { updateStars } from './stars';
import type { ClueHalf, RefusalReason, SessionAction, SessionEvent, SessionState, Step } from './types';

export function refuse(state: SessionState, action: SessionAction['type'], reason: RefusalReason): Step {
  return { state, events: [{ type: 'refused', action, reason }] };
}

export function select(state: SessionState, cell: number, half: ClueHalf | undefined, explain = true): Step {
  if (!isPlaying(state)) return refuse(state, 'select', 'not-playing');
  const { layout } = state.puzzle;
  const current = state.selection;
  const m = layout.mysteryAt[cell] ?? -1;
  if (m >= 0) {
    if (state.mysteries[m]!.value !== 0) return refuse(state, 'select', 'cell-solved');
    if (current?.kind === 'mystery' && current.cell === cell) return deselect(state);
    const selection = { kind: 'mystery' as const, cell };
    const events: SessionEvent[] = [{ type: 'selected', selection }];
    // Coming back to a cell with a wrong try, the error assist gently says what was wrong with it.
    const lastTry = state.mysteries[m]!.tries.at(-1);
    if (explain && state.errorAssist && lastTry !== undefined) {
      const record = explanation(state, m, lastTry, true);
      if (record) events.push({ type: 'assist', record });
    }
    return { state: evolve(state, { selection }, leavingClue(state)), events };
  }
  if (!clueNotesAt(state, cell)) return refuse(state, 'select', 'not-a-cell');
  const which = half ?? 'add';
  if (isShown(state, cell, which)) return refuse(state, 'select', 'clue-shown');
  if (current?.kind === 'clue' && current.cell === cell && current.half === which) return deselect(state);
  // Clue halves only take notes, so note mode goes on with them; the mode the player had is kept
  // to give back when they leave the clues.
  const selection = { kind: 'clue' as const, cell, half: which };
  const before = current?.kind === 'clue' ? state.noteModeBeforeClue : state.noteMode;
  return {
    state: evolve(state, { selection, noteMode: true, noteModeBeforeClue: before }),
    events: [{ type: 'selected', selection }],
  };
}

/**
 * Leaving a clue half (for a mystery, or for no selection): by rules 2 and later the note mode
 * goes back to what the player had before the clue forced it on, so a number typed in a mystery
 * is entered, not noted, unless the player chose notes. By rules 1 it stayed on.
 */
function leavingClue(state: SessionState): Partial<SessionState> {
  if (state.selection?.kind !== 'clue') return {};
  if ((state.start.rules ?? 1) < 2) return { noteModeBeforeClue: undefined };
  return { noteMode: state.noteModeBeforeClue ?? state.noteMode, noteModeBeforeClue: undefined };
}

export function deselect(state: SessionState): Step {
  if (!state.selection) return { state, events: [] };
  return {
    state: evolve(state, { selection: undefined }, leavingClue(state)),
    events: [{ type: 'deselected' }],
  };
}

export function toggleNotes(state: SessionState): Step {
  if (!isPlaying(state)) return refuse(state, 'toggle-notes', 'not-playing');
  // Switched by hand on a clue half, the mode is the player's own choice, kept when they leave.
  const chosen = state.selection?.kind === 'clue' ? { noteModeBeforeClue: undefined } : {};
  return { state: evolve(state, { noteMode: !state.noteMode }, chosen), events: [] };
}

export function digit(state: SessionState, d: number, now: number, explain = true): Step {
  if (!isPlaying(state)) return refuse(state, 'digit', 'not-playing');
  const selection = state.selection;
  if (!selection) return refuse(state, 'digit', 'no-selection');
  if (selection.kind === 'clue') {
    // 0 is a digit of a clue note (10, 20, ...), not a number of its own.
    if (!Number.isInteger(d) || d < 0 || d > 9) return refuse(state, 'digit', 'not-a-digit');
    const { notes, square } = clueNotesAt(state, selection.cell)!;
    const value = appendToNote(notes[selection.half], d, square && selection.half === 'mult');
    return {
      state: withClueNote(state, selection.cell, selection.half, value),
      events: [{ type: 'note', cell: selection.cell }],
    };
  }
  if (!isDigit(d)) return refuse(state, 'digit', 'not-a-digit');
  const m = state.puzzle.layout.mysteryAt[selection.cell]!;
  if (state.noteMode) {
    const mysteries = state.mysteries.map((c, i) => (i === m ? { ...c, notes: c.notes ^ (1 << d) } : c));
    return { state: evolve(state, { mysteries }), events: [{ type: 'note', cell: selection.cell }] };
  }
  return enter(state, m, d, now, explain);
}

/** A number entered in mystery m: right, or a wrong try that costs an error. */
export function enter(state: SessionState, m: number, d: number, now: number, explain = true): Step {
  const cell = state.puzzle.layout.mysteries[m]!;
  const mystery = state.mysteries[m]!;
  if (mystery.tries.includes(d)) return refuse(state, 'digit', 'already-tried');
  if (isRight(state, m, d)) {
    const playMs = playTimeMs(state, now);
    const points = cellPoints({
      difficulty: state.start.difficulty,
      hintsUsed: hintsUsed(state),
      cellsToSolve: cellsToSolve(state),
      playSeconds: playMs / 1000,
      limitSeconds: limitSeconds(state),
      sinceLastSolved: (playMs - state.lastSolvedAt) / 1000,
    });
    // Stars depend on time and errors, not on which cells are found: settle them in the same step.
    const stars = updateStars(state, now);
    const placed = place(state, m, d, now, {
      score: state.score + points,
      lastSolvedAt: playMs,
      stars: stars.stars,
    });
    const starEvents = placed.state.finishType ? [] : stars.events;
    return {
      state: placed.state,
      events: [{ type: 'correct', cell, value: d, points }, ...placed.events, ...starEvents],
    };
  }
  const mysteries = state.mysteries.map((c, i) => (i === m ? { ...c, tries: [...c.tries, d] } : c));
  const wrong: SessionState = evolve(state, {
    mysteries,
    errors: state.errors - 1,
    errorsMade: state.errorsMade + 1,
  });
  const why = explain && state.errorAssist ? explanation(state, m, d, false) : undefined;
  const event: SessionEvent = {
    type: 'wrong',
    cell,
    value: d,
    errorsLeft: wrong.errors,
    ...(why ? { explanation: why } : {}),
  };
  if (wrong.errors < 1) {
    const failed = finishFailed(wrong, now);
    return { state: failed.state, events: [event, ...failed.events] };
  }
  const stars = updateStars(wrong, now);
  return { state: { ...wrong, stars: stars.stars }, events: [event, ...stars.events] };
}

function explanation(state: SessionState, m: number, d: number, gentle: boolean) {
  const values = state.mysteries.map((c) => c.value);
  const cell = state.puzzle.layout.mysteries[m]!;
  return explainError({ puzzle: state.puzzle, values }, cell, d, { solution: state.solution, gentle });
}

export function erase(state: SessionState): Step {
  if (!isPlaying(state)) return refuse(state, 'erase', 'not-playing');
  const selection = state.selection;
  if (!selection) return refuse(state, 'erase', 'no-selection');
  if (selection.kind === 'clue') {
    return {
      state: withClueNote(state, selection.cell, selection.half, 0),
      events: [{ type: 'note', cell: selection.cell }],
    };
  }
  const m = state.puzzle.layout.mysteryAt[selection.cell]!;
  const mysteries = state.mysteries.map((c, i) => (i === m ? { ...c, notes: 0 } : c));
  return { state: evolve(state, { mysteries }), events: [{ type: 'note', cell: selection.cell }] };
}

/** The submit-note shortcut: a mystery with exactly one candidate note takes it as its number. */
export function submitNote(state: SessionState, now: number, explain = true): Step {
  if (!isPlaying(state)) return refuse(state, 'submit-note', 'not-playing');
  const selection = state.selection;
  if (selection?.kind !== 'mystery') return refuse(state, 'submit-note', 'no-selection');
  const m = state.puzzle.layout.mysteryAt[selection.cell]!;
  const notes = state.mysteries[m]!.notes;
  if (notes === 0 || (notes & (notes - 1)) !== 0) return refuse(state, 'submit-note', 'no-single-note');
  return enter(state, m, 31 - Math.clz32(notes), now, explain);
}
