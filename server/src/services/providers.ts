// Signing in through Google, Facebook and LinkedIn: each provider's check of what the client sent
// (provider-*.ts) ends in a verified email, and that email finds or makes our account. A provider
// account links to an existing account with the same email (case-insensitive); otherwise a new
// account is made without a password, named after the provider's display name (made unique).

import { randomUUID } from 'node:crypto';
import { USERNAME_MAX } from '@numberland/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nameKey, withoutInvisible } from './display-names';
import type { ProvidersConfig } from './provider-config';
import { facebookVerifier } from './provider-facebook';
import { googleVerifier } from './provider-google';
import { notConfigured, PROVIDER_TIMEOUT_MS, type ProviderIdentity } from './provider-http';
import { type LinkedInCredentials, linkedinVerifier } from './provider-linkedin';
import { userByEmail } from './users';

export type { FacebookConfig, GoogleConfig, LinkedInConfig, ProvidersConfig } from './provider-config';
export { ProvidersConfigSchema, readProvidersConfig } from './provider-config';
export type { ProviderIdentity, ProviderName } from './provider-http';
export type { LinkedInCredentials } from './provider-linkedin';

export interface ProvidersOptions {
  /** How long to wait for a provider; 5 s unless told. */
  readonly timeoutMs?: number;
}

/** Names tried with a number before falling back to a random suffix. */
const NUMBERED_NAMES = 100;
const BATCH = 20;
const FALLBACK_NAME = 'Player';

export function providers(db: Kysely<Database>, config: ProvidersConfig, options: ProvidersOptions = {}) {
  const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  const google = config.google ? googleVerifier(config.google, timeoutMs) : undefined;
  const facebook = config.facebook ? facebookVerifier(config.facebook, timeoutMs) : undefined;
  const linkedin = config.linkedin ? linkedinVerifier(config.linkedin, timeoutMs) : undefined;

  async function userWithEmail(email: string): Promise<string | undefined> {
    return (await userByEmail(db, email).select('id').executeTakeFirst())?.id;
  }

  /** The new user's id, or undefined when the name (or, racing, the email) is taken. */
  async function tryCreate(email: string, username: string): Promise<string | undefined> {
    const row = await db
      .insertInto('users')
      .values({ email, username, username_key: nameKey(username), password_hash: null, last_daily: null })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  async function takenOf(names: string[]): Promise<Set<string>> {
    const rows = await db
      .selectFrom('users')
      .select('username_key')
      .where(
        'username_key',
        'in',
        names.map((n) => nameKey(n)),
      )
      .execute();
    return new Set(rows.map((r) => r.username_key));
  }

  return {
    /** Who signed in, as the provider vouches; refused when the provider is not configured. */
    async google(idToken: string, clientId: string): Promise<ProviderIdentity> {
      if (!google) throw notConfigured('google');
      return google(idToken, clientId);
    },
    async facebook(accessToken: string): Promise<ProviderIdentity> {
      if (!facebook) throw notConfigured('facebook');
      return facebook(accessToken);
    },
    async linkedin(credentials: LinkedInCredentials): Promise<ProviderIdentity> {
      if (!linkedin) throw notConfigured('linkedin');
      return linkedin(credentials);
    },

    /** Our account for the identity: the one with its email, else a new one. */
    async userFor(identity: ProviderIdentity): Promise<string> {
      const existing = await userWithEmail(identity.email);
      if (existing) return existing;
      const base = baseUsername(identity);
      for (let start = 1; start <= NUMBERED_NAMES; start += BATCH) {
        const names = Array.from({ length: BATCH }, (_, i) => numbered(base, start + i));
        const taken = await takenOf(names);
        for (const name of names.filter((n) => !taken.has(nameKey(n)))) {
          const id = await tryCreate(identity.email, name);
          if (id) return id;
          const raced = await userWithEmail(identity.email);
          if (raced) return raced;
        }
      }
      for (;;) {
        const id = await tryCreate(identity.email, withSuffix(base, randomUUID().slice(0, 8)));
        if (id) return id;
        const raced = await userWithEmail(identity.email);
        if (raced) return raced;
      }
    },
  };
}
export type Providers = ReturnType<typeof providers>;

/** The provider's display name made fit for a username, else the email's local part. */
export function baseUsername(identity: Pick<ProviderIdentity, 'name' | 'email'>): string {
  const clean = (s: string | undefined) =>
    truncate(
      withoutInvisible(s ?? '')
        .replace(/\s+/g, ' ')
        .trim(),
      USERNAME_MAX,
    );
  return clean(identity.name) || clean(identity.email.split('@')[0]) || FALLBACK_NAME;
}

/** `base` for 1, else `base 2`, `base 3`..., cut so the whole stays within USERNAME_MAX. */
export function numbered(base: string, n: number): string {
  return n === 1 ? base : withSuffix(base, String(n));
}

function withSuffix(base: string, suffix: string): string {
  return `${truncate(base, USERNAME_MAX - suffix.length - 1).trimEnd()} ${suffix}`;
}

/** At most `max` characters (code points, so no surrogate pair is cut in half). */
function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : chars.slice(0, max).join('').trimEnd();
}
