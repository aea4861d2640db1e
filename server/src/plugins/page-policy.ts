// The content security policy of the client's page (index.html, also when it answers an app
// route): the site-wide one (security-headers.ts), whose script-src also names the hash of each
// script written into the page. The build writes the first-paint script inline (client/
// first-paint-plugin.ts), so the first paint does not wait for one more file; the policy runs no
// inline script but one it names by hash, so an injected script still cannot run.
//
// The hashes are read from the page as it is on disk, again whenever the file changes: a client
// rebuilt while the server runs is served with its own script's hash, without a restart.

import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { policyDirectives } from './security-headers';

/** A <script> with no src attribute, and its text. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The text of each inline script of an HTML page (none empty), in page order. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? '').filter((text) => text !== '');
}

/** The CSP sources ('sha256-...') of the inline scripts of an HTML page, in page order. */
export function inlineScriptSources(html: string): string[] {
  return inlineScripts(html).map(
    (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  );
}

/** `tls`: the request came over TLS (security-headers.ts's overTls). */
type SetPolicy = (request: IncomingMessage, response: ServerResponse, tls: boolean) => void;

/**
 * Sets the page's policy on a response: the site's, with the inline scripts of `page` (a file)
 * allowed. A page that cannot be read gets the site's policy as it is.
 */
export function pagePolicy(page: string, frameAncestors: readonly string[]): SetPolicy {
  let seen: { readonly key: string; readonly set: SetPolicy } | undefined;
  const policyFor = (sources: readonly string[]): SetPolicy => {
    const middlewareOf = (tls: boolean) =>
      helmet.contentSecurityPolicy({ directives: policyDirectives(frameAncestors, tls, sources) });
    const secure = middlewareOf(true);
    const plain = middlewareOf(false);
    return (request, response, tls) => (tls ? secure : plain)(request, response, () => {});
  };
  return (request, response, tls) => {
    const stat = statSync(page, { throwIfNoEntry: false });
    // No page (yet): the site's policy, already on the response.
    if (!stat) return;
    const key = `${stat.mtimeMs}:${stat.size}`;
    if (seen?.key !== key) seen = { key, set: policyFor(inlineScriptSources(readFileSync(page, 'utf8'))) };
    seen.set(request, response, tls);
  };
}
