// The database as Kysely sees it: one interface per table, snake_case columns. The mapping to
// the API's camelCase lives in the repositories.

import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface PuzzlePoolTable {
  puzzle_id: string;
  shape: string;
  difficulty: number;
  created_at: CreatedAt;
  /** The player key that made it on the spot; null for the pool's own filling. */
  added_by: ColumnType<string | null, string | null | undefined, string | null>;
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
  /**
   * The game's actions as steps (engine/src/session/steps.ts, score-rows.ts's storedActionsText);
   * rows stored before steps hold the action objects ({at, action}), as do games whose times are
   * not whole ms.
   */
  actions: unknown;
  play_time: number;
  start_time: Date;
  end_time: Date;
  created_at: CreatedAt;
  seq: Generated<number>;
  /**
   * SHA-256 of the game's puzzle, start and actions (as the row stores them): one stored row per
   * game, whatever its id. A row stored before steps hashed the action objects.
   */
  game_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UserTable {
  id: Generated<string>;
  email: string;
  username: string;
  /** When two names are the same (services/display-names.ts nameKey): unique. */
  username_key: string;
  password_hash: string | null;
  /** bigint: pg reads it as text (exact); at most GEMS_MAX (contract), so Number() of it is exact too. */
  gems: ColumnType<string, number | undefined, number>;
  stars: Generated<number>;
  top_score: Generated<number>;
  total_score: Generated<number>;
  top_scored_difficulty: Generated<number>;
  games_count: Generated<number>;
  /** The player's calendar day of the last daily claim, YYYY-MM-DD, in the zone it was made in. */
  last_daily: string | null;
  /** When the last daily claim was made, and the IANA zone it was made in. */
  last_daily_at: Date | null;
  last_daily_zone: string | null;
  /** When the daily claim's zone last changed: at most once a day (gems.claimDaily). */
  daily_zone_changed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
}

export interface AuthTokenTable {
  jti: string;
  user_id: string;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface GemEventTable {
  id: Generated<string>;
  user_id: string;
  /** 'opening': the balance an account starts with (written by a trigger on users). */
  kind: 'opening' | 'daily' | 'ad' | 'prize' | 'spend' | 'cheat';
  /** bigint, read as text like users.gems. */
  amount: ColumnType<string, number, number>;
  /** What the event is for (a puzzle id for a prize): one prize per user and puzzle. */
  ref: string | null;
  created_at: CreatedAt;
}

export interface AdViewTable {
  id: Generated<string>;
  user_id: string;
  started_at: Date;
  claimed_at: Date | null;
}

export interface PasswordResetTable {
  /** SHA-256 of the code mailed to the player: the code itself is never stored. */
  code_hash: string;
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
}

export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
  sent_at: Date | null;
  error: string | null;
}

export interface ContactMessageTable {
  id: Generated<string>;
  name: string;
  email: string;
  subject: string;
  message: string;
  session_id: string | null;
  tenant: string;
  created_at: CreatedAt;
}

export interface AnalyticsEventTable {
  id: Generated<string>;
  event_name: string;
  client_id: string;
  tenant: string;
  data: unknown;
  created_at: CreatedAt;
}

/** A captcha solution taken once (its challenge's signature), kept until the challenge expires. */
export interface CaptchaSpentTable {
  signature: string;
  expires_at: Date;
}

/** A rate-limit counter: requests counted under `key` until `expires_at` (UNLOGGED). */
export interface RateLimitTable {
  key: string;
  count: number;
  expires_at: Date;
}

/** A lesson a player has done (issue 16). */
export interface LessonMarkTable {
  user_id: string;
  lesson: string;
  done_at: CreatedAt;
}

export interface Database {
  rate_limits: RateLimitTable;
  lesson_marks: LessonMarkTable;
  captcha_spent: CaptchaSpentTable;
  password_resets: PasswordResetTable;
  mail_outbox: MailOutboxTable;
  contact_messages: ContactMessageTable;
  analytics_events: AnalyticsEventTable;
  puzzle_pool: PuzzlePoolTable;
  served_puzzles: ServedPuzzleTable;
  scores: ScoreTable;
  users: UserTable;
  auth_tokens: AuthTokenTable;
  gem_events: GemEventTable;
  ad_views: AdViewTable;
}
