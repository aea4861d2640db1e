// Security headers from helmet, built once. (@fastify/helmet builds helmet's middleware again on
// every request, which re-parses the content security policy each time: a fifth of the time of a
// small request.) frame-ancestors says which sites may embed the game in a frame.

import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The content security policy's own directives (over helmet's defaults). The client's page names
 * its inline scripts' hashes ('sha256-...') in script-src too (page-policy.ts).
 */
export function policyDirectives(frameAncestors: readonly string[], scriptHashes: readonly string[] = []) {
  return {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    frameAncestors: [...frameAncestors],
    ...(scriptHashes.length > 0 ? { scriptSrc: ["'self'", ...scriptHashes] } : {}),
  };
}

export function registerSecurityHeaders(app: FastifyInstance, frameAncestors: readonly string[]): void {
  const apply = helmet({
    contentSecurityPolicy: { directives: policyDirectives(frameAncestors) },
    // The game is embedded in other sites' frames; frame-ancestors above says which.
    frameguard: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
