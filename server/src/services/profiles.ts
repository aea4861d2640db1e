// A signed-in player's profile: read it, rename it, and count a verified game into it.

import { MESSAGES, type Profile } from '@numberland/contract';
import { type ScoreSummary, starCount } from '@numberland/engine';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { cleanUsername, NAME_RULE, nameKey } from './display-names';
import { Refusal } from './refusal';

export type ProfileRefusalCode = 'sign-in-required' | 'bad-username' | 'error-register-usernameexists';

export function profiles(db: Kysely<Database>) {
  return {
    async get(userId: string): Promise<Profile> {
      const u = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
      if (!u) throw new Refusal<ProfileRefusalCode>('sign-in-required', 'Please sign in first.');
      return {
        username: u.username,
        email: u.email,
        gems: Number(u.gems),
        stars: u.stars,
        topScore: u.top_score,
        totalScore: Number(u.total_score),
        topscoredifficulty: u.top_scored_difficulty,
        gamesCount: u.games_count,
        lastDaily: u.last_daily,
        profilePicture: null,
      };
    },

    async rename(userId: string, newName: string): Promise<void> {
      const name = cleanUsername(newName);
      if (!name) throw new Refusal<ProfileRefusalCode>('bad-username', NAME_RULE);
      const taken = await db
        .selectFrom('users')
        .select('id')
        .where('username_key', '=', nameKey(name))
        .where('id', '<>', userId)
        .executeTakeFirst();
      if (taken)
        throw new Refusal<ProfileRefusalCode>(
          'error-register-usernameexists',
          MESSAGES['error-register-usernameexists'],
        );
      await db
        .updateTable('users')
        .set({ username: name, username_key: nameKey(name) })
        .where('id', '=', userId)
        .execute();
    },

    /** Games played, stars, total and top score, and the difficulty of the top score. */
    async countGame(userId: string, summary: ScoreSummary): Promise<void> {
      await countGames(db, userId, [summary]);
    },
  };
}
export type Profiles = ReturnType<typeof profiles>;

/**
 * Count verified games into a profile: games played, stars, total score, and the top score with
 * the difficulty it was made at. Also used when a guest's games move to an account.
 */
export async function countGames(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  summaries: readonly ScoreSummary[],
): Promise<void> {
  if (summaries.length === 0) return;
  const starsOf = (s: ScoreSummary) =>
    starCount({ time: s.timeStar, noerrors: s.noerrorsStar, finished: s.finishedStar });
  const best = summaries.reduce((top, s) => (s.score.total > top.score.total ? s : top));
  await db
    .updateTable('users')
    .set({
      games_count: sql`games_count + ${summaries.length}`,
      stars: sql`stars + ${summaries.reduce((n, s) => n + starsOf(s), 0)}`,
      total_score: sql`total_score + ${summaries.reduce((n, s) => n + s.score.total, 0)}`,
      top_scored_difficulty: sql`CASE WHEN ${best.score.total} > top_score THEN ${Math.round(best.difficulty)} ELSE top_scored_difficulty END`,
      top_score: sql`GREATEST(top_score, ${best.score.total})`,
    })
    .where('id', '=', userId)
    .execute();
}
