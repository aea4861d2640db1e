// Signing in through Google, Facebook and LinkedIn, over real HTTP: our server (the provider
// routes on a small Fastify app of the real auth and error plugins, over a fresh database; the
// whole app's buildApp does not know these routes yet) talks to fake
// providers on 127.0.0.1, and to ones that are missing, down, slow or talking nonsense.

import { randomBytes } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { registerAuth } from '../src/plugins/auth';
import { registerErrorHandling } from '../src/plugins/errors';
import { providerRoutes } from '../src/routes/providers';
import { accounts } from '../src/services/accounts';
import { type ProvidersConfig, readProvidersConfig } from '../src/services/providers';
import {
  downUrl,
  type FakeFacebook,
  type FakeGoogle,
  type FakeLinkedIn,
  GOOGLE_ISSUER,
  type Served,
  serve,
  startFakeFacebook,
  startFakeGoogle,
  startFakeLinkedIn,
} from './fake-providers';
import { freshDatabase, type Request, requester } from './harness';

/** The tests have no puzzle pool: nothing waits to be written, and no cache needs telling. */
const NO_POOL = { flush: async () => {}, moved: () => {} };

const SECRET = 'providers-test-secret-0123456789';
const GOOGLE_CLIENT = 'numberland-web.apps.googleusercontent.example';
const FACEBOOK_APP = '1029384756';
const FACEBOOK_SECRET = 'facebook-app-secret';
const LINKEDIN = {
  clientId: 'linkedin-client',
  clientSecret: 'linkedin-secret',
  redirectUri: 'https://numberland.example/auth/linkedin/callback',
};

