// The answer to a finished game's score post, whichever way it comes: at once, or late through
// the outbox. A signed-in player's answer brings the new balance (for the same player only) and
// the prize the end screen counts; a refusal (a 422 score-mismatch means engine and server
// disagree) is shown on the end screen and reported, never dropped.

import type { StoreApi } from 'zustand';
import type { AuthState } from '../state/auth';
import type { GameState } from '../state/game';
import type { PostOutcome } from './finish-game';
import type { PlayDeps } from './ports';

export interface AnswerTargets {
  readonly game: StoreApi<GameState>;
  readonly auth: StoreApi<AuthState>;
  readonly report: PlayDeps['report'];
}

export interface PostedGame {
  readonly gameId: string;
  /** The token the post was sent with; null for a guest's. */
  readonly token: string | null;
}

export function settleScoreAnswer(targets: AnswerTargets, posted: PostedGame, outcome: PostOutcome): void {
  const { game } = targets;
  // The end screen follows only the game it is about; a later game's has its own post.
  const onScreen = game.getState().game?.state.start.id === posted.gameId;
  const updateFinish = onScreen ? game.getState().updateFinish : () => undefined;
  switch (outcome.kind) {
    case 'queued':
      updateFinish({ score: { kind: 'waiting' } });
      return;
    case 'refused': {
      const { error } = outcome;
      targets.report('The server refused a finished game', {
        gameId: posted.gameId,
        status: error.status,
        code: error.code,
        message: error.message,
      });
      updateFinish({ score: { kind: 'refused', code: error.code } });
      return;
    }
    case 'answered': {
      const { answer } = outcome;
      const auth = targets.auth.getState();
      if (posted.token !== null && auth.token === posted.token && typeof answer.gems === 'number')
        auth.setGems(answer.gems);
      // A guest's prize was paid on this device; the server pays a signed-in player's.
      updateFinish(
        posted.token === null
          ? { score: { kind: 'saved' } }
          : { score: { kind: 'saved' }, prize: answer.prize },
      );
      return;
    }
  }
}
