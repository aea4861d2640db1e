// Checking a posted score: the engine regenerates the puzzle the post names, replays its actions
// at a human's pace and compares the summary (replayPost). Here its refusals become HTTP answers:
// a post that names the wrong thing is a bad request, a game that does not add up is a 422.

import { type ReplayErrorCode, type ReplayedGame, replayPost } from '@numberland/engine';
import { ApiError } from '../plugins/errors';
import type { ScorePost } from '../routes/schemas';
import type { PuzzleLoader } from './puzzle-cache';

const STATUS_OF: Readonly<Record<ReplayErrorCode, 400 | 422>> = {
  'wrong-puzzle': 400,
  'wrong-level': 400,
  'bad-actions': 400,
  'implausible-times': 422,
  'not-finished': 422,
  'score-mismatch': 422,
};

/** The game a post's actions really play, or a 4xx saying why the post is refused. */
export function verifyScore(post: ScorePost, load: PuzzleLoader): ReplayedGame {
  const made = load(post.puzzleId);
  if (!made.ok) throw new ApiError(400, made.error.code, made.error.message);
  const replayed = replayPost(post, made.value);
  if (!replayed.ok) {
    const { code, message } = replayed.error;
    throw new ApiError(STATUS_OF[code], code, message);
  }
  return replayed.value;
}
