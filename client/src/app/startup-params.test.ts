import { describe, expect, it } from 'vitest';
import { audienceOf, readStartupParams } from './startup-params';

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (claims: unknown) => `${base64url({ alg: 'RS256' })}.${base64url(claims)}.signature`;

describe('readStartupParams', () => {
  it('reads lang, and takes it out of the address while keeping other parameters', () => {
    expect(readStartupParams('?lang=no&id=B9L4-16', '', false)).toEqual({
      actions: [{ kind: 'language', language: 'no' }],
      search: '?id=B9L4-16',
      hash: '',
    });
    expect(readStartupParams('?lang=fr', '', false).actions).toEqual([]);
  });

  it('exchanges a provider code only for a player who is not signed in', () => {
    expect(readStartupParams('?code=xyz', '', false).actions).toEqual([
      { kind: 'provider-code', code: 'xyz' },
    ]);
    expect(readStartupParams('?code=xyz', '', true)).toEqual({ actions: [], search: '', hash: '' });
  });

  it('tablogin opens the provider modals', () => {
    expect(readStartupParams('?tablogin=linkedin', '', false).actions).toEqual([
      { kind: 'open-modal', modal: 'linkedinlogin' },
    ]);
    expect(readStartupParams('?tablogin=googlelogin', '', false).actions).toEqual([
      { kind: 'open-modal', modal: 'googlelogin' },
    ]);
    expect(readStartupParams('?tablogin=other', '', false).actions).toEqual([]);
  });

  it('signs in with an id_token from the hash, the client id being its audience, and clears the hash', () => {
    const token = jwt({ aud: 'client-123.apps', sub: '1' });
    expect(readStartupParams('', `#id_token=${token}&state=s`, false)).toEqual({
      actions: [{ kind: 'id-token', idToken: token, clientId: 'client-123.apps' }],
      search: '',
      hash: '',
    });
  });

  it('leaves a modal hash alone', () => {
    expect(readStartupParams('', '#options', false)).toEqual({ actions: [], search: '', hash: '#options' });
  });
});

describe('audienceOf', () => {
  it('reads aud as a string or the first of a list, and nothing from a broken token', () => {
    expect(audienceOf(jwt({ aud: 'a' }))).toBe('a');
    expect(audienceOf(jwt({ aud: ['b', 'c'] }))).toBe('b');
    expect(audienceOf(jwt({ sub: 'x' }))).toBeUndefined();
    expect(audienceOf('not-a-jwt')).toBeUndefined();
    expect(audienceOf('a.%%%.c')).toBeUndefined();
  });
});
