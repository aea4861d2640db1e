// The end screen's choices turned into where the player goes (spec section 4, "Auto-progress and
// end-screen steps"). The engine decides every step; this only says what the Play screen does.

import {
  applyEndScreenStep,
  type DifficultyLevel,
  type EndScreenStep,
  type ProgressState,
  type ProgressTarget,
} from '@numberland/engine';
import type { EndChoice } from './end/EndScreen';

/** What the Play screen does next. */
export type EndMove =
  /** The same puzzle again, a new game. */
  | { readonly kind: 'replay' }
  /** A new puzzle of this selection. */
  | {
      readonly kind: 'puzzle';
      readonly level: 1 | 2 | 3;
      readonly shape: 1 | 2 | 3 | 4;
      readonly difficulty: DifficultyLevel;
    }
  /** Home: the puzzle selection (also when the whole sequence is done). */
  | { readonly kind: 'home' };

const STEP_OF: Partial<Record<EndChoice, EndScreenStep>> = {
  continue: 'Continue',
  'next-level': 'NextStep',
  'previous-level': 'PreviousStep',
  'next-land': 'NextLand',
};

function moveTo(target: ProgressTarget, replay: boolean): EndMove {
  if (target.level === 0) return { kind: 'home' };
  if (replay) return { kind: 'replay' };
  return { kind: 'puzzle', level: target.level, shape: target.shape, difficulty: target.difficulty };
}

/** The move for a choice, and the progress after it (unchanged unless a step was taken). */
export function endMove(
  choice: EndChoice,
  progress: ProgressState,
  played: { readonly level: 1 | 2 | 3; readonly shape: 1 | 2 | 3 | 4; readonly difficulty: DifficultyLevel },
  difficulty?: DifficultyLevel,
): { readonly move: EndMove; readonly progress: ProgressState } {
  const step = STEP_OF[choice];
  if (step) {
    const outcome = applyEndScreenStep(progress, step);
    return { move: moveTo(outcome.target, outcome.replay), progress: outcome.progress };
  }
  switch (choice) {
    case 'replay':
      return { move: { kind: 'replay' }, progress };
    case 'same-level':
      return { move: { kind: 'puzzle', ...played }, progress };
    case 'change-difficulty':
      return { move: { kind: 'puzzle', ...played, difficulty: difficulty ?? played.difficulty }, progress };
    default:
      return { move: { kind: 'home' }, progress };
  }
}
