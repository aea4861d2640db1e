// Checking a posted score: rebuild the session from the puzzle id and the game's start, replay
// every action with the engine, and compare the summary that gives with the one posted. The
// replay also checks that a human could have played it: entries too close together, or a whole
// game faster than anyone solves, are a machine's, and such a game earns nothing.

import type { ScorePostBody as ScorePost } from '@numberland/contract';
import {
  apply,
  createSession,
  isDifficultyOffered,
  type LandLevel,
  landOf,
  parseTimedActions,
  type ScoreSummary,
  type SessionStart,
  scoreSummary,
  type TimedAction,
} from '@numberland/engine';
import { ApiError } from '../plugins/errors';
import type { PuzzleLoader } from './puzzle-cache';

const SUMMARY_FIELDS = [
  'puzzleId',
  'playTime',
  'score',
  'startTime',
  'endTime',
  'hintsUsed',
  'timeStar',
  'noerrorsStar',
  'finishedStar',
  'difficulty',
  'finishType',
  'errorsMade',
] as const;

/** A checked game: the summary its actions really lead to, and the actions as the engine reads them. */
export interface VerifiedGame {
  readonly summary: ScoreSummary;
  /** Only the fields each action has: whatever else a post carried is never stored. */
  readonly actions: readonly TimedAction[];
  /** Gems the game's reveals and smart hints cost: the server's balance must have paid them. */
  readonly assistGems: number;
}

/** The game a post's actions really play, or a 4xx saying why the post is refused. */
export function verifyScore(post: ScorePost, load: PuzzleLoader): VerifiedGame {
  const made = load(post.puzzleId);
  if (!made.ok) throw new ApiError(400, made.error.code, made.error.message);
  const level = post.level as LandLevel;
  const { shape, difficulty: difficultyLevel } = made.value.key;
  if (!landOf(level).slots.some((s) => s.shape === shape) || !isDifficultyOffered(level, difficultyLevel)) {
    throw new ApiError(400, 'wrong-level', `Puzzle ${post.puzzleId} is not played in land ${level}.`);
  }
  const actions = parseTimedActions(post.game.actions);
  if (!actions.ok) throw new ApiError(400, 'bad-actions', actions.error);
  // The generator knows the solution, so the session starts from it rather than solving again.
  const start: SessionStart = {
    id: post.id,
    puzzleId: made.value.id,
    puzzle: made.value.puzzle,
    solution: made.value.solution,
    level,
    difficultyLevel,
    difficulty: made.value.difficulty,
    hintsNo: made.value.hintsNo,
    timeAllowed: made.value.timeAllowed,
    gems: post.game.gems,
    startupDelayMs: post.game.startupDelayMs,
    errorAssist: post.game.errorAssist,
  };
  const { state, assistGems } = replayHuman(start, post.game.createdAt, actions.value);
  const summary = scoreSummary(state);
  if (!summary) throw new ApiError(422, 'not-finished', "The game's actions do not finish the puzzle.");
  const differing = SUMMARY_FIELDS.filter((field) => !sameValue(summary[field], post[field]));
  if (differing.length > 0) {
    throw new ApiError(
      422,
      'score-mismatch',
      `The posted ${differing.join(', ')} do not match the game's actions.`,
    );
  }
  return { summary, actions: actions.value, assistGems };
}

/**
 * Two numbers entered (right or wrong) never closer than this. Each entry is a deliberate act on
 * a new cell or after a lost life: at least a look, a choice and a key or click. 80 ms is below
 * the fastest human reaction to anything (about 100 ms), so only a machine enters faster; notes,
 * selections and held-down keys are not counted, as keyboard auto-repeat makes those quick.
 */
export const MIN_ENTRY_GAP_MS = 80;
/**
 * Play time per cell found, on average, from the first cell found to the last (pauses excluded).
 * A cell asks for reading its clues, choosing it and entering its number: the quickest human
 * solvers need well over a second. 200 ms leaves room for a player who already knows the answer
 * (a puzzle played again), and the end-to-end driver's pace of 250 ms per action passes.
 */
export const MIN_CELL_MS = 200;

const implausible = (message: string) => new ApiError(422, 'implausible-times', message);

/** The replay, refusing (422) a game whose actions come faster than a human plays. */
function replayHuman(start: SessionStart, createdAt: number, actions: readonly TimedAction[]) {
  let state = createSession(start, createdAt);
  const first = actions[0];
  if (first && first.at < createdAt) throw implausible('The game has an action before it began.');
  let lastEntry: number | undefined;
  let found = 0;
  let firstFound = 0;
  let lastFound = 0;
  let assistGems = 0;
  for (const [i, { at, action }] of actions.entries()) {
    const step = apply(state, action, at);
    state = step.state;
    for (const e of step.events) if (e.type === 'spend') assistGems += e.gems;
    const entered = step.events.some((e) => e.type === 'correct' || e.type === 'wrong');
    if (!entered) continue;
    if (lastEntry !== undefined && at - lastEntry < MIN_ENTRY_GAP_MS) {
      throw implausible(
        `Action ${i} came ${at - lastEntry} ms after the number before it; a person needs at least ${MIN_ENTRY_GAP_MS} ms.`,
      );
    }
    lastEntry = at;
    if (step.events.some((e) => e.type === 'correct')) {
      // Time in play at this moment: since the start, pauses taken out.
      const played = at - state.startTime - state.pausedMs;
      if (found === 0) firstFound = played;
      lastFound = played;
      found++;
    }
  }
  if (found > 1 && lastFound - firstFound < (found - 1) * MIN_CELL_MS) {
    throw implausible(
      `${found} cells were found in ${Math.round(lastFound - firstFound)} ms; a person needs at least ${MIN_CELL_MS} ms for each.`,
    );
  }
  return { state, assistGems };
}

/** Deep equality of JSON values, whatever the order of object keys. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
