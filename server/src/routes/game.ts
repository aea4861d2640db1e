// GET /game: a puzzle to play. POST /game/score: a finished game, verified by replaying it.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  fromId,
  isDifficultyOffered,
  type LandLevel,
  landSlot,
  makePuzzle,
  type SlotNumber,
} from '@numberland/engine';
import { playerKeyOf, sessionIdOf, tenantOf } from '../plugins/client-headers';
import { ApiError } from '../plugins/errors';
import type { PuzzlePool } from '../services/puzzle-pool';
import type { ScoreStore } from '../services/score-store';
import { verifyScore } from '../services/verify-score';
import { errorResponses, GameQuery, ScoreAnswer, ScorePost, WirePuzzleBody } from './schemas';

export interface GameRoutesOptions {
  readonly pool: PuzzlePool;
  readonly scores: ScoreStore;
}

export const gameRoutes: FastifyPluginAsyncTypebox<GameRoutesOptions> = async (app, { pool, scores }) => {
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
      const playerKey = playerKeyOf(request);
      let puzzleId = id ?? '';
      if (puzzleId === '') {
        puzzleId = await pool.take(playerKey, slot.shape, difficulty as 1 | 2 | 3 | 4);
      }
      const made = fromId(puzzleId);
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
      const playerKey = playerKeyOf(request);
      const earlier = await scores.find(post.id);
      if (earlier) {
        // A retried post of the same game counts once; an id reused for another game is refused.
        if (earlier.playerKey !== playerKey || earlier.puzzleId !== post.puzzleId) {
          throw new ApiError(409, 'id-taken', `Score id ${post.id} belongs to another game.`);
        }
        return { id: post.id, verified: true, summary: earlier.summary };
      }
      const summary = verifyScore(post);
      await scores.save({
        summary,
        playerKey,
        sessionId,
        tenant: tenantOf(request),
        level: post.level,
        actions: post.game.actions,
      });
      return { id: post.id, verified: true, summary };
    },
  );
};
