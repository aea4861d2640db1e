// Which keys the number pad shows for a session state. Whether the pad shows at all is the
// engine's rule (numberPadShown); this only picks the keys the brief asks for with it.

import { canSubmitNote, isPlaying, numberPadShown, type SessionState } from '@numberland/engine';
import type { PadKey } from './board-layout';

const MYSTERY_DIGITS: readonly PadKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
/** A clue's note may take 0 (spec section 5), so a selected clue half gets the 0 key too. */
const CLUE_DIGITS: readonly PadKey[] = [...MYSTERY_DIGITS, '0'];

/** Without a selection only Hint shows: a smart hint needs no cell, and the reminder points at it. */
const HINT_ONLY: readonly PadKey[] = ['hint'];

/** The keys on screen, or undefined while the pad is hidden. */
export function padKeys(state: SessionState): readonly PadKey[] | undefined {
  if (!numberPadShown(state)) return isPlaying(state) && !state.selection ? HINT_ONLY : undefined;
  const clue = state.selection?.kind === 'clue';
  const keys: PadKey[] = [...(clue ? CLUE_DIGITS : MYSTERY_DIGITS), 'note', 'erase'];
  // Reveal fills a mystery; there is nothing to reveal on a clue.
  if (!clue) keys.push('reveal');
  keys.push('hint');
  if (canSubmitNote(state)) keys.push('submit-note');
  return keys;
}

/** Every key but Hint: the pad's shape, faded, while no cell is chosen (Hint alone is pressable). */
const AT_REST: readonly PadKey[] = [...MYSTERY_DIGITS, 'note', 'erase', 'reveal'];

/** The keys drawn faded in their places while only Hint can be pressed, else none. */
export function restingKeys(state: SessionState): readonly PadKey[] {
  return isPlaying(state) && !state.selection && !numberPadShown(state) ? AT_REST : [];
}
