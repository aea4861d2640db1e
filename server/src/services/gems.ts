// Gems live here, not in the client: they rise only through events the server can check (the
// daily claim, a finished ad, a puzzle's prize, development cheats outside production) and every
// change is written as an event in the same transaction as the new balance.

import { AD_REWARD_GEMS, DAILY_REWARD_GEMS } from '@numberland/engine';
import { type Kysely, sql } from 'kysely';
import type { Database, GemEventTable } from '../db/schema';
import { ApiError } from '../plugins/errors';

/** An ad must have run this long before its reward is paid (spec section 9: a 10-second countdown). */
export const AD_SECONDS = 10;

type Kind = GemEventTable['kind'];

/** The IANA time zone a player sent (UTC when none); a name that is not a zone is a 400. */
export function zoneOf(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone });
    return timeZone;
  } catch {
    throw new ApiError(400, 'bad-time-zone', `"${timeZone.slice(0, 60)}" is not a time zone.`);
  }
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(zone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

const alreadyClaimed = () =>
  new ApiError(409, 'daily-claimed', "Today's gems are already claimed. Come back tomorrow!");

export function gems(db: Kysely<Database>) {
  async function change(
    userId: string,
    kind: Kind,
    amount: number,
    ref: string | null = null,
  ): Promise<number> {
    return db.transaction().execute(async (tx) => {
      const row = await tx
        .updateTable('users')
        .set({ gems: sql`gems + ${amount}` })
        .where('id', '=', userId)
        .where(sql<boolean>`gems + ${amount} >= 0`)
        .returning('gems')
        .executeTakeFirst();
      if (!row) throw new ApiError(400, 'not-enough-gems', 'There are not enough gems for that.');
      await tx.insertInto('gem_events').values({ user_id: userId, kind, amount, ref }).execute();
      return row.gems;
    });
  }

  return {
    async balance(userId: string): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select('gems')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      return row.gems;
    },

    /** POST /user/gems: a new total, at or below the current one (spending); above it only as a cheat outside production. */
    async setTotal(userId: string, total: number, cheatsAllowed: boolean): Promise<number> {
      const current = await this.balance(userId);
      if (total > current && !cheatsAllowed) {
        throw new ApiError(
          403,
          'gems-cannot-rise',
          'Gems can only be spent here; they are earned by playing, the daily reward and ads.',
        );
      }
      if (total === current) return current;
      return change(userId, total < current ? 'spend' : 'cheat', total - current);
    },

    /**
     * The daily reward, once per calendar day. The day is judged in the zone of the last claim, so
     * sending another zone cannot make a second day out of the same one; the new zone counts from
     * this claim on (a player who travels keeps one claim a day).
     */
    async claimDaily(userId: string, zone: string, at: Date): Promise<{ gems: number; day: string }> {
      const last = await db
        .selectFrom('users')
        .select(['last_daily_at', 'last_daily_zone'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      if (last.last_daily_at) {
        const judgedIn = last.last_daily_zone ?? 'UTC';
        if (dayIn(judgedIn, last.last_daily_at) === dayIn(judgedIn, at)) throw alreadyClaimed();
      }
      const day = dayIn(zone, at);
      // Only if nobody claimed in between (two tabs at once): the read above is still true.
      const claimed = await db
        .updateTable('users')
        .set({ last_daily: day, last_daily_at: at, last_daily_zone: zone })
        .where('id', '=', userId)
        .where((eb) =>
          last.last_daily_at === null
            ? eb('last_daily_at', 'is', null)
            : eb('last_daily_at', '=', last.last_daily_at),
        )
        .returning('id')
        .executeTakeFirst();
      if (!claimed) throw alreadyClaimed();
      return { gems: await change(userId, 'daily', DAILY_REWARD_GEMS), day };
    },

    async resetDaily(userId: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ last_daily: null, last_daily_at: null, last_daily_zone: null })
        .where('id', '=', userId)
        .execute();
    },

    async startAd(userId: string, now: Date): Promise<string> {
      const row = await db
        .insertInto('ad_views')
        .values({ user_id: userId, started_at: now, claimed_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The ad reward, once, and only for an ad this server started at least 10 s ago. */
    async claimAd(userId: string, adId: string, now: Date): Promise<number> {
      const claimed = await db
        .updateTable('ad_views')
        .set({ claimed_at: now })
        .where('id', '=', adId)
        .where('user_id', '=', userId)
        .where('claimed_at', 'is', null)
        .where('started_at', '<=', new Date(now.getTime() - AD_SECONDS * 1000))
        .returning('id')
        .executeTakeFirst();
      if (!claimed)
        throw new ApiError(
          409,
          'ad-not-finished',
          'This ad has not run its 10 seconds, or its reward is already paid.',
        );
      return change(userId, 'ad', AD_REWARD_GEMS);
    },

    /** A puzzle's prize, once per player and puzzle; false when it was paid before. */
    async payPrize(userId: string, puzzleId: string, amount: number): Promise<boolean> {
      const earlier = await db
        .selectFrom('gem_events')
        .select('id')
        .where('user_id', '=', userId)
        .where('kind', '=', 'prize')
        .where('ref', '=', puzzleId)
        .executeTakeFirst();
      if (earlier) return false;
      try {
        await change(userId, 'prize', amount, puzzleId);
        return true;
      } catch {
        // The unique prize index stopped a racing second payment.
        return false;
      }
    },
  };
}
export type Gems = ReturnType<typeof gems>;
