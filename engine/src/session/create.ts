// A new session: every mystery open (givens already found), no notes, all stars, the full
// errors allowance, and the loading phase until the view says the puzzle is set up.

import { ERRORS_ALLOWED, PUZZLE_PHASES } from '../constants';
import type { MysteryState, SessionStart, SessionState } from './types';

export function createSession(start: SessionStart, now: number): SessionState {
  const { puzzle } = start;
  const mysteries: MysteryState[] = puzzle.layout.mysteries.map((_, m) => ({
    value: puzzle.givens[m] ?? 0,
    tries: [],
    revealed: false,
    notes: 0,
  }));
  return {
    start,
    puzzle,
    solution: start.solution,
    phase: PUZZLE_PHASES.loading,
    createdAt: now,
    startTime: 0,
    endTime: 0,
    pausedAt: 0,
    pausedMs: 0,
    mysteries,
    pairNotes: puzzle.layout.pairs.map(() => ({ add: 0, mult: 0 })),
    squareNotes: puzzle.layout.squares.map(() => ({ add: 0, mult: 0 })),
    selection: undefined,
    noteMode: false,
    noteModeBeforeClue: undefined,
    errors: ERRORS_ALLOWED,
    errorsMade: 0,
    stars: { time: true, noerrors: true, finished: true },
    timedOut: false,
    score: 0,
    lastSolvedAt: 0,
    revealsUsed: 0,
    smartHintsUsed: 0,
    gems: start.gems,
    specialSquare: undefined,
    timeBonus: 0,
    finalBonus: 0,
    specialSquareBonus: 0,
    finishType: undefined,
    abandoned: false,
    errorAssist: start.errorAssist,
  };
}

/** Mysteries the player has to find: all but the givens. */
export function cellsToSolve(state: SessionState): number {
  return state.puzzle.givens.filter((g) => g === 0).length;
}

export function hintsUsed(state: SessionState): number {
  return state.revealsUsed + state.smartHintsUsed;
}
