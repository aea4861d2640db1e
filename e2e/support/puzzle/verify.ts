// Checking a game's result three ways: the end screen's stars and score against the engine's
// replay of the game the client posted and against the server's stored row (and its replay).

import {
  type ActionStep,
  fromId,
  replayPost,
  resultMessage,
  type ScoreSummary,
  SUMMARY_FIELDS,
  starCount,
} from '@numberland/engine';
import type { Kysely } from 'kysely';
import en from '../../../client/src/i18n/locales/en.json';
import type { Database } from '../../../server/src/db/schema';
import { UI_WAIT_MS } from '../browser';
import type { GameDriver } from './driver';
import type { EndShown, StarsShown } from './end-screen';
import { pause } from './pause';
import type { PostedScore } from './score-post';

/** The engine's replay of a posted game (the server's check): its summary and final state. */
export function engineSummary(post: PostedScore, steps: unknown = post.game.steps) {
  const made = fromId(post.puzzleId);
  if (!made.ok) throw new Error(`Posted puzzle id ${post.puzzleId}: ${made.error.message}`);
  const replayed = replayPost({ ...post, game: { ...post.game, steps } }, made.value);
  if (!replayed.ok) {
    throw new Error(
      `Replayed, the posted game ${post.id} is refused (${replayed.error.code}): ${replayed.error.message}`,
    );
  }
  return { summary: replayed.value.summary, state: replayed.value.state };
}

export interface StoredScore {
  readonly total: number;
  readonly finishType: string;
  readonly summary: ScoreSummary;
  /** The game's actions as the row keeps them: steps. */
  readonly steps: readonly ActionStep[];
}

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The server's row for a game id, once it is there. */
export async function storedScore(
  db: Kysely<Database>,
  id: string,
  timeout = UI_WAIT_MS,
): Promise<StoredScore> {
  const until = Date.now() + timeout;
  for (;;) {
    const row = await db
      .selectFrom('scores')
      .select(['score_total', 'finish_type', 'summary', 'actions'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (row)
      return {
        total: row.score_total,
        finishType: row.finish_type,
        summary: parsed<ScoreSummary>(row.summary),
        steps: parsed<ActionStep[]>(row.actions),
      };
    if (Date.now() > until) throw new Error(`The server stored no score with id ${id} within ${timeout} ms`);
    await pause(100);
  }
}

export interface GameOutcome {
  readonly puzzleId: string;
  readonly shown: EndShown;
  readonly engine: ScoreSummary;
  readonly server: StoredScore;
  readonly posted: PostedScore;
  /** Every way the three disagree, and every way the outcome differs from what was expected. */
  readonly mismatches: string[];
}

const TITLE_KEYS = {
  perfect: 'perfect',
  completed: 'completed',
  failed: 'failed',
  'completed-on-time': 'completedOnTime',
  'completed-no-errors': 'completedNoErrors',
} as const;

export interface Expected {
  readonly finishType?: 'success' | 'errors_fail';
  readonly stars?: Partial<StarsShown>;
  readonly errorsMade?: number;
  readonly reveals?: number;
  readonly hints?: number;
}

/**
 * The end screen's stars and score against the engine's replay of the posted game and the
 * server's stored row (and its replay), and against what the game was meant to come to.
 */
export async function checkOutcome(
  driver: GameDriver,
  shown: EndShown,
  db: Kysely<Database>,
  expected: Expected = {},
): Promise<GameOutcome> {
  const posted = await driver.posted();
  // A post the network lost is sent again by the outbox after a wait on the page's clock.
  const server = await driver.whileTimePasses(storedScore(db, posted.id));
  const { summary: engine, state } = engineSummary(posted);
  const { summary: serverReplay } = engineSummary(posted, server.steps);
  const mismatches: string[] = [];
  const same = (what: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b))
      mismatches.push(`${what}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`);
  };
  const starsOf = (s: ScoreSummary): StarsShown => ({
    time: s.timeStar,
    finish: s.finishedStar,
    noErrors: s.noerrorsStar,
  });
  const board = driver.board;
  if (board) same('puzzle id (box / post)', board.puzzleId, posted.puzzleId);
  same('stars (end screen / engine)', shown.stars, starsOf(engine));
  same('stars (end screen / server)', shown.stars, starsOf(server.summary));
  same('stars (end screen / server replay)', shown.stars, starsOf(serverReplay));
  same('score (end screen / engine)', shown.score, engine.score.total);
  same('score (end screen / server score_total)', shown.score, server.total);
  same('score (end screen / server summary)', shown.score, server.summary.score.total);
  same('score (end screen / server replay)', shown.score, serverReplay.score.total);
  same('finish type (engine / server)', engine.finishType, server.finishType);
  same('summary (posted / engine)', summaryFields(posted), summaryFields(engine));
  same('summary (server / engine)', summaryFields(server.summary), summaryFields(engine));
  same('steps (posted / stored)', posted.game.steps, server.steps);
  same('star count (engine)', shown.starCount, starCount(state.stars));
  const title = en.end.title[TITLE_KEYS[resultMessage(state.stars)]];
  if (!shown.text.includes(title)) mismatches.push(`end screen title: expected "${title}"`);
  if (expected.finishType) same('finish type (expected / engine)', expected.finishType, engine.finishType);
  for (const [star, value] of Object.entries(expected.stars ?? {}))
    same(`${star} star (expected / end screen)`, value, shown.stars[star as keyof StarsShown]);
  if (expected.errorsMade !== undefined)
    same('errors made (expected / engine)', expected.errorsMade, engine.errorsMade);
  if (expected.reveals !== undefined)
    same('reveals (expected / engine)', expected.reveals, engine.score.reveals);
  if (expected.hints !== undefined)
    same('smart hints (expected / engine)', expected.hints, engine.score.hints);
  return { puzzleId: posted.puzzleId, shown, engine, server, posted, mismatches };
}

/** The fields the server checks (the engine's list), without the game id. */
function summaryFields(s: ScoreSummary) {
  return Object.fromEntries(SUMMARY_FIELDS.map((field) => [field, s[field]]));
}
