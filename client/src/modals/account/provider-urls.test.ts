import type { AuthProviders } from '@numberland/contract';
import { describe, expect, it } from 'vitest';
import { authorizeUrl, configuredProviders, newTabUrl, returnUri } from './provider-urls';

const ORIGIN = 'https://numberland.example';
const secrets = { state: 'state-123', nonce: 'nonce-456' };

const all: AuthProviders = {
  google: { clientId: 'g-client.apps', authorizeUrl: 'https://accounts.google.example/o/oauth2/v2/auth' },
  facebook: { appId: '1029384756', authorizeUrl: 'https://www.facebook.example/dialog/oauth' },
  linkedin: {
    clientId: 'li-client',
    redirectUri: 'https://numberland.example/auth/linkedin/callback',
    authorizeUrl: 'https://www.linkedin.example/oauth/v2/authorization?prompt=login',
  },
};

function params(url: string | null): Record<string, string> {
  expect(url).not.toBeNull();
  return Object.fromEntries(new URL(url ?? '').searchParams);
}

describe('authorizeUrl', () => {
  it('Google: the implicit id_token flow back to /home, with state and nonce', () => {
    const url = authorizeUrl('google', all, ORIGIN, secrets);
    expect(url?.startsWith('https://accounts.google.example/o/oauth2/v2/auth?')).toBe(true);
    expect(params(url)).toEqual({
      response_type: 'id_token',
      client_id: 'g-client.apps',
      redirect_uri: 'https://numberland.example/home',
      scope: 'openid email profile',
      nonce: 'nonce-456',
      state: 'state-123',
    });
  });

  it('Facebook: the implicit token flow with the app id, asking for the email', () => {
    expect(params(authorizeUrl('facebook', all, ORIGIN, secrets))).toEqual({
      response_type: 'token',
      client_id: '1029384756',
      redirect_uri: 'https://numberland.example/home',
      scope: 'email,public_profile',
      state: 'state-123',
    });
  });

  it("LinkedIn: the code flow to the server's redirect URI, keeping the address's own query", () => {
    expect(params(authorizeUrl('linkedin', all, ORIGIN, secrets))).toEqual({
      prompt: 'login',
      response_type: 'code',
      client_id: 'li-client',
      redirect_uri: 'https://numberland.example/auth/linkedin/callback',
      scope: 'openid profile email',
      state: 'state-123',
    });
  });

  it('nothing for a provider the server has not configured', () => {
    expect(authorizeUrl('google', {}, ORIGIN, secrets)).toBeNull();
    expect(authorizeUrl('facebook', { google: all.google }, ORIGIN, secrets)).toBeNull();
    expect(authorizeUrl('linkedin', { facebook: all.facebook }, ORIGIN, secrets)).toBeNull();
  });
});

describe('configuredProviders', () => {
  it('lists the configured ones in button order', () => {
    expect(configuredProviders(all)).toEqual(['google', 'facebook', 'linkedin']);
    expect(configuredProviders({ linkedin: all.linkedin, google: all.google })).toEqual([
      'google',
      'linkedin',
    ]);
    expect(configuredProviders({})).toEqual([]);
  });
});

describe('returnUri and newTabUrl', () => {
  const place = { origin: ORIGIN, tenant: 'puzzles.example', language: 'no' };

  it('returns to home', () => {
    expect(returnUri(ORIGIN)).toBe('https://numberland.example/home');
  });

  it('opens the provider modals the spec names with tablogin, else the chooser', () => {
    expect(newTabUrl('google', place)).toBe(
      'https://numberland.example/home?tablogin=googlelogin&tenant=puzzles.example&lang=no',
    );
    expect(newTabUrl('linkedin', place)).toBe(
      'https://numberland.example/home?tablogin=linkedin&tenant=puzzles.example&lang=no',
    );
    expect(newTabUrl('facebook', place)).toBe(
      'https://numberland.example/home?tenant=puzzles.example&lang=no#login',
    );
    expect(newTabUrl(null, place)).toBe(
      'https://numberland.example/home?tenant=puzzles.example&lang=no#login',
    );
  });
});