interface TestApp {
  readonly request: Request;
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// A fresh database, made as harness.ts makes one, and apps over it with given providers.

let db: Kysely<Database>;
let dropDatabase: () => Promise<void>;

async function useFreshDatabase(): Promise<void> {
  const database = await freshDatabase();
  db = database.db;
  dropDatabase = database.drop;
}

async function startApp(providers: ProvidersConfig, timeoutMs?: number): Promise<TestApp> {
  const app = Fastify({ logger: false }).withTypeProvider<TypeBoxTypeProvider>();
  registerErrorHandling(app);
  const auth = await registerAuth(app, db, SECRET);
  // Who a token of ours signs in, checked the way every signed-in route checks it.
  app.get('/api/test/whoami', async (request) => ({ userId: await auth.requireUser(request) }));
  await app.register(providerRoutes, {
    prefix: '/api',
    auth,
    db,
    accounts: accounts(db, NO_POOL),
    providers,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    request: requester(base),
    close: () => app.close(),
  };
}

/** Providers whose every endpoint is at `base` (down, slow or talking nonsense). */
function providersAt(base: string, secrets = { facebook: FACEBOOK_SECRET, linkedin: LINKEDIN.clientSecret }) {
  return {
    google: { clientIds: [GOOGLE_CLIENT], jwksUrl: `${base}/oauth2/v3/certs`, issuers: [GOOGLE_ISSUER] },
    facebook: {
      appId: FACEBOOK_APP,
      appSecret: secrets.facebook,
      debugTokenUrl: `${base}/debug_token`,
      profileUrl: `${base}/me`,
    },
    linkedin: {
      ...LINKEDIN,
      clientSecret: secrets.linkedin,
      tokenUrl: `${base}/oauth/v2/accessToken`,
      userInfoUrl: `${base}/v2/userinfo`,
    },
  } satisfies ProvidersConfig;
}

let google: FakeGoogle;
let facebook: FakeFacebook;
let linkedin: FakeLinkedIn;
let html: Served;
let wrongShape: Served;
let failing: Served;
let hanging: Served;
let server: TestApp;
const others: Record<string, TestApp> = {};

beforeAll(async () => {
  await useFreshDatabase();
  google = await startFakeGoogle(GOOGLE_CLIENT);
  facebook = await startFakeFacebook(FACEBOOK_APP, FACEBOOK_SECRET);
  linkedin = await startFakeLinkedIn(LINKEDIN);
  html = await serve(() => ({ status: 200, body: '<html><body>Maintenance</body></html>' }));
  wrongShape = await serve(() => ({ status: 200, body: { hello: 'world' } }));
  failing = await serve(() => ({ status: 503, body: { error: 'overloaded' } }));
  hanging = await serve('hang');
  server = await startApp({
    google: {
      clientIds: ['another-client', GOOGLE_CLIENT],
      jwksUrl: google.jwksUrl,
      issuers: [GOOGLE_ISSUER],
    },
    facebook: {
      appId: FACEBOOK_APP,
      appSecret: FACEBOOK_SECRET,
      debugTokenUrl: facebook.debugTokenUrl,
      profileUrl: facebook.profileUrl,
    },
    linkedin: { ...LINKEDIN, tokenUrl: linkedin.tokenUrl, userInfoUrl: linkedin.userInfoUrl },
  });
  others.bare = await startApp({});
  others.down = await startApp(providersAt(await downUrl()));
  others.html = await startApp(providersAt(html.url));
  others.wrongShape = await startApp(providersAt(wrongShape.url));
  others.failing = await startApp(providersAt(failing.url));
  others.hanging = await startApp(providersAt(hanging.url), 300);
  others.misconfigured = await startApp({
    facebook: { ...providersAt('').facebook, appSecret: 'not-the-secret', ...facebookUrls() },
    linkedin: { ...providersAt('').linkedin, clientSecret: 'not-the-secret', ...linkedinUrls() },
  });
});

afterAll(async () => {
  await server?.close();
  for (const app of Object.values(others)) await app.close();
  for (const fake of [google, facebook, linkedin, html, wrongShape, failing, hanging]) await fake?.close();
  await dropDatabase?.();
});

const facebookUrls = () => ({ debugTokenUrl: facebook.debugTokenUrl, profileUrl: facebook.profileUrl });
const linkedinUrls = () => ({ tokenUrl: linkedin.tokenUrl, userInfoUrl: linkedin.userInfoUrl });

// ---------------------------------------------------------------------------------------------
// Helpers.

let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}-${randomBytes(3).toString('hex')}`;
const newEmail = (prefix: string) => `${unique(prefix)}@example.com`;

const googlePath = (idToken: string, clientId = GOOGLE_CLIENT) =>
  `/api/auth/google?${new URLSearchParams({ id_token: idToken, client_id: clientId })}`;
const facebookPath = (accessToken: string) =>
  `/api/auth/facebook?${new URLSearchParams({ access_token: accessToken })}`;
const linkedinPath = (params: { access_token?: string; code?: string }) =>
  `/api/auth/linkedin?${new URLSearchParams(params)}`;

/** The user a token of ours names. */
function userOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return payload.sub as string;
}

/** Signs in; expects success and a token that works. Returns the user and their account row. */
async function signIn(path: string, init: { session?: string } = {}, on = server) {
  const answer = await on.request(path, init);
  expect(answer, JSON.stringify(answer.body)).toMatchObject({
    status: 200,
    body: { token: expect.any(String) },
  });
  const userId = userOf(answer.body.token);
  const whoami = await on.request('/api/test/whoami', {
    headers: { Authorization: `Bearer ${answer.body.token}` },
  });
  expect(whoami).toMatchObject({ status: 200, body: { userId } });
  const profile = await db
    .selectFrom('users')
    .select(['email', 'username'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { userId, profile };
}

async function usersWithEmail(email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'username', 'password_hash', 'last_daily'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .execute();
}

/** A password account, registered as POST /auth/register does. */
function registerPassword(email: string, username = unique('Member')): Promise<string> {
  return accounts(db, NO_POOL).register({
    email,
    username,
    password: 'secret1',
    password2: 'secret1',
    GDPRConfirmed: true,
  });
}

async function expectLinked(email: string, passwordUser: string, userId: string) {
  expect(userId).toBe(passwordUser);
  expect(await usersWithEmail(email)).toHaveLength(1);
  // The password still works.
  expect(await accounts(db, NO_POOL).login(email, 'secret1')).toBe(passwordUser);
}

// ---------------------------------------------------------------------------------------------

describe('GET /api/auth/google', () => {
  it('a good id token makes an account with its email; signing in again finds the same one', async () => {
    const email = newEmail('grace');
    const sub = unique('google-sub');
    const first = await signIn(googlePath(await google.idToken({ sub, email, name: 'Grace Hopper' })));
    expect(first.profile).toMatchObject({ email, username: expect.stringMatching(/^Grace Hopper/) });
    expect(await usersWithEmail(email)).toEqual([
      expect.objectContaining({ id: first.userId, password_hash: null, last_daily: null }),
    ]);
    const again = await signIn(googlePath(await google.idToken({ sub, email, name: 'Grace Hopper' })));
    expect(again.userId).toBe(first.userId);
    expect(await usersWithEmail(email)).toHaveLength(1);
  });

  it('links to the password account with the same email, whatever its case', async () => {
    const email = newEmail('Linked.Google');
    const member = await registerPassword(email);
    const { userId } = await signIn(googlePath(await google.idToken({ email: email.toLowerCase() })));
    await expectLinked(email, member, userId);
  });

  it('accepts any configured client id', async () => {
    const token = await google.idToken({ aud: 'another-client' });
    await signIn(googlePath(token, 'another-client'));
  });

  const now = () => Math.floor(Date.now() / 1000);
  it.each([
    ['signed by another key', {}, { signer: 'stranger' as const }, /signature/],
    ['signed by a key the JWKS does not hold', {}, { signer: 'stranger' as const, kid: 'nope' }, /signature/],
    ['issued for another client', { aud: 'someone-else.apps.example' }, {}, /another client/],
    ['issued by someone else', { iss: 'https://accounts.evil.example' }, {}, /not issued by Google/],
    ['expired', { iat: now() - 7200, exp: now() - 3600 }, {}, /expired/],
    ['without an expiry', { exp: undefined }, {}, /"exp"/],
  ])('refuses a token %s with a 401', async (_name, claims, options, message) => {
    const email = newEmail('refused');
    const answer = await server.request(googlePath(await google.idToken({ email, ...claims }, options)));
    expect(answer).toMatchObject({
      status: 401,
      body: { code: 'provider-token-invalid', message: expect.stringMatching(message) },
    });
    expect(answer.body.message).toMatch(/^The Google sign-in was refused/);
    expect(await usersWithEmail(email)).toHaveLength(0);
  });

  it('refuses a tampered token, an unsigned one and one that is not a token', async () => {
    const good = await google.idToken();
    const [header, , signature] = good.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        iss: GOOGLE_ISSUER,
        aud: GOOGLE_CLIENT,
        sub: 'x',
        email: 'boss@example.com',
        exp: 2e9,
      }),
    ).toString('base64url');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${forged}.`;
    for (const token of [`${header}.${forged}.${signature}`, unsigned, 'not-a-token']) {
      expect(await server.request(googlePath(token))).toMatchObject({
        status: 401,
        body: { code: 'provider-token-invalid' },
      });
    }
    expect(await usersWithEmail('boss@example.com')).toHaveLength(0);
  });

  it('refuses a client id that is not ours, even with a token made for it', async () => {
    const token = await google.idToken({ aud: 'stranger-client' });
    expect(await server.request(googlePath(token, 'stranger-client'))).toMatchObject({
      status: 401,
      body: { code: 'provider-token-invalid', message: expect.stringMatching(/client id/) },
    });
  });

  it.each([
    ['unverified', { email_verified: false }],
    ['missing', { email: undefined }],
  ])('refuses an account whose email is %s', async (_name, claims) => {
    const email = newEmail('unverified');
    const answer = await server.request(googlePath(await google.idToken({ email, ...claims })));
    expect(answer).toMatchObject({
      status: 401,
      body: { code: 'provider-email-unverified', message: expect.stringMatching(/verified email/) },
    });
    expect(await usersWithEmail(email)).toHaveLength(0);
  });

  it('needs both id_token and client_id', async () => {
    const token = await google.idToken();
    for (const path of [
      `/api/auth/google?client_id=${GOOGLE_CLIENT}`,
      `/api/auth/google?id_token=${token}`,
      '/api/auth/google?id_token=&client_id=x',
    ]) {
      expect(await server.request(path)).toMatchObject({ status: 400, body: { code: 'validation' } });
    }
  });
});

