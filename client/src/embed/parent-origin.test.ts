import { describe, expect, it } from 'vitest';
import { allowedParentOrigin, frameAncestorsOf, originOf, sourceAllows } from './parent-origin';

const SELF = 'https://game.example';

describe('frameAncestorsOf', () => {
  it('reads the directive out of a whole policy', () => {
    expect(
      frameAncestorsOf(
        "default-src 'self';img-src 'self' data:;frame-ancestors 'self' https://partner.example https://*.school.example;upgrade-insecure-requests",
      ),
    ).toEqual(["'self'", 'https://partner.example', 'https://*.school.example']);
    expect(frameAncestorsOf("default-src 'self'")).toEqual([]);
    expect(frameAncestorsOf(null)).toEqual([]);
  });
});

describe('originOf', () => {
  it('takes plain http(s) origins only', () => {
    expect(originOf('https://partner.example')).toBe('https://partner.example');
    expect(originOf('https://partner.example/')).toBe('https://partner.example');
    expect(originOf('http://localhost:8080')).toBe('http://localhost:8080');
    for (const bad of [
      '*',
      'null',
      'partner.example',
      'javascript:alert(1)',
      'https://a.example/page',
      'https://u:p@a.example',
    ])
      expect(originOf(bad), bad).toBeUndefined();
  });
});

describe('sourceAllows', () => {
  it.each([
    ["'self'", SELF, true],
    ["'self'", 'https://other.example', false],
    ['*', 'https://anyone.example', true],
    ["'none'", 'https://partner.example', false],
    ['https:', 'https://partner.example', true],
    ['https:', 'http://partner.example', false],
    ['https://partner.example', 'https://partner.example', true],
    ['https://partner.example', 'https://partner.example:8443', false],
    ['https://partner.example:*', 'https://partner.example:8443', true],
    ['https://partner.example', 'http://partner.example', false],
    ['http://partner.example', 'https://partner.example', true],
    ['partner.example', 'https://partner.example', true],
    ['https://*.school.example', 'https://a.school.example', true],
    ['https://*.school.example', 'https://school.example', false],
    ['https://*.school.example', 'https://evilschool.example', false],
    ['http://localhost:8080', 'http://localhost:8080', true],
    ['http://localhost:8080', 'http://localhost:8081', false],
  ])('%s allows %s: %s', (source, origin, allowed) => {
    expect(sourceAllows(source, origin, SELF)).toBe(allowed);
  });
});

describe('allowedParentOrigin', () => {
  const list = ["'self'", 'https://partner.example'];
  it('is the named origin when the list allows it', () => {
    expect(allowedParentOrigin('?parentOrigin=https%3A%2F%2Fpartner.example', list, SELF)).toBe(
      'https://partner.example',
    );
    expect(allowedParentOrigin('?tenant=x&parentOrigin=https://game.example', list, SELF)).toBe(SELF);
  });

  it('is nothing for an origin not listed, no parameter, or a wildcard', () => {
    expect(allowedParentOrigin('?parentOrigin=https://other.example', list, SELF)).toBeUndefined();
    expect(allowedParentOrigin('?tenant=x', list, SELF)).toBeUndefined();
    expect(allowedParentOrigin('?parentOrigin=*', ['*'], SELF)).toBeUndefined();
    expect(allowedParentOrigin('?parentOrigin=https://partner.example', [], SELF)).toBeUndefined();
  });
});
