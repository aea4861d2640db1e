// A verified game as the score path reads and writes it: the post's facts after the replay, the
// row `scores` stores, and the game's fingerprint, the same whatever form or id it was posted in.

import { hash } from 'node:crypto';
import { type DifficultyLevel, postedActions, type ScoreSummary, type TimedAction } from '@numberland/engine';
import type { Insertable } from 'kysely';
import type { ScoreTable } from '../db/schema';

export interface StoredScore {
  readonly playerKey: string;
  readonly puzzleId: string;
  readonly summary: ScoreSummary;
}

/** A stored row as the checks of a post read it. */
export interface EarlierRow {
  readonly player_key: string;
  readonly session_id: string;
  readonly puzzle_id: string;
  readonly summary: unknown;
}

export type ScoreRow = Insertable<ScoreTable> & { game_hash: string };

export interface NewScore {
  readonly summary: ScoreSummary;
  readonly playerKey: string;
  /** The guest key of the session that posted ('s:<session id>'): a puzzle served to it counts too. */
  readonly sessionKey: string;
  readonly sessionId: string;
  readonly tenant: string;
  readonly level: number;
  /** The difficulty level the puzzle id names, as the replay read it. */
  readonly difficultyLevel: DifficultyLevel;
  /** When the game was made and when its last action was, by the player's clock (ms). */
  readonly createdAt: number;
  readonly lastActionAt: number;
  /** The actions as the replay read them (only the fields each action has). */
  readonly actions: readonly TimedAction[];
  /** The post says its puzzle was made on the device while offline (never served). */
  readonly madeOnDevice: boolean;
}

/**
 * The text a row stores for a game's actions: as a post made now carries them (the engine's
 * postedActions: steps), whichever form this post came in, so the same game is the same text.
 * Rows stored before steps hold the action objects.
 */
export function storedActionsText(createdAt: number, actions: readonly TimedAction[]): string {
  const posted = postedActions(createdAt, actions);
  return JSON.stringify(posted.steps ?? posted.actions);
}

/** The fingerprint of a game: the same puzzle, start and actions give the same one, whatever the id. */
export function gameHash(puzzleId: string, createdAt: number, actions: readonly TimedAction[]): string {
  return hashOfText(puzzleId, createdAt, storedActionsText(createdAt, actions));
}

/** gameHash with the actions already written as the row stores them. */
function hashOfText(puzzleId: string, createdAt: number, actionsJson: string): string {
  return hash('sha256', `[${JSON.stringify(puzzleId)},${JSON.stringify(createdAt)},${actionsJson}]`, 'hex');
}

export function rowOf(score: NewScore): ScoreRow {
  const { summary, playerKey, sessionId, tenant, level, difficultyLevel } = score;
  const actions = storedActionsText(score.createdAt, score.actions);
  return {
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
    actions,
    play_time: summary.playTime,
    start_time: new Date(summary.startTime),
    end_time: new Date(summary.endTime),
    game_hash: hashOfText(summary.puzzleId, score.createdAt, actions),
  };
}
