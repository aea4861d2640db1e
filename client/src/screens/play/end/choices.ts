// The end screen's choices (spec section 4, "Auto-progress and end-screen steps"), decided by the
// engine's auto-progress model (engine/src/progress): what the screen offers, and where the player
// goes once one is chosen.
// Report previews Continue without changing anything; NextStep, PreviousStep and NextLand say where
// the manual moves would go. A move is offered only when it exists (no previous level at the first
// step, no next level past the last one, no next land from the last land) and only once: a move
// that lands where Continue already goes is left out, so every button does something different.

import {
  applyEndScreenStep,
  DIFFICULTY_LEVELS,
  type DifficultyLevel,
  type EndScreenStep,
  type LandLevel,
  type ProgressState,
  type ProgressStep,
  type ProgressTarget,
  type SlotNumber,
} from '@numberland/engine';
import type { EndChoice } from './EndScreen';

export interface PlayedStep {
  readonly level: LandLevel;
  readonly shape: SlotNumber;
  readonly difficulty: DifficultyLevel;
}

/** What Continue will do. */
export type ContinuePlan =
  /** The same puzzle again (the engine replays a failed last puzzle). */
  | { readonly kind: 'replay' }
  /** A new puzzle of the slot and difficulty just played. */
  | { readonly kind: 'another'; readonly step: ProgressStep }
  /** A puzzle of another step of the sequence. */
  | { readonly kind: 'next'; readonly step: ProgressStep }
  /** Past the last step: every land is done, Continue goes to level 0 (puzzle selection). */
  | { readonly kind: 'done' };

/** The other choices, in the order they are shown. */
export type OtherChoice =
  | { readonly choice: 'replay' }
  | { readonly choice: 'same-level'; readonly step: PlayedStep }
  | { readonly choice: 'next-level'; readonly step: ProgressStep }
  | { readonly choice: 'previous-level'; readonly step: ProgressStep }
  | { readonly choice: 'next-land'; readonly step: ProgressStep }
  | { readonly choice: 'change-difficulty'; readonly difficulties: readonly DifficultyLevel[] }
  | { readonly choice: 'select-level' };

export interface EndChoices {
  readonly continuePlan: ContinuePlan;
  /** The land Continue takes the player to when it is another land; 'done' after the last step. */
  readonly landAhead: LandLevel | 'done' | undefined;
  readonly others: readonly OtherChoice[];
  /** Show puzzle (the solution) is offered at 0 stars only. */
  readonly showPuzzle: boolean;
}

export interface ChoiceInput {
  readonly progress: ProgressState;
  readonly played: PlayedStep;
  readonly difficultyCap: DifficultyLevel;
  readonly stars: number;
}

export function sameStep(a: ProgressTarget | PlayedStep, b: ProgressTarget | PlayedStep): boolean {
  if (a.level === 0 || b.level === 0) return a.level === b.level;
  return a.level === b.level && a.shape === b.shape && a.difficulty === b.difficulty;
}

function stepOf(target: ProgressTarget): ProgressStep | undefined {
  return target.level === 0 ? undefined : target;
}

export function continuePlanOf(progress: ProgressState, played: PlayedStep): ContinuePlan {
  const report = applyEndScreenStep(progress, 'Report');
  if (report.replay) return { kind: 'replay' };
  const step = stepOf(report.target);
  if (!step) return { kind: 'done' };
  return sameStep(step, played) ? { kind: 'another', step } : { kind: 'next', step };
}

export function endChoices({ progress, played, difficultyCap, stars }: ChoiceInput): EndChoices {
  const continuePlan = continuePlanOf(progress, played);
  const goesTo: ProgressTarget | undefined =
    continuePlan.kind === 'another' || continuePlan.kind === 'next' ? continuePlan.step : undefined;
  const taken = (step: ProgressStep) => goesTo !== undefined && sameStep(step, goesTo);

  const next = stepOf(applyEndScreenStep(progress, 'NextStep').target);
  // PreviousStep stops at the first step, so from there it would not move at all.
  const previous =
    progress.currentStep > 0 ? stepOf(applyEndScreenStep(progress, 'PreviousStep').target) : undefined;
  const nextLand = stepOf(applyEndScreenStep(progress, 'NextLand').target);

  const others: OtherChoice[] = [];
  if (continuePlan.kind !== 'replay') others.push({ choice: 'replay' });
  if (continuePlan.kind !== 'another') others.push({ choice: 'same-level', step: played });
  if (next && !taken(next)) others.push({ choice: 'next-level', step: next });
  if (previous && !taken(previous)) others.push({ choice: 'previous-level', step: previous });
  if (nextLand && !taken(nextLand) && !(next && sameStep(nextLand, next))) {
    others.push({ choice: 'next-land', step: nextLand });
  }
  const difficulties = DIFFICULTY_LEVELS.filter((d) => d <= difficultyCap);
  if (difficulties.length > 1) others.push({ choice: 'change-difficulty', difficulties });
  others.push({ choice: 'select-level' });

  let landAhead: EndChoices['landAhead'];
  if (continuePlan.kind === 'done') landAhead = 'done';
  else if (continuePlan.kind === 'next' && continuePlan.step.level !== played.level) {
    landAhead = continuePlan.step.level;
  }

  return { continuePlan, landAhead, others, showPuzzle: stars === 0 };
}

// Once chosen: where the player goes. The engine takes every step; this says what Play does.

/** What the Play screen does next. */
export type EndMove =
  /** The same puzzle again, a new game. */
  | { readonly kind: 'replay' }
  /** A new puzzle of this selection. */
  | ({ readonly kind: 'puzzle' } & PlayedStep)
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
  played: PlayedStep,
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
