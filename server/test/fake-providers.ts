// Small stand-ins for the sign-in providers, each a real HTTP server on 127.0.0.1 that speaks the
// part of the provider's protocol the server uses: Google's JWKS (with id tokens signed by a key
// of ours), Facebook's /debug_token and /me, LinkedIn's code exchange and OpenID userinfo.

import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

export interface Served {
  readonly url: string;
  /** Requests answered so far, by path. */
  readonly hits: Map<string, number>;
  close(): Promise<void>;
}

type Handler = (request: IncomingMessage, url: URL, body: string) => { status: number; body: unknown };

/** An HTTP server on a free port of 127.0.0.1; a string body goes out as it is, anything else as JSON. */
export async function serve(handler: Handler | 'hang'): Promise<Served> {
  const hits = new Map<string, number>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
      if (handler === 'hang') return; // Never answers.
      const { status, body } = handler(request, url, Buffer.concat(chunks).toString('utf8'));
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      response.writeHead(status, {
        'content-type': typeof body === 'string' ? 'text/html' : 'application/json',
      });
      response.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The address of a port nothing listens on: a provider that is down. Port 1 is reserved and
 * refused at once; a port freed by a closed test server could be taken by another test file.
 */
export async function downUrl(): Promise<string> {
  return 'http://127.0.0.1:1';
}

const randomId = (prefix: string) => `${prefix}${randomBytes(9).toString('hex')}`;

// ---------------------------------------------------------------------------------------------
// Google: a JWKS at /oauth2/v3/certs and id tokens signed with its key.

export const GOOGLE_ISSUER = 'https://accounts.google.com';

export interface FakeGoogle extends Served {
  readonly jwksUrl: string;
  /**
   * An id token. `claims` replace the defaults (a value of undefined drops the claim); `signer`
   * 'stranger' signs with a key the JWKS does not hold (under the JWKS key's kid unless `kid`).
   */
  idToken(
    claims?: Record<string, unknown>,
    options?: { signer?: 'google' | 'stranger'; kid?: string },
  ): Promise<string>;
}

export async function startFakeGoogle(clientId: string): Promise<FakeGoogle> {
  const google = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256');
  const kid = 'fake-google-key-1';
  const publicJwk: JWK = { ...(await exportJWK(google.publicKey)), kid, alg: 'RS256', use: 'sig' };
  const served = await serve((_request, url) =>
    url.pathname === '/oauth2/v3/certs'
      ? { status: 200, body: { keys: [publicJwk] } }
      : { status: 404, body: { error: 'not found' } },
  );
  return {
    ...served,
    jwksUrl: `${served.url}/oauth2/v3/certs`,
    async idToken(claims = {}, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const payload: Record<string, unknown> = {
        iss: GOOGLE_ISSUER,
        aud: clientId,
        sub: randomId('g'),
        email: `${randomId('g')}@gmail.example`,
        email_verified: true,
        name: 'Grace Hopper',
        iat: now,
        exp: now + 3600,
        ...claims,
      };
      for (const [key, value] of Object.entries(payload)) if (value === undefined) delete payload[key];
      const key = options.signer === 'stranger' ? stranger.privateKey : google.privateKey;
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? kid, typ: 'JWT' })
        .sign(key);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Facebook: /debug_token (with our app token) and /me (with the user token and appsecret_proof).

export interface FacebookUser {
  readonly id: string;
  readonly name?: string;
  readonly email?: string;
}

export interface FacebookTokenSpec {
  readonly user: FacebookUser;
  /** The app the token was issued to; ours unless told. */
  readonly appId?: string;
  readonly isValid?: boolean;
  readonly type?: string;
  /** Unix seconds; an hour from now unless told. */
  readonly expiresAt?: number;
}

export interface FakeFacebook extends Served {
  readonly debugTokenUrl: string;
  readonly profileUrl: string;
  /** A new user access token the fake knows. */
  token(spec: FacebookTokenSpec): string;
}

const facebookError = (message: string) => ({
  status: 400,
  body: { error: { message, type: 'OAuthException', code: 190 } },
});

export async function startFakeFacebook(appId: string, appSecret: string): Promise<FakeFacebook> {
  const tokens = new Map<string, FacebookTokenSpec>();
  const served = await serve((_request, url) => {
    const q = url.searchParams;
    if (url.pathname === '/debug_token') {
      if (q.get('access_token') !== `${appId}|${appSecret}`) {
        return facebookError('Invalid OAuth access token signature.');
      }
      const spec = tokens.get(q.get('input_token') ?? '');
      if (!spec) {
        return {
          status: 200,
          body: { data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } } },
        };
      }
      return {
        status: 200,
        body: {
          data: {
            app_id: spec.appId ?? appId,
            type: spec.type ?? 'USER',
            application: 'Numberland',
            expires_at: spec.expiresAt ?? Math.floor(Date.now() / 1000) + 3600,
            is_valid: spec.isValid ?? true,
            scopes: ['email', 'public_profile'],
            user_id: spec.user.id,
          },
        },
      };
    }
    if (url.pathname === '/me') {
      const token = q.get('access_token') ?? '';
      const spec = tokens.get(token);
      const proof = createHmac('sha256', appSecret).update(token).digest('hex');
      if (!spec || spec.isValid === false) return facebookError('Invalid OAuth access token.');
      if (q.get('appsecret_proof') !== proof) return facebookError('Invalid appsecret_proof provided.');
      const fields = (q.get('fields') ?? 'id,name').split(',');
      const profile = Object.fromEntries(
        Object.entries(spec.user).filter(([field]) => fields.includes(field)),
      );
      return { status: 200, body: profile };
    }
    return { status: 404, body: { error: { message: 'Unknown path' } } };
  });
  return {
    ...served,
    debugTokenUrl: `${served.url}/debug_token`,
    profileUrl: `${served.url}/me`,
    token(spec) {
      const token = randomId('EAA');
      tokens.set(token, spec);
      return token;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// LinkedIn: POST /oauth/v2/accessToken (form) and GET /v2/userinfo (Bearer).

export interface LinkedInUser {
  readonly sub: string;
  readonly name?: string;
  readonly email?: string;
  readonly email_verified?: boolean;
}

export interface LinkedInClient {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUri: string;
}

interface IssuedCode {
  readonly user: LinkedInUser;
  readonly clientId: string;
  readonly redirectUri: string;
  readonly expired: boolean;
  used: boolean;
}

export interface FakeLinkedIn extends Served {
  readonly tokenUrl: string;
  readonly userInfoUrl: string;
  accessToken(user: LinkedInUser, options?: { expired?: boolean }): string;
  /** An authorization code for our client unless told otherwise. */
  code(user: LinkedInUser, options?: { clientId?: string; redirectUri?: string; expired?: boolean }): string;
}

export async function startFakeLinkedIn(client: LinkedInClient): Promise<FakeLinkedIn> {
  const tokens = new Map<string, { user: LinkedInUser; expired: boolean }>();
  const codes = new Map<string, IssuedCode>();
  const newToken = (user: LinkedInUser, expired: boolean) => {
    const token = randomId('AQ');
    tokens.set(token, { user, expired });
    return token;
  };
  const grantError = (description: string) => ({
    status: 400,
    body: { error: 'invalid_grant', error_description: description },
  });
  const served = await serve((request, url, body) => {
    if (url.pathname === '/oauth/v2/accessToken' && request.method === 'POST') {
      if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        return { status: 400, body: { error: 'invalid_request', error_description: 'Form body expected' } };
      }
      const form = new URLSearchParams(body);
      if (form.get('client_id') !== client.clientId || form.get('client_secret') !== client.clientSecret) {
        return {
          status: 401,
          body: { error: 'invalid_client', error_description: 'Client authentication failed' },
        };
      }
      if (form.get('grant_type') !== 'authorization_code') {
        return { status: 400, body: { error: 'unsupported_grant_type' } };
      }
      const issued = codes.get(form.get('code') ?? '');
      if (!issued) return grantError('The authorization code is not valid');
      if (issued.used) return grantError('The authorization code has already been used');
      if (issued.expired) return grantError('The authorization code expired');
      if (issued.clientId !== client.clientId) return grantError('The code was issued to another client');
      if (issued.redirectUri !== form.get('redirect_uri')) {
        return grantError('The redirect_uri does not match the one the code was issued for');
      }
      issued.used = true;
      return {
        status: 200,
        body: {
          access_token: newToken(issued.user, false),
          expires_in: 5_183_999,
          scope: 'openid,profile,email',
          token_type: 'Bearer',
        },
      };
    }
    if (url.pathname === '/v2/userinfo' && request.method === 'GET') {
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const known = tokens.get(bearer);
      if (!known || known.expired) {
        const code = known ? 'EXPIRED_ACCESS_TOKEN' : 'INVALID_ACCESS_TOKEN';
        return {
          status: 401,
          body: { status: 401, serviceErrorCode: 65600, code, message: 'Invalid access token' },
        };
      }
      return { status: 200, body: { ...known.user, locale: { country: 'US', language: 'en' } } };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
  return {
    ...served,
    tokenUrl: `${served.url}/oauth/v2/accessToken`,
    userInfoUrl: `${served.url}/v2/userinfo`,
    accessToken: (user, options = {}) => newToken(user, options.expired ?? false),
    code(user, options = {}) {
      const code = randomId('code');
      codes.set(code, {
        user,
        clientId: options.clientId ?? client.clientId,
        redirectUri: options.redirectUri ?? client.redirectUri,
        expired: options.expired ?? false,
        used: false,
      });
      return code;
    },
  };
}
