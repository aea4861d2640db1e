// What every sign-in provider shares: the identity it vouches for, the refusals a sign-in through
// it can end in, and one careful HTTP call (a timeout; an unreachable provider, a 5xx or an
// answer of the wrong shape is 'provider-unavailable', never a crash).

import { EMAIL_MAX, isEmail } from '@numberland/contract';
import type { Static, TSchema } from 'typebox';
import Value from 'typebox/value';
import { Refusal } from './refusal';

export type ProviderName = 'google' | 'facebook' | 'linkedin';

export const PROVIDER_LABELS: Record<ProviderName, string> = {
  google: 'Google',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
};

/** Who the provider says signed in: only a verified email is ever returned. */
export interface ProviderIdentity {
  readonly provider: ProviderName;
  /** The provider's id of the account. */
  readonly subject: string;
  readonly email: string;
  readonly name: string | undefined;
}

export type ProviderRefusalCode =
  | 'provider-not-configured'
  | 'provider-unavailable'
  | 'provider-token-invalid'
  | 'provider-email-unverified';
export type ProviderRefusal = Refusal<ProviderRefusalCode>;

/** How long we wait for a provider before giving up. */
export const PROVIDER_TIMEOUT_MS = 5000;

export function notConfigured(provider: ProviderName): ProviderRefusal {
  return new Refusal(
    'provider-not-configured',
    `Sign-in with ${PROVIDER_LABELS[provider]} is not set up on this server.`,
  );
}

export function unavailable(provider: ProviderName, detail: string, cause?: unknown): ProviderRefusal {
  return new Refusal(
    'provider-unavailable',
    `${PROVIDER_LABELS[provider]} could not check this sign-in (${detail}). Please try again later.`,
    cause === undefined ? undefined : { cause },
  );
}

export function tokenInvalid(provider: ProviderName, reason: string): ProviderRefusal {
  return new Refusal(
    'provider-token-invalid',
    `The ${PROVIDER_LABELS[provider]} sign-in was refused: ${reason}. Please sign in again.`,
  );
}

export function emailUnverified(provider: ProviderName): ProviderRefusal {
  return new Refusal(
    'provider-email-unverified',
    `Your ${PROVIDER_LABELS[provider]} account has no verified email address, so it cannot sign you in here.`,
  );
}

/** The identity, once its email is verified and well formed. */
export function identity(
  provider: ProviderName,
  subject: string,
  email: string | undefined,
  verified: boolean,
  name: string | undefined,
): ProviderIdentity {
  const trimmed = (email ?? '').trim();
  if (!verified || !isEmail(trimmed) || trimmed.length > EMAIL_MAX) throw emailUnverified(provider);
  return { provider, subject, email: trimmed, name };
}

export type ProviderAnswer<S extends TSchema> =
  | { readonly ok: true; readonly body: Static<S> }
  | { readonly ok: false; readonly status: number; readonly body: unknown };

/**
 * One call to a provider. A 2xx must be JSON of `schema`; a 4xx comes back for the caller to
 * judge (usually: the provider refused the token); anything else is 'provider-unavailable'.
 */
export async function callProvider<S extends TSchema>(
  provider: ProviderName,
  url: string | URL,
  schema: S,
  init: RequestInit & { timeoutMs: number },
): Promise<ProviderAnswer<S>> {
  const { timeoutMs, ...rest } = init;
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, {
      ...rest,
      redirect: 'error',
      headers: { accept: 'application/json', ...rest.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (cause) {
    const timedOut = cause instanceof Error && cause.name === 'TimeoutError';
    throw unavailable(provider, timedOut ? 'no answer in time' : 'it could not be reached', cause);
  }
  if (status >= 500 || status < 200 || (status >= 300 && status < 400)) {
    throw unavailable(provider, `it answered HTTP ${status}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (cause) {
    if (status >= 400) return { ok: false, status, body: text };
    throw unavailable(provider, 'its answer was not JSON', cause);
  }
  if (status >= 400) return { ok: false, status, body };
  if (!Value.Check(schema, body)) throw unavailable(provider, 'its answer had an unexpected shape');
  return { ok: true, body };
}
