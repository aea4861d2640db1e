// GET /game: a puzzle to play. POST /game/score: a finished game, verified by replaying it.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  gemPrizeFor,
  isDifficultyOffered,
  type LandLevel,
  landSlot,
  makePuzzle,
  type SlotNumber,
} from '@numberland/engine';
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
import { errorResponses, GameQuery, ScoreAnswer, ScorePost, WirePuzzleBody } from './schemas';

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
  { pool, scores, auth, gems, profiles, puzzles },
) => {
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
      const land = level as LandLevel;
      if (!isDifficultyOffered(land, difficulty as 1 | 2 | 3 | 4)) {
        throw new ApiError(
          400,
          'difficulty-not-offered',
          `Land ${level} offers difficulties 1 to ${level + 1}, not ${difficulty}.`,
        );
      }
      const slot = landSlot(land, shape as SlotNumber);
      const { playerKey } = await playerOf(request);
      let puzzleId = id ?? '';
      if (puzzleId === '') {
        puzzleId = await pool.take(playerKey, slot.shape, difficulty as 1 | 2 | 3 | 4);
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
        level: land,
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
      const summary = verifyScore(post, puzzles);
      const saved = await scores.save({
        summary,
        playerKey,
        sessionId,
        tenant: tenantOf(request),
        level: post.level,
        actions: post.game.actions,
      });
      if (!saved) {
        // A retried post of the same game counts once; an id reused for another game is refused.
        const earlier = await scores.find(post.id);
        if (!earlier || earlier.playerKey !== playerKey || earlier.puzzleId !== post.puzzleId) {
          throw new ApiError(409, 'id-taken', `Score id ${post.id} belongs to another game.`);
        }
        return { id: post.id, verified: true, total: earlier.summary.score.total, prize: 0 };
      }
      if (!userId) return { id: post.id, verified: true, total: summary.score.total, prize: 0 };
      // A signed-in player's game counts into the profile, and a solved puzzle pays its prize once.
      await profiles.countGame(userId, summary);
      const prize = summary.finishType === 'success' ? gemPrizeFor(summary.difficulty) : 0;
      const paid = prize > 0 && (await gems.payPrize(userId, summary.puzzleId, prize));
      return {
        id: post.id,
        verified: true,
        total: summary.score.total,
        prize: paid ? prize : 0,
        gems: await gems.balance(userId),
      };
    },
  );
};
