// Where each sign-in provider lives and who we are to it. A provider is configured by its client
// (or app) id; its endpoints default to the real provider's public ones and can be pointed
// elsewhere (the tests point them at small fakes on 127.0.0.1). An unconfigured provider is off.

import Type, { type Static } from 'typebox';

const Url = Type.String({ pattern: '^https?://' });
const Text = Type.String({ minLength: 1 });

export const GoogleConfigSchema = Type.Object({
  /** OAuth client ids whose id_tokens we accept (the token's audience). */
  clientIds: Type.Array(Text, { minItems: 1 }),
  /** The provider's public signing keys (JWKS). */
  jwksUrl: Url,
  /** Accepted `iss` values. */
  issuers: Type.Array(Text, { minItems: 1 }),
  /** Where the client sends the player to sign in (an OAuth authorization endpoint). */
  authorizeUrl: Url,
});
export type GoogleConfig = Static<typeof GoogleConfigSchema>;

export const FacebookConfigSchema = Type.Object({
  appId: Text,
  appSecret: Text,
  /** Token inspection, like the Graph API's /debug_token (input_token, access_token=appId|appSecret). */
  debugTokenUrl: Url,
  /** The token owner's profile, like the Graph API's /me (fields id, name, email). */
  profileUrl: Url,
  /** Where the client sends the player to sign in (the login dialog). */
  authorizeUrl: Url,
});
export type FacebookConfig = Static<typeof FacebookConfigSchema>;

export const LinkedInConfigSchema = Type.Object({
  clientId: Text,
  clientSecret: Text,
  /** The redirect URI the authorization code was issued for. */
  redirectUri: Url,
  /** Code exchange: a form POST answering { access_token }. */
  tokenUrl: Url,
  /** OpenID Connect userinfo: sub, name, email, email_verified. */
  userInfoUrl: Url,
  /** Where the client sends the player to sign in (the authorization endpoint). */
  authorizeUrl: Url,
});
export type LinkedInConfig = Static<typeof LinkedInConfigSchema>;

export const ProvidersConfigSchema = Type.Object({
  google: Type.Optional(GoogleConfigSchema),
  facebook: Type.Optional(FacebookConfigSchema),
  linkedin: Type.Optional(LinkedInConfigSchema),
});
export type ProvidersConfig = Static<typeof ProvidersConfigSchema>;

export const GOOGLE_DEFAULTS = {
  jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  issuers: ['https://accounts.google.com', 'accounts.google.com'],
  authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
} as const;
export const FACEBOOK_DEFAULTS = {
  debugTokenUrl: 'https://graph.facebook.com/debug_token',
  profileUrl: 'https://graph.facebook.com/me',
  authorizeUrl: 'https://www.facebook.com/dialog/oauth',
} as const;
export const LINKEDIN_DEFAULTS = {
  tokenUrl: 'https://www.linkedin.com/oauth/v2/accessToken',
  userInfoUrl: 'https://api.linkedin.com/v2/userinfo',
  authorizeUrl: 'https://www.linkedin.com/oauth/v2/authorization',
} as const;

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The providers configured by the environment. A provider whose id is set but whose secret is
 * missing is a problem (pushed to `problems`, for readConfig to refuse to start), not a silently
 * disabled provider.
 */
export function readProvidersConfig(
  env: Readonly<Record<string, string | undefined>>,
  problems: string[],
): ProvidersConfig {
  const providers: ProvidersConfig = {};
  const clientIds = list(env.GOOGLE_CLIENT_IDS);
  if (clientIds.length > 0) {
    const issuers = list(env.GOOGLE_ISSUERS);
    providers.google = {
      clientIds,
      jwksUrl: env.GOOGLE_JWKS_URL || GOOGLE_DEFAULTS.jwksUrl,
      issuers: issuers.length > 0 ? issuers : [...GOOGLE_DEFAULTS.issuers],
      authorizeUrl: env.GOOGLE_AUTHORIZE_URL || GOOGLE_DEFAULTS.authorizeUrl,
    };
  }
  if (env.FACEBOOK_APP_ID && !env.FACEBOOK_APP_SECRET) {
    problems.push('FACEBOOK_APP_SECRET must be set when FACEBOOK_APP_ID is');
  }
  if (env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET) {
    providers.facebook = {
      appId: env.FACEBOOK_APP_ID,
      appSecret: env.FACEBOOK_APP_SECRET,
      debugTokenUrl: env.FACEBOOK_DEBUG_TOKEN_URL || FACEBOOK_DEFAULTS.debugTokenUrl,
      profileUrl: env.FACEBOOK_PROFILE_URL || FACEBOOK_DEFAULTS.profileUrl,
      authorizeUrl: env.FACEBOOK_AUTHORIZE_URL || FACEBOOK_DEFAULTS.authorizeUrl,
    };
  }
  if (env.LINKEDIN_CLIENT_ID) {
    const missing = ['LINKEDIN_CLIENT_SECRET', 'LINKEDIN_REDIRECT_URI'].filter((name) => !env[name]);
    for (const name of missing) problems.push(`${name} must be set when LINKEDIN_CLIENT_ID is`);
  }
  if (env.LINKEDIN_CLIENT_ID && env.LINKEDIN_CLIENT_SECRET && env.LINKEDIN_REDIRECT_URI) {
    providers.linkedin = {
      clientId: env.LINKEDIN_CLIENT_ID,
      clientSecret: env.LINKEDIN_CLIENT_SECRET,
      redirectUri: env.LINKEDIN_REDIRECT_URI,
      tokenUrl: env.LINKEDIN_TOKEN_URL || LINKEDIN_DEFAULTS.tokenUrl,
      userInfoUrl: env.LINKEDIN_USERINFO_URL || LINKEDIN_DEFAULTS.userInfoUrl,
      authorizeUrl: env.LINKEDIN_AUTHORIZE_URL || LINKEDIN_DEFAULTS.authorizeUrl,
    };
  }
  return providers;
}

/** What a browser needs to start each configured provider's sign-in: nothing secret. */
export function publicProviders(config: ProvidersConfig) {
  return {
    ...(config.google
      ? { google: { clientId: config.google.clientIds[0]!, authorizeUrl: config.google.authorizeUrl } }
      : {}),
    ...(config.facebook
      ? { facebook: { appId: config.facebook.appId, authorizeUrl: config.facebook.authorizeUrl } }
      : {}),
    ...(config.linkedin
      ? {
          linkedin: {
            clientId: config.linkedin.clientId,
            redirectUri: config.linkedin.redirectUri,
            authorizeUrl: config.linkedin.authorizeUrl,
          },
        }
      : {}),
  };
}
