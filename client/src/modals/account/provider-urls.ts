// Where each provider's sign-in starts (spec section 7; server/README.md, GET /auth/providers):
// the authorization address with the parameters of the flow we use, and the address that opens
// the game in a new tab to sign in there when it is inside another site's frame. Pure, so the
// tests can read every parameter back.

import type { AuthProviders } from '@numberland/contract';

export const PROVIDERS = ['google', 'facebook', 'linkedin'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

/** The values one sign-in is checked against when the provider sends the player back. */
export interface SignInSecrets {
  /** Returned by the provider as it is: proves the answer belongs to a sign-in we started. */
  readonly state: string;
  /** Google writes it into the id token: proves the token was made for this sign-in. */
  readonly nonce: string;
}

/** The configured providers, in the order the buttons show them. */
export function configuredProviders(providers: AuthProviders): ProviderName[] {
  return PROVIDERS.filter((name) => providers[name] !== undefined);
}

/** Where Google and Facebook send the player back: our home, whose address we read on return. */
export function returnUri(origin: string): string {
  return `${origin}/home`;
}

function withParams(base: string, params: Readonly<Record<string, string>>): string {
  // The configured address may carry its own query; URL keeps it and adds ours.
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * The provider's authorization address, or null when the server has not configured it.
 * - Google: the implicit OpenID flow; the id token comes back in the hash.
 * - Facebook: the implicit flow; a user access token comes back in the hash.
 * - LinkedIn: the code flow to the redirect URI the server exchanges codes for.
 */
export function authorizeUrl(
  provider: ProviderName,
  providers: AuthProviders,
  origin: string,
  secrets: SignInSecrets,
): string | null {
  if (provider === 'google') {
    const google = providers.google;
    if (!google) return null;
    return withParams(google.authorizeUrl, {
      response_type: 'id_token',
      client_id: google.clientId,
      redirect_uri: returnUri(origin),
      scope: 'openid email profile',
      nonce: secrets.nonce,
      state: secrets.state,
    });
  }
  if (provider === 'facebook') {
    const facebook = providers.facebook;
    if (!facebook) return null;
    return withParams(facebook.authorizeUrl, {
      response_type: 'token',
      client_id: facebook.appId,
      redirect_uri: returnUri(origin),
      // The server makes the account from the email, which Facebook shares only when asked.
      scope: 'email,public_profile',
      state: secrets.state,
    });
  }
  const linkedin = providers.linkedin;
  if (!linkedin) return null;
  return withParams(linkedin.authorizeUrl, {
    response_type: 'code',
    client_id: linkedin.clientId,
    redirect_uri: linkedin.redirectUri,
    scope: 'openid profile email',
    state: secrets.state,
  });
}

export interface NewTabPlace {
  readonly origin: string;
  readonly tenant: string;
  readonly language: string;
}

/**
 * The game in a new tab, ready to sign in with the provider: ?tablogin= for the two the spec
 * names (spec section 2), the login chooser for the rest. The tenant and language go along,
 * because the new tab is not inside the embedding site and may have none of its storage.
 */
export function newTabUrl(provider: ProviderName | null, { origin, tenant, language }: NewTabPlace): string {
  const url = new URL(`${origin}/home`);
  if (provider === 'google') url.searchParams.set('tablogin', 'googlelogin');
  if (provider === 'linkedin') url.searchParams.set('tablogin', 'linkedin');
  url.searchParams.set('tenant', tenant);
  url.searchParams.set('lang', language);
  if (provider !== 'google' && provider !== 'linkedin') url.hash = 'login';
  return url.toString();
}
