// Password reset: a single-use code, valid one hour, mailed to the account's address and stored
// only as a hash. The request answers the same, and as fast, whether the address is known or
// not: it answers once the address is checked for form, and the work (finding the account, the
// code, the mail) goes on after. Only the newest code of an account works: a new one voids the
// older ones, and using one voids the rest.

import { createHash, randomBytes } from 'node:crypto';
import { isEmail, MESSAGES, type MessageKey, PASSWORD_MIN } from '@numberland/contract';
import argon2 from 'argon2';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Mailer } from './mailer';
import { Refusal } from './refusal';
import { userByEmail } from './users';

export const RESET_CODE_MINUTES = 60;
export const RESET_REQUESTED =
  'We will send you instructions to reset your password if this email address matches our records.';

export type ResetRefusalCode =
  | Extract<
      MessageKey,
      'forgot-password-not-email' | 'error-register-passwordformat' | 'error-register-passwordsmatch'
    >
  | 'reset-password-fail';
const fail = (key: ResetRefusalCode & MessageKey) => new Refusal<ResetRefusalCode>(key, MESSAGES[key]);

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

export function passwordResets(
  db: Kysely<Database>,
  mail: Mailer,
  publicUrl: string,
  onError: (error: unknown) => void,
) {
  /** Work begun by requests and not yet done: the server waits for it before it closes. */
  const pending = new Set<Promise<void>>();

  async function issue(address: string): Promise<void> {
    const user = await userByEmail(db, address).select(['id', 'email']).executeTakeFirst();
    if (!user) return;
    const code = randomBytes(24).toString('base64url');
    await db.transaction().execute(async (tx) => {
      // Two requests at once still leave one code: they take turns on the account's row.
      await tx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
      await tx
        .deleteFrom('password_resets')
        .where('user_id', '=', user.id)
        .where('used_at', 'is', null)
        .execute();
      await tx
        .insertInto('password_resets')
        .values({
          code_hash: hashOf(code),
          user_id: user.id,
          expires_at: new Date(Date.now() + RESET_CODE_MINUTES * 60_000),
          used_at: null,
        })
        .execute();
    });
    await mail.send({
      to: user.email,
      subject: 'Numberland: reset your password',
      text:
        `Someone asked to reset the password of your Numberland account.\n\n` +
        `To choose a new password, open: ${publicUrl}/resetPassword/${encodeURIComponent(code)}\n\n` +
        `The link works once, for ${RESET_CODE_MINUTES} minutes. If you did not ask, ignore this mail.`,
    });
  }

  return {
    /** Checks the address's form, then answers; the account's code and mail follow. */
    request(email: string | undefined): void {
      const address = (email ?? '').trim();
      if (!isEmail(address)) throw fail('forgot-password-not-email');
      const work = issue(address).catch(onError);
      pending.add(work);
      void work.finally(() => pending.delete(work));
    },

    /** Resolves once every reset requested so far has done its work. */
    async settled(): Promise<void> {
      await Promise.all([...pending]);
    },

    /** Set a new password with a code: checks length, then the repeat, then the code. */
    async reset(
      code: string | undefined,
      password: string | undefined,
      repeat: string | undefined,
    ): Promise<void> {
      if (!password || password.length < PASSWORD_MIN) throw fail('error-register-passwordformat');
      if (repeat !== undefined && repeat !== password) throw fail('error-register-passwordsmatch');
      const failed = new Refusal<ResetRefusalCode>(
        'reset-password-fail',
        'Sorry, there was an error changing password.',
      );
      if (!code) throw failed;
      const hash = await argon2.hash(password, { type: argon2.argon2id });
      const done = await db.transaction().execute(async (tx) => {
        const used = await tx
          .updateTable('password_resets')
          .set({ used_at: new Date() })
          .where('code_hash', '=', hashOf(code))
          .where('used_at', 'is', null)
          .where('expires_at', '>', new Date())
          .returning('user_id')
          .executeTakeFirst();
        if (!used) return false;
        // Any other code mailed to the account is void from now on.
        await tx
          .deleteFrom('password_resets')
          .where('user_id', '=', used.user_id)
          .where('used_at', 'is', null)
          .execute();
        await tx.updateTable('users').set({ password_hash: hash }).where('id', '=', used.user_id).execute();
        // A new password signs out every device that knew the old one.
        await tx
          .updateTable('auth_tokens')
          .set({ revoked_at: new Date() })
          .where('user_id', '=', used.user_id)
          .where('revoked_at', 'is', null)
          .execute();
        return true;
      });
      if (!done) throw failed;
    },
  };
}
export type PasswordResets = ReturnType<typeof passwordResets>;
