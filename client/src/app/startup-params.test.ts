import { describe, expect, it } from 'vitest';
import { readStartupParams } from './startup-params';

describe('readStartupParams', () => {
  it.each([
    ['?lang=no&id=B9L4-16', '', '?id=B9L4-16', ''],
    ['?lang=fr', '', '', ''],
    ['?x=1&lang=en', '#options', '?x=1', '#options'],
    ['?lang=no', '', '', ''],
  ])('takes lang out of %s%s, keeping the rest', (search, hash, cleanSearch, cleanHash) => {
    expect(readStartupParams(search, hash)).toEqual({ search: cleanSearch, hash: cleanHash });
  });

  it('turns tablogin into the hash of its provider modal', () => {
    expect(readStartupParams('?tablogin=linkedin', '')).toEqual({ search: '', hash: '#linkedinlogin' });
    expect(readStartupParams('?tablogin=googlelogin&tenant=t', '')).toEqual({
      search: '?tenant=t',
      hash: '#googlelogin',
    });
    expect(readStartupParams('?tablogin=other', '#options')).toEqual({ search: '', hash: '#options' });
  });

  it('leaves an address with neither as it came', () => {
    expect(readStartupParams('', '#options')).toEqual({ search: '', hash: '#options' });
    expect(readStartupParams('?q=a%20b', '')).toEqual({ search: '?q=a%20b', hash: '' });
  });
});
