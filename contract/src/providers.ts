// Signing in through Google, Facebook or LinkedIn (server/src/routes/providers.ts): which are
// configured, and the query each sign-in takes. Each answers our own Token (auth.ts).

import Type, { type Static } from 'typebox';

const AuthorizeUrl = Type.String({ description: 'Where the client sends the player to sign in.' });

export const AuthProviders = Type.Object({
  google: Type.Optional(Type.Object({ clientId: Type.String(), authorizeUrl: AuthorizeUrl })),
  facebook: Type.Optional(Type.Object({ appId: Type.String(), authorizeUrl: AuthorizeUrl })),
  linkedin: Type.Optional(
    Type.Object({ clientId: Type.String(), redirectUri: Type.String(), authorizeUrl: AuthorizeUrl }),
  ),
});
/** GET /auth/providers: the sign-ins configured, with what a browser needs to start each. */
export type AuthProviders = Static<typeof AuthProviders>;

const param = (max: number, description: string) =>
  Type.String({ minLength: 1, maxLength: max, description });

export const GoogleQuery = Type.Object({
  id_token: param(8192, 'The id token Google gave the client.'),
  client_id: param(512, 'The OAuth client id the token was issued to.'),
});
export type GoogleQuery = Static<typeof GoogleQuery>;

export const FacebookQuery = Type.Object({
  access_token: param(4096, 'The user access token Facebook gave the client.'),
});
export type FacebookQuery = Static<typeof FacebookQuery>;

/** One of the two: the route answers 400 when neither is sent. */
export const LinkedInQuery = Type.Object({
  access_token: Type.Optional(param(4096, 'A LinkedIn access token.')),
  code: Type.Optional(param(4096, 'An authorization code, exchanged for an access token first.')),
});
export type LinkedInQuery = Static<typeof LinkedInQuery>;
