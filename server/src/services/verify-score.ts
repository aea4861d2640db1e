// Checking a posted score: the engine regenerates the puzzle the post names, replays its actions
// at a human's pace and compares the summary (replayPost). A post that does not check out is a
// refusal with the engine's own code; routes/refusals.ts decides its HTTP status.

import type { ScorePostBody } from '@numberland/contract';
import { type PuzzleIdError, type ReplayErrorCode, type ReplayedGame, replayPost } from '@numberland/engine';
import type { PuzzleLoader } from './puzzle-cache';
import { Refusal } from './refusal';

export type VerifyRefusalCode = PuzzleIdError['code'] | ReplayErrorCode;

/** The game a post's actions really play, or a refusal saying why the post is not counted. */
export function verifyScore(post: ScorePostBody, load: PuzzleLoader): ReplayedGame {
  const made = load(post.puzzleId);
  if (!made.ok) throw new Refusal<VerifyRefusalCode>(made.error.code, made.error.message);
  const replayed = replayPost(post, made.value);
  if (!replayed.ok) throw new Refusal<VerifyRefusalCode>(replayed.error.code, replayed.error.message);
  return replayed.value;
}
