// What happens when a puzzle ends (spec section 4, "Puzzle lifecycle"): the finish is counted
// into auto-progress, the prize is paid, and the score is posted with the game's actions. The
// post goes through the outbox, so a dropped connection or a restarted server loses nothing: it
// is sent again until the server confirms it, and the server counts it once by the game's id.

import type { ScoreAnswer, ScorePostBody as ScorePost } from '@numberland/contract';
import {
  type FinishResult,
  type GameRecord,
  gemPrizeFor,
  progressResultOf,
  type SessionState,
  scorePostOf,
} from '@numberland/engine';
import type { Sent } from '../../api/client';

/** The end screen appears this long after the finish (spec section 4). */
export const END_SCREEN_DELAY_MS = 2500;

export interface FinishDeps {
  readonly postScore: (post: ScorePost) => Promise<Sent<ScoreAnswer>>;
  readonly recordProgress: (result: FinishResult) => void;
  readonly signedIn: () => boolean;
  readonly gems: () => number;
  readonly setGems: (gems: number) => void;
  /** Told the prize once it is known (a signed-in player's comes from the server's answer). */
  readonly onPrize: (prize: number) => void;
}

/**
 * Settles a finished game. A guest's prize is paid here, in this browser (spec section 6: only
 * a signed-in player's gems are kept by the server); a signed-in player's is paid by the server,
 * once per puzzle, and its answer brings the new balance. Answers the prize known at once.
 */
export function finishGame(state: SessionState, record: GameRecord, deps: FinishDeps): number {
  const made = scorePostOf({ state, record });
  if (!made.ok) return 0;
  const post = made.value;
  const result = progressResultOf(state);
  if (result) deps.recordProgress(result);
  const due = post.finishType === 'success' ? gemPrizeFor(post.difficulty) : 0;
  const signedIn = deps.signedIn();
  if (!signedIn && due > 0) deps.setGems(deps.gems() + due);
  deps
    .postScore(post)
    .then((sent) => {
      if (!signedIn || sent.status !== 'sent') return;
      if (typeof sent.value.gems === 'number') deps.setGems(sent.value.gems);
      deps.onPrize(sent.value.prize);
    })
    .catch(() => {
      // A refused post (the server found the game does not add up, or was already counted)
      // leaves the local result as it is. The API client keeps the post aside, and the player
      // is told by the notice of kept games (ui/KeptGamesNotice.tsx), so it is never lost unseen.
    });
  return signedIn ? 0 : due;
}