describe('GET /api/auth/facebook', () => {
  const user = (overrides: Partial<{ id: string; name: string; email: string }> = {}) => ({
    id: unique('fb'),
    name: 'Frida Kahlo',
    email: newEmail('frida'),
    ...overrides,
  });

  it('a good token makes an account with its email; signing in again finds the same one', async () => {
    const owner = user();
    const first = await signIn(facebookPath(facebook.token({ user: owner })));
    expect(first.profile).toMatchObject({
      email: owner.email,
      username: expect.stringMatching(/^Frida Kahlo/),
    });
    expect(await usersWithEmail(owner.email)).toEqual([expect.objectContaining({ password_hash: null })]);
    const again = await signIn(facebookPath(facebook.token({ user: owner })));
    expect(again.userId).toBe(first.userId);
  });

  it('links to the password account with the same email', async () => {
    const email = newEmail('linked-facebook');
    const member = await registerPassword(email);
    const { userId } = await signIn(
      facebookPath(facebook.token({ user: user({ email: email.toUpperCase() }) })),
    );
    await expectLinked(email, member, userId);
  });

  it.each([
    ['the provider does not know', () => 'EAAnot-a-token', /not valid/],
    ['it marks invalid', () => facebook.token({ user: user(), isValid: false }), /not valid/],
    ['issued to another app', () => facebook.token({ user: user(), appId: '555' }), /another app/],
    [
      'that has expired',
      () => facebook.token({ user: user(), expiresAt: Math.floor(Date.now() / 1000) - 60 }),
      /expired/,
    ],
    ['of a page, not a user', () => facebook.token({ user: user(), type: 'PAGE' }), /not a user token/],
  ])('refuses a token %s with a 401', async (_name, token, message) => {
    expect(await server.request(facebookPath(token()))).toMatchObject({
      status: 401,
      body: { code: 'provider-token-invalid', message: expect.stringMatching(message) },
    });
  });

  it('refuses an account that shares no email', async () => {
    const { email: _email, ...noEmail } = user();
    expect(await server.request(facebookPath(facebook.token({ user: noEmail })))).toMatchObject({
      status: 401,
      body: { code: 'provider-email-unverified' },
    });
  });

  it('needs access_token', async () => {
    expect(await server.request('/api/auth/facebook')).toMatchObject({
      status: 400,
      body: { code: 'validation' },
    });
  });
});

