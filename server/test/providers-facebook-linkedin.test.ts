// Signing in with Facebook and LinkedIn, over real HTTP against the fakes of provider-fixture.ts.

import { describe, expect, it } from 'vitest';

import {
  expectLinked,
  facebook,
  facebookPath,
  linkedin,
  linkedinPath,
  newEmail,
  registerPassword,
  server,
  signIn,
  unique,
  useProviderFixture,
  usersWithEmail,
} from './provider-fixture';

useProviderFixture();

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
