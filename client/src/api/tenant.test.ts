import { describe, expect, it } from 'vitest';
import { MAIN_TENANT, tenantOf } from './tenant';

describe('tenantOf', () => {
  it('takes the tenant parameter first', () => {
    expect(tenantOf({ search: '?tenant=school-7', inFrame: true, referrer: 'https://a.example/' })).toBe(
      'school-7',
    );
  });

  it('inside a frame, names the embedding site by the referrer host', () => {
    expect(tenantOf({ search: '', inFrame: true, referrer: 'https://games.example.org/page?x=1' })).toBe(
      'games.example.org',
    );
  });

  it('is main on our own site, and when nothing usable is given', () => {
    expect(tenantOf({ search: '', inFrame: false, referrer: 'https://games.example.org/' })).toBe(
      MAIN_TENANT,
    );
    expect(tenantOf({ search: '?tenant=bad value!', inFrame: true, referrer: 'not a url' })).toBe(
      MAIN_TENANT,
    );
    expect(tenantOf({ search: '', inFrame: true, referrer: '' })).toBe(MAIN_TENANT);
  });
});
