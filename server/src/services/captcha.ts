// A self-hosted proof-of-work captcha (ALTCHA, v1 payloads as the widget sends them): the server
// signs a challenge, the browser finds the number, the server checks it - and takes each solved
// challenge only once.

import { createChallenge, verifySolution } from 'altcha-lib/v1';

/** How long a challenge may be solved and used. */
export const CHALLENGE_MINUTES = 20;
/** Work the browser must do: tries up to this number (about a second on a phone). */
const MAX_NUMBER = 100_000;

export interface Captcha {
  challenge(): Promise<Record<string, unknown>>;
  /** Whether a solution payload (base64 JSON from the widget) is right, in time and new. */
  verify(payload: string): Promise<boolean>;
}

export function captcha(hmacKey: string, maxNumber = MAX_NUMBER): Captcha {
  const used = new Map<string, number>();
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
      const now = Date.now();
      for (const [key, until] of used) if (until < now) used.delete(key);
      if (!signature || used.has(signature)) return false;
      const ok = await verifySolution(payload, hmacKey, true).catch(() => false);
      if (ok) used.set(signature, now + CHALLENGE_MINUTES * 60_000);
      return ok;
    },
  };
}
