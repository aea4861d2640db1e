// The keyboard as the board's second input (spec section 5): digits as the number pad,
// Backspace or Delete to erase, N for notes, arrows to move the selection.

import { type Direction, moveSelection, type SessionAction, type SessionState } from '@numberland/engine';

const ARROWS: Readonly<Record<string, Direction>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/** The action a key asks for in `state`, or undefined when the key means nothing to the board. */
export function actionForKey(key: string, state: SessionState): SessionAction | undefined {
  if (/^[0-9]$/.test(key)) return { type: 'digit', digit: Number(key) };
  if (key === 'Backspace' || key === 'Delete') return { type: 'erase' };
  if (key === 'n' || key === 'N') return { type: 'toggle-notes' };
  const direction = ARROWS[key];
  if (!direction) return undefined;
  const cell = moveSelection(state, direction);
  if (cell === undefined || cell === state.selection?.cell) return undefined;
  // A clue is selected by its add half first.
  return state.puzzle.layout.mysteryAt[cell]! >= 0
    ? { type: 'select', cell }
    : { type: 'select', cell, half: 'add' };
}

/** Whether the board takes keys at all: an arrow that moves nowhere is still the board's key. */
export function isBoardKey(key: string): boolean {
  return /^[0-9]$/.test(key) || key in ARROWS || ['Backspace', 'Delete', 'n', 'N'].includes(key);
}
