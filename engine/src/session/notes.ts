// Notes: candidate digits on mysteries, and sums and products written on clue halves digit by
// digit (spec section 5). A clue note counts as known only when it equals the true clue.

import { CLUE_NOTE_RESTART_ABOVE, SQUARE_PRODUCT_NOTE_LIMIT } from '../constants';
import type { KnownHalf } from '../deduce/knowledge';
import { type Clue, clueAt, cluesOf } from '../puzzle';
import { evolve } from './evolve';
import type { ClueHalf, ClueNotes, SessionState } from './types';

/**
 * The note after typing `digit`: appended, or restarted at the digit once the note is past 10
 * (a square's product note instead grows up to 9999).
 */
export function appendToNote(note: number, digit: number, squareProduct: boolean): number {
  if (squareProduct) {
    const grown = note * 10 + digit;
    return grown > SQUARE_PRODUCT_NOTE_LIMIT ? digit : grown;
  }
  return note > CLUE_NOTE_RESTART_ABOVE ? digit : note * 10 + digit;
}

/** The notes of the clue at grid cell `cell`, and a way to write them back. */
export function clueNotesAt(
  state: SessionState,
  cell: number,
): { notes: ClueNotes; square: boolean } | undefined {
  const { layout } = state.puzzle;
  const p = layout.pairAt[cell] ?? -1;
  if (p >= 0) return { notes: state.pairNotes[p]!, square: false };
  const q = layout.squareAt[cell] ?? -1;
  if (q >= 0) return { notes: state.squareNotes[q]!, square: true };
  return undefined;
}

export function withClueNote(state: SessionState, cell: number, half: ClueHalf, value: number): SessionState {
  const { layout } = state.puzzle;
  const p = layout.pairAt[cell] ?? -1;
  if (p >= 0) {
    return evolve(state, {
      pairNotes: state.pairNotes.map((n, i) => (i === p ? { ...n, [half]: value } : n)),
    });
  }
  const q = layout.squareAt[cell]!;
  return evolve(state, {
    squareNotes: state.squareNotes.map((n, i) => (i === q ? { ...n, [half]: value } : n)),
  });
}

/** Whether half `half` of the clue at `cell` is printed in the puzzle. */
export function isShown(state: SessionState, cell: number, half: ClueHalf): boolean {
  const clue = clueAt(state.puzzle.layout, state.puzzle, cell);
  return clue !== undefined && clue[half] !== 0;
}

/** Clue notes that equal the true clue: what the player has worked out, for the smart hint. */
export function rightClueNotes(state: SessionState): KnownHalf[] {
  const { layout } = state.puzzle;
  const truth = cluesOf(layout, state.solution);
  const out: KnownHalf[] = [];
  const check = (cell: number, notes: ClueNotes, clue: Clue) => {
    for (const half of ['add', 'mult'] as const) {
      if (notes[half] !== 0 && notes[half] === clue[half]) out.push({ cell, half, value: notes[half] });
    }
  };
  layout.pairs.forEach(({ cell }, p) => {
    check(cell, state.pairNotes[p]!, truth.pairClues[p]!);
  });
  layout.squares.forEach(({ cell }, q) => {
    check(cell, state.squareNotes[q]!, truth.squareClues[q]!);
  });
  return out;
}