describe('GET /api/auth/linkedin', () => {
  const user = (
    overrides: Partial<{ sub: string; name: string; email: string; email_verified: boolean }> = {},
  ) => ({
    sub: unique('li'),
    name: 'Katherine Johnson',
    email: newEmail('katherine'),
    email_verified: true,
    ...overrides,
  });

  it('a good access token makes an account; a code for the same person finds it again', async () => {
    const person = user();
    const first = await signIn(linkedinPath({ access_token: linkedin.accessToken(person) }));
    expect(first.profile).toMatchObject({
      email: person.email,
      username: expect.stringMatching(/^Katherine Johnson/),
    });
    expect(await usersWithEmail(person.email)).toEqual([expect.objectContaining({ password_hash: null })]);
    const again = await signIn(linkedinPath({ code: linkedin.code(person) }));
    expect(again.userId).toBe(first.userId);
  });

  it('links to the password account with the same email', async () => {
    const email = newEmail('linked-linkedin');
    const member = await registerPassword(email);
    const { userId } = await signIn(linkedinPath({ code: linkedin.code(user({ email })) }));
    await expectLinked(email, member, userId);
  });

  it('a code works once', async () => {
    const code = linkedin.code(user());
    await signIn(linkedinPath({ code }));
    expect(await server.request(linkedinPath({ code }))).toMatchObject({
      status: 401,
      body: { code: 'provider-token-invalid', message: expect.stringMatching(/authorization code/) },
    });
  });

  it.each([
    ['an unknown code', () => ({ code: 'code-nobody-issued' })],
    ['an expired code', () => ({ code: linkedin.code(user(), { expired: true }) })],
    [
      'a code issued to another client',
      () => ({ code: linkedin.code(user(), { clientId: 'someone-else' }) }),
    ],
    [
      'a code issued for another redirect',
      () => ({ code: linkedin.code(user(), { redirectUri: 'https://evil.example/cb' }) }),
    ],
    ['an unknown access token', () => ({ access_token: 'AQ-nobody-issued' })],
    ['an expired access token', () => ({ access_token: linkedin.accessToken(user(), { expired: true }) })],
  ])('refuses %s with a 401', async (_name, params) => {
    expect(await server.request(linkedinPath(params()))).toMatchObject({
      status: 401,
      body: {
        code: 'provider-token-invalid',
        message: expect.stringMatching(/^The LinkedIn sign-in was refused/),
      },
    });
  });

  it('refuses an account whose email is not verified', async () => {
    const person = user({ email_verified: false });
    expect(await server.request(linkedinPath({ access_token: linkedin.accessToken(person) }))).toMatchObject({
      status: 401,
      body: { code: 'provider-email-unverified' },
    });
    expect(await usersWithEmail(person.email)).toHaveLength(0);
  });

  it('needs access_token or code', async () => {
    for (const path of [
      '/api/auth/linkedin',
      '/api/auth/linkedin?code=',
      '/api/auth/linkedin?access_token=',
    ]) {
      expect(await server.request(path)).toMatchObject({ status: 400, body: { code: 'validation' } });
    }
  });
});

