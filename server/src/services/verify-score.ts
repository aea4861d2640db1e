// Checking a posted score: rebuild the session from the puzzle id and the game's start, replay
// every action with the engine, and compare the summary that gives with the one posted.

import {
  isDifficultyOffered,
  type LandLevel,
  landOf,
  parseTimedActions,
  replay,
  type ScoreSummary,
  type SessionStart,
  scoreSummary,
} from '@numberland/engine';
import { ApiError } from '../plugins/errors';
import type { ScorePost } from '../routes/schemas';
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

/** The summary the game's actions really lead to, or a 4xx saying why the post is refused. */
export function verifyScore(post: ScorePost, load: PuzzleLoader): ScoreSummary {
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
  const state = replay({ start, createdAt: post.game.createdAt, actions: actions.value });
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
  return summary;
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
