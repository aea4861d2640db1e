// Schema changes, in order, run at every start by Kysely's migrator. A migration once released
// is never edited: a change is a new one. The one exception is a migration whose every object a
// later one drops: it is emptied, so a new database never makes them, while a database that ran
// it gets the drop; both end in the same schema.

import { DEFAULT_GEMS } from '@numberland/engine';
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { nameKey } from '../services/display-names';

const MIGRATIONS: Record<string, Migration> = {
  '0001_puzzles_and_scores': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('puzzle_pool')
        .addColumn('puzzle_id', 'text', (c) => c.primaryKey())
        .addColumn('shape', 'text', (c) => c.notNull())
        .addColumn('difficulty', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('puzzle_pool_slot')
        .on('puzzle_pool')
        .columns(['shape', 'difficulty'])
        .execute();
      await db.schema
        .createTable('served_puzzles')
        .addColumn('player_key', 'text', (c) => c.notNull())
        .addColumn('puzzle_id', 'text', (c) => c.notNull())
        .addColumn('served_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('served_puzzles_pk', ['player_key', 'puzzle_id'])
        .execute();
      await db.schema
        .createTable('scores')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('seq', 'bigserial', (c) => c.notNull())
        .addColumn('player_key', 'text', (c) => c.notNull())
        .addColumn('session_id', 'text', (c) => c.notNull())
        .addColumn('tenant', 'text', (c) => c.notNull())
        .addColumn('puzzle_id', 'text', (c) => c.notNull())
        .addColumn('level', 'integer', (c) => c.notNull())
        .addColumn('difficulty_level', 'integer', (c) => c.notNull())
        .addColumn('difficulty', 'integer', (c) => c.notNull())
        .addColumn('finish_type', 'text', (c) => c.notNull())
        .addColumn('score_total', 'integer', (c) => c.notNull())
        .addColumn('summary', 'jsonb', (c) => c.notNull())
        .addColumn('actions', 'jsonb', (c) => c.notNull())
        .addColumn('play_time', 'double precision', (c) => c.notNull())
        .addColumn('start_time', 'timestamptz', (c) => c.notNull())
        .addColumn('end_time', 'timestamptz', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('scores_player').on('scores').column('player_key').execute();
    },
  },
  '0002_accounts_and_gems': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('gems', 'integer', (c) => c.notNull().defaultTo(DEFAULT_GEMS).check(sql`gems >= 0`))
        .addColumn('stars', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('top_score', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('total_score', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('top_scored_difficulty', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('games_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_daily', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await sql`CREATE UNIQUE INDEX users_email ON users (lower(email))`.execute(db);
      await sql`CREATE UNIQUE INDEX users_username ON users (lower(username))`.execute(db);
      await db.schema
        .createTable('auth_tokens')
        .addColumn('jti', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('revoked_at', 'timestamptz')
        .execute();
      await db.schema
        .createTable('gem_events')
        .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('ref', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await sql`CREATE UNIQUE INDEX gem_events_prize ON gem_events (user_id, ref) WHERE kind = 'prize'`.execute(
        db,
      );
      await db.schema
        .createTable('ad_views')
        .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('started_at', 'timestamptz', (c) => c.notNull())
        .addColumn('claimed_at', 'timestamptz')
        .execute();
    },
  },
  '0003_mail_contact_analytics': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('password_resets')
        .addColumn('code_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('used_at', 'timestamptz')
        .execute();
      await db.schema
        .createTable('mail_outbox')
        .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('sent_at', 'timestamptz')
        .addColumn('error', 'text')
        .execute();
      await db.schema
        .createTable('contact_messages')
        .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('session_id', 'text')
        .addColumn('tenant', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('analytics_events')
        .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('event_name', 'text', (c) => c.notNull())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('tenant', 'text', (c) => c.notNull())
        .addColumn('data', 'jsonb', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  '0004_actions_as_json_text': {
    async up(db: Kysely<unknown>) {
      // Action lists are kept for audit and replay, never queried inside: json (stored as text)
      // skips the parsing jsonb does on every score post.
      await sql`ALTER TABLE scores ALTER COLUMN actions TYPE json USING actions::json`.execute(db);
    },
  },
  '0005_summary_as_json_text': {
    async up(db: Kysely<unknown>) {
      // Read back whole, never searched inside: json text like the action lists.
      await sql`ALTER TABLE scores ALTER COLUMN summary TYPE json USING summary::json`.execute(db);
    },
  },
  '0006_daily_claim_instant': {
    async up(db: Kysely<unknown>) {
      // A day string alone let a player claim again by sending another time zone; the instant and
      // the zone of the last claim let the next one be judged on the same calendar.
      await db.schema
        .alterTable('users')
        .addColumn('last_daily_at', 'timestamptz')
        .addColumn('last_daily_zone', 'text')
        .execute();
      await sql`UPDATE users SET last_daily_at = (last_daily || 'T12:00:00Z')::timestamptz, last_daily_zone = 'UTC'
        WHERE last_daily IS NOT NULL`.execute(db);
    },
  },
  '0008_economy_limits': {
    async up(db: Kysely<unknown>) {
      // The daily claim's zone may change at most once a day: when it last did.
      await db.schema.alterTable('users').addColumn('daily_zone_changed_at', 'timestamptz').execute();
      // Ads are counted per player over the last day.
      await db.schema
        .createIndex('ad_views_user_started')
        .on('ad_views')
        .columns(['user_id', 'started_at'])
        .execute();
      // Captcha solutions spent, shared by every process and kept across restarts until they expire.
      await db.schema
        .createTable('captcha_spent')
        .addColumn('signature', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('captcha_spent_expires').on('captcha_spent').column('expires_at').execute();
      // Who made a pooled puzzle on the spot (a player key; none for the pool's own filling), so
      // one session's growth of the shared pool can be capped.
      await db.schema.alterTable('puzzle_pool').addColumn('added_by', 'text').execute();
      await db.schema.createIndex('puzzle_pool_added_by').on('puzzle_pool').column('added_by').execute();
    },
  },
  '0007_score_integrity': {
    async up(db: Kysely<unknown>) {
      // A fingerprint of each game's start and actions: the same game posted again under another
      // score id, by anyone, is found, so it never counts twice.
      await db.schema.alterTable('scores').addColumn('game_hash', 'text').execute();
      await sql`CREATE UNIQUE INDEX scores_game_hash ON scores (game_hash)`.execute(db);
      // A game counts once per served puzzle per player: the counted one is looked up by both.
      await db.schema
        .createIndex('scores_player_puzzle')
        .on('scores')
        .columns(['player_key', 'puzzle_id'])
        .execute();
    },
  },
  '0009_cluster_state': {
    async up(db: Kysely<unknown>) {
      // Rate-limit counters shared by every server process (plugins/rate-limit-store.ts).
      // Unlogged: a crash of PostgreSQL empties it, which at worst forgives a minute of attempts,
      // and the counters cost no write-ahead log.
      await sql`CREATE UNLOGGED TABLE rate_limits (
        key text PRIMARY KEY,
        count integer NOT NULL,
        expires_at timestamptz NOT NULL
      )`.execute(db);
      await db.schema.createIndex('rate_limits_expires').on('rate_limits').column('expires_at').execute();
      // Every gem an account holds comes from an event, the opening balance included, so the
      // balance always equals the sum of its events (checked after every fault test). A trigger,
      // so that every way an account is made (email, providers) writes it in the same statement.
      await sql`CREATE FUNCTION gem_opening_event() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO gem_events (user_id, kind, amount) VALUES (NEW.id, 'opening', NEW.gems);
          RETURN NEW;
        END $$`.execute(db);
      await sql`CREATE TRIGGER users_gem_opening AFTER INSERT ON users
        FOR EACH ROW EXECUTE FUNCTION gem_opening_event()`.execute(db);
      // Accounts made before this: their opening balance is what their events do not explain.
      await sql`INSERT INTO gem_events (user_id, kind, amount)
        SELECT u.id, 'opening', u.gems - coalesce(sum(e.amount), 0)
        FROM users u LEFT JOIN gem_events e ON e.user_id = u.id
        GROUP BY u.id, u.gems`.execute(db);
    },
  },
  '0010_lesson_marks': {
    async up(db: Kysely<unknown>) {
      // The lessons a player has done (issue 16): one row per player and lesson, never removed.
      await db.schema
        .createTable('lesson_marks')
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('lesson', 'text', (c) => c.notNull())
        .addColumn('done_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('lesson_marks_pk', ['user_id', 'lesson'])
        .execute();
    },
  },
  // Made score_post, which 0018 drops: emptied (see above).
  '0011_score_post_function': { async up() {} },
  '0012_scores_player_index_dropped': {
    async up(db: Kysely<unknown>) {
      // Every look by player_key alone is served by scores_player_puzzle (player_key first), so
      // this index only cost a write on every stored game.
      await sql`DROP INDEX IF EXISTS scores_player`.execute(db);
    },
  },
  // Made score_post_batch, score_posts and their input type, which 0018 drops: emptied (see above).
  '0013_score_post_batch_function': { async up() {} },
  '0014_score_posts_function': { async up() {} },
  '0015_gems_bigint': {
    async up(db: Kysely<unknown>) {
      // A balance near 2^31 made a prize fail as bad data and lost the game: 64 bits, with the
      // cap (GEMS_MAX) kept by the code that adds gems, far below 2^53.
      await sql`ALTER TABLE users ALTER COLUMN gems TYPE bigint`.execute(db);
      await sql`ALTER TABLE gem_events ALTER COLUMN amount TYPE bigint`.execute(db);
    },
  },
  '0016_analytics_created_index': {
    async up(db: Kysely<unknown>) {
      // The hourly retention delete finds old rows by age (services/analytics-retention.ts).
      await db.schema
        .createIndex('analytics_events_created')
        .on('analytics_events')
        .column('created_at')
        .execute();
    },
  },
  '0017_username_keys': {
    async up(db: Kysely<unknown>) {
      // Names are unique by their key (case-folded, UTS #39 skeleton), made in JavaScript. Names
      // that were both taken before keep both: the later one's key gets its id, so the index holds.
      await sql`ALTER TABLE users ADD COLUMN username_key text`.execute(db);
      const { rows } = await sql<{ id: string; username: string }>`
        SELECT id, username FROM users ORDER BY created_at, id`.execute(db);
      const seen = new Set<string>();
      for (const row of rows) {
        let key = nameKey(row.username);
        if (seen.has(key)) key = `${key}#${row.id}`;
        seen.add(key);
        await sql`UPDATE users SET username_key = ${key} WHERE id = ${row.id}`.execute(db);
      }
      await sql`ALTER TABLE users ALTER COLUMN username_key SET NOT NULL`.execute(db);
      await sql`CREATE UNIQUE INDEX users_username_key ON users (username_key)`.execute(db);
    },
  },
  '0018_score_functions_dropped': {
    async up(db: Kysely<unknown>) {
      // A score post is one transaction of plain statements (services/score-store.ts): the
      // functions that did a post's database part in one call are no longer called.
      await sql`DROP FUNCTION IF EXISTS score_posts(json)`.execute(db);
      await sql`DROP FUNCTION IF EXISTS score_post_batch(json)`.execute(db);
      await sql`DROP TYPE IF EXISTS score_post_input`.execute(db);
      await sql`DROP FUNCTION IF EXISTS score_post(text, text, text, text, text, text, integer,
        integer, integer, text, integer, json, json, double precision, timestamptz, timestamptz,
        text, timestamptz)`.execute(db);
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Bring the schema up to date; a failed migration stops the start with its reason. */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the database before and after its typed schema
export async function migrate(db: Kysely<any>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(
      `database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