describe('accounts made through a provider', () => {
  it('take the display name, made unique with a number', async () => {
    const name = unique('Marie Curie');
    await registerPassword(newEmail('marie'), name);
    await registerPassword(newEmail('marie'), `${name.toUpperCase()} 2`);
    const first = await signIn(googlePath(await google.idToken({ name, email: newEmail('marie') })));
    const second = await signIn(
      facebookPath(facebook.token({ user: { id: unique('fb'), name, email: newEmail('m') } })),
    );
    expect(first.profile.username).toBe(`${name} 3`);
    expect(second.profile.username).toBe(`${name} 4`);
  });

  it('keep long names within 36 characters, numbered too', async () => {
    const long = `Wolfgang Amadeus Mozart ${unique('x')} of Salzburg and Vienna`;
    const first = await signIn(googlePath(await google.idToken({ name: long, email: newEmail('w') })));
    const second = await signIn(googlePath(await google.idToken({ name: long, email: newEmail('w') })));
    expect(first.profile.username).toBe(long.slice(0, 36).trimEnd());
    expect(second.profile.username).toBe(`${long.slice(0, 34).trimEnd()} 2`);
    expect(second.profile.username.length).toBeLessThanOrEqual(36);
  });

  it('without a usable name take the email name; control characters become spaces', async () => {
    const email = newEmail('nameless');
    const nameless = await signIn(googlePath(await google.idToken({ name: undefined, email })));
    expect(nameless.profile.username).toBe(email.split('@')[0]);
    const odd = unique('Odd');
    const control = await signIn(
      googlePath(await google.idToken({ name: `  ${odd}\u0007\nName  `, email: newEmail('o') })),
    );
    expect(control.profile.username).toBe(`${odd} Name`);
  });

  it("take over the signing-in session's guest progress", async () => {
    const session = unique('guest-session');
    await db
      .insertInto('served_puzzles')
      .values({ player_key: `s:${session}`, puzzle_id: 'p-guest-1' })
      .execute();
    const { userId } = await signIn(
      linkedinPath({
        access_token: linkedin.accessToken({
          sub: unique('li'),
          name: 'G',
          email: newEmail('g'),
          email_verified: true,
        }),
      }),
      {
        session,
      },
    );
    const rows = await db
      .selectFrom('served_puzzles')
      .select('player_key')
      .where('puzzle_id', '=', 'p-guest-1')
      .execute();
    expect(rows).toEqual([{ player_key: `u:${userId}` }]);
  });
});

