// Signing in with Google, over real HTTP against the fakes of provider-fixture.ts.

import { describe, expect, it } from 'vitest';
import { GOOGLE_ISSUER } from './fake-providers';

import {
  expectLinked,
  GOOGLE_CLIENT,
  google,
  googlePath,
  newEmail,
  registerPassword,
  server,
  signIn,
  unique,
  useProviderFixture,
  usersWithEmail,
} from './provider-fixture';

useProviderFixture();

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
