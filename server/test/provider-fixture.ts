// The fixture of the provider sign-in tests: fake Google, Facebook and LinkedIn on 127.0.0.1, a
// fresh database, and small apps of the provider routes (with the real auth and error plugins)
// pointed at them, at providers that are missing, down, slow or talking nonsense, plus helpers.

import { randomBytes } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../src/db/schema';
import { registerAuth } from '../src/plugins/auth';
import { registerErrorHandling } from '../src/plugins/errors';
import { providerRoutes } from '../src/routes/providers';
import { accounts } from '../src/services/accounts';
import type { ProvidersConfig } from '../src/services/providers';
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
export const GOOGLE_CLIENT = 'numberland-web.apps.googleusercontent.example';
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

export let db: Kysely<Database>;
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
    google: {
      clientIds: [GOOGLE_CLIENT],
      jwksUrl: `${base}/oauth2/v3/certs`,
      issuers: [GOOGLE_ISSUER],
      authorizeUrl: `${base}/o/oauth2/v2/auth`,
    },
    facebook: {
      appId: FACEBOOK_APP,
      appSecret: secrets.facebook,
      debugTokenUrl: `${base}/debug_token`,
      profileUrl: `${base}/me`,
      authorizeUrl: `${base}/dialog/oauth`,
    },
    linkedin: {
      ...LINKEDIN,
      clientSecret: secrets.linkedin,
      tokenUrl: `${base}/oauth/v2/accessToken`,
      userInfoUrl: `${base}/v2/userinfo`,
      authorizeUrl: `${base}/oauth/v2/authorization`,
    },
  } satisfies ProvidersConfig;
}

export let google: FakeGoogle;
export let facebook: FakeFacebook;
export let linkedin: FakeLinkedIn;
let html: Served;
let wrongShape: Served;
let failing: Served;
let hanging: Served;
export let server: TestApp;
export const others: Record<string, TestApp> = {};

/** Start the fakes, the database and the apps for this test file, and stop them after it. */
export function useProviderFixture(): void {
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
        authorizeUrl: 'https://accounts.example/o/oauth2/v2/auth',
      },
      facebook: {
        appId: FACEBOOK_APP,
        appSecret: FACEBOOK_SECRET,
        debugTokenUrl: facebook.debugTokenUrl,
        profileUrl: facebook.profileUrl,
        authorizeUrl: 'https://facebook.example/dialog/oauth',
      },
      linkedin: {
        ...LINKEDIN,
        tokenUrl: linkedin.tokenUrl,
        userInfoUrl: linkedin.userInfoUrl,
        authorizeUrl: 'https://linkedin.example/oauth/v2/authorization',
      },
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
}

const facebookUrls = () => ({
  debugTokenUrl: facebook.debugTokenUrl,
  profileUrl: facebook.profileUrl,
});
const linkedinUrls = () => ({ tokenUrl: linkedin.tokenUrl, userInfoUrl: linkedin.userInfoUrl });

// ---------------------------------------------------------------------------------------------
// Helpers.

let counter = 0;
export const unique = (prefix: string) => `${prefix}-${++counter}-${randomBytes(3).toString('hex')}`;
export const newEmail = (prefix: string) => `${unique(prefix)}@example.com`;

export const googlePath = (idToken: string, clientId = GOOGLE_CLIENT) =>
  `/api/auth/google?${new URLSearchParams({ id_token: idToken, client_id: clientId })}`;
export const facebookPath = (accessToken: string) =>
  `/api/auth/facebook?${new URLSearchParams({ access_token: accessToken })}`;
export const linkedinPath = (params: { access_token?: string; code?: string }) =>
  `/api/auth/linkedin?${new URLSearchParams(params)}`;

/** The user a token of ours names. */
function userOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return payload.sub as string;
}

/** Signs in; expects success and a token that works. Returns the user and their account row. */
export async function signIn(path: string, init: { session?: string } = {}, on = server) {
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

export async function usersWithEmail(email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'username', 'password_hash', 'last_daily'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .execute();
}

/** A password account, registered as POST /auth/register does. */
export function registerPassword(email: string, username = unique('Member')): Promise<string> {
  return accounts(db, NO_POOL).register({
    email,
    username,
    password: 'secret1',
    password2: 'secret1',
    GDPRConfirmed: true,
  });
}

export async function expectLinked(email: string, passwordUser: string, userId: string) {
  expect(userId).toBe(passwordUser);
  expect(await usersWithEmail(email)).toHaveLength(1);
  // The password still works.
  expect(await accounts(db, NO_POOL).login(email, 'secret1')).toBe(passwordUser);
}

// ---------------------------------------------------------------------------------------------
