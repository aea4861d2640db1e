import { describe, expect, it } from 'vitest';
import { hashOf, MODAL_NAMES, modalOfHash } from './hash-modals';

describe('hash modals', () => {
  it('knows every modal name of the spec', () => {
    expect(MODAL_NAMES).toHaveLength(17);
    for (const name of MODAL_NAMES) expect(modalOfHash(hashOf(name))).toBe(name);
  });

  it('is not fooled by other hashes', () => {
    expect(modalOfHash('')).toBeNull();
    expect(modalOfHash('#')).toBeNull();
    expect(modalOfHash('#id_token=abc')).toBeNull();
    expect(modalOfHash('#Options')).toBeNull();
    expect(modalOfHash('#%E0%A4%A')).toBeNull();
  });
});
