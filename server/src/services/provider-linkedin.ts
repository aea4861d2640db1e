// LinkedIn (Sign In with LinkedIn using OpenID Connect): the client sends either an access token
// or an authorization code, which we first exchange for one (a form POST with our client secret).
// The OpenID userinfo endpoint then says who it is and whether the email is verified.

import Type from 'typebox';
import type { LinkedInConfig } from './provider-config';
import { callProvider, identity, type ProviderIdentity, tokenInvalid, unavailable } from './provider-http';

const TokenAnswer = Type.Object({ access_token: Type.String({ minLength: 1 }) });

const UserInfo = Type.Object({
  sub: Type.String({ minLength: 1 }),
  name: Type.Optional(Type.String()),
  given_name: Type.Optional(Type.String()),
  family_name: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  email_verified: Type.Optional(Type.Union([Type.Boolean(), Type.String()])),
});

export interface LinkedInCredentials {
  readonly accessToken?: string | undefined;
  readonly code?: string | undefined;
}

export function linkedinVerifier(config: LinkedInConfig, timeoutMs: number) {
  async function exchange(code: string): Promise<string> {
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: config.redirectUri,
      client_id: config.clientId,
      client_secret: config.clientSecret,
    });
    const answer = await callProvider('linkedin', config.tokenUrl, TokenAnswer, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      timeoutMs,
    });
    if (answer.ok) return answer.body.access_token;
    const error = errorCodeOf(answer.body);
    // A refused client is our configuration, not the player's code.
    if (error === 'invalid_client' || error === 'unauthorized_client') {
      throw unavailable('linkedin', `it refused this server's client credentials (${error})`);
    }
    throw tokenInvalid('linkedin', 'the authorization code is not valid, already used or expired');
  }

  return async function verifyLinkedIn(credentials: LinkedInCredentials): Promise<ProviderIdentity> {
    const accessToken = credentials.accessToken || (await exchange(credentials.code ?? ''));
    const info = await callProvider('linkedin', config.userInfoUrl, UserInfo, {
      headers: { authorization: `Bearer ${accessToken}` },
      timeoutMs,
    });
    if (!info.ok) throw tokenInvalid('linkedin', 'the access token is not valid or has expired');
    const { sub, email, email_verified: verified } = info.body;
    const name =
      info.body.name ??
      ([info.body.given_name, info.body.family_name].filter(Boolean).join(' ') || undefined);
    return identity('linkedin', sub, email, verified === true || verified === 'true', name);
  };
}

function errorCodeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const error = (body as { error?: unknown }).error;
  return typeof error === 'string' ? error : undefined;
}
