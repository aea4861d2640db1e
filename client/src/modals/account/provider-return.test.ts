import { describe, expect, it } from 'vitest';
import {
  checkProviderReturn,
  jwtClaims,
  PENDING_MAX_AGE_MS,
  type PendingSignIn,
  type ProviderReturn,
  readProviderReturn,
} from './provider-return';

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (claims: unknown) => `${base64url({ alg: 'RS256' })}.${base64url(claims)}.signature`;

const googleToken = jwt({ aud: 'g-client.apps', nonce: 'n-1', sub: '42' });

describe('readProviderReturn', () => {
  it("reads Google's id token and state from the hash, and empties the hash", () => {
    expect(readProviderReturn('/home', '?lang=no', `#state=s-1&id_token=${googleToken}&authuser=0`)).toEqual({
      found: {
        kind: 'grant',
        grant: { provider: 'google', idToken: googleToken, clientId: 'g-client.apps' },
        state: 's-1',
      },
      search: '?lang=no',
      hash: '',
    });
  });

  it("reads Facebook's access token from the hash", () => {
    expect(
      readProviderReturn(
        '/home',
        '',
        '#access_token=EAAB&data_access_expiration_time=1&expires_in=5&state=s-2',
      ),
    ).toEqual({
      found: { kind: 'grant', grant: { provider: 'facebook', accessToken: 'EAAB' }, state: 's-2' },
      search: '',
      hash: '',
    });
  });

  it("reads LinkedIn's code from the query and keeps the game's own parameters", () => {
    expect(readProviderReturn('/home', '?code=c-9&state=s-3&tenant=puzzles.example', '#options')).toEqual({
      found: { kind: 'grant', grant: { provider: 'linkedin', code: 'c-9' }, state: 's-3' },
      search: '?tenant=puzzles.example',
      hash: '#options',
    });
  });

  it('reads a refusal, in the query (with Facebook #_=_) or the hash, only with a state', () => {
    expect(
      readProviderReturn(
        '/home',
        '?error=access_denied&error_reason=user_denied&error_description=No&state=s-4',
        '#_=_',
      ),
    ).toEqual({ found: { kind: 'refused', error: 'access_denied', state: 's-4' }, search: '', hash: '' });
    expect(readProviderReturn('/home', '', '#error=interaction_required&state=s-5')).toEqual({
      found: { kind: 'refused', error: 'interaction_required', state: 's-5' },
      search: '',
      hash: '',
    });
    expect(readProviderReturn('/home', '?error=whatever', '')).toBeNull();
  });

  it('finds nothing in an ordinary address, and leaves the setalphapassword code alone', () => {
    expect(readProviderReturn('/home', '?lang=en', '#profile')).toBeNull();
    expect(readProviderReturn('/play', '?id=B9L4-16', '')).toBeNull();
    expect(readProviderReturn('/setalphapassword', '?code=reset-code', '')).toBeNull();
  });
});

describe('checkProviderReturn', () => {
  const now = 1_800_000_000_000;
  const pending = (
    provider: PendingSignIn['provider'],
    change: Partial<PendingSignIn> = {},
  ): PendingSignIn => ({
    provider,
    state: 's-1',
    nonce: 'n-1',
    startedAt: now - 60_000,
    ...change,
  });
  const linkedin: ProviderReturn = {
    kind: 'grant',
    grant: { provider: 'linkedin', code: 'c' },
    state: 's-1',
  };
  const google = (idToken: string, clientId: string | null = 'g-client.apps'): ProviderReturn => ({
    kind: 'grant',
    grant: { provider: 'google', idToken, clientId },
    state: 's-1',
  });

  it('passes an answer to the sign-in this tab started', () => {
    expect(checkProviderReturn(linkedin, pending('linkedin'), now)).toEqual({
      ok: true,
      grant: linkedin.grant,
    });
    expect(checkProviderReturn(google(googleToken), pending('google'), now).ok).toBe(true);
  });

  it.each<[string, ProviderReturn, PendingSignIn | null]>([
    ['no sign-in started', linkedin, null],
    ['another state', linkedin, pending('linkedin', { state: 's-other' })],
    ['no state at all', { ...linkedin, state: null }, pending('linkedin')],
    ['another provider', linkedin, pending('google')],
    ['too old', linkedin, pending('linkedin', { startedAt: now - PENDING_MAX_AGE_MS - 1 })],
    ['another nonce', google(jwt({ aud: 'g-client.apps', nonce: 'n-2' })), pending('google')],
    ['no nonce', google(jwt({ aud: 'g-client.apps' })), pending('google')],
    ['no audience', google(jwt({ nonce: 'n-1' }), null), pending('google')],
    ['a refusal', { kind: 'refused', error: 'access_denied', state: 's-1' }, pending('linkedin')],
  ])('refuses %s', (_, found, started) => {
    expect(checkProviderReturn(found, started, now).ok).toBe(false);
  });
});

describe('jwtClaims', () => {
  it('reads the payload, and nothing from a broken token', () => {
    expect(jwtClaims(googleToken)).toEqual({ aud: 'g-client.apps', nonce: 'n-1', sub: '42' });
    expect(jwtClaims('nonsense')).toBeNull();
    expect(jwtClaims('a.%%%.c')).toBeNull();
  });
});
