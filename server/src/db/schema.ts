// The database as Kysely sees it: one interface per table, snake_case columns. The mapping to
// the API's camelCase lives in the repositories.

import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface PuzzlePoolTable {
  puzzle_id: string;
  shape: string;
  difficulty: number;
  created_at: CreatedAt;
}

export interface ServedPuzzleTable {
  /** 'u:<user id>' for a signed-in player, 's:<session id>' for a guest. */
  player_key: string;
  puzzle_id: string;
  served_at: CreatedAt;
}

export interface ScoreTable {
  /** The client's id for the game: a retried post finds it and counts once. */
  id: string;
  player_key: string;
  session_id: string;
  tenant: string;
  puzzle_id: string;
  level: number;
  difficulty_level: number;
  difficulty: number;
  finish_type: string;
  score_total: number;
  summary: unknown;
  actions: unknown;
  play_time: number;
  start_time: Date;
  end_time: Date;
  created_at: CreatedAt;
  seq: Generated<number>;
}

export interface Database {
  puzzle_pool: PuzzlePoolTable;
  served_puzzles: ServedPuzzleTable;
  scores: ScoreTable;
}
