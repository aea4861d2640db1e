// A self-hosted proof-of-work captcha (ALTCHA, v1 payloads as the widget sends them): the server
// signs a challenge, the browser finds the number, the server checks it - and takes each solved
// challenge only once. Spent solutions live in PostgreSQL (captcha_spent), so a solution taken by
// one process is refused by every other one, and after a restart, until its challenge expires.

import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How long a challenge may be solved and used. */
export const CHALLENGE_MINUTES = 20;
/** Work the browser must do: tries up to this number (about a second on a phone). */
const MAX_NUMBER = 100_000;
/** Longest signature kept (ALTCHA's are 64 hex digits). */
const MAX_SIGNATURE = 256;

export interface Captcha {
  challenge(): Promise<Record<string, unknown>>;
  /** Whether a solution payload (base64 JSON from the widget) is right, in time and new. */
  verify(payload: string): Promise<boolean>;
}

export function captcha(db: Kysely<Database>, hmacKey: string, maxNumber = MAX_NUMBER): Captcha {
  return {
    async challenge() {
      const expires = new Date(Date.now() + CHALLENGE_MINUTES * 60_000);
      return { ...(await createChallenge({ hmacKey, maxNumber, expires })) };
    },
    async verify(payload) {
      let signature: string;
      try {
        signature = String(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')).signature ?? '');
      } catch {
        return false;
      }
      if (!signature || signature.length > MAX_SIGNATURE) return false;
      // The proof first (no database work for a wrong one), then the spend: of two racing uses,
      // on any processes, the insert lets exactly one through.
      const ok = await verifySolution(payload, hmacKey, true).catch(() => false);
      if (!ok) return false;
      const now = new Date();
      await db.deleteFrom('captcha_spent').where('expires_at', '<', now).execute();
      const spent = await db
        .insertInto('captcha_spent')
        .values({ signature, expires_at: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000) })
        .onConflict((c) => c.doNothing())
        .returning('signature')
        .executeTakeFirst();
      return spent !== undefined;
    },
  };
}
