// Accounts: registering and signing in with email and password (argon2id hashes), and moving a
// guest's progress to the account their session signs in to.

import { randomBytes } from 'node:crypto';
import { checkRegister, MESSAGES, type MessageKey, type RegisterBody } from '@numberland/contract';
import type { ScoreSummary } from '@numberland/engine';
import argon2 from 'argon2';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { cleanUsername, NAME_RULE, nameKey } from './display-names';
import { countGames } from './profiles';
import type { PuzzlePool } from './puzzle-pool';
import { Refusal } from './refusal';
import { userByEmail } from './users';

/** Why a registration or sign-in is refused: the spec's message keys, and a bad display name. */
export type AccountRefusalCode =
  | Extract<
      MessageKey,
      | 'error-login-enteremail'
      | 'error-login-enterpassword'
      | 'error-login-enterusername'
      | 'error-login-wrongcredentials'
      | 'error-register-passwordformat'
      | 'error-register-passwordsmatch'
      | 'error-register-terms'
      | 'error-register-useremailexists'
      | 'error-register-usernameexists'
      | 'forgot-password-not-email'
    >
  | 'bad-username';

const fail = (key: AccountRefusalCode & MessageKey) => new Refusal<AccountRefusalCode>(key, MESSAGES[key]);

/**
 * A hash of a password nobody has, made once with the same settings as real ones: a sign-in with
 * an unknown email (or an account without a password) is checked against it, so it takes as long
 * as one with a known email and the answer's timing does not tell which emails have accounts.
 */
let dummyHash: Promise<string> | undefined;
const dummyHashOf = () => {
  dummyHash ??= argon2.hash(randomBytes(16).toString('hex'), { type: argon2.argon2id });
  return dummyHash;
};

export function accounts(db: Kysely<Database>, pool: Pick<PuzzlePool, 'flush' | 'moved'>) {
  // Made before the first sign-in needs it (a failure is tried again then).
  dummyHashOf().catch(() => {
    dummyHash = undefined;
  });
  return {
    /** Checks in the spec's order (section 5), then creates the account. */
    async register(input: RegisterBody): Promise<string> {
      const email = (input.email ?? '').trim();
      const password = input.password ?? '';
      const problem = checkRegister({
        email,
        username: input.username ?? '',
        password,
        repeat: input.password2 ?? '',
        terms: input.GDPRConfirmed === true,
      });
      if (problem) throw fail(problem);
      const username = cleanUsername(input.username);
      if (!username) throw new Refusal<AccountRefusalCode>('bad-username', NAME_RULE);
      await this.ensureFree(email, username);
      const hash = await argon2.hash(password, { type: argon2.argon2id });
      try {
        const row = await db
          .insertInto('users')
          .values({ email, username, username_key: nameKey(username), password_hash: hash, last_daily: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      } catch (error) {
        // Two registrations racing for one email or name: the loser gets the same message.
        await this.ensureFree(email, username);
        throw error;
      }
    },

    async ensureFree(email: string, username: string): Promise<void> {
      const taken = await db
        .selectFrom('users')
        .select(['email'])
        .where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['email']), '=', email.toLowerCase()),
            eb('username_key', '=', nameKey(username)),
          ]),
        )
        .execute();
      if (taken.some((u) => u.email.toLowerCase() === email.toLowerCase()))
        throw fail('error-register-useremailexists');
      if (taken.length > 0) throw fail('error-register-usernameexists');
    },

    async login(email: string | undefined, password: string | undefined): Promise<string> {
      if (!(email ?? '').trim()) throw fail('error-login-enteremail');
      if (!password) throw fail('error-login-enterpassword');
      const user = await userByEmail(db, email ?? '')
        .select(['id', 'password_hash'])
        .executeTakeFirst();
      const ok = user?.password_hash
        ? await argon2.verify(user.password_hash, password)
        : (await argon2.verify(await dummyHashOf(), password)) && false;
      if (!user || !ok) throw fail('error-login-wrongcredentials');
      return user.id;
    },

    /**
     * What the guest session played becomes the account's, but for the games that used reveals
     * or smart hints: a guest's gems live on the device, so those assists were never charged,
     * and such a game stays the guest's, stored but not counted. Answers how many stayed.
     */
    async claimGuest(userId: string, sessionId: string | undefined): Promise<number> {
      if (!sessionId) return 0;
      const guest = `s:${sessionId}`;
      const player = `u:${userId}`;
      // Served marks still waiting to be written must be in the table before it is moved.
      await pool.flush();
      return db
        .transaction()
        .execute(async (tx) => {
          // A puzzle counts once per player: a guest's game of a puzzle the account has a game of
          // already stays the guest's, stored but not counted again.
          const moved = await tx
            .updateTable('scores')
            .set({ player_key: player })
            .where('player_key', '=', guest)
            .where(sql<boolean>`coalesce((summary->>'hintsUsed')::int, 0) = 0`)
            .where('puzzle_id', 'not in', (eb) =>
              eb.selectFrom('scores as mine').select('mine.puzzle_id').where('mine.player_key', '=', player),
            )
            .returning('summary')
            .execute();
          // The guest's games count into the account's profile (their prizes were never paid: a
          // guest's gems live in the client).
          await countGames(
            tx,
            userId,
            moved.map((row) => row.summary as ScoreSummary),
          );
          await tx
            .insertInto('served_puzzles')
            .columns(['player_key', 'puzzle_id', 'served_at'])
            // When each was served moves too: a score post checks its game against that time.
            .expression((eb) =>
              eb
                .selectFrom('served_puzzles')
                .select([eb.val(player).as('player_key'), 'puzzle_id', 'served_at'])
                .where('player_key', '=', guest),
            )
            .onConflict((c) => c.doNothing())
            .execute();
          await tx.deleteFrom('served_puzzles').where('player_key', '=', guest).execute();
          const stayed = await tx
            .selectFrom('scores')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('player_key', '=', guest)
            .where(sql<boolean>`coalesce((summary->>'hintsUsed')::int, 0) > 0`)
            .executeTakeFirstOrThrow();
          return Number(stayed.n);
        })
        .then((stayed) => {
          pool.moved(guest, player);
          return stayed;
        });
    },
  };
}
export type Accounts = ReturnType<typeof accounts>;
