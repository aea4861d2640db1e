import {
  type FinishResult,
  initialProgress,
  LAST_STEP_INDEX,
  moveToStep,
  PROGRESS_STEPS,
  type ProgressState,
  recordFinish,
} from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { type EndChoices, endChoices, endMove } from './choices';

type Outcome = 'perfect' | 'good' | 'one-star' | 'failed';

const FLAGS: Record<Outcome, Pick<FinishResult, 'timeStar' | 'noerrorsStar' | 'finishedStar'>> = {
  perfect: { timeStar: true, noerrorsStar: true, finishedStar: true },
  good: { timeStar: true, noerrorsStar: false, finishedStar: true },
  'one-star': { timeStar: false, noerrorsStar: false, finishedStar: true },
  failed: { timeStar: false, noerrorsStar: false, finishedStar: false },
};
const STARS: Record<Outcome, number> = { perfect: 3, good: 2, 'one-star': 1, failed: 0 };

/** The end screen's choices after finishing `outcome`s at step `step`, in turn, each a new puzzle. */
function after(step: number, ...outcomes: Outcome[]): EndChoices {
  const played = PROGRESS_STEPS[step]!;
  let progress: ProgressState = initialProgress();
  outcomes.forEach((outcome, i) => {
    progress = recordFinish(progress, { ...played, ...FLAGS[outcome], puzzleId: `p${i}`, hintsUsed: 0 });
  });
  const difficultyCap = (played.level + 1) as 2 | 3 | 4;
  return endChoices({ progress, played, difficultyCap, stars: STARS[outcomes.at(-1)!] });
}

const kinds = (c: EndChoices) => c.others.map((o) => o.choice);
const stepOf = (c: EndChoices, choice: string) => {
  const found = c.others.find((o) => o.choice === choice);
  return found && 'step' in found ? PROGRESS_STEPS.indexOf(found.step) : undefined;
};

describe('end screen choices', () => {
  it('at the first step after a failure: Continue replays, no previous level, Show puzzle offered', () => {
    const c = after(0, 'failed');
    expect(c.continuePlan).toEqual({ kind: 'replay' });
    expect(kinds(c)).toEqual(['same-level', 'next-level', 'next-land', 'change-difficulty', 'select-level']);
    expect(stepOf(c, 'next-level')).toBe(1);
    expect(stepOf(c, 'next-land')).toBe(8);
    expect(c.showPuzzle).toBe(true);
    expect(c.landAhead).toBeUndefined();
  });

  it('at the first step after a perfect run: Continue skips a step, next level is still the one after', () => {
    const c = after(0, 'perfect');
    expect(c.continuePlan).toEqual({ kind: 'next', step: PROGRESS_STEPS[2] });
    expect(kinds(c)).toEqual([
      'replay',
      'same-level',
      'next-level',
      'next-land',
      'change-difficulty',
      'select-level',
    ]);
    expect(stepOf(c, 'next-level')).toBe(1);
    expect(c.showPuzzle).toBe(false);
  });

  it('with too little to move on, Continue is another puzzle of the same step and same level is left out', () => {
    const c = after(0, 'one-star');
    expect(c.continuePlan).toEqual({ kind: 'another', step: PROGRESS_STEPS[0] });
    expect(kinds(c)).not.toContain('same-level');
    expect(kinds(c)).toContain('replay');
  });

  it('at the last step of a land, Continue goes to the next land and says so; moves it repeats are left out', () => {
    const c = after(7, 'good');
    expect(c.continuePlan).toEqual({ kind: 'next', step: PROGRESS_STEPS[8] });
    expect(c.landAhead).toBe(2);
    expect(kinds(c)).toEqual(['replay', 'same-level', 'previous-level', 'change-difficulty', 'select-level']);
    expect(stepOf(c, 'previous-level')).toBe(6);
  });

  it('in the middle of a land every move is offered, with the land difficulties up to its cap', () => {
    const c = after(10, 'perfect');
    expect(c.continuePlan).toEqual({ kind: 'another', step: PROGRESS_STEPS[10] });
    expect(stepOf(c, 'next-level')).toBe(11);
    expect(stepOf(c, 'previous-level')).toBe(9);
    expect(stepOf(c, 'next-land')).toBe(20);
    expect(c.others.find((o) => o.choice === 'change-difficulty')).toEqual({
      choice: 'change-difficulty',
      difficulties: [1, 2, 3],
    });
  });

  it('at the last step: no next level or next land, and Continue finishes the sequence', () => {
    const c = after(LAST_STEP_INDEX, 'perfect', 'perfect');
    expect(c.continuePlan).toEqual({ kind: 'done' });
    expect(c.landAhead).toBe('done');
    expect(kinds(c)).toEqual(['replay', 'same-level', 'previous-level', 'change-difficulty', 'select-level']);
    expect(stepOf(c, 'previous-level')).toBe(LAST_STEP_INDEX - 1);
  });

  it('a failed replay offers the puzzle again, and a move next is still there', () => {
    const played = PROGRESS_STEPS[3]!;
    const failed = { ...played, ...FLAGS.failed, puzzleId: 'same', hintsUsed: 0 };
    const progress = recordFinish(recordFinish(initialProgress(), failed), failed);
    const c = endChoices({ progress, played, difficultyCap: 2, stars: 0 });
    expect(c.continuePlan).toEqual({ kind: 'replay' });
    expect(kinds(c)[0]).toBe('same-level');
    expect(c.showPuzzle).toBe(true);
  });

  it('select level is always last and change difficulty needs more than one difficulty', () => {
    const played = PROGRESS_STEPS[0]!;
    const c = endChoices({ progress: initialProgress(), played, difficultyCap: 1, stars: 1 });
    expect(kinds(c).at(-1)).toBe('select-level');
    expect(kinds(c)).not.toContain('change-difficulty');
  });
});

