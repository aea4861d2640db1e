// Checking a score post against the puzzle it names: rebuild the session from the served puzzle
// and the post's start, replay every action at a human's pace, and compare the summary that
// gives with the one posted, field by field. The server counts a score only through this; test
// players check their games with it too.

import type { GeneratedPuzzle } from '../generator/generate';
import { isDifficultyOffered, isLandLevel, landOf } from '../lands';
import { err, ok, type Result } from '../result';
import { replayAtHumanPace } from './human-pace';
import { parseTimedActions } from './parse-action';
import type { TimedAction } from './replay';
import type { PostedStart } from './score-post';
import { parseTimedSteps } from './steps';
import { type ScoreSummary, scoreSummary } from './summary';
import type { SessionStart, SessionState } from './types';

/** The summary fields a post must get right; the game id is the post's own, so not among them. */
export const SUMMARY_FIELDS = [
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
export type SummaryField = (typeof SUMMARY_FIELDS)[number];

/**
 * A post as it arrives: summary fields of any value (they are compared, not trusted) and
 * actions not yet read, so a validated request body is passed as it is.
 */
export type PostedGame = Readonly<Record<SummaryField, unknown>> & {
  readonly id: string;
  readonly puzzleId: string;
  readonly level: number;
  readonly game: PostedStart & { readonly steps?: unknown; readonly actions?: unknown };
};

export const REPLAY_ERROR_CODES = [
  'wrong-puzzle',
  'wrong-level',
  'bad-actions',
  'implausible-times',
  'not-finished',
  'score-mismatch',
] as const;
export type ReplayErrorCode = (typeof REPLAY_ERROR_CODES)[number];
export interface ReplayError {
  readonly code: ReplayErrorCode;
  readonly message: string;
}

/** A checked game: what its actions really lead to. */
export interface ReplayedGame {
  readonly state: SessionState;
  readonly summary: ScoreSummary;
  /** Only the fields each action has: whatever else a post carried is dropped. */
  readonly actions: readonly TimedAction[];
  /** Gems the game's reveals and smart hints cost: whoever keeps the balance must have paid them. */
  readonly assistGems: number;
}

const refuse = (code: ReplayErrorCode, message: string) => err<ReplayError>({ code, message });

/**
 * A post's actions, from its steps (score-post.ts) or, in a post made before steps, its action
 * objects; refused when it has both or neither, or they do not read.
 */
export function readPostedActions(game: PostedGame['game']): Result<TimedAction[], string> {
  if (game.steps === undefined) {
    if (game.actions === undefined) return err('the game needs its steps');
    return parseTimedActions(game.actions);
  }
  if (game.actions !== undefined) return err('a game has its steps or its actions, not both');
  return parseTimedSteps(game.createdAt, game.steps);
}

/**
 * The game a post's actions really play, or why the post is refused. `served` is the puzzle the
 * post names, as `fromId` regenerates it.
 */
export function replayPost(post: PostedGame, served: GeneratedPuzzle): Result<ReplayedGame, ReplayError> {
  if (post.puzzleId !== served.id) {
    return refuse(
      'wrong-puzzle',
      `The post names puzzle ${post.puzzleId}, but it is checked against ${served.id}.`,
    );
  }
  const { level } = post;
  const { shape, difficulty: difficultyLevel } = served.key;
  if (
    !isLandLevel(level) ||
    !landOf(level).slots.some((s) => s.shape === shape) ||
    !isDifficultyOffered(level, difficultyLevel)
  ) {
    return refuse('wrong-level', `Puzzle ${post.puzzleId} is not played in land ${level}.`);
  }
  const actions = readPostedActions(post.game);
  if (!actions.ok) return refuse('bad-actions', actions.error);
  // The generator knows the solution, so the session starts from it rather than solving again.
  const start: SessionStart = {
    id: post.id,
    puzzleId: served.id,
    puzzle: served.puzzle,
    solution: served.solution,
    level,
    difficultyLevel,
    difficulty: served.difficulty,
    hintsNo: served.hintsNo,
    timeAllowed: served.timeAllowed,
    gems: post.game.gems,
    startupDelayMs: post.game.startupDelayMs,
    errorAssist: post.game.errorAssist,
    // An old post has no version and replays by the first rules, as it was played.
    ...(post.game.rules === undefined ? {} : { rules: post.game.rules }),
  };
  const replayed = replayAtHumanPace(start, post.game.createdAt, actions.value);
  if (!replayed.ok) return err(replayed.error);
  const { state, assistGems } = replayed.value;
  const summary = scoreSummary(state);
  if (!summary) return refuse('not-finished', "The game's actions do not finish the puzzle.");
  const differing = SUMMARY_FIELDS.filter((field) => !sameValue(summary[field], post[field]));
  if (differing.length > 0) {
    return refuse('score-mismatch', `The posted ${differing.join(', ')} do not match the game's actions.`);
  }
  return ok({ state, summary, actions: actions.value, assistGems });
}

/** Deep equality of JSON values, whatever the order of object keys. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ea = Object.entries(a);
  const eb = new Map(Object.entries(b));
  return ea.length === eb.size && ea.every(([k, v]) => eb.has(k) && sameValue(v, eb.get(k)));
}
