// GET /game: a puzzle to play. POST /game/score: a finished game, verified by replaying it.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, GameQuery, ScoreAnswer, ScorePost, WirePuzzleBody } from '@numberland/contract';
import { isDifficultyOffered, landSlot, makePuzzle } from '@numberland/engine';
import type { FastifyRequest } from 'fastify';
import type { Auth } from '../plugins/auth';
import { playerKeyOf, sessionIdOf, tenantOf } from '../plugins/client-headers';
import { ApiError } from '../plugins/errors';
import type { Gems } from '../services/gems';
import type { Profiles } from '../services/profiles';
import type { PuzzleLoader } from '../services/puzzle-cache';
import type { PuzzlePool } from '../services/puzzle-pool';
import type { ScoreStore } from '../services/score-store';
import { verifyScore } from '../services/verify-score';
import { answerRefusals } from './refusals';

export interface GameRoutesOptions {
  readonly pool: PuzzlePool;
  readonly scores: ScoreStore;
  readonly auth: Auth;
  readonly gems: Gems;
  readonly profiles: Profiles;
  readonly puzzles: PuzzleLoader;
}

export const gameRoutes: FastifyPluginAsyncTypebox<GameRoutesOptions> = async (
  app,
  { pool, scores, auth, gems, puzzles },
) => {
  answerRefusals(app);
  /** Whose progress this is: the signed-in user, else the guest session. */
  const playerOf = async (request: FastifyRequest) => {
    const userId = await auth.userOf(request);
    return { userId, playerKey: userId ? `u:${userId}` : playerKeyOf(request) };
  };

  app.get(
    '/game',
    {
      schema: {
        summary: 'A puzzle to play',
        querystring: GameQuery,
        response: { 200: WirePuzzleBody, ...errorResponses },
      },
    },
    async (request) => {
      const { level, shape, difficulty, id } = request.query;
      if (!isDifficultyOffered(level, difficulty)) {
        throw new ApiError(
          400,
          'difficulty-not-offered',
          `Land ${level} offers difficulties 1 to ${level + 1}, not ${difficulty}.`,
        );
      }
      const slot = landSlot(level, shape);
      const { playerKey } = await playerOf(request);
      let puzzleId = id ?? '';
      if (puzzleId === '') {
        puzzleId = await pool.take(playerKey, slot.shape, difficulty);
      }
      const made = puzzles(puzzleId);
      if (!made.ok) throw new ApiError(400, made.error.code, made.error.message);
      if (made.value.key.shape !== slot.shape) {
        throw new ApiError(
          400,
          'wrong-shape',
          `Puzzle ${puzzleId} is a ${made.value.key.shape} puzzle, not ${slot.shape} (land ${level}, shape ${shape}).`,
        );
      }
      if (id) await pool.markServed(playerKey, puzzleId);
      const { key } = made.value;
      return makePuzzle(made.value.puzzle, {
        id: made.value.id,
        level,
        difficultyLevel: key.difficulty,
        difficulty: made.value.difficulty,
        hintsNo: made.value.hintsNo,
        timeAllowed: made.value.timeAllowed,
      });
    },
  );

  app.post(
    '/game/score',
    {
      schema: {
        summary: 'Post a finished game',
        body: ScorePost,
        response: { 200: ScoreAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const post = request.body;
      const sessionId = sessionIdOf(request);
      const { userId, playerKey } = await playerOf(request);
      // Checked before anything is written: the replay, a human's pace, and sane dates.
      const { state, summary, actions, assistGems } = verifyScore(post, puzzles);
      // Guests' gems are their device's, and their games count when they move to an account: a
      // guest's post is stored only. A signed-in player's is also counted and paid.
      const account = userId === undefined ? undefined : { userId, assistGems };
      const saved = await scores.save(
        {
          summary,
          playerKey,
          sessionKey: `s:${sessionId}`,
          sessionId,
          tenant: tenantOf(request),
          level: post.level,
          difficultyLevel: state.start.difficultyLevel,
          createdAt: post.game.createdAt,
          lastActionAt: actions.at(-1)?.at ?? post.game.createdAt,
          actions,
          madeOnDevice: post.madeOnDevice === true,
        },
        account,
      );
      // A puzzle made on the device is served to the player now (its mark went in with the
      // score): the pool's memory of what they were served learns it too, so it never deals it.
      if (post.madeOnDevice && saved.kind === 'stored') await pool.markServed(playerKey, summary.puzzleId);
      const answer = (total: number, prize: number, counted: boolean): ScoreAnswer => ({
        id: post.id,
        verified: true,
        total,
        prize,
        counted,
      });
      let result: ScoreAnswer;
      if (saved.kind === 'again') {
        // A retried post (or the same game under a new id) counts once: the first answer again.
        const paid = userId ? await scores.prizePaid(userId, summary.puzzleId) : 0;
        result = answer(saved.earlier.summary.score.total, paid, true);
      } else if (saved.kind === 'not-counted') {
        result = answer(summary.score.total, 0, false);
      } else {
        result = answer(summary.score.total, saved.prize, true);
      }
      return userId ? { ...result, gems: await gems.balance(userId) } : result;
    },
  );
};
