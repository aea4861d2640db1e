// The keyboard as the board's second input (spec section 5, issue 19): digits as the number pad,
// Backspace or Delete to erase, N for notes, S to submit the only note, H for a smart hint, R to
// reveal, and arrows to move the selection over every open cell and both halves of a clue (the
// add half sits above the multiply half, so Down goes from one to the other and Up comes back).

import {
  boardView,
  type CellView,
  type ClueHalf,
  type Direction,
  moveSelection,
  type SessionAction,
  type SessionState,
} from '@numberland/engine';
import type { AssistKind } from './play-controller';

/** What a key asks for: a session action, or an assist the controller may warn about first. */
export type KeyIntent =
  | { readonly kind: 'action'; readonly action: SessionAction }
  | { readonly kind: 'assist'; readonly assist: AssistKind };

const ARROWS: Readonly<Record<string, Direction>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

const LETTERS: Readonly<Record<string, KeyIntent>> = {
  n: { kind: 'action', action: { type: 'toggle-notes' } },
  s: { kind: 'action', action: { type: 'submit-note' } },
  h: { kind: 'assist', assist: 'smart-hint' },
  r: { kind: 'assist', assist: 'reveal' },
};

type ClueCell = Extract<CellView, { kind: 'pair' | 'square' }>;

/** The halves of a clue the player can write on (a printed half takes no note). */
function openHalves(cell: ClueCell): ClueHalf[] {
  return (['add', 'mult'] as const).filter((half) => cell[half].source !== 'printed');
}

/** The half an arrow lands on in a clue: coming up, the lower (multiply) half first. */
function landingHalf(cell: ClueCell, direction: Direction): ClueHalf | undefined {
  const open = openHalves(cell);
  return direction === 'up' ? open.at(-1) : open[0];
}

/** The selection an arrow asks for, or undefined when it would stay where it is. */
function moveFor(direction: Direction, state: SessionState): SessionAction | undefined {
  const view = boardView(state);
  const selection = state.selection;
  // Within a clue: Down from the add half to the multiply half, Up back again.
  if (selection?.kind === 'clue') {
    const here = view.cells[selection.cell] as ClueCell;
    const other: ClueHalf = selection.half === 'add' ? 'mult' : 'add';
    const inward =
      (selection.half === 'add' && direction === 'down') || (selection.half === 'mult' && direction === 'up');
    if (inward && here[other].source !== 'printed' && !here.solved)
      return { type: 'select', cell: selection.cell, half: other };
  }
  const cell = moveSelection(state, direction);
  if (cell === undefined || cell === selection?.cell) return undefined;
  const target = view.cells[cell]!;
  if (target.kind === 'mystery') return { type: 'select', cell };
  if (target.kind === 'absent') return undefined;
  const half = landingHalf(target, direction);
  return half ? { type: 'select', cell, half } : undefined;
}

/** What a key asks for in `state`, or undefined when the key means nothing to the board. */
export function intentForKey(key: string, state: SessionState): KeyIntent | undefined {
  if (/^[0-9]$/.test(key)) return { kind: 'action', action: { type: 'digit', digit: Number(key) } };
  if (key === 'Backspace' || key === 'Delete') return { kind: 'action', action: { type: 'erase' } };
  const letter = LETTERS[key.toLowerCase()];
  if (key.length === 1 && letter) return letter;
  const direction = ARROWS[key];
  if (!direction) return undefined;
  const action = moveFor(direction, state);
  return action && { kind: 'action', action };
}

/** The session action of a key, for keys that are not assists (kept for the scene's callers). */
export function actionForKey(key: string, state: SessionState): SessionAction | undefined {
  const intent = intentForKey(key, state);
  return intent?.kind === 'action' ? intent.action : undefined;
}

/** Whether the board takes keys at all: an arrow that moves nowhere is still the board's key. */
export function isBoardKey(key: string): boolean {
  return (
    /^[0-9]$/.test(key) ||
    key in ARROWS ||
    key === 'Backspace' ||
    key === 'Delete' ||
    (key.length === 1 && key.toLowerCase() in LETTERS)
  );
}
