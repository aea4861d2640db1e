import { describe, expect, it } from 'vitest';
import { readStartupParams } from './startup-params';

describe('readStartupParams', () => {
  it('reads lang, and takes it out of the address while keeping other parameters', () => {
    expect(readStartupParams('?lang=no&id=B9L4-16', '')).toEqual({
      actions: [{ kind: 'language', language: 'no' }],
      search: '?id=B9L4-16',
      hash: '',
    });
    expect(readStartupParams('?lang=fr', '').actions).toEqual([]);
  });

  it('tablogin opens the provider modals', () => {
    expect(readStartupParams('?tablogin=linkedin', '').actions).toEqual([
      { kind: 'open-modal', modal: 'linkedinlogin' },
    ]);
    expect(readStartupParams('?tablogin=googlelogin', '').actions).toEqual([
      { kind: 'open-modal', modal: 'googlelogin' },
    ]);
    expect(readStartupParams('?tablogin=other', '').actions).toEqual([]);
  });

  it('leaves a modal hash alone', () => {
    expect(readStartupParams('', '#options')).toEqual({ actions: [], search: '', hash: '#options' });
  });
});
