// Security headers from helmet, built once. (@fastify/helmet builds helmet's middleware again on
// every request, which re-parses the content security policy each time: a fifth of the time of a
// small request.) frame-ancestors says which sites may embed the game in a frame.
//
// upgrade-insecure-requests (helmet's default) goes only with a page that came over TLS: to this
// server, or to a trusted proxy that says so in X-Forwarded-Proto (Fastify's request.protocol,
// by TRUST_PROXY). Over plain HTTP - the game opened from another device at the LAN address the
// server prints - it would have the browser ask for every file over https, which nothing
// answers: an unstyled, dead page.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';

/** Whether a request came over TLS, to this server or to a proxy TRUST_PROXY believes. */
export const overTls = (request: FastifyRequest): boolean => request.protocol === 'https';

/**
 * The content security policy's own directives (over helmet's defaults). The client's page names
 * its inline scripts' hashes ('sha256-...') in script-src too (page-policy.ts). `tls`: the
 * request came over TLS, so later ones may be upgraded to it.
 */
export function policyDirectives(
  frameAncestors: readonly string[],
  tls: boolean,
  scriptHashes: readonly string[] = [],
) {
  return {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    frameAncestors: [...frameAncestors],
    ...(scriptHashes.length > 0 ? { scriptSrc: ["'self'", ...scriptHashes] } : {}),
    // null takes helmet's default out.
    ...(tls ? {} : { upgradeInsecureRequests: null }),
  };
}

export function registerSecurityHeaders(app: FastifyInstance, frameAncestors: readonly string[]): void {
  const headersOf = (tls: boolean) =>
    helmet({
      contentSecurityPolicy: { directives: policyDirectives(frameAncestors, tls) },
      // The game is embedded in other sites' frames; frame-ancestors above says which.
      frameguard: false,
    });
  const secure = headersOf(true);
  const plain = headersOf(false);
  app.addHook('onRequest', (request, reply, done) => {
    const apply = overTls(request) ? secure : plain;
    apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
