// What happens when a puzzle ends (spec section 4, "Puzzle lifecycle"): the finish is counted
// into auto-progress, a guest's prize is paid, and the score is posted with the game's actions.
// The post goes through the outbox, so a dropped connection or a restarted server loses nothing:
// it is sent again until the server confirms it, and the server counts it once by the game's id.
// What the answer brings (a signed-in player's prize and balance, or a refusal) is settled by
// score-answers.ts, for this answer and for one that arrives late through the outbox alike.

import type { ScoreAnswer, ScorePostBody } from '@numberland/contract';
import {
  type FinishResult,
  type GameRecord,
  gemPrizeFor,
  progressResultOf,
  type SessionState,
  scorePostOf,
} from '@numberland/engine';
import type { Sent } from '../api/client';
import { ApiError } from '../api/errors';
import type { ScoreOutcome } from '../api/late-score';

/** The end screen appears this long after the finish (spec section 4). */
export const END_SCREEN_DELAY_MS = 2500;

export interface FinishDeps {
  readonly postScore: (post: ScorePostBody) => Promise<Sent<ScoreAnswer>>;
  readonly recordProgress: (result: FinishResult) => void;
  readonly signedIn: () => boolean;
  readonly gems: () => number;
  readonly setGems: (gems: number) => void;
}

/** What became of a score post sent now: answered, refused, or waiting in the outbox. */
export type PostOutcome = ScoreOutcome | { readonly kind: 'queued' };

export interface Finished {
  /** The prize known at once: a guest's, paid here; a signed-in player's comes with the answer. */
  readonly prize: number;
  /** The post's outcome; undefined when there was nothing to post (a game left before its end). */
  readonly posted: Promise<PostOutcome> | undefined;
}

/** The outcome of a post's promise; a refusal is never dropped, whatever was thrown. */
export function outcomeOf(posting: Promise<Sent<ScoreAnswer>>): Promise<PostOutcome> {
  return posting.then(
    (sent): PostOutcome =>
      sent.status === 'sent' ? { kind: 'answered', answer: sent.value } : { kind: 'queued' },
    (error: unknown): PostOutcome => ({
      kind: 'refused',
      error: error instanceof ApiError ? error : new ApiError(0, 'error', String(error)),
    }),
  );
}

/**
 * Settles a finished game. A guest's prize is paid here, in this browser (spec section 6: only
 * a signed-in player's gems are kept by the server); a signed-in player's is paid by the server,
 * once per puzzle, and its answer brings the new balance.
 */
export function finishGame(state: SessionState, record: GameRecord, deps: FinishDeps): Finished {
  const made = scorePostOf({ state, record });
  if (!made.ok) return { prize: 0, posted: undefined };
  const post = made.value;
  const result = progressResultOf(state);
  if (result) deps.recordProgress(result);
  const due = post.finishType === 'success' ? gemPrizeFor(post.difficulty) : 0;
  const signedIn = deps.signedIn();
  if (!signedIn && due > 0) deps.setGems(deps.gems() + due);
  return { prize: signedIn ? 0 : due, posted: outcomeOf(deps.postScore(post)) };
}