describe('endMove', () => {
  const played = { level: 1, shape: 1, difficulty: 1 } as const;

  it('next level takes the next step of the sequence and moves the progress there', () => {
    const { move, progress } = endMove('next-level', initialProgress(), played);
    expect(move).toEqual({ kind: 'puzzle', ...PROGRESS_STEPS[1] });
    expect(progress.currentStep).toBe(1);
  });

  it('previous level at the first step stays on it', () => {
    const { move } = endMove('previous-level', initialProgress(), played);
    expect(move).toEqual({ kind: 'puzzle', ...PROGRESS_STEPS[0] });
  });

  it('next land from the last land goes home', () => {
    const last = moveToStep(initialProgress(), PROGRESS_STEPS.length - 1);
    expect(endMove('next-land', last, { level: 3, shape: 4, difficulty: 4 }).move).toEqual({ kind: 'home' });
  });

  it('replay, same level and change difficulty keep the progress', () => {
    const start = initialProgress();
    expect(endMove('replay', start, played)).toEqual({ move: { kind: 'replay' }, progress: start });
    expect(endMove('same-level', start, played).move).toEqual({ kind: 'puzzle', ...played });
    expect(endMove('change-difficulty', start, played, 2).move).toEqual({
      kind: 'puzzle',
      ...played,
      difficulty: 2,
    });
    expect(endMove('select-level', start, played).move).toEqual({ kind: 'home' });
  });

  it('continue after a perfect first puzzle skips ahead two steps (counter W)', () => {
    const perfect = recordFinish(initialProgress(), {
      puzzleId: 'B1A-1',
      ...played,
      timeStar: true,
      noerrorsStar: true,
      finishedStar: true,
      hintsUsed: 0,
    });
    const { move, progress } = endMove('continue', perfect, played);
    expect(move).toEqual({ kind: 'puzzle', ...PROGRESS_STEPS[2] });
    expect(progress.currentStep).toBe(2);
  });
});
