// Gems live here, not in the client: they rise only through events the server can check (the
// daily claim, a finished ad, a puzzle's prize, development cheats outside production) and every
// change is written as an event in the same transaction as the new balance.

import { GEMS_MAX } from '@numberland/contract';
import { AD_COUNTDOWN_SECONDS, AD_REWARD_GEMS, DAILY_REWARD_GEMS } from '@numberland/engine';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, GemEventTable } from '../db/schema';
import { Refusal } from './refusal';

type Kind = GemEventTable['kind'];

export type GemsRefusalCode =
  | 'bad-time-zone'
  | 'daily-claimed'
  | 'ad-limit'
  | 'ad-not-finished'
  | 'not-enough-gems'
  | 'gems-cannot-rise'
  | 'gems-changed';
const refuse = (code: GemsRefusalCode, message: string) => new Refusal(code, message);

/** The IANA time zone a player sent (UTC when none); a name that is not a zone is refused. */
export function zoneOf(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone });
    return timeZone;
  } catch {
    throw refuse('bad-time-zone', `"${timeZone.slice(0, 60)}" is not a time zone.`);
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

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/** Ads paid per player in any 24 hours. */
export const ADS_PER_DAY = 10;
/** Ads a player may start in any 24 hours (some are closed before they finish). */
export const AD_STARTS_PER_DAY = 2 * ADS_PER_DAY;
/** Two daily claims are never closer than this, whatever zones were sent. */
export const DAILY_MIN_HOURS = 20;

const alreadyClaimed = () => refuse('daily-claimed', "Today's gems are already claimed. Come back tomorrow!");
const adLimit = () =>
  refuse('ad-limit', `That was today's last ad (${ADS_PER_DAY} a day). Come back tomorrow!`);

type Db = Kysely<Database> | Transaction<Database>;

/** The prize the player was paid for a puzzle; 0 when none was (a prize is never 0). */
export async function prizePaidFor(db: Db, userId: string, puzzleId: string): Promise<number> {
  const row = await db
    .selectFrom('gem_events')
    .select('amount')
    .where('user_id', '=', userId)
    .where('kind', '=', 'prize')
    .where('ref', '=', puzzleId)
    .executeTakeFirst();
  return row ? Number(row.amount) : 0;
}

/**
 * Add `amount` (negative: spend) to the player's balance, filling it at most to GEMS_MAX, in one
 * statement that holds the row: the new balance and what was really added, or undefined when
 * the balance would fall below 0.
 */
async function addCapped(
  db: Db,
  userId: string,
  amount: number,
): Promise<{ gems: number; added: number } | undefined> {
  const { rows } = await sql<{ gems: string; added: string }>`
    WITH old AS (SELECT gems FROM users WHERE id = ${userId} FOR UPDATE)
    UPDATE users u SET gems = least(old.gems + ${amount}, ${GEMS_MAX})
    FROM old
    WHERE u.id = ${userId} AND old.gems + ${amount} >= 0
    RETURNING u.gems, u.gems - old.gems AS added`.execute(db);
  const row = rows[0];
  return row && { gems: Number(row.gems), added: Number(row.added) };
}

/** Hold the player's row until the transaction ends: their claims run one at a time. */
async function lockUser(tx: Transaction<Database>, userId: string): Promise<void> {
  await tx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
}

export function gems(db: Kysely<Database>) {
  /** Add `amount` (negative: spend) to the balance and write its event, inside `tx`. */
  async function changeIn(
    tx: Db,
    userId: string,
    kind: Kind,
    amount: number,
    ref: string | null = null,
  ): Promise<number> {
    const row = await addCapped(tx, userId, amount);
    if (!row) throw refuse('not-enough-gems', 'There are not enough gems for that.');
    // The event holds what was added, so the balance stays the sum of its events at the cap.
    await tx.insertInto('gem_events').values({ user_id: userId, kind, amount: row.added, ref }).execute();
    return row.gems;
  }

  async function change(
    userId: string,
    kind: Kind,
    amount: number,
    ref: string | null = null,
  ): Promise<number> {
    return db.transaction().execute((tx) => changeIn(tx, userId, kind, amount, ref));
  }

  /** Ads the player started, and ads paid, in the 24 hours before `now`. */
  async function adsSince(tx: Db, userId: string, now: Date): Promise<{ started: number; paid: number }> {
    const since = new Date(now.getTime() - DAY_MS);
    const row = await tx
      .selectFrom('ad_views')
      .select([
        sql<number>`count(*) filter (where started_at > ${since})::int`.as('started'),
        sql<number>`count(*) filter (where claimed_at > ${since})::int`.as('paid'),
      ])
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('started_at', '>', since), eb('claimed_at', '>', since)]))
      .executeTakeFirstOrThrow();
    return { started: row.started, paid: row.paid };
  }

  return {
    async balance(userId: string): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select('gems')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.gems);
    },

    /**
     * POST /user/gems: a new total, at or below the current one (spending); above it only as a
     * cheat outside production. Compare and set under the player's row lock: the total is taken
     * only while the balance is still `from`, the one it was computed from (the balance read here
     * when a client sends no `from`). A total the balance already is answers at once, so a copy
     * of a spend sent twice, in parallel or late from the outbox, spends once.
     */
    async setTotal(
      userId: string,
      total: number,
      from: number | undefined,
      cheatsAllowed: boolean,
    ): Promise<number> {
      return db.transaction().execute(async (tx) => {
        const row = await tx
          .selectFrom('users')
          .select('gems')
          .where('id', '=', userId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const current = Number(row.gems);
        if (total === current) return current;
        if (from !== undefined && from !== current) {
          throw refuse(
            'gems-changed',
            `Your gems changed while this was on its way. You have ${current} gems now.`,
          );
        }
        if (total > current && !cheatsAllowed) {
          throw refuse(
            'gems-cannot-rise',
            'Gems can only be spent here; they are earned by playing, the daily reward and ads.',
          );
        }
        return changeIn(tx, userId, total < current ? 'spend' : 'cheat', total - current);
      });
    },

    /**
     * The daily reward: once per calendar day in the account's zone, the zone of its first claim
     * (`requested` when it has none yet). A claim naming another zone moves the account to it, at
     * most once in 24 hours; and two claims are never less than 20 hours apart, so no choice of
     * zones (nor a start just before midnight) gives more than 2 claims in any 26 hours.
     * Judged and paid in one transaction that holds the player's row.
     */
    async claimDaily(
      userId: string,
      requested: string | undefined,
      at: Date,
    ): Promise<{ gems: number; day: string }> {
      return db.transaction().execute(async (tx) => {
        const last = await tx
          .selectFrom('users')
          .select(['last_daily_at', 'last_daily_zone', 'daily_zone_changed_at'])
          .where('id', '=', userId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const recorded = last.last_daily_zone;
        let zone = recorded ?? requested ?? 'UTC';
        let moved = false;
        if (recorded && requested && requested !== recorded) {
          const changed = last.daily_zone_changed_at;
          if (!changed || at.getTime() - changed.getTime() >= DAY_MS) {
            zone = requested;
            moved = true;
          }
        }
        if (last.last_daily_at) {
          if (at.getTime() - last.last_daily_at.getTime() < DAILY_MIN_HOURS * HOUR_MS) throw alreadyClaimed();
          if (dayIn(zone, last.last_daily_at) === dayIn(zone, at)) throw alreadyClaimed();
        }
        const day = dayIn(zone, at);
        await tx
          .updateTable('users')
          .set({
            last_daily: day,
            last_daily_at: at,
            last_daily_zone: zone,
            ...(moved ? { daily_zone_changed_at: at } : {}),
          })
          .where('id', '=', userId)
          .execute();
        return { gems: await changeIn(tx, userId, 'daily', DAILY_REWARD_GEMS), day };
      });
    },

    /** Development only: the daily reward can be claimed again (the account keeps its zone). */
    async resetDaily(userId: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ last_daily: null, last_daily_at: null, daily_zone_changed_at: null })
        .where('id', '=', userId)
        .execute();
    },

    /** An ad begins; refused once the player has had the day's ads, or started too many. */
    async startAd(userId: string, now: Date): Promise<string> {
      return db.transaction().execute(async (tx) => {
        await lockUser(tx, userId);
        const ads = await adsSince(tx, userId, now);
        if (ads.paid >= ADS_PER_DAY || ads.started >= AD_STARTS_PER_DAY) throw adLimit();
        const row = await tx
          .insertInto('ad_views')
          .values({ user_id: userId, started_at: now, claimed_at: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
    },

    /**
     * The ad reward: once per ad this server started at least 10 s ago, and at most ADS_PER_DAY in
     * any 24 hours. The ad is marked paid and the gems added in one transaction holding the
     * player's row, so parallel claims cannot pass the cap and a crash leaves both or neither.
     */
    async claimAd(userId: string, adId: string, now: Date): Promise<number> {
      return db.transaction().execute(async (tx) => {
        await lockUser(tx, userId);
        if ((await adsSince(tx, userId, now)).paid >= ADS_PER_DAY) throw adLimit();
        const claimed = await tx
          .updateTable('ad_views')
          .set({ claimed_at: now })
          .where('id', '=', adId)
          .where('user_id', '=', userId)
          .where('claimed_at', 'is', null)
          .where('started_at', '<=', new Date(now.getTime() - AD_COUNTDOWN_SECONDS * 1000))
          .returning('id')
          .executeTakeFirst();
        if (!claimed)
          throw refuse(
            'ad-not-finished',
            'This ad has not run its 10 seconds, or its reward is already paid.',
          );
        return changeIn(tx, userId, 'ad', AD_REWARD_GEMS, adId);
      });
    },

    /**
     * A puzzle's prize, once per player and puzzle; false when it was paid before. Given `tx`, it
     * is paid inside it (with the game that earned it), and a second payment is skipped rather
     * than failed, so the transaction goes on.
     */
    async payPrize(
      userId: string,
      puzzleId: string,
      amount: number,
      tx?: Transaction<Database>,
    ): Promise<boolean> {
      if (tx) {
        const event = await tx
          .insertInto('gem_events')
          .values({ user_id: userId, kind: 'prize', amount, ref: puzzleId })
          .onConflict((c) => c.columns(['user_id', 'ref']).where('kind', '=', 'prize').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!event) return false;
        const paid = await addCapped(tx, userId, amount);
        // At the cap the prize fills the balance: its event says what it really added.
        if (paid && paid.added !== amount)
          await tx.updateTable('gem_events').set({ amount: paid.added }).where('id', '=', event.id).execute();
        return true;
      }
      if ((await prizePaidFor(db, userId, puzzleId)) > 0) return false;
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
