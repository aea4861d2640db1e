// Accounts made through a provider, providers that are missing, down or broken, and reading
// their configuration; over real HTTP against the fakes of provider-fixture.ts.

import { describe, expect, it } from 'vitest';
import { readProvidersConfig } from '../src/services/providers';

import {
  db,
  facebook,
  facebookPath,
  google,
  googlePath,
  linkedin,
  linkedinPath,
  newEmail,
  others,
  registerPassword,
  server,
  signIn,
  unique,
  useProviderFixture,
} from './provider-fixture';

useProviderFixture();

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

describe('GET /api/auth/providers', () => {
  it('tells the browser how to start each configured provider, and nothing secret', async () => {
    const answer = await server.request('/api/auth/providers');
    expect(answer).toEqual({
      status: 200,
      body: {
        google: { clientId: 'another-client', authorizeUrl: 'https://accounts.example/o/oauth2/v2/auth' },
        facebook: { appId: expect.any(String), authorizeUrl: 'https://facebook.example/dialog/oauth' },
        linkedin: {
          clientId: expect.any(String),
          redirectUri: expect.stringMatching(/^https?:/),
          authorizeUrl: 'https://linkedin.example/oauth/v2/authorization',
        },
      },
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/secret/i);
  });

  it('answers an empty object when no provider is configured', async () => {
    expect(await others.bare!.request('/api/auth/providers')).toEqual({ status: 200, body: {} });
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
        authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      },
      facebook: {
        appId: '123',
        appSecret: 'fb-secret',
        debugTokenUrl: 'https://graph.facebook.com/debug_token',
        profileUrl: 'http://127.0.0.1:9/me',
        authorizeUrl: 'https://www.facebook.com/dialog/oauth',
      },
      linkedin: {
        clientId: 'li',
        clientSecret: 'li-secret',
        redirectUri: 'https://numberland.example/cb',
        tokenUrl: 'https://www.linkedin.com/oauth/v2/accessToken',
        userInfoUrl: 'https://api.linkedin.com/v2/userinfo',
        authorizeUrl: 'https://www.linkedin.com/oauth/v2/authorization',
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
