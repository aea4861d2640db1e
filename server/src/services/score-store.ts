// Verified scores in the database, one row per game id.

import type { ScoreSummary } from '@numberland/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface StoredScore {
  readonly playerKey: string;
  readonly puzzleId: string;
  readonly summary: ScoreSummary;
}

export interface NewScore {
  readonly summary: ScoreSummary;
  readonly playerKey: string;
  readonly sessionId: string;
  readonly tenant: string;
  readonly level: number;
  readonly actions: unknown;
}

export interface ScoreStore {
  find(id: string): Promise<StoredScore | undefined>;
  /** Store a verified score; false when that id was stored meanwhile (a racing retry). */
  save(score: NewScore): Promise<boolean>;
}

export function scoreStore(db: Kysely<Database>): ScoreStore {
  return {
    async find(id) {
      const row = await db
        .selectFrom('scores')
        .select(['player_key', 'puzzle_id', 'summary'])
        .where('id', '=', id)
        .executeTakeFirst();
      return (
        row && { playerKey: row.player_key, puzzleId: row.puzzle_id, summary: row.summary as ScoreSummary }
      );
    },
    async save({ summary, playerKey, sessionId, tenant, level, actions }) {
      const difficultyLevel = Number(summary.puzzleId.charAt(3));
      const inserted = await db
        .insertInto('scores')
        .values({
          id: summary.id,
          player_key: playerKey,
          session_id: sessionId,
          tenant,
          puzzle_id: summary.puzzleId,
          level,
          difficulty_level: difficultyLevel,
          difficulty: summary.difficulty,
          finish_type: summary.finishType,
          score_total: summary.score.total,
          summary: JSON.stringify(summary),
          actions: JSON.stringify(actions),
          play_time: summary.playTime,
          start_time: new Date(summary.startTime),
          end_time: new Date(summary.endTime),
        })
        .onConflict((c) => c.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },
  };
}
