// Display names over real HTTP: stored in NFC, refused when they hold invisible or reordering
// characters, and unique by a case-folded, confusable-folded key (UTS #39 skeleton), as a sign-up
// and as a rename.

import { describe, expect, it } from 'vitest';
import { bearer, newPlayer, useServers } from './players';

const servers = useServers();

const signUp = (username: string) =>
  servers.dev.request('/api/auth/register', {
    method: 'POST',
    json: newPlayer({ username }),
    session: `names-${Math.random().toString(36).slice(2, 12)}`,
  });

describe('display names', () => {
  it.each([
    ['a zero-width space', 'Ada\u200BLovelace'],
    ['only a zero-width space', '\u200B'],
    ['a right-to-left override', 'evil\u202Egnp.exe'],
    ['a bidi isolate', 'a\u2066b\u2069'],
    ['a Hangul filler', '\u3164'],
    ['a byte-order mark', 'Ad\uFEFFa'],
  ])('refuses %s', async (_what, username) => {
    expect(await signUp(username)).toMatchObject({ status: 400, body: { code: 'bad-username' } });
  });

  it('keeps a name in NFC', async () => {
    const answer = await signUp('A\u030Ashild');
    expect(answer.status).toBe(200);
    const profile = await servers.dev.request('/api/user/profile', { headers: bearer(answer.body.token) });
    expect(profile.body.username).toBe('\u00C5shild');
  });

  it.each([
    ['case beyond ASCII', 'Åse', 'åse'],
    ['a Cyrillic look-alike', 'Paypal', 'P\u0430ypal'],
    ['composed and decomposed', 'Øyvind José', 'øyvind jose\u0301'],
  ])('one name whatever its %s', async (_what, first, second) => {
    expect((await signUp(first)).status).toBe(200);
    expect(await signUp(second)).toMatchObject({
      status: 409,
      body: { code: 'error-register-usernameexists' },
    });
  });

  it('a rename to a look-alike of a taken name is refused', async () => {
    expect((await signUp('Magnus')).status).toBe(200);
    const other = await signUp('Someone Else');
    const rename = await servers.dev.request('/api/user/rename', {
      method: 'POST',
      json: { newName: 'M\u0430gnus' },
      headers: bearer(other.body.token),
    });
    expect(rename).toMatchObject({ status: 409, body: { code: 'error-register-usernameexists' } });
  });
});
