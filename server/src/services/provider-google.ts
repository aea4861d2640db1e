// Google: the client sends the id_token it got; we check its RS256 signature against Google's
// published keys (JWKS, fetched and cached by jose), its issuer, audience and expiry.

import { createRemoteJWKSet, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { GoogleConfig } from './provider-config';
import { identity, type ProviderIdentity, tokenInvalid, unavailable } from './provider-http';

/** Seconds of clock difference with the provider we forgive. */
const CLOCK_TOLERANCE_S = 60;

/** An error of fetching the keys (not of the token): the provider is unavailable, the token not refused. */
class KeysUnavailable extends Error {}

export function googleVerifier(config: GoogleConfig, timeoutMs: number) {
  const remote = createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: timeoutMs });
  const keys: JWTVerifyGetKey = async (header, token) => {
    try {
      return await remote(header, token);
    } catch (error) {
      // No key for the token's kid is the token's fault; anything else is the key server's.
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) {
        throw error;
      }
      throw new KeysUnavailable(error instanceof Error ? error.message : String(error), { cause: error });
    }
  };

  return async function verifyGoogle(idToken: string, clientId: string): Promise<ProviderIdentity> {
    if (!config.clientIds.includes(clientId)) {
      throw tokenInvalid('google', 'the client id is not one this server accepts');
    }
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        algorithms: ['RS256'],
        issuer: config.issuers,
        audience: clientId,
        clockTolerance: CLOCK_TOLERANCE_S,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      throw googleError(error);
    }
    const sub = payload.sub ?? '';
    const email = typeof payload.email === 'string' ? payload.email : undefined;
    // Older tokens carried the flag as a string.
    const verified = payload.email_verified === true || payload.email_verified === 'true';
    const name = typeof payload.name === 'string' ? payload.name : undefined;
    return identity('google', sub, email, verified, name);
  };
}

function googleError(error: unknown): Error {
  if (error instanceof KeysUnavailable) {
    return unavailable('google', 'its signing keys could not be fetched', error.cause);
  }
  if (error instanceof errors.JWTExpired) return tokenInvalid('google', 'the token has expired');
  if (error instanceof errors.JWTClaimValidationFailed) {
    switch (error.claim) {
      case 'iss':
        return tokenInvalid('google', 'the token was not issued by Google');
      case 'aud':
        return tokenInvalid('google', 'the token was issued for another client');
      default:
        return tokenInvalid('google', `the token's "${error.claim}" claim is not valid`);
    }
  }
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWSSignatureVerificationFailed) {
    return tokenInvalid('google', 'the token signature is not valid');
  }
  if (error instanceof errors.JOSEError) return tokenInvalid('google', 'the token is not a valid id token');
  return error instanceof Error ? error : new Error(String(error));
}
