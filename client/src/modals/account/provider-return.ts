// A provider sending the player back (spec section 2, "Query parameters and hashes"): Google's
// #id_token=, Facebook's #access_token=, LinkedIn's ?code=, or any of them saying no with
// error=. Reading the address and checking the answer against the sign-in we started are pure
// functions here; ./capture.ts applies them to the page's own address.

import { isAlphaPasswordPath } from '../../app/paths';
import type { ProviderName } from './provider-urls';

/** What a provider gave us, ready for the matching GET /auth/{provider} call. */
export type Grant =
  | { readonly provider: 'google'; readonly idToken: string; readonly clientId: string | null }
  | { readonly provider: 'facebook'; readonly accessToken: string }
  | { readonly provider: 'linkedin'; readonly code: string };

export type ProviderReturn =
  | { readonly kind: 'grant'; readonly grant: Grant; readonly state: string | null }
  /** The player cancelled, or the provider refused: `error` as the provider named it. */
  | { readonly kind: 'refused'; readonly error: string; readonly state: string | null };

/** The address with the provider's answer read and taken out of it. */
export interface ReadReturn {
  readonly found: ProviderReturn;
  readonly search: string;
  readonly hash: string;
}

/** The sign-in this tab started (kept in session storage across the provider's pages). */
export interface PendingSignIn {
  readonly provider: ProviderName;
  readonly state: string;
  readonly nonce: string;
  /** Epoch milliseconds. */
  readonly startedAt: number;
}

/** A sign-in left at the provider's page for longer than this is not finished on return. */
export const PENDING_MAX_AGE_MS = 30 * 60_000;

/** Query parameters that belong to a provider's answer, never to the game. */
const ANSWER_PARAMS = [
  'code',
  'state',
  'error',
  'error_reason',
  'error_code',
  'error_description',
  'error_message',
  'error_uri',
];

/** The claims of a JWT, unchecked: the server verifies the signature, we only compare fields. */
export function jwtClaims(jwt: string): Readonly<Record<string, unknown>> | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function audience(claims: Readonly<Record<string, unknown>> | null): string | null {
  const aud = claims?.aud;
  if (typeof aud === 'string') return aud;
  return Array.isArray(aud) && typeof aud[0] === 'string' ? aud[0] : null;
}

function fromHash(params: URLSearchParams): ProviderReturn | null {
  const state = params.get('state');
  const idToken = params.get('id_token');
  if (idToken) {
    const clientId = audience(jwtClaims(idToken));
    return { kind: 'grant', grant: { provider: 'google', idToken, clientId }, state };
  }
  const accessToken = params.get('access_token');
  if (accessToken) return { kind: 'grant', grant: { provider: 'facebook', accessToken }, state };
  const error = params.get('error');
  if (error && state !== null) return { kind: 'refused', error, state };
  return null;
}

function fromQuery(params: URLSearchParams): ProviderReturn | null {
  const state = params.get('state');
  const code = params.get('code');
  if (code) return { kind: 'grant', grant: { provider: 'linkedin', code }, state };
  const error = params.get('error');
  // An error without a state is not an answer to us: some other page's parameter.
  if (error && state !== null) return { kind: 'refused', error, state };
  return null;
}

/**
 * The provider's answer in an address, and the address without it; null when there is none.
 * The setalphapassword screen's ?code= is a reset code, not a provider's, and is left alone.
 */
export function readProviderReturn(pathname: string, search: string, hash: string): ReadReturn | null {
  if (isAlphaPasswordPath(pathname + search + hash)) return null;
  const query = new URLSearchParams(search);
  const hashParams = new URLSearchParams(hash.replace(/^#/, ''));
  const inHash = fromHash(hashParams);
  const found = inHash ?? fromQuery(query);
  if (!found) return null;
  // Facebook appends #_=_ to its redirects; it means nothing to us either.
  const keptHash = inHash || hash === '#_=_' ? '' : hash;
  if (!inHash) for (const key of ANSWER_PARAMS) query.delete(key);
  const rest = query.toString();
  return { found, search: rest ? `?${rest}` : '', hash: keptHash };
}

export type ReturnCheck =
  | { readonly ok: true; readonly grant: Grant }
  | { readonly ok: false; readonly reason: string };

/**
 * Whether an answer finishes the sign-in this tab started: same state (it is the answer to our
 * request, not one planted by another site), same provider, not stale, and for Google the nonce
 * inside the id token (the token was made for this request, not replayed).
 */
export function checkProviderReturn(
  found: ProviderReturn,
  pending: PendingSignIn | null,
  now: number,
): ReturnCheck {
  if (found.kind === 'refused') return { ok: false, reason: `the provider answered "${found.error}"` };
  const { grant } = found;
  if (!pending) return { ok: false, reason: 'no sign-in was started in this tab' };
  if (found.state !== pending.state) return { ok: false, reason: 'the state does not match' };
  if (grant.provider !== pending.provider) {
    return { ok: false, reason: `a ${grant.provider} answer to a ${pending.provider} sign-in` };
  }
  if (now - pending.startedAt > PENDING_MAX_AGE_MS) return { ok: false, reason: 'the sign-in is too old' };
  if (grant.provider === 'google') {
    if (jwtClaims(grant.idToken)?.nonce !== pending.nonce) {
      return { ok: false, reason: 'the id token nonce does not match' };
    }
    if (!grant.clientId) return { ok: false, reason: 'the id token names no client' };
  }
  return { ok: true, grant };
}