describe('providers that are missing, down or broken', () => {
  const requests = {
    google: async () => googlePath(await google.idToken()),
    facebook: async () =>
      facebookPath(facebook.token({ user: { id: unique('fb'), name: 'F', email: newEmail('f') } })),
    'linkedin (code)': async () =>
      linkedinPath({
        code: linkedin.code({ sub: unique('li'), email: newEmail('l'), email_verified: true }),
      }),
    'linkedin (access token)': async () =>
      linkedinPath({
        access_token: linkedin.accessToken({ sub: unique('li'), email: newEmail('l'), email_verified: true }),
      }),
  };
  const names = Object.keys(requests) as (keyof typeof requests)[];
  const labels = {
    google: 'Google',
    facebook: 'Facebook',
    'linkedin (code)': 'LinkedIn',
    'linkedin (access token)': 'LinkedIn',
  };

  it.each(names)('%s: not configured is a 503 that says so', async (provider) => {
    expect(await others.bare!.request(await requests[provider]())).toMatchObject({
      status: 503,
      body: {
        code: 'provider-not-configured',
        message: `Sign-in with ${labels[provider]} is not set up on this server.`,
      },
    });
  });

  it.each(
    names.flatMap((provider) =>
      [
        ['down', /could not be reached/],
        ['answering HTML', /not JSON/],
        ['answering JSON of another shape', /unexpected shape/],
        ['answering 503', /HTTP 503/],
        ['not answering in time', /no answer in time|could not be fetched/],
      ].map(([state, message]) => [provider, state as string, message as RegExp] as const),
    ),
  )('%s %s is a 502', async (provider, state, message) => {
    const app = {
      down: others.down,
      'answering HTML': others.html,
      'answering JSON of another shape': others.wrongShape,
      'answering 503': others.failing,
      'not answering in time': others.hanging,
    }[state]!;
    const answer = await app.request(await requests[provider]());
    expect(answer).toMatchObject({ status: 502, body: { code: 'provider-unavailable' } });
    expect(answer.body.message).toMatch(new RegExp(`^${labels[provider]} could not check this sign-in`));
    // Google's keys come through jose, which words its failures its own way.
    if (provider !== 'google') expect(answer.body.message).toMatch(message);
  });

  it.each([
    ['facebook', () => facebookPath(facebook.token({ user: { id: unique('fb'), email: newEmail('f') } }))],
    [
      'linkedin',
      () =>
        linkedinPath({
          code: linkedin.code({ sub: unique('li'), email: newEmail('l'), email_verified: true }),
        }),
    ],
  ])('%s refusing our own credentials is a 502, not the player’s fault', async (_provider, path) => {
    expect(await others.misconfigured!.request(path())).toMatchObject({
      status: 502,
      body: { code: 'provider-unavailable', message: expect.stringMatching(/this server's/) },
    });
  });
});

describe('readProvidersConfig', () => {
  it('leaves out every provider whose id is not set', () => {
    const problems: string[] = [];
    expect(readProvidersConfig({}, problems)).toEqual({});
    expect(problems).toEqual([]);
  });

  it("configures a provider by its id, with the real provider's endpoints unless told", () => {
    const problems: string[] = [];
    const env = {
      GOOGLE_CLIENT_IDS: 'web.apps, android.apps',
      FACEBOOK_APP_ID: '123',
      FACEBOOK_APP_SECRET: 'fb-secret',
      FACEBOOK_PROFILE_URL: 'http://127.0.0.1:9/me',
      LINKEDIN_CLIENT_ID: 'li',
      LINKEDIN_CLIENT_SECRET: 'li-secret',
      LINKEDIN_REDIRECT_URI: 'https://numberland.example/cb',
    };
    expect(readProvidersConfig(env, problems)).toEqual({
      google: {
        clientIds: ['web.apps', 'android.apps'],
        jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
        issuers: ['https://accounts.google.com', 'accounts.google.com'],
      },
      facebook: {
        appId: '123',
        appSecret: 'fb-secret',
        debugTokenUrl: 'https://graph.facebook.com/debug_token',
        profileUrl: 'http://127.0.0.1:9/me',
      },
      linkedin: {
        clientId: 'li',
        clientSecret: 'li-secret',
        redirectUri: 'https://numberland.example/cb',
        tokenUrl: 'https://www.linkedin.com/oauth/v2/accessToken',
        userInfoUrl: 'https://api.linkedin.com/v2/userinfo',
      },
    });
    expect(problems).toEqual([]);
  });

  it('reports an id without its secret instead of starting without the provider', () => {
    const problems: string[] = [];
    expect(readProvidersConfig({ FACEBOOK_APP_ID: '1', LINKEDIN_CLIENT_ID: 'li' }, problems)).toEqual({});
    expect(problems).toEqual([
      'FACEBOOK_APP_SECRET must be set when FACEBOOK_APP_ID is',
      'LINKEDIN_CLIENT_SECRET must be set when LINKEDIN_CLIENT_ID is',
      'LINKEDIN_REDIRECT_URI must be set when LINKEDIN_CLIENT_ID is',
    ]);
  });
});
