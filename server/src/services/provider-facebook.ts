// Facebook: the client sends a user access token. We ask the token-inspection endpoint
// (/debug_token, with our app token) whether it is valid, a user's, ours and unexpired, then read
// the owner's profile with it (signed with appsecret_proof). Facebook shares only confirmed emails.

import { createHmac } from 'node:crypto';
import Type from 'typebox';
import type { FacebookConfig } from './provider-config';
import { callProvider, identity, type ProviderIdentity, tokenInvalid, unavailable } from './provider-http';

const DebugToken = Type.Object({
  data: Type.Object({
    is_valid: Type.Boolean(),
    app_id: Type.Optional(Type.String()),
    user_id: Type.Optional(Type.String()),
    type: Type.Optional(Type.String()),
    /** Unix seconds; 0 for a token that does not expire. */
    expires_at: Type.Optional(Type.Number()),
    error: Type.Optional(Type.Object({ message: Type.Optional(Type.String()) })),
  }),
});

const Profile = Type.Object({
  id: Type.String({ minLength: 1 }),
  name: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
});

export function facebookVerifier(config: FacebookConfig, timeoutMs: number) {
  return async function verifyFacebook(accessToken: string): Promise<ProviderIdentity> {
    const inspect = new URL(config.debugTokenUrl);
    inspect.searchParams.set('input_token', accessToken);
    inspect.searchParams.set('access_token', `${config.appId}|${config.appSecret}`);
    const debug = await callProvider('facebook', inspect, DebugToken, { timeoutMs });
    // The inspection call carries only our app token: a refusal there is about our credentials.
    if (!debug.ok)
      throw unavailable('facebook', `it refused this server's app credentials (${debug.status})`);
    const data = debug.body.data;
    if (!data.is_valid) throw tokenInvalid('facebook', 'the token is not valid or has expired');
    if (data.app_id !== config.appId) throw tokenInvalid('facebook', 'the token was issued for another app');
    if (data.type !== undefined && data.type !== 'USER') {
      throw tokenInvalid('facebook', 'the token is not a user token');
    }
    if (data.expires_at && data.expires_at * 1000 <= Date.now()) {
      throw tokenInvalid('facebook', 'the token has expired');
    }
    if (!data.user_id) throw tokenInvalid('facebook', 'the token names no user');

    const me = new URL(config.profileUrl);
    me.searchParams.set('fields', 'id,name,email');
    me.searchParams.set('access_token', accessToken);
    me.searchParams.set(
      'appsecret_proof',
      createHmac('sha256', config.appSecret).update(accessToken).digest('hex'),
    );
    const profile = await callProvider('facebook', me, Profile, { timeoutMs });
    if (!profile.ok) throw tokenInvalid('facebook', 'the profile could not be read with the token');
    if (profile.body.id !== data.user_id) throw tokenInvalid('facebook', 'the token belongs to another user');
    return identity('facebook', profile.body.id, profile.body.email, true, profile.body.name);
  };
}
