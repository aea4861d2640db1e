// Which origin the game may post its embedder messages to (issue 19, "an embedder API"): the one
// the embedding names in ?parentOrigin=, and only when the server's frame-ancestors list
// (FRAME_ANCESTORS, sent in every answer's Content-Security-Policy) allows that origin to frame
// the game. The browser refuses to show the game in a frame that list does not allow, and
// postMessage delivers to the named origin only; this check keeps the game from naming an origin
// the operator never listed, and nothing ever goes to '*'.

import { PARENT_ORIGIN_PARAM } from '@numberland/contract';

/** The sources of the frame-ancestors directive of a Content-Security-Policy header; [] when none. */
export function frameAncestorsOf(csp: string | null | undefined): string[] {
  if (!csp) return [];
  for (const directive of csp.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name?.toLowerCase() === 'frame-ancestors') return sources;
  }
  return [];
}

/** The origin of a URL when it is a plain http(s) origin (no path, query, or user), else undefined. */
export function originOf(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== ''))
    return undefined;
  return url.origin;
}

const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

/** Whether one CSP source expression (CSP 3, "Matching source expressions") allows `origin`. */
export function sourceAllows(source: string, origin: string, selfOrigin: string): boolean {
  const target = new URL(origin);
  const self = new URL(selfOrigin);
  const s = source.trim();
  if (s === "'self'") return origin === self.origin;
  if (s === '*') return target.protocol === 'http:' || target.protocol === 'https:';
  if (s.startsWith("'")) return false; // 'none' and keywords that name no origin
  // A scheme alone ("https:"); http: allows https too.
  if (/^[a-z][a-z0-9+.-]*:$/i.test(s))
    return (
      s.toLowerCase() === target.protocol || (s.toLowerCase() === 'http:' && target.protocol === 'https:')
    );
  const parsed = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|(?:\*\.)?[^/:]+)(?::(\*|\d+))?(?:\/.*)?$/i.exec(s);
  if (!parsed) return false;
  const [, scheme, host = '', port] = parsed;
  const schemeOk = scheme
    ? `${scheme.toLowerCase()}:` === target.protocol ||
      (scheme.toLowerCase() === 'http' && target.protocol === 'https:')
    : target.protocol === self.protocol || (self.protocol === 'http:' && target.protocol === 'https:');
  if (!schemeOk) return false;
  const hostname = target.hostname.toLowerCase();
  const wanted = host.toLowerCase();
  const hostOk =
    wanted === '*' || (wanted.startsWith('*.') ? hostname.endsWith(wanted.slice(1)) : hostname === wanted);
  if (!hostOk) return false;
  if (port === '*') return true;
  // No port: the default one of the origin's scheme (so http://a allows https://a on 443).
  const targetPort = target.port || DEFAULT_PORTS[target.protocol];
  return targetPort === (port ?? DEFAULT_PORTS[target.protocol]);
}

/**
 * The origin named by `?parentOrigin=` in `search`, if the frame-ancestors `sources` allow it;
 * undefined otherwise (no parameter, not an http(s) origin, or not listed).
 */
export function allowedParentOrigin(
  search: string,
  sources: readonly string[],
  selfOrigin: string,
): string | undefined {
  const named = new URLSearchParams(search).get(PARENT_ORIGIN_PARAM);
  const origin = named ? originOf(named) : undefined;
  if (!origin) return undefined;
  return sources.some((source) => sourceAllows(source, origin, selfOrigin)) ? origin : undefined;
}
